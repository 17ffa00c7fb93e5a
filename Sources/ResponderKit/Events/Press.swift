/// The kind of a physical button press (UIPress.PressType, plus keyboard keys).
public enum PressType: String, Sendable, CaseIterable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause, key
}

/// The phase of a press; each selects a handler.
public enum PressPhase: String, Sendable, CaseIterable {
    case began, changed, ended, cancelled

    var method: ResponderMethod {
        switch self {
        case .began: .pressesBegan
        case .changed: .pressesChanged
        case .ended: .pressesEnded
        case .cancelled: .pressesCancelled
        }
    }
}

/// A physical button or key held down (UIPress).
public final class Press {
    public let type: PressType
    /// The characters of a `key` press.
    public let key: String
    public internal(set) var phase: PressPhase
    public internal(set) var timestamp: Double

    init(type: PressType, key: String, phase: PressPhase, timestamp: Double) {
        self.type = type
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }
}
