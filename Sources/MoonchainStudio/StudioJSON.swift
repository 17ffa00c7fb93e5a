import ResponderKit

/// The pieces of JSON text the scene update writes by hand (see `sceneState`).
enum StudioJSON {
    /// `text` as a JSON string.
    static func quote(_ text: String) -> String {
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
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number; NaN and infinities (a script can set them) as null, as JSON has no such values.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatPoints(value) : "null"
    }
}
