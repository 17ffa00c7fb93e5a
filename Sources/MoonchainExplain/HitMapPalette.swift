/// Distinct, readable fill colours for the views of a hit map.
enum HitMapPalette {
    /// The colour of the `index`th view: hues a golden angle apart, so neighbours differ.
    static func color(_ index: Int) -> String {
        let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360)
        let lightness = index % 2 == 0 ? 0.55 : 0.68
        return hex(hue: hue, saturation: 0.65, lightness: lightness)
    }

    /// A light grey for a window (touches that no view of it takes), a shade per index.
    static func windowColor(_ index: Int) -> String {
        hex(hue: 210, saturation: 0.08, lightness: 0.82 - Double(index % 4) * 0.07)
    }

    /// `#rrggbb` for an HSL colour (hue in degrees, the others 0...1).
    static func hex(hue: Double, saturation: Double, lightness: Double) -> String {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let h = hue / 60
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch h {
        case ..<1: (r, g, b) = (chroma, x, 0)
        case ..<2: (r, g, b) = (x, chroma, 0)
        case ..<3: (r, g, b) = (0, chroma, x)
        case ..<4: (r, g, b) = (0, x, chroma)
        case ..<5: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return "#"
            + [r, g, b].map { channel in
                let value = Int(((channel + m) * 255).rounded())
                let text = String(min(max(value, 0), 255), radix: 16)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }
}
