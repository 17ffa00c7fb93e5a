/// UIKit's gesture arbitration in one place: which recognizers see a touch (rules G1, G2),
/// which of them may recognize (G3, G4, G8), what that does to the view's touches (G5–G7),
/// and when actions run (G9).
///
/// The application calls it at fixed points of each touch event: `touchBegan` while binding a
/// new touch, `touchesChanged` before the views' deliveries, `holdBack` for each delivery,
/// `runPendingActions` after them and `touchesFinished` last. Recognizers' timers come in
/// through `fireTimer`, and everything else a recognizer asks for through `applyRequest`.
final class GestureArena {
    /// Set by the application right after its own initialization (the arena is one of its
    /// stored properties, made before `self` can be referred to), and never changed: read at
    /// every state change and refusal without an exclusivity check
    /// (Performance.md#unchecked-exclusivity).
    @exclusivity(unchecked) unowned var application: Application!
    // Every touch event reads the lists below: Performance.md#unchecked-exclusivity.
    /// The recognizers in an attempt, in the order they joined (deepest view first per touch).
    @exclusivity(unchecked) private(set) var active: [GestureRecognizer] = []
    /// Actions to run once the current event's deliveries are done (rule G9), each with the
    /// state it reports.
    @exclusivity(unchecked) private var pendingActions: [(GestureRecognizer, GestureState)] = []
    /// Touches with phases held back from their view (G6, G7).
    @exclusivity(unchecked) var heldTouches: [Touch] = []
    /// Whether `settle` may have something to do: set by whatever can end an attempt or finish
    /// one (a touch lifting, a state change, a request applied, a timer cancelled), cleared
    /// when `settle` starts. An event that only moves fingers of attempts that stay possible
    /// sets none of these, so it skips the walk over every recognizer (issue 36).
    @exclusivity(unchecked) private var needsSettle = false

    init() {}

    /// No attempt running and no action queued: every per-event call (`touchesChanged`,
    /// `runPendingActions`, `touchesFinished`) would return at once, so the application skips
    /// them (one test of two counts per event with no recognizer on the touch's path).
    @inline(__always)
    var isIdle: Bool { active.isEmpty && pendingActions.isEmpty }

    /// Whether actions are queued for `runPendingActions` (rule G9).
    @inline(__always)
    var hasPendingActions: Bool { !pendingActions.isEmpty }

    /// Lets go of the touches of every attempt still running. A recognizer mid-attempt and its
    /// touches hold each other (a touch holds its view, which holds the recognizer), so the
    /// application calls this when it goes away; otherwise its views would never be freed.
    func abandonAttempts() {
        // Every reference a recognizer keeps to a touch, its subclass's own lists included:
        // each touch holds its view, which holds the recognizer.
        for recognizer in active { recognizer.forgetTouches() }
        active.removeAll()
        pendingActions.removeAll()
        heldTouches.removeAll()
    }

    // MARK: - Touches in

    /// Rule G1: offers a new touch to the enabled recognizers of its view and every ancestor in
    /// its window, deepest first, in the order added, that allow its type (T8); G2: the
    /// delegate may keep it from one.
    /// A recognizer whose attempt is over, or a discrete one that has read its whole gesture
    /// and only waits for a dependency (G4), takes no new touch until it is reset.
    func touchBegan(_ touch: Touch, event: Event) {
        guard let view = touch.view else { return }
        var offered: [GestureRecognizer] = []
        view.forEachRecognizer(offeredTouchOf: touch.type, in: touch.window) { recognizer, _ in
            guard recognizer.state.isTracking && recognizer.pendingRecognition != .ended else { return }
            if case .answered(false) = delegate(of: recognizer)?.gestureShouldReceiveTouch(recognizer, touch: touch) {
                application.trace(
                    .gestureTouchRefused(recognizer: recognizer, touch: touch, reason: .shouldReceiveTouch))
                return
            }
            // Room for a few at once: a touch on a screen inside containers meets several
            // recognizers (a table's pan and swipes, a navigation's two pops), and one
            // allocation beats growing one by one. A view with none allocates nothing.
            if offered.isEmpty { offered.reserveCapacity(4) }
            offered.append(recognizer)
        }
        touch.gestureRecognizers = offered
        for recognizer in offered {
            recognizer.touches.append(touch)
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        }
    }

