extension Application {
    /// Delivers one touch event: every finger that changed at the current time (rule T2).
    ///
    /// Recognizers see the touches first (rule G1); then each view gets one call per phase
    /// for its touches, views in the order their first touch appears in `inputs`; then the
    /// recognizers' actions run (rule G9).
    public func sendTouches(_ inputs: [TouchInput]) {
        // The usual event: the one finger down moves (or rests), and nothing else changes.
        if inputs.count == 1, activeTouches.count == 1, inputs[0].phase.continuesTouch,
            activeTouches[0].id == inputs[0].id
        {
            sendSoleTouchContinuing(inputs)
            return
        }
        let now = clock.now
        let event = touchEvent
        event.timestamp = now
        // Reused storage, taken out while in use (a handler could start another delivery), and
        // always put back empty. Swapped rather than copied: no retain and release of it.
        var changed: [Touch] = []
        swap(&changed, &changedBuffer)
        if changed.capacity < inputs.count { changed.reserveCapacity(inputs.count) }
        defer {
            changed.removeAllKeepingCapacity()
            swap(&changed, &changedBuffer)
        }
        // By index, reading the fields in place: a `TouchInput` holds an array (its coalesced
        // samples), and copying one costs a retain and release per finger per event.
        for index in inputs.indices {
            let id = inputs[index].id
            let phase = inputs[index].phase
            // The usual case, a finger down that changes (`check`'s `.changes`), looked up by
            // index: `activeTouches` holds the touch until `changed` does, so it is lent out
            // without a retain of its own (Performance.md#guaranteed-references).
            if phase != .began, let position = activeTouches.firstIndex(where: { $0.id == id }) {
                Unretained(activeTouches[position]).withObject { touch in
                    change(touch, to: inputs, index, at: now, changed: &changed)
                }
                continue
            }
            switch check(finger: id, phase: phase) {
            case .begins:
                let touch = beginTouch(inputs, index, at: now, event: event)
                activeTouches.append(touch)
                changed.append(touch)
            case .alreadyDown:
                trace(.diagnostic("touch \(id) began while it is already down; line ignored"))
            case .notDown:
                trace(.diagnostic("touch \(id) \(phase.rawValue) but it is not down; line ignored"))
            case .changes(let touch):
                change(touch, to: inputs, index, at: now, changed: &changed)
            }
        }
        // When every touch down changed, in the order they went down (the usual one-finger
        // event), none rests: skip the scan. Compared, not inferred from the counts: a delivery
        // started meanwhile (from a hit-test override) may have ended one of `changed`.
        if !activeTouches.isIdentical(to: changed) {
            for touch in activeTouches where !changed.contains(where: { $0 === touch }) {
                touch.phase = .stationary
                touch.previousScreenLocation = touch.screenLocation
                if !touch.coalescedScreenLocations.isEmpty { touch.coalescedScreenLocations = [] }
            }
        }
        deliver(changed, in: event, at: now)
    }

    /// What follows once the changed touches are set, on either path: the event's touches
    /// follow the touches down, the recognizers and then the views get the changed ones, the
    /// recognizers' actions run (G9), and touches that ended leave.
    @inline(__always)
    private func deliver(_ changed: [Touch], in event: Event, at now: Double) {
        // Most events move fingers already down: the set, and so `allTouches`, is unchanged.
        if !event.allTouches.isIdentical(to: activeTouches) {
            event.allTouches.removeAllKeepingCapacity()
            // One by one: `append(contentsOf:)`'s general path costs more for a touch or two.
            for index in activeTouches.indices { event.allTouches.append(activeTouches[index]) }
        }

        // The arena's calls are skipped when it has nothing in flight (its own first tests).
        if !gestures.isIdle { gestures.touchesChanged(changed, event: event) }
        deliverToViews(changed, event: event)
        if gestures.hasPendingActions { gestures.runPendingActions() }

        // By index: a move ends no touch (though a delivery started meanwhile may have ended
        // one), and the loop then retains nothing.
        for index in changed.indices where changed[index].phase.isFinal {
            forgetFinished(changed[index], at: now)
        }
        if !gestures.isIdle { gestures.touchesFinished(changed) }
    }

