import MoonchainHost
import ResponderKit

/// What the page's canvas shows beyond the views themselves: recognizers in the middle of a
/// gesture, and the hover card (where a touch here would go, without touching).
extension StudioSession {
    /// The `gestureStates` member of a view's JSON in `update` — its recognizers that are not
    /// in `possible` (began, changed, ended, cancelled, failed), each with its name, kind and
    /// state — or nothing when all are possible, so an idle scene's updates stay as small.
    static func gestureStates(of view: View) -> String {
        // Most views have no recognizer: no filtered array to make for them.
        guard !view.gestureRecognizers.isEmpty else { return "" }
        let active = view.gestureRecognizers.filter { $0.state != .possible }
        guard !active.isEmpty else { return "" }
        return ",\"gestureStates\":["
            + active.map {
                "{\"name\":" + StudioJSON.quote($0.name) + ",\"kind\":" + StudioJSON.quote($0.kindName)
                    + ",\"state\":" + StudioJSON.quote($0.state.rawValue) + "}"
            }.joined(separator: ",") + "]"
    }

    /// The `hover` reply: the short card of `explain` at a point — the view a new touch there
    /// would reach, its responder chain, the recognizers it would be offered, and why (the
    /// sentence of each visit on the way down to the hit view). Only for the asking page;
    /// nothing is delivered, recorded or traced (the explainer's walk is kept out of the why
    /// collector, as `explain` does).
    func hoverMessage(x: Double, y: Double, sequence: Int) -> Outgoing {
        let app = host.application
        app.observer = nil
        let explanation = inspector.explain(at: Point(x: x, y: y))
        app.observer = collector
        var why: [String] = []
        var level = explanation.windows.first { $0.result != nil }
        while let visit = level {
            why.append("\(visit.view): \(visit.why)")
            level = visit.children.last { $0.result != nil }
        }
        if explanation.hitView == nil, let last = explanation.windows.last {
            why.append("\(last.view): \(last.why)")
        }
        return Outgoing(
            .hover(
                .init(
                    seq: sequence, point: [x, y], hit: explanation.hitView?.name, window: explanation.hitWindow,
                    chain: explanation.responderChain.map(\.name),
                    gestures: explanation.gestures.map { "\($0.name) (\($0.kind) on \($0.view))" },
                    why: why, notes: explanation.notes)), onlyToSender: true)
    }

    /// The `touchIDs` message for the page that sent a touch event: each new finger's page id
    /// and the id the session gave it (`[[page, session], ...]`), so the page labels its drawn
    /// fingers as the timeline and the why panel name them; nil when no finger began.
    func touchIDsMessage(page: [ClientMessage.TouchPoint], server: [ClientMessage.TouchPoint]) -> Outgoing? {
        let pairs = zip(page, server).filter { $0.0.phase == "began" }
        guard !pairs.isEmpty else { return nil }
        return Outgoing(.touchIDs(.init(ids: pairs.map { [$0.0.id, $0.1.id] })), onlyToSender: true)
    }
}