    /// Feeds the event's changed touches to each recognizer tracking them, before the views get
    /// them (G1): one call per phase, and the state it asks for is applied after each call.
    func touchesChanged(_ changed: [Touch], event: Event) {
        guard !active.isEmpty else { return }
        // The phases the changed touches are in, found once for every recognizer: a move has
        // one, so each recognizer scans the touches once rather than once per phase.
        var phasesPresent: UInt8 = 0
        for touch in changed { phasesPresent |= Self.bit(of: touch.phase) }
        // Phase by phase in delivery order, written out (an array of phases to loop over
        // would be built per recognizer and event); `feed` says when a recognizer is done.
        // A copy of the list, held until the loop ends (a hook may change `active`), so each
        // recognizer is used without a retain of its own: Performance.md#guaranteed-references.
        let recognizers = active
        for index in recognizers.indices {
            Unretained(recognizers[index]).withObject { recognizer in
                feedPhases(phasesPresent, to: recognizer, of: changed, event: event)
            }
        }
    }

    /// `feed` for each phase present, in delivery order, until the recognizer reads no more.
    @inline(__always)
    private func feedPhases(
        _ phasesPresent: UInt8, to recognizer: GestureRecognizer, of changed: [Touch], event: Event
    ) {
        if phasesPresent & Self.bit(of: .began) != 0, !feed(recognizer, .began, of: changed, event: event) {
            return
        }
        if phasesPresent & Self.bit(of: .moved) != 0, !feed(recognizer, .moved, of: changed, event: event) {
            return
        }
        if phasesPresent & Self.bit(of: .ended) != 0, !feed(recognizer, .ended, of: changed, event: event) {
            return
        }
        if phasesPresent & Self.bit(of: .cancelled) != 0 {
            _ = feed(recognizer, .cancelled, of: changed, event: event)
        }
    }

    /// Calls `recognizer`'s hook for its touches of `changed` in `phase`, if it has any, and
    /// applies what it asked for. Returns false once the recognizer reads no further phase.
    @inline(__always)
    private func feed(_ recognizer: GestureRecognizer, _ phase: TouchPhase, of changed: [Touch], event: Event) -> Bool {
        // A discrete recognizer waiting on a dependency has read its gesture already.
        guard recognizer.state.isTracking, recognizer.pendingRecognition != .ended else { return false }
        let touches: [Touch]
        if changed.count == 1 {
            // One finger changed (most events): it is the recognizer's in this phase or not.
            let touch = changed[0]
            guard touch.phase == phase, recognizer.touches.contains(where: { $0 === touch }) else { return true }
            touches = changed
        } else {
            // Most often every changed touch is the recognizer's, in this phase: then the
            // event's own array is passed on, and a move allocates nothing.
            var all = true
            var any = false
            for touch in changed {
                if touch.phase == phase && recognizer.touches.contains(where: { $0 === touch }) {
                    any = true
                } else {
                    all = false
                }
            }
            guard any else { return true }
            touches =
                all
                ? changed
                : changed.filter { touch in touch.phase == phase && recognizer.touches.contains { $0 === touch } }
        }
        recognizer.isInsideHook = true
        switch phase {
        case .began: recognizer.touchesBegan(touches, event: event)
        case .moved: recognizer.touchesMoved(touches, event: event)
        case .ended: recognizer.touchesEnded(touches, event: event)
        default: recognizer.touchesCancelled(touches, event: event)
        }
        recognizer.isInsideHook = false
        applyRequest(of: recognizer)
        return true
    }

    /// A phase as one bit of a set of phases.
    private static func bit(of phase: TouchPhase) -> UInt8 {
        switch phase {
        case .began: 1
        case .moved: 2
        case .stationary: 4
        case .ended: 8
        case .cancelled: 16
        }
    }

