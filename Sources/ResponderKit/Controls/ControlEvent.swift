/// One of UIControl's events (`UIControl.Event`), as scenes and scripts name them.
public enum ControlEvent: Int, CaseIterable, Sendable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    /// A text field's editing events (X2–X7).
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit

    /// The event's name as a scene writes it (`actions = { touchUpInside = "save" }`).
    public var name: String {
        switch self {
        case .touchDown: "touchDown"
        case .touchDownRepeat: "touchDownRepeat"
        case .touchDragInside: "touchDragInside"
        case .touchDragOutside: "touchDragOutside"
        case .touchDragEnter: "touchDragEnter"
        case .touchDragExit: "touchDragExit"
        case .touchUpInside: "touchUpInside"
        case .touchUpOutside: "touchUpOutside"
        case .touchCancel: "touchCancel"
        case .valueChanged: "valueChanged"
        case .primaryActionTriggered: "primaryActionTriggered"
        case .editingDidBegin: "editingDidBegin"
        case .editingChanged: "editingChanged"
        case .editingDidEnd: "editingDidEnd"
        case .editingDidEndOnExit: "editingDidEndOnExit"
        }
    }

    /// The event named `name`, if any (`allTouchEvents` is a set: see ``ControlEvents/init(name:)``).
    public init?(name: String) {
        guard let event = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = event
    }
}

/// A set of ``ControlEvent``s, one bit each: what one target-action entry listens for.
public struct ControlEvents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public init(_ event: ControlEvent) { rawValue = 1 << UInt16(event.rawValue) }

    /// UIKit's `allTouchEvents`: the nine touch events (not `valueChanged` nor
    /// `primaryActionTriggered`).
    public static let allTouchEvents = ControlEvents(rawValue: (1 << 9) - 1)

    /// Every name a scene may use for a set: each event's own, and `allTouchEvents`.
    public static let names = ControlEvent.allCases.map(\.name) + ["allTouchEvents"]

    /// The set a scene names: one event, or `allTouchEvents`.
    public init?(name: String) {
        if name == "allTouchEvents" {
            self = .allTouchEvents
        } else if let event = ControlEvent(name: name) {
            self.init(event)
        } else {
            return nil
        }
    }

    @inlinable
    public func contains(_ event: ControlEvent) -> Bool { rawValue & (1 << UInt16(event.rawValue)) != 0 }

    /// The events in the set, in ``ControlEvent`` order.
    public var events: [ControlEvent] { ControlEvent.allCases.filter { contains($0) } }
}
