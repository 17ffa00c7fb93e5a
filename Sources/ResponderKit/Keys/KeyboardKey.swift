/// A key of the hardware keyboard as a timeline names it (rule K1): one character, a named key
/// (return, escape, the arrows, f1…f12…), or a modifier key.
public struct KeyboardKey: Equatable, Hashable, Sendable {
    /// The name it was written with ("s", "return", "cmd").
    public let name: String
    /// The characters it types without modifiers (UIKey.charactersIgnoringModifiers): the
    /// character itself, UIKit's string for a named key, "" for a modifier key.
    public let characters: String
    /// The characters it types with Shift held.
    public let shiftedCharacters: String
    /// The HID usage (UIKey.keyCode); 0 for a character no US key types.
    public let keyCode: Int
    /// A modifier key's own flag; empty for every other key.
    public let modifier: ModifierFlags

    private init(name: String, characters: String, shifted: String? = nil, keyCode: Int, modifier: ModifierFlags = []) {
        self.name = name
        self.characters = characters
        self.shiftedCharacters = shifted ?? characters
        self.keyCode = keyCode
        self.modifier = modifier
    }

    /// The key called `name`: a named key, a modifier key, or one Unicode scalar; nil otherwise.
    public init?(name: some StringProtocol) {
        let name = String(name)
        if let named = Self.namedKeys[name] {
            self = named
            return
        }
        guard name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first else { return nil }
        self = Self.character(scalar)
    }

    /// Whether typing it edits text (rule K5): a character, space, delete, return, tab or an arrow.
    public var editsText: Bool {
        if modifier != [] { return false }
        if Self.namedKeys[name] == nil { return true }
        switch name {
        case "space", "delete", "return", "tab", "up", "down", "left", "right": return true
        default: return false
        }
    }

    /// The names of the named and modifier keys, for messages.
    public static let names: [String] = {
        [
            "return", "escape", "delete", "tab", "space", "up", "down", "left", "right", "home", "end", "pageUp",
            "pageDown",
        ] + (1...12).map { "f\($0)" } + ["cmd", "alt", "ctrl", "shift", "capsLock"]
    }()

    /// The string a key command's `input` stands for: a key name's characters ("up" gives
    /// "UIKeyInputUpArrow"), else `input` itself (rule K2).
    public static func commandInput(_ input: String) -> String {
        guard let key = namedKeys[input], key.modifier == [] else { return input }
        return key.characters
    }

    private static let namedKeys: [String: KeyboardKey] = {
        var keys: [KeyboardKey] = [
            KeyboardKey(name: "return", characters: "\r", keyCode: 40),
            KeyboardKey(name: "escape", characters: "\u{1B}", keyCode: 41),
            KeyboardKey(name: "delete", characters: "\u{8}", keyCode: 42),
            KeyboardKey(name: "tab", characters: "\t", keyCode: 43),
            KeyboardKey(name: "space", characters: " ", keyCode: 44),
            KeyboardKey(name: "right", characters: "UIKeyInputRightArrow", keyCode: 79),
            KeyboardKey(name: "left", characters: "UIKeyInputLeftArrow", keyCode: 80),
            KeyboardKey(name: "down", characters: "UIKeyInputDownArrow", keyCode: 81),
            KeyboardKey(name: "up", characters: "UIKeyInputUpArrow", keyCode: 82),
            KeyboardKey(name: "home", characters: "UIKeyInputHome", keyCode: 74),
            KeyboardKey(name: "pageUp", characters: "UIKeyInputPageUp", keyCode: 75),
            KeyboardKey(name: "end", characters: "UIKeyInputEnd", keyCode: 77),
            KeyboardKey(name: "pageDown", characters: "UIKeyInputPageDown", keyCode: 78),
            KeyboardKey(name: "capsLock", characters: "", keyCode: 57, modifier: .alphaShift),
            KeyboardKey(name: "ctrl", characters: "", keyCode: 224, modifier: .ctrl),
            KeyboardKey(name: "shift", characters: "", keyCode: 225, modifier: .shift),
            KeyboardKey(name: "alt", characters: "", keyCode: 226, modifier: .alt),
            KeyboardKey(name: "cmd", characters: "", keyCode: 227, modifier: .cmd),
        ]
        for n in 1...12 { keys.append(KeyboardKey(name: "f\(n)", characters: "UIKeyInputF\(n)", keyCode: 57 + n)) }
        return Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0) })
    }()

    /// The US layout's digits and punctuation: the unshifted character, its shifted one, its HID usage.
    private static let usKeys: [Character: (shifted: Character, code: Int)] = [
        "1": ("!", 30), "2": ("@", 31), "3": ("#", 32), "4": ("$", 33), "5": ("%", 34),
        "6": ("^", 35), "7": ("&", 36), "8": ("*", 37), "9": ("(", 38), "0": (")", 39),
        "-": ("_", 45), "=": ("+", 46), "[": ("{", 47), "]": ("}", 48), "\\": ("|", 49),
        ";": (":", 51), "'": ("\"", 52), "`": ("~", 53), ",": ("<", 54), ".": (">", 55), "/": ("?", 56),
    ]

    /// A one-character key: a letter's HID usage counts from 4 for "a"; a shifted US character
    /// ("!", "A") is the key that types it, written as already shifted.
    private static func character(_ scalar: Unicode.Scalar) -> KeyboardKey {
        let text = String(Character(scalar))
        let value = scalar.value
        if value >= 97 && value <= 122 {  // a…z
            return KeyboardKey(name: text, characters: text, shifted: text.uppercased(), keyCode: Int(value) - 93)
        }
        if value >= 65 && value <= 90 {  // A…Z: the letter's key, typed shifted already
            return KeyboardKey(name: text, characters: text, keyCode: Int(value) - 61)
        }
        let character = Character(scalar)
        if let us = usKeys[character] {
            return KeyboardKey(name: text, characters: text, shifted: String(us.shifted), keyCode: us.code)
        }
        if let (_, us) = usKeys.first(where: { $0.value.shifted == character }) {
            return KeyboardKey(name: text, characters: text, keyCode: us.code)
        }
        return KeyboardKey(name: text, characters: text, keyCode: 0)
    }
}
