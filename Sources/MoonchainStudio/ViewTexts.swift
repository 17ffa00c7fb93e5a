import MoonchainHost
import ResponderKit

/// The text each view of the running scene shows (an imported label's text, a button label's
/// title: `props.text`), read once per host rather than on every update: reading a Lua table
/// for each of 2,000 views on every touch would slow the update path, and `moonchain import`
/// writes the text once. A view whose subview shows the same text (a table cell and its
/// label, both with `text = '9'` in a dump) leaves it to the subview, so it is drawn once.
final class ViewTexts {
    private var generation = -1
    private var texts: [ObjectIdentifier: String] = [:]

    /// Reads the texts of `host`'s views when `generation` (the session's rebuild count) moved.
    func refresh(generation: Int, host: ScriptHost) {
        guard generation != self.generation else { return }
        self.generation = generation
        texts = [:]
        for window in host.application.windowsFrontToBack { collect(window, host: host) }
    }

    /// The text `view` shows, or nil.
    func text(of view: View) -> String? {
        texts.isEmpty ? nil : texts[ObjectIdentifier(view)]
    }

    /// Reads `view`'s subtree; returns the texts shown inside it (its own included).
    @discardableResult
    private func collect(_ view: View, host: ScriptHost) -> Set<String> {
        var inside: Set<String> = []
        for subview in view.subviews { inside.formUnion(collect(subview, host: host)) }
        if let text = host.propsText(of: view) {
            if !inside.contains(text) { texts[ObjectIdentifier(view)] = text }
            inside.insert(text)
        }
        return inside
    }
}
