import MoonchainHost

/// Reads one JSON document into a ``JSONValue``, keeping the order of object keys (so
/// `--update` writes an expectation back with its fields where the author put them).
struct JSONParser {
    /// Why a text is not one JSON document, and the byte offset (0-based) where it went wrong.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Nesting limit: a hostile file must not exhaust the stack.
    private static let maximumDepth = 256

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The document `text` holds, or why it is not one.
    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(text)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ message: String) -> Failure { Failure(message: message, offset: index) }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw failure("expected a value, found the end of the line") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else {
            throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
        index += word.count
        return value
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite else {
            index = start
            throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
        return .number(value)
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"): out.append(contentsOf: try unicodeEscape())
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                default:
                    index -= 1
                    throw failure("unknown escape \\\(Character(Unicode.Scalar(escape)))")
                }
            case 0..<0x20:
                index -= 1
                throw failure("a control character inside a string (escape it)")
            default: out.append(byte)
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw failure("\\u needs four hexadecimal digits")
        }
        index += 4
        return code
    }

    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), index + 2 <= bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + ((low &- 0xDC00) & 0x3FF)
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw failure("an array is not closed") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw failure("expected , or ] in an array") }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var fields: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("expected a field name in quotes")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected : after the field name")
            }
            index += 1
            skipSpace()
            fields.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw failure("an object is not closed") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw failure("expected , or } in an object") }
            index += 1
        }
    }
}
