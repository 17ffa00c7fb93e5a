/// An event delivered to responders (UIEvent). Touch events reuse one object, as UIKit does.
public final class Event {
    public let type: EventType
    public internal(set) var subtype: EventSubtype
    public internal(set) var timestamp: Double
    /// Every touch of the event: those that changed and those resting on the screen (rule T2).
    public internal(set) var allTouches: [Touch] = []
    /// The presses of a press event.
    public internal(set) var allPresses: [Press] = []

    /// The application that sent the event, while it exists (nil after: a script may keep the event).
    var application: Application? { applicationLink?.application }
    private let applicationLink: ApplicationLink?
    /// The responders one delivery has reached, to stop a chain that loops (rule R5).
    var forwardingPath: [ObjectIdentifier] = []
    var forwardingStart = 0

    init(type: EventType, subtype: EventSubtype = .none, timestamp: Double, application: Application?) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.applicationLink = application?.link
        forwardingPath.reserveCapacity(16)
    }

    /// The touches of this event bound to `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }
}
