/// Numbers and strings as a scene file writes them (Lua literals a data-only scene reads).
public enum SceneNumber {
    /// `320`, `20.5`, `-0.333333`, `3.4028235e+38`: whole numbers without a fraction, others
    /// in Swift's shortest round-tripping form (which Lua reads).
    public static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        if value.isNaN { return "0/0" }
        if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
        return "\(value)"
    }
}

/// Lua string literals, shared by everything that writes Lua source: the importer's scenes and
/// the studio inspector's recorded edits.
public enum LuaString {
    /// `"…"` with `\`, `"`, and control bytes escaped, so any text is a valid Lua string.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\\(scalar.value)"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
