/// A continuous recognizer for dragging fingers (UIPanGestureRecognizer).
///
/// It begins once the centroid of its fingers has moved `minimumTranslation` points while
/// between `minimumNumberOfTouches` and `maximumNumberOfTouches` are down; each move after that
/// is a change, and it ends when every finger has lifted (it fails if it never began).
/// Fingers beyond the maximum are ignored. Adding or lifting a finger does not make the
/// translation jump: only the fingers' own movements count.
public class PanGestureRecognizer: GestureRecognizer {
    /// Points the centroid must move before the pan begins.
    public static let minimumTranslation = 10.0
    /// A squared length below which the translation is surely under `minimumTranslation`
    /// (9 points: well clear of the rounding of a square root near 10).
    private static let nearThresholdSquared = 81.0

    /// Fingers needed to begin (scene field `minimumTouches`).
    public var minimumNumberOfTouches = 1
    /// Most fingers tracked (scene field `maximumTouches`); further ones are ignored.
    public var maximumNumberOfTouches = Int.max

    // Every move reads and writes the fields below: Performance.md#unchecked-exclusivity (one
    // thread; no access to them is held across a call that can reach back into the pan).
    /// The fingers that count, in the order they went down.
    @exclusivity(unchecked) private var tracked: [Touch] = []

    override func forgetTouches() {
        super.forgetTouches()
        tracked.removeAll()
    }
    /// The translation so far, in screen coordinates.
    @exclusivity(unchecked) private var screenTranslation = Point.zero
    /// The velocity of the last move, in screen points per second.
    @exclusivity(unchecked) private var screenVelocity = Point.zero
    /// When the fingers last moved (or first went down).
    @exclusivity(unchecked) private var lastMoveTime: Double?

    public override var kindName: String { "pan" }
    public override var isDiscrete: Bool { false }

    /// The translation of the pan in `view`'s coordinate system (nil: the window's).
    public func translation(in view: View?) -> Point {
        vector(screenTranslation, into: view)
    }

    /// Sets the translation, given in `view`'s coordinate system; the velocity restarts at
    /// zero, as UIKit resets it.
    public func setTranslation(_ translation: Point, in view: View?) {
        let origin = screenPoint(.zero, from: view)
        let end = screenPoint(translation, from: view)
        screenTranslation = Point(x: end.x - origin.x, y: end.y - origin.y)
        screenVelocity = .zero
    }

    /// The velocity of the last move in `view`'s coordinate system, in points per virtual second.
    public func velocity(in view: View?) -> Point {
        vector(screenVelocity, into: view)
    }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        for touch in touches where tracked.filter({ !$0.phase.isFinal }).count < maximumNumberOfTouches {
            tracked.append(touch)
        }
        // The event's time is the clock's now (read without a walk to the application).
        if lastMoveTime == nil { lastMoveTime = event.timestamp }
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        // The fingers still down, counted in place (no array per move): the centroid's move
        // counts only each finger's own displacement (resting fingers: 0).
        var downCount = 0
        var movedOne = false
        var dx = 0.0
        var dy = 0.0
        // Read in place without retaining each touch: nothing here calls out, so `tracked` and
        // `touches` (the caller's) keep every touch alive through the loop, which runs for
        // every pan that watches a finger at every move.
        tracked.withUnsafeBufferPointer { tracked in
            touches.withUnsafeBufferPointer { moved in
                for index in tracked.indices {
                    unowned(unsafe) let touch = tracked[index]
                    if touch.phase.isFinal { continue }
                    downCount += 1
                    if !movedOne, moved.contains(where: { $0 === touch }) { movedOne = true }
                    dx += touch.screenLocation.x - touch.previousScreenLocation.x
                    dy += touch.screenLocation.y - touch.previousScreenLocation.y
                }
            }
        }
        guard downCount > 0, movedOne else { return }
        let delta = Point(x: dx / Double(downCount), y: dy / Double(downCount))
        screenTranslation = screenTranslation.offsetBy(dx: delta.x, dy: delta.y)
        let time = event.timestamp
        if let last = lastMoveTime, time > last {
            screenVelocity = Point(x: delta.x / (time - last), y: delta.y / (time - last))
        }
        lastMoveTime = time
        if state == .possible {
            // Most moves of a pan that stays possible are far below the threshold: the squared
            // length rules them out without a square root; near it the distance decides, as
            // before, so the boundary is exactly where it was.
            let squared = screenTranslation.x * screenTranslation.x + screenTranslation.y * screenTranslation.y
            guard squared >= Self.nearThresholdSquared else { return }
            let moved = Point.zero.distance(to: screenTranslation)
            if moved >= Self.minimumTranslation && downCount >= minimumNumberOfTouches {
                request(.began, reason: .recognized)
            }
        } else {
            request(.changed, reason: .changed)
        }
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        guard tracked.allSatisfy({ $0.phase.isFinal }) else { return }
        requestEnd()
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        requestCancel()
    }

    public override func reset() {
        // Kept for the next attempt, as the arena keeps `touches`' (no allocation per attempt).
        tracked.removeAll(keepingCapacity: true)
        screenTranslation = .zero
        screenVelocity = .zero
        lastMoveTime = nil
    }

    /// A screen-space vector in `view`'s coordinates: the difference of two converted points,
    /// so it stays right should views ever scale or rotate.
    private func vector(_ screenVector: Point, into view: View?) -> Point {
        guard let target = view ?? self.view?.window else { return screenVector }
        let origin = target.convertFromScreen(.zero)
        let end = target.convertFromScreen(screenVector)
        return Point(x: end.x - origin.x, y: end.y - origin.y)
    }

    private func screenPoint(_ point: Point, from view: View?) -> Point {
        guard let source = view ?? self.view?.window else { return point }
        return source.convertToScreen(point)
    }
}
