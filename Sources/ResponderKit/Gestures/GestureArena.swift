/// UIKit's gesture arbitration in one place: which recognizers see a touch (rules G1, G2),
/// which of them may recognize (G3, G4, G8), what that does to the view's touches (G5–G7),
/// and when actions run (G9).
final class GestureArena {
    unowned let application: Application
    /// The recognizers in an attempt, in the order they joined (deepest view first per touch).
    private(set) var active: [GestureRecognizer] = []
    /// Actions to run once the current event's deliveries are done (rule G9).
    private var pendingActions: [(GestureRecognizer, GestureState)] = []
    /// Touches with phases held back from their view.
    private var heldTouches: [Touch] = []

    init(application: Application) {
        self.application = application
    }

    // MARK: - Touches in

    /// Rule G1: offers a new touch to the enabled recognizers of its view and every ancestor in
    /// its window, deepest first, in the order added; G2: the delegate may keep it from one.
    func touchBegan(_ touch: Touch, event: Event) {
        guard let view = touch.view else { return }
        var current: View? = view
        var offered: [GestureRecognizer] = []
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers where recognizer.isEnabled && !recognizer.state.isFinished {
                if case .answered(false) = delegate(of: recognizer)?.gestureShouldReceiveTouch(recognizer, touch: touch) {
                    continue
                }
                offered.append(recognizer)
            }
            if candidate === touch.window { break }
            current = candidate.superview
        }
        guard !offered.isEmpty else { return }
        touch.gestureRecognizers = offered
        for recognizer in offered {
            recognizer.touches.append(touch)
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        }
    }

    /// Feeds the event's changed touches to each recognizer tracking them, before the views get them.
    func touchesChanged(_ changed: [Touch], event: Event) {
        guard !active.isEmpty else { return }
        for recognizer in active {
            for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
                guard recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed else { break }
                let touches = changed.filter { touch in
                    touch.phase == phase && recognizer.touches.contains { $0 === touch }
                }
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(touches, event: event)
                case .moved: recognizer.touchesMoved(touches, event: event)
                case .ended: recognizer.touchesEnded(touches, event: event)
                default: recognizer.touchesCancelled(touches, event: event)
                }
                applyRequest(of: recognizer)
            }
        }
    }

    /// After the event: recognizers whose attempt is over and whose touches are all up start anew.
    func touchesFinished(_ changed: [Touch]) {
        resetFinishedRecognizers()
    }

    // MARK: - State changes

    /// Applies the state a recognizer asked for, if the rules let it happen.
    func applyRequest(of recognizer: GestureRecognizer) {
        guard let target = recognizer.requestedState else { return }
        recognizer.requestedState = nil
        switch (recognizer.state, target) {
        case (.possible, .ended), (.possible, .began):
            attemptRecognition(recognizer, as: target)
        case (.possible, .changed):
            attemptRecognition(recognizer, as: .began)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .began), (.changed, .began):
            setState(recognizer, .changed)
            queueAction(recognizer, .changed)
        case (.began, .ended), (.changed, .ended):
            setState(recognizer, .ended)
            queueAction(recognizer, .ended)
        case (.began, .cancelled), (.changed, .cancelled), (.began, .failed), (.changed, .failed):
            setState(recognizer, .cancelled)
            queueAction(recognizer, .cancelled)
        default:
            break
        }
    }

    /// A recognizer wants to recognize (discrete: `.ended`) or begin (continuous: `.began`).
    private func attemptRecognition(_ recognizer: GestureRecognizer, as target: GestureState) {
        let requirements = self.requirements(of: recognizer)
        // Rule G4: a required recognizer that recognized makes this one fail; one still possible
        // and taking part makes it wait.
        if requirements.contains(where: { $0.state.hasRecognized }) {
            fail(recognizer)
            return
        }
        if requirements.contains(where: { $0.state == .possible && isTakingPart($0) }) {
            recognizer.pendingRecognition = target
            return
        }
        recognizer.pendingRecognition = nil
        // Rule G8.
        if case .answered(false) = delegate(of: recognizer)?.gestureShouldBegin(recognizer) {
            fail(recognizer)
            return
        }
        // A recognizer that already owns these touches keeps them.
        if active.contains(where: { other in
            other !== recognizer && other.state.hasRecognized && sharesTouch(recognizer, other)
                && !canRecognizeSimultaneously(recognizer, other)
        }) {
            fail(recognizer)
            return
        }
        setState(recognizer, target)
        queueAction(recognizer, target)
        // Rule G3: every other recognizer still tracking these touches fails, unless either
        // delegate lets the two recognize together.
        for other in active where other !== recognizer && other.state == .possible
            && sharesTouch(recognizer, other) && !canRecognizeSimultaneously(recognizer, other) {
            fail(other)
        }
        // Rule G4: whoever waited for this one to fail fails.
        for other in active where other !== recognizer && other.state == .possible
            && self.requirements(of: other).contains(where: { $0 === recognizer }) {
            fail(other)
        }
        if recognizer.cancelsTouchesInView {
            cancelViewTouches(of: recognizer)
        } else {
            releaseHeld(recognizer.touches)
        }
    }

    /// Fails a possible recognizer (cancels one that began); those waiting on it try again.
    private func fail(_ recognizer: GestureRecognizer) {
        guard !recognizer.state.isFinished else { return }
        if recognizer.state.hasRecognized {
            setState(recognizer, .cancelled)
            queueAction(recognizer, .cancelled)
        } else {
            setState(recognizer, .failed)
        }
        recognizer.pendingRecognition = nil
        recognizer.cancelTimers()
        for waiter in active where waiter.state == .possible {
            guard let pending = waiter.pendingRecognition,
                  requirements(of: waiter).contains(where: { $0 === recognizer }) else { continue }
            attemptRecognition(waiter, as: pending)
        }
        releaseHeld(recognizer.touches)
    }

    private func setState(_ recognizer: GestureRecognizer, _ state: GestureState) {
        let old = recognizer.state
        guard old != state else { return }
        recognizer.state = state
        application.trace(.gestureState(recognizer: recognizer, from: old, to: state))
    }

    private func queueAction(_ recognizer: GestureRecognizer, _ state: GestureState) {
        guard recognizer.action != nil else { return }
        pendingActions.append((recognizer, state))
    }

    /// Rule G9: runs the queued actions, each seeing the state it was queued in.
    func runPendingActions() {
        while !pendingActions.isEmpty {
            let (recognizer, state) = pendingActions.removeFirst()
            guard let action = recognizer.action, let delegate = delegate(of: recognizer) else { continue }
            let current = recognizer.state
            recognizer.state = state
            delegate.performGestureAction(action, recognizer: recognizer)
            if recognizer.state == state { recognizer.state = current }
        }
    }

    /// Ends the attempts that are over: a recognizer whose touches are all up and that finished
    /// (or that can never finish: possible, no timer, nothing pending) is reset.
    func resetFinishedRecognizers() {
        var index = 0
        while index < active.count {
            let recognizer = active[index]
            let touchesUp = recognizer.touches.allSatisfy { $0.phase.isFinal }
            if touchesUp && recognizer.state == .possible && recognizer.timers.isEmpty
                && recognizer.pendingRecognition == nil && !isWaitedFor(recognizer) {
                fail(recognizer)
            }
            if touchesUp && recognizer.state.isFinished && !isWaitedFor(recognizer) {
                reset(recognizer)
                active.remove(at: index)
                continue
            }
            index += 1
        }
    }

    private func reset(_ recognizer: GestureRecognizer) {
        recognizer.cancelTimers()
        setState(recognizer, .possible)
        recognizer.touches.removeAll()
        recognizer.pendingRecognition = nil
        recognizer.dynamicRequirements = nil
        recognizer.requestedState = nil
        recognizer.reset()
    }

    /// Whether a recognizer still waiting on this one needs its final state to be seen.
    private func isWaitedFor(_ recognizer: GestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && other.pendingRecognition != nil
                && requirements(of: other).contains { $0 === recognizer }
        }
    }

    // MARK: - The view's deliveries

    /// Rules G6, G7: whether `phase` of `touch` is held back from its view now (then it is queued).
    func holdBack(_ touch: Touch, phase: TouchPhase) -> Bool {
        if !touch.heldPhases.isEmpty {
            touch.heldPhases.append(phase)
            return true
        }
        guard !touch.gestureRecognizers.isEmpty, mustHold(touch, phase) else { return false }
        touch.heldPhases.append(phase)
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
        return true
    }

    private func mustHold(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        switch phase {
        case .began, .moved, .stationary:
            return touch.gestureRecognizers.contains { $0.delaysTouchesBegan && $0.state == .possible && $0.isEnabled }
        case .ended:
            return touch.gestureRecognizers.contains { $0.delaysTouchesEnded && $0.state == .possible && $0.isEnabled }
        case .cancelled:
            return false
        }
    }

    /// Delivers the held phases of `touches` that no recognizer holds any longer, in order.
    private func releaseHeld(_ touches: [Touch]) {
        for touch in touches where !touch.heldPhases.isEmpty {
            while let phase = touch.heldPhases.first, !mustHold(touch, phase) {
                touch.heldPhases.removeFirst()
                guard let view = touch.view, let method = phase.method, !touch.isFinishedForView,
                      phase == .began || touch.viewSawBegan else { continue }
                application.sendToView(view, method: method, touches: [touch][...], event: application.touchEvent)
            }
            if touch.heldPhases.isEmpty { heldTouches.removeAll { $0 === touch } }
        }
    }

    /// Rule G5: the view gets one `touchesCancelled` per view with every touch of the recognizer
    /// it saw begin and has not seen end (held-back ends included); held deliveries are dropped (G6).
    private func cancelViewTouches(of recognizer: GestureRecognizer) {
        var byView: [(View, [Touch])] = []
        for touch in recognizer.touches {
            touch.heldPhases.removeAll()
            heldTouches.removeAll { $0 === touch }
            guard let view = touch.view, touch.isDeliveredToView, !touch.isFinishedForView else { continue }
            guard touch.viewSawBegan else {
                touch.isFinishedForView = true
                continue
            }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView {
            application.sendToView(view, method: .touchesCancelled, touches: touches[...], event: application.touchEvent)
        }
    }

    /// The recognizers of the subtree at `root` stop: cancelled or failed, and reset.
    func viewDidLeaveWindow(_ root: View) {
        for recognizer in active {
            guard let view = recognizer.view, !view.isDescendant(of: root) else {
                fail(recognizer)
                continue
            }
        }
        for touch in heldTouches where touch.view?.isDescendant(of: root) ?? true {
            touch.heldPhases.removeAll()
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
        active.removeAll { recognizer in
            guard let view = recognizer.view, !view.isDescendant(of: root) else {
                reset(recognizer)
                return true
            }
            return false
        }
        runPendingActions()
    }

    // MARK: - Relations

    func delegate(of recognizer: GestureRecognizer) -> (any GestureRecognizerDelegate)? {
        recognizer.delegate ?? (recognizer.view?.behavior as? any GestureRecognizerDelegate)
    }

    private func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.touches.contains { touch in b.touches.contains { $0 === touch } }
    }

    private func isTakingPart(_ recognizer: GestureRecognizer) -> Bool {
        active.contains { $0 === recognizer }
    }

    private func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if case .answered(true) = delegate(of: a)?.gestureShouldRecognizeSimultaneously(a, with: b) { return true }
        if case .answered(true) = delegate(of: b)?.gestureShouldRecognizeSimultaneously(b, with: a) { return true }
        return false
    }

    /// Rule G4: the static `requireToFail` list plus what the delegates add, asked once per attempt.
    private func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if recognizer.dynamicRequirements == nil {
            var added: [GestureRecognizer] = []
            for other in active where other !== recognizer {
                var required = false
                if case .answered(true) = delegate(of: recognizer)?.gestureShouldRequireFailure(recognizer, of: other) {
                    required = true
                }
                if !required, case .answered(true) = delegate(of: other)?.gestureShouldBeRequiredToFail(other, by: recognizer) {
                    required = true
                }
                if required { added.append(other) }
            }
            recognizer.dynamicRequirements = added
        }
        return recognizer.requiredToFail + (recognizer.dynamicRequirements ?? [])
    }
}