    /// `sendTouches` for its usual event, one input that moves (or rests) the one finger down:
    /// the same steps in the same order, with the list of the one touch down standing for the
    /// changed touches, so that no buffer is filled and emptied and no touch retained.
    ///
    /// A delivery started meanwhile (a hit-test override can) may add or end touches: it
    /// changes `activeTouches`, not this copy of it, which holds the touch for the whole event
    /// as `changed` does in the general path.
    private func sendSoleTouchContinuing(_ inputs: [TouchInput]) {
        let now = clock.now
        let event = touchEvent
        event.timestamp = now
        let changed = activeTouches
        // `changed` holds the touch: Performance.md#guaranteed-references.
        Unretained(changed[0]).withObject { touch in apply(inputs, 0, to: touch, at: now) }
        deliver(changed, in: event, at: now)
    }

    /// A touch that ended or was cancelled in the event at `now` leaves the touches down; an
    /// ended one is the last tap (rule T5).
    @inline(__always)
    private func forgetFinished(_ touch: Touch, at now: Double) {
        if touch.phase == .ended {
            lastTapEnd = (touch.screenLocation, now, touch.tapCount)
        }
        // Found and removed at its index: `removeAll(where:)` goes through the general
        // `replaceSubrange`, several times dearer for a list of one or two touches. A touch is
        // down once at most (the began appends it only for a finger not down).
        // Usually the last one (the one finger down): `removeLast` skips `remove(at:)`'s move.
        if activeTouches.last === touch {
            activeTouches.removeLast()
        } else if let position = activeTouches.firstIndex(where: { $0 === touch }) {
            activeTouches.remove(at: position)
        }
    }

    /// Applies `inputs[index]` to `touch`, a finger down (rule T2), and adds it to `changed`.
    /// The input is read in place (see `sendTouches`).
    @inline(__always)
    private func change(_ touch: Touch, to inputs: [TouchInput], _ index: Int, at now: Double, changed: inout [Touch]) {
        // A finger changes once per event.
        guard !changed.contains(where: { $0 === touch }) else {
            let input = (id: inputs[index].id, phase: inputs[index].phase.rawValue)
            trace(.diagnostic("touch \(input.id) \(input.phase) but it is not down; line ignored"))
            return
        }
        apply(inputs, index, to: touch, at: now)
        changed.append(touch)
    }

    /// Sets `touch`, a finger down, to the sample `inputs[index]` at `now` (rule T2), reading
    /// the input in place.
    @inline(__always)
    private func apply(_ inputs: [TouchInput], _ index: Int, to touch: Touch, at now: Double) {
        touch.previousScreenLocation = touch.screenLocation
        touch.screenLocation = inputs[index].location
        touch.phase = inputs[index].phase
        touch.previousTimestamp = touch.timestamp
        touch.timestamp = now
        // A plain sample (most of them) changes nothing else, apart from clearing what the
        // touch's previous sample said.
        if inputs[index].attributes.isPlain {
            touch.clearSample()
        } else {
            touch.apply(inputs[index].attributes)
            if !inputs[index].attributes.estimated.isEmpty { noteEstimates(of: touch) }
        }
    }

    /// Creates a touch for the new finger of `inputs[index]` and binds it to its hit-test view
    /// (rule T1). The input is read in place (see `sendTouches`).
    private func beginTouch(_ inputs: [TouchInput], _ index: Int, at now: Double, event: Event) -> Touch {
        let location = inputs[index].location
        var tapCount = 1
        if let last = lastTapEnd, now - last.time <= TouchTiming.multiTapInterval + TouchTiming.boundaryTolerance,
            last.location.distance(to: location) <= TouchTiming.multiTapDistance + TouchTiming.boundaryTolerance
        {
            tapCount = last.count + 1
        }
        let touch = Touch(id: inputs[index].id, location: location, timestamp: now, tapCount: tapCount)
        // A new touch already has a finger's values (`Touch.init`), all that a plain input
        // (most of them) would give it: the attributes are neither copied nor applied.
        if !inputs[index].attributes.isPlain {
            touch.begin(with: inputs[index].attributes)
            if !inputs[index].attributes.estimated.isEmpty { noteEstimates(of: touch) }
        }
        if !navigationsInTransition.isEmpty, let navigation = animatingNavigation {
            // Rule N8: while a transition animates the touch goes nowhere, recognizers included.
            touch.isDeliveredToView = false
            navigation.traceIgnoredTouch(touch)
            return touch
        }
        guard let hit = hitTest(screenPoint: location, with: event) else {
            touch.isDeliveredToView = false
            trace(.touchBound(touch: touch, view: nil, delivered: false, reason: "no window took it"))
            return touch
        }
        touch.window = hit.window
        touch.view = hit.view
        if let blocker = exclusiveBlocker(for: hit.view, in: hit.window) {
            // Rule T4: the touch goes nowhere, recognizers included.
            touch.isDeliveredToView = false
            touch.view = nil
            trace(
                .touchBound(
                    touch: touch, view: nil, delivered: false,
                    reason: "exclusive touch: \(blocker.name) is tracking"))
            return touch
        }
        // The touches down first: with none (the usual began) the view's flag, an exclusivity-
        // checked read, is not loaded.
        if activeTouches.contains(where: { $0.view === hit.view && $0.isDeliveredToView && !$0.phase.isFinal }),
            !hit.view.isMultipleTouchEnabled
        {
            // Rule T3: the view keeps its first touch; its recognizers still see this one.
            touch.isDeliveredToView = false
            trace(
                .touchBound(
                    touch: touch, view: hit.view, delivered: false,
                    reason: "multipleTouchEnabled is false and it is tracking another touch"))
        } else {
            trace(.touchBound(touch: touch, view: hit.view, delivered: true, reason: nil))
        }
        // The arena offers the touch to the recognizers from its view up to its window (G1);
        // with none there it would offer it to nobody, and it is not called.
        if hasRecognizer(from: hit.view, upTo: hit.window) { gestures.touchBegan(touch, event: event) }
        return touch
    }

