/// A rectangle in points: origin and size, as a dump's `frame` or a scene's `frame`.
public struct ImportRect: Sendable, Equatable {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = ImportRect(x: 0, y: 0, width: 0, height: 0)

    /// The middle point.
    public var mid: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// An affine transform as `CGAffineTransform` prints it: `[a, b, c, d, tx, ty]`.
public struct ImportTransform: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }
    public var determinant: Double { a * d - b * c }
    public var values: [Double] { [a, b, c, d, tx, ty] }
}
