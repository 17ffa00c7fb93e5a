import ResponderKit

/// Builds one JSON object as text, field by field, with correct string escaping.
struct JSONLine {
    private(set) var text = "{"
    private var first = true

    mutating func key(_ name: String) {
        if !first { text += "," }
        first = false
        text += "\"\(name)\":"
    }

    mutating func add(_ name: String, _ value: String?) {
        key(name)
        guard let value else {
            text += "null"
            return
        }
        text += JSONLine.quote(value)
    }

    mutating func add(_ name: String, _ value: Double) {
        key(name)
        text += value.isFinite ? formatPoints(value) : "null"
    }

    mutating func add(_ name: String, _ value: Int) {
        key(name)
        text += String(value)
    }

    mutating func add(_ name: String, _ value: Bool) {
        key(name)
        text += value ? "true" : "false"
    }

    mutating func add(_ name: String, _ point: Point) {
        key(name)
        text += "[\(formatPoints(point.x)),\(formatPoints(point.y))]"
    }

    mutating func add(_ name: String, _ rect: Rect) {
        key(name)
        text +=
            "[\(formatPoints(rect.x)),\(formatPoints(rect.y)),\(formatPoints(rect.width)),\(formatPoints(rect.height))]"
    }

    mutating func add(_ name: String, _ values: [Int]) {
        key(name)
        text += "[" + values.map(String.init).joined(separator: ",") + "]"
    }

    /// A value already written as JSON (an array of objects from other `JSONLine`s).
    mutating func add(_ name: String, json: String) {
        key(name)
        text += json
    }

    var finished: String { text + "}" }

    static func quote(_ value: String) -> String {
        jsonQuoted(value)
    }
}

/// `text` as a JSON string literal: the one escaping the trace, `explain --json` and the
/// studio's messages share.
public func jsonQuoted(_ text: String) -> String {
    // Names are almost always plain: copy them as they are.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case let c where c.value < 0x20:
            let hex = String(c.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
