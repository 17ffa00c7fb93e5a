import ResponderKit

/// Explains new touches from their OWN hit test while they are played, instead of walking the
/// hit test a second time before them (what `SceneExplainer.explain(at:)` does for a point).
///
/// Installed as the application's observer for one event, it passes every record on to
/// `next` (the caller's own observer: nothing it saw before is lost) and, from a touch's first
/// `hitTestWindow` to its `touchBound`, also builds that walk's visits. Lines scripts print
/// during the walk are noted in the visit AND passed on to the host's output, as `moonchain run`
/// prints them; errors already reach both. So a script's `pointInside` runs once per touch,
/// as in `run`, and the explanation holds exactly the walk the touch made.
///
/// The explanation's chain, recognizers and notes are read at `touchBound`: after the walk
/// and before any recognizer or view hears of the touch, the moment `explain(at:)` sees.
public final class TouchWalkExplainer: DispatchObserver {
    private let explainer: SceneExplainer
    private let next: (any DispatchObserver)?
    private let touchType: TouchType
    /// The walk under way (between a touch's first hit-test record and its binding).
    private var walk: HitTestRecorder?

    /// The explanations of the touches that began, in the order they were bound, by the
    /// touch's timeline id.
    public private(set) var explanations: [(touch: Int, explanation: HitExplanation)] = []

    /// How many plain misses of one parent the walks list (see `init`).
    private let foldPlainMissesAfter: Int?

    /// An explainer of `explainer`'s new touches that passes records on to `next`. The
    /// explanations name `touchType` (the studio's why panel has always said `direct`). With
    /// `foldPlainMissesAfter`, each visit lists only that many of its children that missed
    /// plainly (skipped outside their bounds or by their `pointInside`, nothing printed, nothing
    /// visited inside them) and one note says how many more there were: the visits left out
    /// are never built, which a walk past thousands of views makes worth it.
    public init(
        explainer: SceneExplainer, forwardingTo next: (any DispatchObserver)?, touchType: TouchType = .direct,
        foldPlainMissesAfter: Int? = nil
    ) {
        self.explainer = explainer
        self.next = next
        self.touchType = touchType
        self.foldPlainMissesAfter = foldPlainMissesAfter
    }

    /// Runs `play` (which plays one event) with this explainer as the application's observer,
    /// then puts the previous observer back; the explanations of the touches it began.
    public func explaining(_ play: () -> Void) -> [(touch: Int, explanation: HitExplanation)] {
        let app = explainer.application
        let previous = app.observer
        app.observer = self
        play()
        app.observer = previous
        endWalk()
        return explanations
    }

    /// Passes `record` on, and adds it to the walk under way (starting one at a touch's first
    /// `hitTestWindow`; a `touchBound` ends it and explains that touch).
    public func record(_ record: TraceRecord) {
        next?.record(record)
        switch record {
        case .hitTestWindow:
            if walk == nil { startWalk() }
            walk?.record(record)
        case .touchBound(let touch, _, _, _):
            guard touch.phase == .began else { return }
            let recorder = walk ?? HitTestRecorder(foldPlainMissesAfter: foldPlainMissesAfter)
            endWalk()
            explanations.append((touch.id, explain(touch, from: recorder)))
        default:
            walk?.record(record)
        }
    }

    private func startWalk() {
        let recorder = HitTestRecorder(foldPlainMissesAfter: foldPlainMissesAfter)
        walk = recorder
        explainer.output.recorder = recorder
        explainer.output.recorderForwards = true
    }

    /// Stops noting prints (a walk no touch ends, such as a script's own hit test, is dropped).
    private func endWalk() {
        guard walk != nil else { return }
        walk = nil
        explainer.output.recorder = nil
        explainer.output.recorderForwards = false
    }

    private func explain(_ touch: Touch, from recorder: HitTestRecorder) -> HitExplanation {
        var hit: (window: Window, view: View)?
        if let answered = recorder.answered, let window = answered.view.window ?? (answered.window as? Window) {
            hit = (window, answered.view)
        }
        return explainer.explanation(
            of: recorder, hit: hit, at: touch.screenLocation, window: nil, touchType: touchType)
    }
}
