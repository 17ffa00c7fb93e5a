/// The CHARS word of a `press` line. A line splits on spaces and `#` starts a comment, so a
/// key whose characters include a space, a `#`, a backslash or a control character writes
/// them as `\xHH` (two hex digits, the character U+00HH): `press key began \x20` is the space
/// bar. Any other backslash stays as it is, so older timelines read as they did.
public enum PressCharacters {
    /// The characters `word` stands for.
    public static func decode(_ word: Substring) -> String {
        guard word.contains("\\") else { return String(word) }
        var out = String.UnicodeScalarView()
        let scalars = Array(word.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 3 < scalars.count, scalars[index + 1] == "x",
                let high = hexValue(scalars[index + 2]), let low = hexValue(scalars[index + 3]),
                let scalar = Unicode.Scalar(high * 16 + low)
            {
                out.append(scalar)
                index += 4
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }

    /// `characters` as one word of a timeline line (see ``decode(_:)``); empty stays empty.
    public static func encode(_ characters: String) -> String {
        var out = ""
        for scalar in characters.unicodeScalars {
            // What a line splits on or cuts at, and the escape's own backslash.
            if scalar.value < 0x21 || scalar == "#" || scalar == "\\" || scalar.value == 0x7f {
                out += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}
