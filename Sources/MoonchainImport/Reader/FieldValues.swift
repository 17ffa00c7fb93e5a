/// The value syntaxes of the fields the importer models (FORMAT.md §1.3, §7.5, §7.10).
enum FieldValues {
    /// The numbers of `(x y; w h)`, `{x, y}`, `(x, y)` or `[a, b, c, d, tx, ty]`, exactly
    /// `count` of them; nil when the text holds anything else. NaN and infinities are returned
    /// as they are (the mapper warns about them).
    static func numbers(_ text: String, count: Int) -> [Double]? {
        var values: [Double] = []
        values.reserveCapacity(count)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            while index < bytes.count, isSeparator(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, !isSeparator(bytes[index]) { index += 1 }
            guard index > start else { break }
            guard values.count < count, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                return nil
            }
            values.append(value)
        }
        return values.count == count ? values : nil
    }

    /// The bytes between numbers: spaces, tabs, `;`, `,` and brackets.
    private static func isSeparator(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x3B, 0x2C, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: true
        default: false
        }
    }

    /// A single number (`alpha = 0.4`, `value: 0.000000`, `tag = 5`).
    static func number(_ text: String) -> Double? {
        Double(text.trimmingSpaces)
    }

    /// A colour printed as a colour space and its components (`UIExtendedSRGBColorSpace r g b a`,
    /// `UIDeviceRGBColorSpace r g b a`, `UIExtendedGrayColorSpace w a`, `UIDeviceWhiteColorSpace w a`),
    /// as sRGB components clamped to 0…1. Nil for colours a dump does not resolve (dynamic, tint,
    /// pattern, provider colours print as records) and for other colour spaces.
    static func colour(_ text: String) -> RGBA? {
        let parts = text.split(separator: " ")
        guard let space = parts.first, space.hasSuffix("ColorSpace") else { return nil }
        let components = parts.dropFirst().compactMap { Double($0) }
        guard components.count == parts.count - 1, components.allSatisfy(\.isFinite) else { return nil }
        let clamped = components.map { min(max($0, 0), 1) }
        if space.contains("Gray") || space.contains("White") {
            guard clamped.count == 2 else { return nil }
            return RGBA(red: clamped[0], green: clamped[0], blue: clamped[0], alpha: clamped[1])
        }
        if space.contains("SRGB") || space.contains("DeviceRGB") || space == "UIDeviceRGBColorSpace" {
            guard clamped.count == 4 else { return nil }
            return RGBA(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: clamped[3])
        }
        return nil
    }

    /// `'…'` without its quotes, with cycript's `\uXXXX` and `\xHH` escapes decoded (FORMAT.md §1.3 `text`).
    static func text(_ value: String) -> String {
        var inner = Substring(value)
        if inner.first == "'" { inner = inner.dropFirst() }
        if inner.last == "'" { inner = inner.dropLast() }
        guard inner.contains("\\") else { return String(inner) }
        var out = String.UnicodeScalarView()
        var scalars = inner.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "\\", let kind = scalars.first, kind == "u" || kind == "x" else {
                out.append(scalar)
                continue
            }
            let digits = kind == "u" ? 4 : 2
            let hex = String(String.UnicodeScalarView(scalars.dropFirst().prefix(digits)))
            if hex.count == digits, let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                out.append(decoded)
                scalars = scalars.dropFirst(1 + digits)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}

/// A colour's sRGB components, each 0…1.
public struct RGBA: Sendable, Equatable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbbaa`, as a scene writes `backgroundColor`.
    public var hex: String {
        let digits = [red, green, blue, alpha].map { component -> String in
            let byte = Int((component * 255).rounded())
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + digits.joined()
    }
}
