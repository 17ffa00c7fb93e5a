/// A direction of a swipe, as a scene names it (screen coordinates: y grows downwards).
public enum SwipeDirection: String, Sendable, CaseIterable {
    case right, left, up, down

    /// The unit vector of the direction in screen coordinates.
    var unit: Point {
        switch self {
        case .right: Point(x: 1, y: 0)
        case .left: Point(x: -1, y: 0)
        case .up: Point(x: 0, y: -1)
        case .down: Point(x: 0, y: 1)
        }
    }
}

/// A discrete recognizer for a quick stroke in one direction (UISwipeGestureRecognizer).
///
/// It recognizes (state "ended") as soon as the centroid of its `numberOfTouchesRequired`
/// fingers has moved `minimumDistance` points in `direction`, within `maximumDuration` of the
/// first finger going down, having strayed less than `maximumCrossDistance` points across it.
/// It fails when the time runs out, the stroke strays too far across, more fingers come down,
/// or the fingers lift first.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// Points to travel in the direction.
    public static let minimumDistance = 50.0
    /// Seconds, from the first finger down, to travel them in.
    public static let maximumDuration = 0.5
    /// Points the stroke may stray across the direction (it must stay below).
    public static let maximumCrossDistance = 25.0

    /// The direction to swipe in (scene field `direction`).
    public var direction: SwipeDirection = .right
    /// How many fingers swipe together (scene field `touches`).
    public var numberOfTouchesRequired = 1

    private var timer: VirtualClock.TimerID?

    public override var kindName: String { "swipe" }
    public override var isDiscrete: Bool { true }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        if touchesDown.count > numberOfTouchesRequired {
            request(.failed, reason: .wrongTouchCount)
            return
        }
        if timer == nil {
            timer = schedule(after: Self.maximumDuration) { recognizer in
                recognizer.request(.failed, reason: .tooSlow)
            }
        }
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        evaluate(lifting: false)
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        // The lifting event's location still counts; short of the distance it is too late.
        evaluate(lifting: true)
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        request(.failed, reason: .touchCancelled)
    }

    public override func reset() {
        timer = nil
    }

    /// Recognizes, fails, or keeps waiting, from the centroid's displacement since the fingers
    /// went down (the fingers that move now included, those lifted earlier not).
    private func evaluate(lifting: Bool) {
        let now = self.now
        let current = touches.filter { !$0.phase.isFinal || $0.timestamp == now }
        guard !current.isEmpty else { return }
        var dx = 0.0
        var dy = 0.0
        for touch in current {
            dx += touch.screenLocation.x - touch.startScreenLocation.x
            dy += touch.screenLocation.y - touch.startScreenLocation.y
        }
        dx /= Double(current.count)
        dy /= Double(current.count)
        let unit = direction.unit
        let along = dx * unit.x + dy * unit.y
        let across = abs(dx * unit.y - dy * unit.x)
        if across >= Self.maximumCrossDistance {
            request(.failed, reason: .movedTooFar)
        } else if along >= Self.minimumDistance && current.count == numberOfTouchesRequired {
            request(.ended, reason: .recognized)
        } else if lifting {
            request(.failed, reason: .touchesEnded)
        }
    }
}
