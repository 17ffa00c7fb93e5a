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
    /// - `controller`: the view controller's name, on a controller's root view (the view tree
    ///   shows the controller above it).
    static func appendViewFields(of view: View, transformed: Bool, to out: inout String) {
        if view.kind != .view { out += ",\"kind\":" + StudioJSON.quote(view.kind.rawValue) }
        if let controller = view.viewController { out += ",\"controller\":" + StudioJSON.quote(controller.name) }
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
    ///
    /// - A scroll view (S1–S12): `offset` and `contentSize` (`[x, y]`, `[w, h]` in its content's
    ///   points), and `dragging` / `decelerating` / `animating` while it moves, so the page draws its scroll
    ///   indicators then. Its visible rect on the screen is its `frame` (the bounds' origin is the
    ///   offset), which the page also clips its subviews to (see `clip`).
    /// - A cell (L1–L4): `highlighted` and `selected` when they are true.
    static func viewState(of view: View) -> [(key: String, json: String)] {
        if let scroll = view as? ScrollView {
            var state: [(key: String, json: String)] = [
                ("offset", pair(scroll.contentOffset.x, scroll.contentOffset.y)),
                ("contentSize", pair(scroll.contentSize.width, scroll.contentSize.height)),
            ]
            if scroll.isDragging { state.append(("dragging", "true")) }
            if scroll.isDecelerating { state.append(("decelerating", "true")) }
            // Paging, scroll-to-top and setContentOffset(animated:) move it too (S7, S11).
            else if scroll.isMoving { state.append(("animating", "true")) }
            return state
        }
        if let cell = view as? Cell {
            var state: [(key: String, json: String)] = []
            if cell.isHighlighted { state.append(("highlighted", "true")) }
            if cell.isSelected { state.append(("selected", "true")) }
            return state
        }
        return []
    }

    private static func pair(_ a: Double, _ b: Double) -> String {
        "[" + StudioJSON.number(a) + "," + StudioJSON.number(b) + "]"
    }

    /// The screen rect a view's drawing is cut to: its nearest clipping ancestors' visible rects
    /// intersected (`clipsToBounds`, as a scroll view has), or nil when nothing above clips.
    /// Only axis-aligned rects: under a transform the page draws the view unclipped.
    static func clipRect(below view: View, transformed: Bool, above: [Double]?) -> [Double]? {
        guard view.clipsToBounds, !transformed else { return above }
        let own = screenFrame(of: view, transformed: false)
        guard let above else { return own }
        let x0 = max(own[0], above[0]), y0 = max(own[1], above[1])
        let x1 = min(own[0] + own[2], above[0] + above[2]), y1 = min(own[1] + own[3], above[1] + above[3])
        return [x0, y0, max(0, x1 - x0), max(0, y1 - y0)]
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
