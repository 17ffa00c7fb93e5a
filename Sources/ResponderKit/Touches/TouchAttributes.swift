/// What a digitizer reports about a touch besides where it is: its type, force, size and the
/// stylus's angles, which of them are estimates, and the samples coalesced into this one.
/// Every field is optional: what is not given keeps the touch's value (at began, the type's
/// default, see `TouchDefaults`).
public struct TouchAttributes: Sendable, Hashable {
    /// Only read when the touch begins: a touch keeps its type.
    public var type: TouchType?
    public var force: Double?
    public var majorRadius: Double?
    /// Radians: 0 parallel to the screen, π/2 perpendicular.
    public var altitude: Double?
    /// Radians in screen coordinates: 0 along +x, growing clockwise (toward +y).
    public var azimuth: Double?
    /// A location update (for estimated-property updates only), in screen coordinates.
    public var location: Point?
    /// Properties of this sample that are estimates expecting an update.
    public var estimated: TouchProperties = []
    /// Samples between the previous delivery and this one, oldest first, in screen coordinates.
    public var coalesced: [Point] = []

    public init(
        type: TouchType? = nil, force: Double? = nil, majorRadius: Double? = nil, altitude: Double? = nil,
        azimuth: Double? = nil, location: Point? = nil, estimated: TouchProperties = [], coalesced: [Point] = []
    ) {
        self.type = type
        self.force = force
        self.majorRadius = majorRadius
        self.altitude = altitude
        self.azimuth = azimuth
        self.location = location
        self.estimated = estimated
        self.coalesced = coalesced
    }

    /// Nothing given: every value is the touch's own (or its type's default). Read field by
    /// field, so asking it of an array's element copies nothing.
    @inlinable
    public var isPlain: Bool {
        type == nil && force == nil && majorRadius == nil && altitude == nil && azimuth == nil
            && location == nil && estimated.isEmpty && coalesced.isEmpty
    }
}
