/// An event delivered to responders (UIEvent). Touch events reuse one object, as UIKit does.
public final class Event {
    public let type: EventType
    public internal(set) var subtype: EventSubtype
    /// When the event happened, on the application's clock.
    public internal(set) var timestamp: Double {
        @inlinable get { _timestamp }
        _modify { yield &_timestamp }
    }
    /// Every touch of the event: those that changed and those resting on the screen (rule T2).
    public internal(set) var allTouches: [Touch] {
        @inlinable get { _allTouches }
        _modify { yield &_allTouches }
    }
    // Every touch delivery reads and writes the fields below: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) @usableFromInline var _timestamp: Double
    @exclusivity(unchecked) @usableFromInline var _allTouches: [Touch] = []
    /// The presses of a press event.
    public internal(set) var allPresses: [Press] = []

    /// The application that sent the event, while it exists (nil after: a script may keep the event).
    var application: Application? { applicationLink?.application }
    private let applicationLink: ApplicationLink?
    /// The responders the deliveries in progress have reached, to stop a chain that loops
    /// (rule R5): a stack `forwardingCount` long, the innermost delivery's part from
    /// `forwardingStart` on. Storage the event owns rather than an array, which would check
    /// its buffer is unique on every push and pop: a chain walk pushes at every step.
    // Performance.md#unchecked-exclusivity
    @exclusivity(unchecked) var forwardingPath: UnsafeMutablePointer<ObjectIdentifier>
    @exclusivity(unchecked) var forwardingCapacity = 16
    @exclusivity(unchecked) var forwardingCount = 0
    @exclusivity(unchecked) var forwardingStart = 0

    convenience init(type: EventType, subtype: EventSubtype = .none, timestamp: Double, application: Application?) {
        self.init(type: type, subtype: subtype, timestamp: timestamp, link: application?.link)
    }

    /// An event of the application `link` stands for: what the application's own touch event
    /// is made with, before the application itself is ready to be referred to.
    init(type: EventType, subtype: EventSubtype = .none, timestamp: Double, link: ApplicationLink?) {
        self.type = type
        self.subtype = subtype
        _timestamp = timestamp
        self.applicationLink = link
        forwardingPath = .allocate(capacity: forwardingCapacity)
    }

    deinit {
        forwardingPath.deallocate()
    }

    /// Reports `record` to the application's observer, if it is observed. The default handlers
    /// trace every step of a chain walk; this skips loading the application when no one looks.
    @inline(__always)
    func trace(_ record: @autoclosure () -> TraceRecord) {
        guard let applicationLink, applicationLink.isObserved else { return }
        applicationLink.application?.trace(record())
    }

    /// The touches of this event bound to `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }
}
