/// A location in a two-dimensional coordinate space, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// Formats a coordinate the way a person writes it: `20`, `20.5`, never `20.0`.
@inlinable
public func formatPoints(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
