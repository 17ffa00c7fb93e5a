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
    /// The characters of a `key` press, Shift applied (rule K1); "" for other presses.
    public let key: String
    /// The characters without modifiers (UIKey.charactersIgnoringModifiers, rule K1).
    public let charactersIgnoringModifiers: String
    /// The key's HID usage (UIKey.keyCode); 0 for presses that are not keys.
    public let keyCode: Int
    /// The modifiers held with the key (rule K1): those written with it and the modifier keys
    /// held down.
    // Press fields are read at every key down and up, never while another access is open:
    // Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) public internal(set) var modifierFlags: ModifierFlags
    /// The key's name as a timeline writes it ("s", "return"), for messages.
    public let keyName: String
    @exclusivity(unchecked) public internal(set) var phase: PressPhase
    @exclusivity(unchecked) public internal(set) var timestamp: Double

    /// A press as v1's `press TYPE PHASE CHARS` line makes it: a `key` press with no modifiers.
    init(type: PressType, key: String, phase: PressPhase, timestamp: Double) {
        self.type = type
        self.key = key
        self.charactersIgnoringModifiers = key
        self.keyCode = type == .key ? KeyboardKey(name: key)?.keyCode ?? 0 : 0
        self.modifierFlags = []
        self.keyName = key
        self.phase = phase
        self.timestamp = timestamp
    }

    /// A press of the hardware keyboard's `key` with `modifierFlags` held (rule K1).
    init(key: KeyboardKey, modifierFlags: ModifierFlags, phase: PressPhase, timestamp: Double) {
        self.type = .key
        self.key = modifierFlags.contains(.shift) ? key.shiftedCharacters : key.characters
        self.charactersIgnoringModifiers = key.characters
        self.keyCode = key.keyCode
        self.modifierFlags = modifierFlags
        self.keyName = key.name
        self.phase = phase
        self.timestamp = timestamp
    }
}
