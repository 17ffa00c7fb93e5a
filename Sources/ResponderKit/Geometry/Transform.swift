#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An affine transform, as `CGAffineTransform` defines one: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). A view's `transform` applies about its center (rule H8).
public struct Transform: Hashable, Sendable {
    /// The linear part, column by column: (a, b) is where (1, 0) goes, (c, d) where (0, 1) goes.
    public var a: Double, b: Double, c: Double, d: Double
    /// The translation, added after the linear part.
    public var tx: Double, ty: Double

    /// The transform with these six numbers (`CGAffineTransform(a:b:c:d:tx:ty:)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransform(rotationAngle:)`: a rotation by `angle` radians; with y pointing
    /// down, as on screen, a positive angle turns clockwise. A sine or cosine within 1e-15 of
    /// zero is taken as zero, so quarter turns are exact (cos(π/2) is 6e-17 in doubles).
    public init(rotationAngle angle: Double) {
        let sine = Self.snapped(sin(angle))
        let cosine = Self.snapped(cos(angle))
        // 0 - sine, not -sine: a zero sine gives 0, never -0.
        self.init(a: cosine, b: sine, c: 0 - sine, d: cosine, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The determinant of the linear part: 0 when the transform squashes the plane flat.
    public var determinant: Double { a * d - b * c }

    /// `concatenating(_:)`: this transform, then `other` (`CGAffineTransformConcat(self, other)`).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one; nil when there is none (determinant 0).
    /// (`CGAffineTransform.inverted()` returns the transform unchanged in that case.)
    public func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return Transform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// `rotated(by:)`: a rotation by `angle`, then this transform.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// `scaledBy(x:y:)`: a scale, then this transform.
    public func scaledBy(x sx: Double, y sy: Double) -> Transform {
        Transform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `translatedBy(x:y:)`: a translation, then this transform.
    public func translatedBy(x dx: Double, y dy: Double) -> Transform {
        Transform(translationX: dx, y: dy).concatenating(self)
    }

    /// `point.applying(self)`.
    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The linear part applied to a vector (no translation).
    @inlinable
    public func applyLinear(to vector: Point) -> Point {
        Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
    }

    /// `rect.applying(self)`: the smallest axis-aligned rect holding the transformed corners.
    public func apply(to rect: Rect) -> Rect {
        Rect.boundingBox(of: rect.corners.map { apply(to: $0) })
    }

    private static func snapped(_ value: Double) -> Double {
        abs(value) < 1e-15 ? 0 : value
    }
}

extension Transform: CustomStringConvertible {
    public var description: String {
        "[\([a, b, c, d, tx, ty].map(formatPoints).joined(separator: ", "))]"
    }
}

extension Rect {
    /// The four corners, clockwise on screen from the origin: (minX, minY), (maxX, minY),
    /// (maxX, maxY), (minX, maxY).
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest axis-aligned rect holding every point of `points` (zero when empty).
    public static func boundingBox(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
