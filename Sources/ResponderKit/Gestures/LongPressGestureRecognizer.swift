/// A continuous recognizer for fingers held still (UILongPressGestureRecognizer).
///
/// It begins once `numberOfTouchesRequired` fingers have been down for `minimumPressDuration`
/// without any moving more than `allowableMovement` points; it fails if they lift or move too
/// far before that, or if more fingers come down. Once begun, each move is a change and the
/// gesture ends when any of its fingers lifts.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must stay down (scene field `minimumDuration`).
    public var minimumPressDuration = 0.5
    /// Points a finger may move before the gesture begins.
    public var allowableMovement = 10.0
    /// How many fingers must be down.
    public var numberOfTouchesRequired = 1

    private var pressTimer: VirtualClock.TimerID?

    public override var kindName: String { "longPress" }
    public override var isDiscrete: Bool { false }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        guard state == .possible else { return }
        let down = touchesDown.count
        if down > numberOfTouchesRequired {
            request(.failed, reason: .wrongTouchCount)
        } else if down == numberOfTouchesRequired && pressTimer == nil {
            // The wait starts once every required finger is down.
            pressTimer = schedule(after: minimumPressDuration) { recognizer in
                recognizer.request(.began, reason: .recognized)
            }
        }
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        if state == .possible {
            if touches.contains(where: { $0.screenLocation.distance(to: $0.startScreenLocation) > allowableMovement }) {
                request(.failed, reason: .movedTooFar)
            }
        } else {
            request(.changed, reason: .changed)
        }
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        requestEnd()
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        requestCancel()
    }

    public override func reset() {
        pressTimer = nil
    }
}
