/// What the arena does to the view's own deliveries: touches held back while a recognizer may
/// still recognize (G6, G7), released when it fails, cancelled when it recognizes (G5), and
/// the touches of a view that leaves its window.
extension GestureArena {
    /// Whether `phase` of `touch` is kept from its view now: held back (G6, G7, queued behind
    /// any phase already held) or dropped (a new touch of a recognizer that already began and
    /// cancels touches in its view: the view never hears of it, G5).
    func holdBack(_ touch: Touch, phase: TouchPhase) -> Bool {
        // A touch no recognizer was offered, with nothing held, is never held (the common case).
        if touch.gestureRecognizers.isEmpty && touch.heldPhases.isEmpty { return false }
        if phase == .began,
            let winner = touch.gestureRecognizers.first(where: { recognizer in
                (recognizer.state == .began || recognizer.state == .changed) && recognizer.cancelsTouchesInView
                    && recognizer.touches.contains { $0 === touch }
            })
        {
            touch.isFinishedForView = true
            application.trace(
                .touchReleased(touch: touch, phase: phase, delivered: false, reason: .cancelsTouches(winner)))
            return true
        }
        if !touch.heldPhases.isEmpty {
            touch.heldPhases.append(phase)
            application.trace(.touchHeld(touch: touch, phase: phase, reason: GestureReason("behindHeldPhase")))
            return true
        }
        guard let holder = holder(of: touch, phase) else { return false }
        application.trace(
            .touchHeld(touch: touch, phase: phase, reason: GestureReason("delaysTouches", other: holder.name)))
        touch.heldPhases.append(phase)
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
        return true
    }

    /// G6, G7: some enabled recognizer still possible in an attempt with this touch delays
    /// this phase. (A recognizer reset since no longer lists the touch, so it holds nothing.)
    func mustHold(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        holder(of: touch, phase) != nil
    }

    /// The first recognizer that delays `phase` of `touch` now (``mustHold``).
    func holder(of touch: Touch, _ phase: TouchPhase) -> GestureRecognizer? {
        touch.gestureRecognizers.first { recognizer in
            // The flag first: most recognizers (pans) delay no move, and it is one load.
            let delays: Bool
            switch phase {
            case .began, .moved, .stationary: delays = recognizer.delaysTouchesBegan
            case .ended: delays = recognizer.delaysTouchesEnded
            case .cancelled: delays = false
            }
            return delays && recognizer.state == .possible && recognizer.isEnabled
                && recognizer.touches.contains(where: { $0 === touch })
        }
    }

    /// Delivers the held phases of `touches` that no recognizer holds any longer, oldest first;
    /// each round sends every touch's next phase, one call per view and phase (as T2).
    func releaseHeld(_ touches: [Touch]) {
        var pending = touches.filter { !$0.heldPhases.isEmpty }
        while !pending.isEmpty {
            var batches: [(view: View, phase: TouchPhase, touches: [Touch])] = []
            var progressed = false
            for touch in pending {
                guard let phase = touch.heldPhases.first, !mustHold(touch, phase) else { continue }
                touch.heldPhases.removeFirst()
                progressed = true
                guard let view = touch.view, phase.method != nil, !touch.isFinishedForView,
                    phase == .began || touch.viewSawBegan
                else {
                    application.trace(
                        .touchReleased(touch: touch, phase: phase, delivered: false, reason: .touchFinishedForView))
                    continue
                }
                application.trace(.touchReleased(touch: touch, phase: phase, delivered: true, reason: .noLongerHeld))
                if let index = batches.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                    batches[index].touches.append(touch)
                } else {
                    batches.append((view, phase, [touch]))
                }
            }
            guard progressed else { break }
            for batch in batches {
                deliverHeld(batch.phase, of: batch.touches, to: batch.view)
            }
            pending.removeAll { $0.heldPhases.isEmpty }
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
    }

    /// Sends a held phase late; during the call each touch reads the phase it is delivered in.
    func deliverHeld(_ phase: TouchPhase, of touches: [Touch], to view: View) {
        guard let method = phase.method else { return }
        let live = touches.filter { !$0.isFinishedForView }
        guard !live.isEmpty else { return }
        let phases = live.map(\.phase)
        for touch in live { touch.phase = phase }
        application.sendToView(view, method: method, touches: live[...], event: application.touchEvent)
        for (touch, old) in zip(live, phases) { touch.phase = old }
    }

    /// What recognition does to the view's side of the recognizer's touches:
    /// G6 drops held began/moved; G7 turns a held end into `touchesCancelled`; G5, when
    /// `cancelsTouchesInView`, cancels every touch the view saw begin and has not seen end,
    /// one call per view, and the view hears nothing further of any of them.
    func settleViewTouches(of recognizer: GestureRecognizer) {
        var byView: [(View, [Touch])] = []
        for touch in recognizer.touches {
            let heldEnd = touch.heldPhases.contains(.ended)
            let heldBegan = touch.heldPhases.contains(.began)
            for phase in touch.heldPhases {
                application.trace(
                    .touchReleased(
                        touch: touch, phase: phase, delivered: false, reason: .recognizedWhileHeld(recognizer)))
            }
            touch.heldPhases.removeAll()
            heldTouches.removeAll { $0 === touch }
            guard let view = touch.view, touch.isDeliveredToView, !touch.isFinishedForView else { continue }
            if heldBegan || !touch.viewSawBegan {
                // The view never saw it begin: it never will (G6), nor anything after.
                if heldBegan || recognizer.cancelsTouchesInView { touch.isFinishedForView = true }
                continue
            }
            guard recognizer.cancelsTouchesInView || heldEnd else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView {
            let reason: GestureReason =
                recognizer.cancelsTouchesInView ? .cancelsTouches(recognizer) : .recognizedWhileHeld(recognizer)
            application.trace(.touchesCancelledByGesture(view: view, ids: touches.map(\.id), reason: reason))
            application.sendToView(
                view, method: .touchesCancelled, touches: touches[...], event: application.touchEvent)
        }
    }
}