    /// After the event: attempts that can no longer change end, and finished ones start anew.
    func touchesFinished(_ changed: [Touch]) {
        // No attempt and nothing queued: nothing to settle (the common case, no recognizers).
        guard !active.isEmpty || !pendingActions.isEmpty else { return }
        // A lifted touch can end attempts; a move of attempts that changed nothing cannot.
        for touch in changed where touch.phase.isFinal { needsSettle = true }
        guard needsSettle || !pendingActions.isEmpty else { return }
        settle()
    }

    /// A recognizer's timer fired: run it as a hook, then apply what it asked for.
    func fireTimer(of recognizer: GestureRecognizer, _ body: (GestureRecognizer) -> Void) {
        recognizer.isInsideHook = true
        body(recognizer)
        recognizer.isInsideHook = false
        applyRequest(of: recognizer)
        runPendingActions()
        settle()
    }

    /// A recognizer's timer was cancelled: with none left, its attempt may be over (settle).
    func timersChanged() { needsSettle = true }

    /// A request made outside any hook (a script reacting to something else) applies at once.
    func applyOutsideHook(_ recognizer: GestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else {
            // Not in an attempt: nothing to recognize from.
            recognizer.requestedState = nil
            return
        }
        applyRequest(of: recognizer)
        runPendingActions()
        settle()
    }

    // MARK: - State changes

