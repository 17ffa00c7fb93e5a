/// One finger's change as input to the core: a timeline `touch` line, or a real digitizer sample.
public struct TouchInput: Sendable, Hashable {
    public var id: Int
    public var phase: TouchPhase
    /// In screen coordinates.
    public var location: Point

    public init(id: Int, phase: TouchPhase, location: Point) {
        self.id = id
        self.phase = phase
        self.location = location
    }
}