    /// Whether `view` or a superview of it up to `window` has a gesture recognizer attached,
    /// enabled or not: the views `View.forEachRecognizer(offeredTouchOf:in:)` visits.
    ///
    /// The views are read unretained: each is a superview back-pointer its subview clears when
    /// it goes (Performance.md#unretained-references), and only this loop runs meanwhile.
    @inline(__always)
    private func hasRecognizer(from view: View, upTo window: Window) -> Bool {
        var current = Unretained(view)
        while let reference = current.reference {
            let view = reference.takeUnretainedValue()
            if !view.gestureRecognizers.isEmpty { return true }
            if view === window { return false }
            current = view._superview
        }
        return false
    }

    /// The view whose exclusive touch keeps a new touch on `view` out (rule T4), if any.
    private func exclusiveBlocker(for view: View, in window: Window) -> View? {
        for other in activeTouches where !other.phase.isFinal && other.window === window {
            // A view that has left the window had its touch cancelled (rule T6): it tracks
            // nothing there any more, though the finger may still be down.
            guard let tracking = other.view, tracking !== view, tracking.window === window else { continue }
            if tracking.isExclusiveTouch { return tracking }
            if view.isExclusiveTouch { return tracking }
        }
        return nil
    }

    /// Sends each view its touches, one call per phase, views in order of first appearance.
    private func deliverToViews(_ changed: [Touch], event: Event) {
        // Most events change one touch: its view is the only one, with no list to build, and
        // when it goes the batch is `changed` itself, with no buffer to fill.
        // Neither the touch nor its view is retained here (Performance.md#guaranteed-references):
        // `changed`, the caller's, holds the touch for the whole event, and the touch holds its
        // view, which is set once, when the touch begins, and never changed after.
        if changed.count == 1 {
            Unretained(changed[0]).withObject { touch in
                guard touch.isDeliveredToView else { return }
                let view = Unretained(touch.view)
                guard view.reference != nil else { return }
                view.withObject { view in
                    deliverOne(.began, touch, of: changed, to: view, event: event)
                    deliverOne(.moved, touch, of: changed, to: view, event: event)
                    deliverOne(.ended, touch, of: changed, to: view, event: event)
                    deliverOne(.cancelled, touch, of: changed, to: view, event: event)
                }
            }
            return
        }
        var views: [View] = []
        swap(&views, &viewsBuffer)
        defer {
            views.removeAllKeepingCapacity()
            swap(&views, &viewsBuffer)
        }
        for touch in changed {
            guard let view = touch.view, touch.isDeliveredToView else { continue }
            if !views.contains(where: { $0 === view }) { views.append(view) }
        }
        for view in views {
            deliverPhases(of: changed, to: view, event: event)
        }
    }

    /// One call per phase, in the order a view's handlers run in one touch event: began,
    /// moved, ended, cancelled (written out: iterating a static array costs a lazy-global
    /// check and a retain on every event).
    @inline(__always)
    private func deliverPhases(of changed: [Touch], to view: View, event: Event) {
        deliver(.began, of: changed, to: view, event: event)
        deliver(.moved, of: changed, to: view, event: event)
        deliver(.ended, of: changed, to: view, event: event)
        deliver(.cancelled, of: changed, to: view, event: event)
    }

