/// The modifier keys held with a key (UIKeyModifierFlags), as a set.
///
/// `alphaShift` (Caps Lock) and `numericPad` are carried on presses but ignored when a key
/// command is matched (rule K2).
public struct ModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Command (⌘).
    public static let cmd = ModifierFlags(rawValue: 1 << 0)
    /// Option (⌥).
    public static let alt = ModifierFlags(rawValue: 1 << 1)
    /// Control (⌃).
    public static let ctrl = ModifierFlags(rawValue: 1 << 2)
    /// Shift (⇧).
    public static let shift = ModifierFlags(rawValue: 1 << 3)
    /// Caps Lock.
    public static let alphaShift = ModifierFlags(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = ModifierFlags(rawValue: 1 << 5)

    /// The flags a key command's modifiers are compared on (rule K2).
    public static let matched: ModifierFlags = [.cmd, .alt, .ctrl, .shift]

    /// Every flag with its name as timelines and scripts write it, in the order names are listed.
    public static let named: [(name: String, flag: ModifierFlags)] = [
        ("cmd", .cmd), ("alt", .alt), ("ctrl", .ctrl), ("shift", .shift),
        ("alphaShift", .alphaShift), ("numericPad", .numericPad),
    ]

    /// The flag called `name` ("cmd", "alt", "ctrl", "shift", "alphaShift", "numericPad").
    public init?(name: some StringProtocol) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.flag
    }

    /// The names of the flags in the set, in the order of ``named``.
    public var names: [String] {
        Self.named.filter { contains($0.flag) }.map(\.name)
    }
}

extension ModifierFlags: CustomStringConvertible {
    /// The names joined by "+" ("cmd+shift"), or "none".
    public var description: String { isEmpty ? "none" : names.joined(separator: "+") }
}
