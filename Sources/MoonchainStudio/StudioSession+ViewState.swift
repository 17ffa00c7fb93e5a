import ResponderKit

extension StudioSession {
    /// The kind-specific fields of `view`'s `state` object, as (key, JSON text) pairs in a
    /// fixed order. A new kind of view adds its fields here.
    ///
    /// - A scroll view (S1–S12): `offset` and `contentSize` (`[x, y]`, `[w, h]` in its content's
    ///   points), and `dragging` / `decelerating` / `animating` while it moves, so the page draws its scroll
    ///   indicators then. Its visible rect on the screen is its `frame` (the bounds' origin is the
    ///   offset), which the page also clips its subviews to (see `clip`).
    /// - A cell (L1–L4): `highlighted` and `selected` when they are true.
    static func viewState(of view: View) -> [(key: String, json: String)] {
        // A plain view, most of a large scene's (issue 41): none of the classes below, known
        // from two stored reads instead of four dynamic casts.
        if view.kind == .view && view.asControl == nil { return [] }
        // The v3 classes' fields (text fields, swiped cells): StudioSession+V3State.swift.
        let v3 = v3State(of: view)
        if let scroll = view as? ScrollView {
            var state: [(key: String, json: String)] = [
                ("offset", pair(scroll.contentOffset.x, scroll.contentOffset.y)),
                ("contentSize", pair(scroll.contentSize.width, scroll.contentSize.height)),
            ]
            if scroll.isDragging { state.append(("dragging", "true")) }
            if scroll.isDecelerating {
                state.append(("decelerating", "true"))
            }
            // Paging, scroll-to-top and setContentOffset(animated:) move it too (S7, S11).
            else if scroll.isMoving {
                state.append(("animating", "true"))
            }
            return state
        }
        if let cell = view as? Cell {
            var state: [(key: String, json: String)] = []
            if cell.isHighlighted { state.append(("highlighted", "true")) }
            if cell.isSelected { state.append(("selected", "true")) }
            return state + v3
        }
        return v3
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
        let x0 = max(own[0], above[0])
        let y0 = max(own[1], above[1])
        let x1 = min(own[0] + own[2], above[0] + above[2])
        let y1 = min(own[1] + own[3], above[1] + above[3])
        return [x0, y0, max(0, x1 - x0), max(0, y1 - y0)]
    }

    /// The frame the page draws for `view`, as `[x, y, width, height]` (see `screenRect`).
    static func screenFrame(of view: View, transformed: Bool) -> [Double] {
        let rect = screenRect(of: view, transformed: transformed)
        return [rect.x, rect.y, rect.width, rect.height]
    }

    /// The frame the page draws for `view`: when no transform is in play, its bounds' origin
    /// on the screen and its size; under one, the bounding box of its outline.
    static func screenRect(of view: View, transformed: Bool) -> Rect {
        guard transformed else {
            return Rect(origin: view.convertToScreen(view.bounds.origin), size: view.bounds.size)
        }
        return Rect.boundingBox(of: view.screenOutline)
    }
}
