import ResponderKit

extension StudioSession {
    /// The fields of one view in the `update` message beyond its name, depth and frame: what
    /// the page draws it with. Written into the message's text (see `sceneState`); defaults are
    /// left out so a large scene stays small.
    ///
    /// - `kind`: the responder's kind when it is not a plain view (the page picks its drawing
    ///   by kind, falling back to a plain view's).
    /// - `backgroundColor`: `"#rrggbbaa"`, when it has one.
    /// - `outline`: the four corners of its bounds on the screen, `[x0, y0, x1, y1, ...]`, when
    ///   a transform on it or above it is in play (rule H8): `frame` is then their bounding box.
    /// - `state`: what a kind of view adds (a control's highlight, a switch's value, ...), one
    ///   object, so a kind adds fields without touching the others.
    static func appendViewFields(of view: View, transformed: Bool, to out: inout String) {
        if view.kind != .view { out += ",\"kind\":" + StudioJSON.quote(view.kind.rawValue) }
        if let color = view.backgroundColor { out += ",\"backgroundColor\":\"" + color.hex + "\"" }
        if transformed {
            out += ",\"outline\":["
            out += view.screenOutline.map { StudioJSON.number($0.x) + "," + StudioJSON.number($0.y) }.joined(separator: ",")
            out += "]"
        }
        let state = viewState(of: view)
        if !state.isEmpty {
            out += ",\"state\":{" + state.map { StudioJSON.quote($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
        }
    }

    /// The kind-specific fields of `view`'s `state` object, as (key, JSON text) pairs in a
    /// fixed order. A new kind of view adds its fields here.
    static func viewState(of view: View) -> [(key: String, json: String)] {
        []
    }

    /// The frame the page draws for `view` when no transform is in play: its bounds' origin on
    /// the screen and its size.
    static func screenFrame(of view: View, transformed: Bool) -> [Double] {
        guard transformed else {
            let origin = view.convertToScreen(view.bounds.origin)
            return [origin.x, origin.y, view.bounds.width, view.bounds.height]
        }
        let box = Rect.boundingBox(of: view.screenOutline)
        return [box.x, box.y, box.width, box.height]
    }
}
