import ResponderKit

extension StudioSession {
    /// The `state` fields of the v3 classes (issues #36, #37), kept apart from `viewState` so
    /// the page's drawing of them grows here: as every `state` field, they go out only in the
    /// update of a view whose values changed (the scene's deltas), so a scene without these
    /// classes pays two failed casts per view.
    ///
    /// - A text field (X1–X10): `text` and `placeholder` when not empty, `editing` while it
    ///   edits (the page draws the caret after the text: the caret is always at the end, K5).
    /// - A swiped cell (W1–W8): `swipeOffset` (points, negative when the trailing side shows)
    ///   and `swipeActions`, the shown side's actions as `{title, style}`, first outermost.
    static func v3State(of view: View) -> [(key: String, json: String)] {
        if let field = view as? TextField {
            var state: [(key: String, json: String)] = []
            if !field.text.isEmpty { state.append(("text", StudioJSON.quote(field.text))) }
            if !field.placeholder.isEmpty { state.append(("placeholder", StudioJSON.quote(field.placeholder))) }
            if field.isEditing { state.append(("editing", "true")) }
            return state
        }
        if let cell = view as? Cell, let table = cell.superview as? TableView, table.isEditing {
            let offset = table.swipeOffset(of: cell)
            guard offset != 0, let shown = table.shownSwipeActions else { return [] }
            let actions = shown.actions.map {
                "{\"title\":" + StudioJSON.quote($0.title) + ",\"style\":"
                    + StudioJSON.quote($0.style.rawValue) + "}"
            }
            let list = "[" + actions.joined(separator: ",") + "]"
            return [("swipeOffset", StudioJSON.number(offset)), ("swipeActions", list)]
        }
        return []
    }
}
