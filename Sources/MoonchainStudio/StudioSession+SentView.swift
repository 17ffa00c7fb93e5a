import ResponderKit

extension StudioSession {
    /// One view as the `update` message describes it, kept as values instead of JSON text.
    ///
    /// The scene is read into these after every input. Comparing them with the ones sent last
    /// is far cheaper than writing every view's JSON to find the few that changed (on a
    /// 2,000-view scene that writing was a third of a touch's time): only a view whose values
    /// differ is written again (`json`), and it goes into the delta only when its text differs
    /// too, so the deltas are exactly those of comparing every view's text. Everything the page
    /// draws is read here, whatever changed it (a script, a scroll, a control, a tree edit, a
    /// timer): nothing depends on being told of a change.
    ///
    /// Equal values always write equal text (`-0` and `0` both write `0`; a NaN never equals
    /// itself, so it is written and its text compared): a view whose values are equal to the
    /// last ones keeps the text written then.
    struct ViewFields: Equatable {
        var name: String
        var depth: Int
        /// Its bounds on the screen, or their bounding box under a transform.
        var frame: Rect
        var kind: ResponderKind
        var controller: String?
        var backgroundColor: Color?
        /// The corners of its bounds on the screen, when a transform is in play (rule H8).
        var outline: [Point]?
        /// The kind-specific `state` member as JSON text, "" when it has none.
        var state: String
        /// The clipping ancestors' visible rect (see `clipRect`).
        var clip: [Double]?
        var hidden: Bool
        var alpha: Double
        var interactive: Bool
        var firstResponder: Bool
        /// The rarer members as their JSON text, "" when absent: a control's state, its
        /// recognizers' states and its recognizers.
        var control: String
        var gestureStates: String
        var gestures: String
        // Drawn text (issue 42 item 4).
        /// The text the view shows in the app (`props.text`), nil when none.
        var text: String?

        /// The view's JSON object in the `update` message: `name`, `depth`, `frame` and what
        /// the page draws it with. Defaults are left out, so a 1,000-view scene stays small.
        ///
        /// - `kind`: the responder's kind when it is not a plain view (the page picks its drawing
        ///   by kind, falling back to a plain view's).
        /// - `controller`: the view controller's name, on a controller's root view (the view tree
        ///   shows the controller above it).
        /// - `backgroundColor`: `"#rrggbbaa"`, when it has one.
        /// - `outline`: the four corners of its bounds on the screen, `[x0, y0, x1, y1, ...]`, when
        ///   a transform on it or above it is in play (rule H8): `frame` is then their bounding box.
        /// - `state`: what a kind of view adds (a scroll view's offset, a cell's selection, ...),
        ///   one object, so a kind adds fields without touching the others (see `viewState`).
        /// - `clip`, `hidden`, `alpha`, `interactive`, `firstResponder`, `control`,
        ///   `gestureStates`, `gestures`: see docs/StudioProtocol.md.
        /// - `text`: the text the view shows in the app (an imported label's), when it has one.
        var json: String {
            var out = "{\"name\":" + StudioJSON.quote(name) + ",\"depth\":" + String(depth)
            out +=
                ",\"frame\":[" + StudioJSON.number(frame.x) + "," + StudioJSON.number(frame.y) + ","
                + StudioJSON.number(frame.width) + "," + StudioJSON.number(frame.height) + "]"
            if kind != .view { out += ",\"kind\":" + StudioJSON.quote(kind.rawValue) }
            if let controller { out += ",\"controller\":" + StudioJSON.quote(controller) }
            if let backgroundColor { out += ",\"backgroundColor\":\"" + backgroundColor.hex + "\"" }
            if let outline {
                out +=
                    ",\"outline\":["
                    + outline.map { StudioJSON.number($0.x) + "," + StudioJSON.number($0.y) }.joined(separator: ",")
                    + "]"
            }
            out += state
            // Cut to the clipping ancestors' visible rect (a scroll view's content).
            if let clip { out += ",\"clip\":[" + clip.map(StudioJSON.number).joined(separator: ",") + "]" }
            if hidden { out += ",\"hidden\":true" }
            if alpha != 1 { out += ",\"alpha\":" + StudioJSON.number(alpha) }
            if !interactive { out += ",\"interactive\":false" }
            if firstResponder { out += ",\"firstResponder\":true" }
            if let text { out += ",\"text\":" + StudioJSON.quote(text) }
            return out + control + gestureStates + gestures + "}"
        }
    }
}

extension StudioSession.ViewFields {
    /// Reads `view` as the page is sent it.
    ///
    /// In an extension, so it hands every value to the memberwise initializer at once: set
    /// one by one in the struct's own initializer, the finished value was copied out and the
    /// local one destroyed, a retain and a release of each string per view per update (issue 41).
    init(
        of view: View, depth: Int, hidden: Bool, transformed: Bool, clip: [Double]?, text: String? = nil,
        extra: [(key: String, json: String)] = []
    ) {
        // `extra`: what the snapshot adds (a navigation's transition, see NavigationPictures).
        let own = StudioSession.viewState(of: view)
        let pairs = extra.isEmpty ? own : own + extra
        let state =
            pairs.isEmpty
            ? ""
            : ",\"state\":{" + pairs.map { StudioJSON.quote($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
        let recognizers = view.gestureRecognizers
        let gestures =
            recognizers.isEmpty
            ? ""
            : ",\"gestures\":["
                + recognizers.map {
                    StudioJSON.quote("\($0.name) (\($0.kindName)\($0.isEnabled ? "" : ", disabled"))")
                }.joined(separator: ",") + "]"
        self.init(
            name: view.name, depth: depth, frame: StudioSession.screenRect(of: view, transformed: transformed),
            kind: view.kind, controller: view.viewController?.name, backgroundColor: view.backgroundColor,
            outline: transformed ? view.screenOutline : nil, state: state, clip: clip, hidden: hidden,
            alpha: view.alpha, interactive: view.isUserInteractionEnabled, firstResponder: view.isFirstResponder,
            control: view.asControl.map(StudioSession.controlState) ?? "",
            gestureStates: StudioSession.gestureStates(of: view), gestures: gestures, text: text)
    }
}
