/// A view's background colour (UIColor in the extended sRGB space): four components, 0…1.
///
/// It changes no event rule: ResponderKit only keeps it, for the tools that draw a scene.
public struct Color: Sendable, Equatable, Hashable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The colour's own opacity, 0…1 (the view's `alpha` fades it further when drawn).
    public var alpha: Double

    /// A colour of these components (callers check they are within 0…1).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `"#rrggbb"` or `"#rrggbbaa"` (either case), or nil when the text is neither.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var components: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexDigit(digits[index]), let low = Self.hexDigit(digits[index + 1]) else {
                return nil
            }
            components.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(
            red: components[0], green: components[1], blue: components[2],
            alpha: components.count == 4 ? components[3] : 1)
    }

    /// The colour as `"#rrggbbaa"`, each component rounded to the nearest of 256 steps: one
    /// form whatever was given, so two reads of one colour compare equal as text.
    public var hex: String {
        var out = "#"
        for component in [red, green, blue, alpha] {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            out.append(Self.hexDigits[byte / 16])
            out.append(Self.hexDigits[byte % 16])
        }
        return out
    }

    private static let hexDigits = Array("0123456789abcdef")

    private static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
