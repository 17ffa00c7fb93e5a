import MoonchainHost
import ResponderKit

/// The text each view of the running scene shows (an imported label's text, a button label's
/// title: `props.text`). Read at every update, since a handler or the console may set it
/// (`self.props.text = "Done"`), but only from the responders that have a props table (a scene
/// without props costs a comparison per responder), and the views' texts are worked out again
/// only when one of those texts changed. A view whose subview shows the same text (a table
/// cell and its label, both with `text = '9'` in a dump) leaves it to the subview, so it is
/// drawn once.
final class ViewTexts {
    private var generation = -1
    /// `props.text` by responder, as last read.
    private var read: [ObjectIdentifier: String] = [:]
    /// The texts drawn, by view (`read` less the texts a subview shows already). Asked of
    /// every view at every update (issue 41): Performance.md#unchecked-exclusivity. Only the
    /// host's thread reaches it, and no access spans a call back into this object.
    @exclusivity(unchecked) private var texts: [ObjectIdentifier: String] = [:]

    /// Reads the props' texts of `host`'s responders; works the views' texts out again when
    /// one changed or `generation` (the session's rebuild count) moved.
    func refresh(generation: Int, host: ScriptHost) {
        var now: [ObjectIdentifier: String] = [:]
        host.forEachPropsText { responder, text in now[ObjectIdentifier(responder)] = text }
        guard generation != self.generation || now != read else { return }
        self.generation = generation
        read = now
        texts = [:]
        guard !read.isEmpty else { return }
        for window in host.application.windowsFrontToBack { collect(window) }
    }

    /// The text `view` shows, or nil.
    func text(of view: View) -> String? {
        texts.isEmpty ? nil : texts[ObjectIdentifier(view)]
    }

    /// Reads `view`'s subtree; returns the texts shown inside it (its own included).
    @discardableResult
    private func collect(_ view: View) -> Set<String> {
        var inside: Set<String> = []
        for subview in view.subviews { inside.formUnion(collect(subview)) }
        if let text = read[ObjectIdentifier(view)] {
            if !inside.contains(text) { texts[ObjectIdentifier(view)] = text }
            inside.insert(text)
        }
        return inside
    }
}
