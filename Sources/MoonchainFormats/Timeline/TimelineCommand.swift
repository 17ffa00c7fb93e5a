import ResponderKit

/// One timeline command (the contract's "Timelines").
public enum TimelineCommand: Equatable, Sendable {
    /// A touch line; `attributes` holds its optional `key=value` fields (type, force, ...).
    case touch(id: Int, phase: TouchPhase, location: Point, attributes: TouchAttributes = TouchAttributes())
    /// `touch ID update INDEX key=value...`: final values for an estimated sample (rule T8).
    case touchUpdate(id: Int, index: Int, attributes: TouchAttributes)
    case motion(MotionPhase)
    case remote(EventSubtype)
    case press(type: PressType, phase: PressPhase, characters: String)
    case action(String)
    case lua(String)
    /// `text STRING`: types the rest of the line into an editing text field (X7).
    case text(String)
    case reload(String?)
    /// `statusbar tap`: a tap on the status bar (rule S11).
    case statusBarTap
    case tick
    // Hardware keyboard (rule K1).
    /// `key down|up KEY [MODS]`: a key of the hardware keyboard goes down (`down`) or up,
    /// with the modifiers written on the line.
    case key(down: Bool, key: KeyboardKey, modifiers: ModifierFlags)
}

/// A parsed timeline line: when, what, and where it was written.
public struct TimelineLine: Equatable, Sendable {
    public var time: Double
    public var command: TimelineCommand
    /// 1-based line number in its file.
    public var number: Int

    public init(time: Double, command: TimelineCommand, number: Int) {
        self.time = time
        self.command = command
        self.number = number
    }
}
