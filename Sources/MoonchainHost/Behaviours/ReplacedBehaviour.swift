/// A bundled behaviour that a scene class replaced and that is no longer bundled: a scene
/// still naming it fails to load with a message that names the class and shows the change.
struct ReplacedBehaviour: Sendable {
    /// The class that replaced it, as a scene writes it (`button { ... }`).
    let replacement: String
    /// A view using the behaviour as old scenes wrote it, and the same view written with the
    /// class: the one-line change the message shows.
    let before: String
    let after: String

    /// Every bundled behaviour a class replaced, by name. Retiring another is one line here.
    static let table: [String: ReplacedBehaviour] = [
        "button": ReplacedBehaviour(
            replacement: "button { ... }",
            before: #"view { name = "save", ..., behaviour = "button", props = { action = "save" } }"#,
            after: #"button { name = "save", ..., actions = { touchUpInside = "save" } }"#),
        // Text input (X1–X7): the class edits, owns the keyboard and asks its delegate.
        "text_field": ReplacedBehaviour(
            replacement: "textField { ... }",
            before: #"view { name = "field", ..., behaviour = "text_field", props = { text = "hi" } }"#,
            after: #"textField { name = "field", ..., text = "hi" }"#),
    ]

    /// What a scene naming the behaviour `name` is told.
    func message(for name: String) -> String {
        "behaviour '\(name)' is no longer bundled: the \(replacement) class replaced it; "
            + "change \(before) to \(after)"
    }
}
