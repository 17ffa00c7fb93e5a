/// One finger's change as input to the core: a timeline `touch` line, or a real digitizer sample.
public struct TouchInput: Sendable, Hashable {
    public var id: Int
    public var phase: TouchPhase
    /// In screen coordinates.
    public var location: Point
    /// Type, force, angles, estimates and coalesced samples; empty: the touch's own values.
    public var attributes: TouchAttributes

    public init(id: Int, phase: TouchPhase, location: Point, attributes: TouchAttributes = TouchAttributes()) {
        self.id = id
        self.phase = phase
        self.location = location
        self.attributes = attributes
    }
}
