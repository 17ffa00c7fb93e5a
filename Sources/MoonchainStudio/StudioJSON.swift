import MoonchainHost
import ResponderKit

/// The pieces of JSON text the scene update writes by hand (see `sceneState`).
enum StudioJSON {
    /// `text` as a JSON string (the host's escaping, shared with the trace).
    static func quote(_ text: String) -> String {
        jsonQuoted(text)
    }

    /// A number; NaN and infinities (a script can set them) as null, as JSON has no such values.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatPoints(value) : "null"
    }
}

extension JSONValue {
    /// The value as compact JSON text (`text(pretty: false)`), for messages written by hand.
    var compact: String { text(pretty: false) }
}
