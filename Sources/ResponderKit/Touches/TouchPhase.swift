/// The phase of a touch (UITouch.Phase).
public enum TouchPhase: String, Sendable, CaseIterable {
    case began, moved, stationary, ended, cancelled

    /// The handler a touch in this phase is delivered to; stationary touches get none.
    public var method: ResponderMethod? {
        switch self {
        case .began: .touchesBegan
        case .moved: .touchesMoved
        case .stationary: nil
        case .ended: .touchesEnded
        case .cancelled: .touchesCancelled
        }
    }

    /// Whether the touch is over once it is in this phase.
    public var isFinal: Bool { self == .ended || self == .cancelled }

    /// Whether an input in this phase continues a finger already down without lifting it.
    var continuesTouch: Bool { self == .moved || self == .stationary }
}
