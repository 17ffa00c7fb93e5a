import ResponderKit

/// The control part of a `control`, `button`, `switch` or `slider { ... }` (rules C1–C8).
package struct ControlSpec {
    /// The constructor: `control`, `button`, `switch` or `slider`.
    package var kind: String
    package var enabled: Bool?
    package var selected: Bool?
    package var on: Bool?
    package var value: Double?
    package var minimumValue: Double?
    package var maximumValue: Double?
    package var continuous: Bool?
    /// A text field's fields (X1–X7).
    package var text: String?
    package var placeholder: String?
    package var delegate: String?
    package var clearsOnBeginEditing: Bool?
    /// The `actions = { EVENT = ACTIONS }` entries, in the order the builder adds them.
    package var actions: [ActionSpec] = []
}

/// One action of a control's `actions` table: `name` sent for `events` to `target` (a
/// responder's name; nil: nil-targeted, rule E3).
package struct ActionSpec {
    package var events: ControlEvents
    package var eventName: String
    package var name: String
    package var target: String?
    package var place: FileLine
}
