import ResponderKit

extension SceneExplainer {
    /// Hit-tests `screenPoint` as a new touch would be (only in `window` when given) while
    /// recording every visit, then describes the chosen view's responder chain and the
    /// recognizers that would be offered a touch of `touchType`. Scripts see a nil `event`.
    public func explain(at screenPoint: Point, window: Window? = nil, touchType: TouchType = .direct) -> HitExplanation
    {
        let recorder = HitTestRecorder()
        let app = application
        let previousObserver = app.observer
        app.observer = recorder
        output.recorder = recorder
        let hit = hitTest(screenPoint: screenPoint, window: window)
        output.recorder = nil
        app.observer = previousObserver
        return explanation(of: recorder, hit: hit, at: screenPoint, window: window, touchType: touchType)
    }

    /// The explanation of a finished walk: its visits, then the hit-test view's responder
    /// chain, recognizers and scroll notes as they are now. Shared by `explain(at:)` and
    /// `TouchWalkExplainer` (a played touch's own walk), so both say the same things.
    func explanation(
        of recorder: HitTestRecorder, hit: (window: Window, view: View)?, at screenPoint: Point,
        window: Window?, touchType: TouchType
    ) -> HitExplanation {
        let app = application
        let trees = recorder.build()
        var untried: [String] = []
        if window == nil {
            let tried = Set(trees.map(\.view))
            untried = app.windowsFrontToBack.map(\.name).filter { !tried.contains($0) }
        }
        var chain: [HitExplanation.ResponderRef] = []
        var gestures: [HitExplanation.Gesture] = []
        if let hit {
            chain = hit.view.responderChain().map { .init(name: $0.name, kind: $0.kindName) }
            gestures = Self.recognizers(offeredBy: hit.view, in: hit.window, touchType: touchType)
        }
        var notes = recorder.looseNotes
        if let hit, let origin = host.importOrigin(of: hit.view) {
            // An imported scene's view: point back at the dump the user pasted.
            notes.append("\(hit.view.name) was imported from line \(origin.line) of the dump (\(origin.className))")
        }
        var explanation = HitExplanation(
            screenPoint: screenPoint, restrictedTo: window?.name, windows: trees, untriedWindows: untried,
            hitView: hit.map { .init(name: $0.view.name, kind: $0.view.kindName) }, hitWindow: hit?.window.name,
            responderChain: chain, gestures: gestures, notes: notes)
        explanation.touchType = touchType
        if let hit { explanation.scrolling = Self.scrollNotes(for: hit.view) }
        if let hit {
            explanation.navigation = Self.navigationNotes(for: hit.view, in: hit.window, at: screenPoint)
        }
        return explanation
    }

    /// Rule G1: the recognizers a touch of `touchType` on `view` would be offered to (ResponderKit's
    /// walk, ``View/forEachRecognizer(offeredTouchOf:in:_:)``).
    static func recognizers(offeredBy view: View, in window: Window, touchType: TouchType = .direct) -> [HitExplanation
        .Gesture]
    {
        var found: [HitExplanation.Gesture] = []
        view.forEachRecognizer(offeredTouchOf: touchType, in: window) { recognizer, attachedTo in
            found.append(.init(name: recognizer.name, kind: recognizer.kindName, view: attachedTo.name))
        }
        return found
    }
}
