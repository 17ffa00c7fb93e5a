import ResponderKit

/// The control part of a `control`, `button`, `switch` or `slider { ... }` (rules C1–C8).
struct ControlSpec {
    /// The constructor: `control`, `button`, `switch` or `slider`.
    var kind: String
    var enabled: Bool?
    var selected: Bool?
    var on: Bool?
    var value: Double?
    var minimumValue: Double?
    var maximumValue: Double?
    var continuous: Bool?
    /// The `actions = { EVENT = ACTIONS }` entries, in the order the builder adds them.
    var actions: [ActionSpec] = []
}

/// One action of a control's `actions` table: `name` sent for `events` to `target` (a
/// responder's name; nil: nil-targeted, rule E3).
struct ActionSpec {
    var events: ControlEvents
    var eventName: String
    var name: String
    var target: String?
    var place: FileLine
}