    /// Applies the state a recognizer asked for, if the rules let it happen.
    func applyRequest(of recognizer: GestureRecognizer) {
        guard let target = recognizer.requestedState else { return }
        recognizer.requestedState = nil
        needsSettle = true
        let reason = recognizer.requestedReason ?? Self.defaultReason(for: target)
        recognizer.requestedReason = nil
        if let pending = recognizer.pendingRecognition, recognizer.state == .possible {
            // Waiting on a dependency (G4): remember how far the gesture got.
            switch target {
            case .failed, .cancelled: fail(recognizer, reason)
            case .ended: recognizer.pendingRecognition = .ended
            case .possible: recognizer.pendingRecognition = nil
            case .began, .changed: recognizer.pendingRecognition = pending
            }
            return
        }
        switch (recognizer.state, target) {
        case (.possible, .ended), (.possible, .began):
            attemptRecognition(recognizer, as: target, reason: reason)
        case (.possible, .changed):
            attemptRecognition(recognizer, as: .began, reason: reason)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer, reason)
        case (.began, .changed), (.changed, .changed), (.began, .began), (.changed, .began):
            setState(recognizer, .changed, reason)
            queueAction(recognizer, .changed)
        case (.began, .ended), (.changed, .ended):
            setState(recognizer, .ended, reason)
            queueAction(recognizer, .ended)
        case (.began, .cancelled), (.changed, .cancelled), (.began, .failed), (.changed, .failed):
            setState(recognizer, .cancelled, reason)
            queueAction(recognizer, .cancelled)
        default:
            // After the attempt is over nothing changes until reset; "possible" is not a request.
            break
        }
    }

    /// Why a recognizer asked for `target` when it did not say.
    static func defaultReason(for target: GestureState) -> GestureReason {
        switch target {
        case .began, .ended: .recognized
        case .changed: .changed
        case .cancelled: .touchCancelled
        case .failed, .possible: GestureReason("failed")
        }
    }

    /// A recognizer wants to recognize (discrete: `.ended`) or begin (continuous: `.began`).
    private func attemptRecognition(_ recognizer: GestureRecognizer, as target: GestureState, reason: GestureReason) {
        // A handler run meanwhile (a released delivery, an action) may have ended the attempt.
        guard recognizer.state == .possible, isTakingPart(recognizer) else { return }
        let requirements = self.requirements(of: recognizer)
        // G4: a required recognizer that recognized makes this one fail; one still possible and
        // taking part makes it wait, "possible" to everyone else.
        if let required = requirements.first(where: { $0.state.hasRecognized }) {
            fail(recognizer, .requireToFail(required))
            return
        }
        if requirements.contains(where: { $0.state == .possible && isTakingPart($0) }) {
            recognizer.pendingRecognition = target
            return
        }
        recognizer.pendingRecognition = nil
        // G3 seen from the late side: a recognizer that already recognized with these touches
        // keeps them (a touch joined it after it began).
        if let winner = active.first(where: { other in
            other !== recognizer && other.state.hasRecognized && sharesTouch(recognizer, other)
                && !canRecognizeSimultaneously(recognizer, other)
        }) {
            fail(recognizer, .simultaneity(winner))
            return
        }
        // G10: UIView's gestureRecognizerShouldBegin, asked of the views before the delegate.
        if let refuser = viewRefusingToBegin(recognizer) {
            application.trace(.gestureRefusedByView(recognizer: recognizer, view: refuser))
            fail(recognizer, .refusedByView)
            return
        }
        // A script that answered may have ended the attempt meanwhile.
        guard recognizer.state == .possible, isTakingPart(recognizer) else { return }
        // G8: asked at the moment of recognition, after the dependencies.
        if case .answered(false) = delegate(of: recognizer)?.gestureShouldBegin(recognizer) {
            fail(recognizer, .shouldBegin)
            return
        }
        setState(recognizer, target == .ended && recognizer.isDiscrete ? .ended : .began, reason)
        queueAction(recognizer, recognizer.state)
        if target == .ended && !recognizer.isDiscrete {
            // A continuous gesture that finished while it waited on a dependency: it still
            // reports began before ended (G9).
            setState(recognizer, .ended, reason)
            queueAction(recognizer, .ended)
        }
        // G5–G7 first, so no held phase of these touches reaches the view as recognizers fail.
        settleViewTouches(of: recognizer)
        // G3: every other recognizer still tracking these touches fails, unless either
        // delegate lets the two recognize together.
        for other in active
        where other !== recognizer && other.state == .possible
            && sharesTouch(recognizer, other) && !canRecognizeSimultaneously(recognizer, other)
        {
            // One waiting for this one to fail (G4) fails for that, whatever G3 would say.
            let waits = self.requirements(of: other).contains { $0 === recognizer }
            fail(other, waits ? .requireToFail(recognizer) : .simultaneity(recognizer))
        }
        // G4: whoever waits for this one to fail fails.
        for other in active
        where other !== recognizer && other.state == .possible
            && self.requirements(of: other).contains(where: { $0 === recognizer })
        {
            fail(other, .requireToFail(recognizer))
        }
    }

    /// Fails a possible recognizer, or cancels one that began; those waiting on it (G4) try
    /// again, and the view gets what the recognizer held back (G6, G7).
    private func fail(_ recognizer: GestureRecognizer, _ reason: GestureReason) {
        // Loops here walk a snapshot of `active`: one reset meanwhile is left alone.
        guard recognizer.state.isTracking, isTakingPart(recognizer) else { return }
        if recognizer.state.hasRecognized {
            setState(recognizer, .cancelled, reason)
            queueAction(recognizer, .cancelled)
        } else {
            setState(recognizer, .failed, reason)
        }
        recognizer.pendingRecognition = nil
        recognizer.cancelTimers()
        // A snapshot (an attempt may change `active`) that holds each waiter for the loop, so
        // each is lent out without a retain of its own.
        let snapshot = active
        for index in snapshot.indices {
            Unretained(snapshot[index]).withObject { waiter in
                guard waiter !== recognizer, waiter.state == .possible,
                    let pending = waiter.pendingRecognition,
                    requirements(of: waiter).contains(where: { $0 === recognizer })
                else { return }
                attemptRecognition(waiter, as: pending, reason: .requiredFailed(recognizer))
            }
        }
        releaseHeld(recognizer.touches)
    }

    /// Ends `recognizer`'s attempt at once (disabled, or removed from its view) and resets it.
    func stop(_ recognizer: GestureRecognizer, reason: GestureReason) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        let touches = recognizer.touches
        fail(recognizer, reason)
        runPendingActions()
        active.removeAll { $0 === recognizer }
        reset(recognizer)
        // Its hold on the touches is gone with it (a disabled recognizer holds nothing).
        releaseHeld(touches)
    }

    private func setState(_ recognizer: GestureRecognizer, _ state: GestureState, _ reason: GestureReason) {
        let old = recognizer.state
        guard old != state else { return }
        recognizer.state = state
        needsSettle = true
        application.trace(.gestureState(recognizer: recognizer, from: old, to: state, reason: reason))
    }

    private func queueAction(_ recognizer: GestureRecognizer, _ state: GestureState) {
        guard recognizer.action != nil else { return }
        pendingActions.append((recognizer, state))
    }

    /// G9: runs the queued actions in order, each seeing the state it was queued in (a
    /// continuous recognizer's began action reads "began" even if it has changed since).
    func runPendingActions() {
        while !pendingActions.isEmpty {
            let (recognizer, state) = pendingActions.removeFirst()
            guard let action = recognizer.action, let target = delegate(of: recognizer) else { continue }
            let current = recognizer.state
            recognizer.state = state
            target.performGestureAction(action, recognizer: recognizer)
            if recognizer.state == state { recognizer.state = current }
        }
    }

    /// Ends the attempts that can no longer change — touches all up, no timer left, nothing
    /// pending: a possible one fails, a began one is cancelled — runs the actions that causes,
    /// then resets every finished recognizer whose touches are all up.
    func settle() {
        // Anything that changes from here on asks for the next event's settle again.
        needsSettle = false
        // A snapshot, as before (a failure may change `active`); it holds every recognizer for
        // the loop, so each is lent out without a retain of its own.
        let snapshot = active
        for index in snapshot.indices {
            Unretained(snapshot[index]).withObject { recognizer in
                guard
                    recognizer.touches.allSatisfy({ $0.phase.isFinal })
                        && recognizer.timers.isEmpty && recognizer.pendingRecognition == nil
                else { return }
                fail(recognizer, .attemptOver)
            }
        }
        runPendingActions()
        var index = 0
        while index < active.count {
            // Tested lent out (`active` holds it); the one removed is held for its reset.
            let finished = Unretained(active[index]).withObject { recognizer in
                recognizer.state.isFinished && recognizer.touches.allSatisfy({ $0.phase.isFinal })
            }
            if finished {
                reset(active.remove(at: index))
            } else {
                index += 1
            }
        }
    }

    private func reset(_ recognizer: GestureRecognizer) {
        recognizer.cancelTimers()
        setState(recognizer, .possible, .reset)
        // Kept for the next attempt: a recognizer takes touches again and again, and its
        // array would otherwise be freed here and made anew at the next touch's began.
        recognizer.touches.removeAll(keepingCapacity: true)
        recognizer.pendingRecognition = nil
        recognizer.dynamicRequirements = nil
        recognizer.requestedState = nil
        recognizer.isInsideHook = true
        recognizer.reset()
        recognizer.isInsideHook = false
        // A reset asks for nothing.
        recognizer.requestedState = nil
        recognizer.requestedReason = nil
    }

    /// The recognizers of the subtree at `root` stop: cancelled or failed, and reset; the
    /// subtree's held phases are dropped (its touches were cancelled, T6).
    func viewDidLeaveWindow(_ root: View) {
        let leaving = active.filter { recognizer in
            guard let view = recognizer.view else { return true }
            return view.isDescendant(of: root)
        }
        for recognizer in leaving { fail(recognizer, .viewRemoved) }
        for touch in heldTouches where touch.view?.isDescendant(of: root) ?? true {
            for phase in touch.heldPhases {
                application.trace(.touchReleased(touch: touch, phase: phase, delivered: false, reason: .viewRemoved))
            }
            touch.heldPhases.removeAll()
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
        runPendingActions()
        for recognizer in leaving {
            active.removeAll { $0 === recognizer }
            reset(recognizer)
        }
    }
}