    /// `deliver` for a `changed` that holds `touch` alone. Each phase reads the touch anew: a
    /// handler called for an earlier one may have started a delivery that changed it.
    @inline(__always)
    private func deliverOne(_ phase: TouchPhase, _ touch: Touch, of changed: [Touch], to view: View, event: Event) {
        // The phase first: it rules out three calls of four without loading the touch's view.
        guard touch.phase == phase, let method = phase.method, touch.view === view,
            isDelivered(touch, phase, to: view)
        else { return }
        sendToView(view, method: method, touches: changed[...], event: event)
    }

    private func deliver(_ phase: TouchPhase, of changed: [Touch], to view: View, event: Event) {
        // Most events have one phase per view: skip the others before touching any buffer.
        guard let method = phase.method, changed.contains(where: { $0.phase == phase && $0.view === view }) else {
            return
        }
        var batch: [Touch] = []
        swap(&batch, &deliveryBuffer)
        for touch in changed where isDelivered(touch, phase, to: view) {
            batch.append(touch)
        }
        if !batch.isEmpty {
            sendToView(view, method: method, touches: batch[...], event: event)
        }
        batch.removeAllKeepingCapacity()
        swap(&batch, &deliveryBuffer)
    }

    /// Whether `touch` goes to `view` in this `phase`'s call; asks the recognizers whether to
    /// hold it back (which records the held phase), so it is asked once per touch and call.
    @inline(__always)
    private func isDelivered(_ touch: Touch, _ phase: TouchPhase, to view: View) -> Bool {
        guard touch.view === view, touch.phase == phase, touch.isDeliveredToView,
            !touch.isFinishedForView
        else { return false }
        // `holdBack`'s own first test, made here: a touch no recognizer was offered, with
        // nothing held, is never held back (the common case), and the call is skipped.
        if !(touch.gestureRecognizers.isEmpty && touch.heldPhases.isEmpty), gestures.holdBack(touch, phase: phase) {
            return false
        }
        // A touch whose view never saw it begin gets nothing more (a held began was dropped).
        return phase == .began || touch.viewSawBegan
    }

    /// Calls `method` on `view` for `touches` as one top-level delivery, and notes what it saw.
    func sendToView(_ view: View, method: ResponderMethod, touches: TouchList, event: Event) {
        // By index, and only for the phases that note something: a move's call retains nothing.
        switch method {
        case .touchesBegan:
            for index in touches.indices { touches[index].viewSawBegan = true }
        case .touchesEnded, .touchesCancelled:
            for index in touches.indices { touches[index].isFinishedForView = true }
        default: break
        }
        trace(.touchDelivery(responder: view, method: method, touches: Array(touches)))
        if method == .touchesCancelled {
            sendCancelled(to: view, touches: touches, event: event)
            return
        }
        let mark = event.beginDelivery(to: view)
        view.touches(method, touches, event: event)
        event.endDelivery(mark)
    }

    /// `sendToView`'s `touchesCancelled` call: a touch cancelled for its view reads as cancelled
    /// there during the call, even if the finger is still down.
    private func sendCancelled(to view: View, touches: TouchList, event: Event) {
        var restore: [(Touch, TouchPhase)] = []
        for touch in touches where touch.phase != .cancelled {
            restore.append((touch, touch.phase))
            touch.phase = .cancelled
        }
        let mark = event.beginDelivery(to: view)
        view.touches(.touchesCancelled, touches, event: event)
        event.endDelivery(mark)
        for (touch, phase) in restore { touch.phase = phase }
    }

    /// Rule T6: every touch tracked by a view of the subtree at `root` is cancelled at once for
    /// its view, which hears nothing more of it.
    func cancelTouches(boundInside root: View) {
        let event = touchEvent
        var byView: [(View, [Touch])] = []
        for touch in activeTouches {
            guard let view = touch.view, view.isDescendant(of: root) else { continue }
            guard touch.isDeliveredToView, touch.viewSawBegan, !touch.isFinishedForView else {
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
            sendToView(view, method: .touchesCancelled, touches: touches[...], event: event)
        }
    }
}

/// The timing constants of multi-tap counting (rule T5), in virtual seconds and points.
public enum TouchTiming {
    public static let multiTapInterval = 0.35
    public static let multiTapDistance = 25.0
    /// `tapCount`'s limits are inclusive ("within"): a timeline's decimal times (0.45 - 0.1 is
    /// 0.35000000000000003 in binary) must not turn "exactly 0.35 s later" into "too late".
    public static let boundaryTolerance = 1e-9
}
