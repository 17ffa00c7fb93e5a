/// Touch properties that may be reported as estimates and updated later (UITouch.Properties).
public struct TouchProperties: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let force = TouchProperties(rawValue: 1 << 0)
    public static let azimuth = TouchProperties(rawValue: 1 << 1)
    public static let altitude = TouchProperties(rawValue: 1 << 2)
    public static let location = TouchProperties(rawValue: 1 << 3)

    /// Each property with the name a script and a timeline use, in UIKit's order.
    public static let named: [(name: String, property: TouchProperties)] = [
        ("force", .force), ("azimuth", .azimuth), ("altitude", .altitude), ("location", .location),
    ]

    /// The property called `name` ("force", "azimuth", "altitude", "location").
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.property
    }

    /// The names of the properties in the set, in UIKit's order.
    public var names: [String] { Self.named.filter { contains($0.property) }.map(\.name) }
}
