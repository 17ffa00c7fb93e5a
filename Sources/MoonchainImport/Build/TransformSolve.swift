/// Undoes a transform to find a view's bounds size from the bounding box a dump prints as its
/// `frame` (UIKit: frame = the bounding box of the bounds turned about the centre).
///
/// For a linear part (a, b, c, d) the box of a w×h rectangle is
/// `W = |a|w + |c|h`, `H = |b|w + |d|h`. When `|a||d| − |b||c|` is not 0 that system has one
/// answer. At 45° (and for any transform whose absolute matrix is singular, such as a
/// zero-determinant squash) every w + h with the same sum gives the same box: the importer then
/// assumes a **square** bounds (w = h), the shape a rotated badge or spinner usually has, and warns.
enum TransformSolve {
    /// The solved size, and whether the box did not determine it (the square assumption was made).
    static func boundsSize(box: ImportRect, transform t: ImportTransform) -> (
        width: Double, height: Double, assumedSquare: Bool
    ) {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - b * c
        let scale = max(a * d, b * c, 1e-300)
        if abs(determinant) / scale > 1e-9 {
            let width = (box.width * d - c * box.height) / determinant
            let height = (a * box.height - b * box.width) / determinant
            return (round(max(width, 0)), round(max(height, 0)), false)
        }
        let sum = a + b + c + d
        guard sum > 0 else { return (0, 0, true) }
        let side = (box.width + box.height) / sum
        return (round(side), round(side), true)
    }

    /// The centre of the untransformed bounds: the box's middle less the translation.
    static func center(box: ImportRect, transform t: ImportTransform) -> (x: Double, y: Double) {
        (box.x + box.width / 2 - t.tx, box.y + box.height / 2 - t.ty)
    }

    /// Rounded to 1/10,000 of a point: the solve's last digits are noise.
    static func round(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e12 else { return value }
        return (value * 10_000).rounded() / 10_000
    }

    /// `value` as a whole number when it is within what the printed box's 6 significant digits
    /// leave uncertain (`scale` × 1e-5): a 100-point square turned 22.5° prints as 130.656 and
    /// solves to 99.9998, which is 100.
    static func snap(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, abs(value) < 1e12 else { return value }
        let whole = value.rounded()
        return abs(value - whole) <= max(abs(scale), 1) * 1e-5 ? whole : round(value)
    }
}
