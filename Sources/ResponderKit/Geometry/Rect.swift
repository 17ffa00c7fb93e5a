/// An axis-aligned rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    /// Whether all four numbers are finite (no NaN, no infinity): what hosts accept for a frame.
    public var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }

    /// Whether `point` lies inside: min edges inclusive, max edges exclusive (rule H5),
    /// so two rects that share an edge never both contain a point on it.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < origin.x + size.width
            && point.y >= origin.y && point.y < origin.y + size.height
    }

    /// The rect shrunk by `dx` on the left and right and `dy` on the top and bottom;
    /// negative values grow it. A rect inset past empty contains no point.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(
            x: origin.x + dx, y: origin.y + dy,
            width: max(0, size.width - 2 * dx), height: max(0, size.height - 2 * dy))
    }

    /// The rect moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// Whether the two rects overlap in an area of more than zero.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "{\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height))}"
    }
}
