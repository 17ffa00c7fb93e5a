/// What a finger's input means to the touches that are down (rule T2's bookkeeping: a finger
/// begins once, then moves until it ends or is cancelled).
public enum FingerInput {
    /// A finger that is not down begins.
    case begins
    /// A finger that is down changes: its touch.
    case changes(Touch)
    /// A finger that is down begins again: the input is ignored.
    case alreadyDown
    /// A finger that is not down moves, ends or is cancelled: the input is ignored.
    case notDown
}

extension Application {
    /// Whether finger `id` may take `phase` in the next touch event, checked against the
    /// touches down. The one place that decides it: `sendTouches` and the timeline player
    /// (which warns with the line's file:line before the event is sent) both ask.
    @inline(__always)
    public func check(finger id: Int, phase: TouchPhase) -> FingerInput {
        if phase == .began {
            return activeTouches.contains { $0.id == id } ? .alreadyDown : .begins
        }
        guard let touch = activeTouches.first(where: { $0.id == id }) else { return .notDown }
        return .changes(touch)
    }

    /// The ids of the fingers down, in the order they went down.
    public var fingersDown: [Int] { activeTouches.map(\.id) }
}
