/// The ASCII bytes the reader matches, by name.
enum Byte {
    static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
    static let pipe = UInt8(ascii: "|"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let semicolon = UInt8(ascii: ";"), colon = UInt8(ascii: ":"), equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\"), underscore = UInt8(ascii: "_")
    static let cr = UInt8(ascii: "\r"), newline = UInt8(ascii: "\n"), comma = UInt8(ascii: ",")
    static let zero = UInt8(ascii: "0"), x = UInt8(ascii: "x")
    /// `(`, `[` or `{` (a switch: the scanner asks this of every byte of a value).
    static func isOpener(_ b: UInt8) -> Bool {
        switch b {
        case 0x28, 0x5B, 0x7B: true
        default: false
        }
    }

    /// `)`, `]` or `}`.
    static func isCloser(_ b: UInt8) -> Bool {
        switch b {
        case 0x29, 0x5D, 0x7D: true
        default: false
        }
    }

    /// Bytes of a class name: `[A-Za-z0-9_$.]` (FORMAT.md §1.2 covers every name seen).
    static func isClassByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
            || b == underscore || b == UInt8(ascii: "$") || b == UInt8(ascii: ".")
    }

    static func isHex(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    }

    static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }

    /// A key byte: letters, digits, `_`, `.` and the spaces of keys such as `Base Style`.
    static func isKeyByte(_ b: UInt8) -> Bool { isClassByte(b) || b == space }
}

extension ArraySlice where Element == UInt8 {
    /// The bytes as text (invalid UTF-8 repaired), for names and values.
    var text: String { String(decoding: self, as: UTF8.self) }

    /// The bytes without leading and trailing spaces and tabs, as text.
    var trimmedText: String {
        var start = startIndex
        var end = endIndex
        while start < end, Byte.isBlank(self[start]) { start += 1 }
        while end > start, Byte.isBlank(self[end - 1]) { end -= 1 }
        return self[start..<end].text
    }

    /// True when the bytes from `index` on start with `literal`.
    func has(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index >= startIndex, index + count <= endIndex else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where self[index + offset] != buffer[offset] { return false }
            return true
        }
    }
}
