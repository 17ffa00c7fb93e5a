import MoonchainExplain
import MoonchainHost
import ResponderKit

extension StudioSession {
    /// Plays one touch event through `play` and returns the `why` messages of the touches it
    /// began, built from their own hit-test walks (`TouchWalkExplainer`) rather than from a
    /// second walk before the event: a script's `pointInside` runs once per touch, as under
    /// `moonchain run`, and what it prints goes to the console once and to the why notes.
    /// Without `explain` (a replay that sends no why entries) the event is only played.
    func playTouchEvent(explain: Bool, time: Double, onlyToSender: Bool, _ play: () -> Void) -> [Outgoing] {
        guard explain else {
            play()
            return []
        }
        // The walk is folded as `whyMessage` folds it, while it is built (issue 41).
        let explainer = TouchWalkExplainer(
            explainer: inspector, forwardingTo: collector, foldPlainMissesAfter: StudioSession.foldAfter)
        return explainer.explaining(play).map {
            whyMessage($0.explanation, touch: $0.touch, onlyToSender: onlyToSender, time: time)
        }
    }

    /// The `why` message of a touch (or, when `touch` is nil, the `explain` of a point): the
    /// hit-test walk folded for the page (its own fold: the page lists every visit it is sent,
    /// so explain's runs are not used), the responder chain and the recognizers offered,
    /// as `explain --json` gives them.
    func whyMessage(_ explanation: HitExplanation, touch: Int?, onlyToSender: Bool, time: Double?) -> Outgoing {
        var explanation = explanation
        explanation.windows = explanation.windows.map(StudioSession.folded)
        // The touch's own timeline time (its walk is part of playing its line).
        let why = ServerMessage.Why(
            touch: touch, time: time ?? clock.lastAdvance, explain: explanation.json(allVisits: true),
            files: explanationFiles(explanation))
        return Outgoing(touch == nil ? .explain(why) : .why(why), onlyToSender: onlyToSender)
    }
}
