/// Text written into the XML documents Moonchain produces (the hit map's SVG, JUnit reports).
public enum XMLText {
    /// `text` as XML character data or attribute text: the five markup characters escaped
    /// (`&`, `<`, `>`, `"`, `'`), and the characters XML 1.0 cannot hold at all (most control
    /// characters, lone surrogates, U+FFFE and U+FFFF) written as `?`.
    ///
    /// In an attribute (`attribute`, the default) line breaks and tabs are written as character
    /// references, as attribute-value normalisation would otherwise turn them into spaces.
    public static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\r": out += "&#13;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "?")
            }
        }
        return out
    }
}
