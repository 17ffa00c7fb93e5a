extension Control {
    /// The control's default touch handling (rules C1–C3): it tracks one touch and sends control
    /// events; it forwards none of its touches. Each step checks the touch is still the tracked
    /// one after sending events: an action may remove the control (T6) or start over.
    public final func track(_ method: ResponderMethod, _ touches: TouchList, event: Event) {
        switch method {
        case .touchesBegan:
            for touch in touches where touch.view === self {
                // Rule C1: one tracked touch; it is tracked until its end or cancel reaches
                // the control (an end held back by a recognizer, G7, still counts).
                if trackedTouch != nil { return }
                if begin(touch, event: event) { return }
            }
        case .touchesMoved:
            guard let touch = tracked(in: touches) else { return }
            move(touch, event: event)
        case .touchesEnded:
            guard let touch = tracked(in: touches) else { return }
            end(touch, event: event)
        case .touchesCancelled:
            guard tracked(in: touches) != nil else { return }
            cancel(event: event)
        default:
            return
        }
    }

    /// The tracked touch, if `touches` holds it.
    private func tracked(in touches: TouchList) -> Touch? {
        guard let tracked = trackedTouch else { return nil }
        for touch in touches where touch === tracked { return touch }
        return nil
    }

    /// Whether `touch` is inside the bounds grown by ``trackingSlop`` (rule C2; edges as H5).
    public final func isInsideTrackingRect(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    /// Rule C1: ask `beginTracking`; yes starts tracking and sends `touchDown` (and
    /// `touchDownRepeat` for a second tap). Returns whether it tracks `touch`.
    private func begin(_ touch: Touch, event: Event) -> Bool {
        guard beginTracking(touch, event: event) else { return false }
        trackedTouch = touch
        isTracking = true
        isHighlighted = true
        isTouchInside = true
        trackingDidBegin(touch)
        sendActions(for: .touchDown, with: event)
        if touch.tapCount > 1, trackedTouch === touch { sendActions(for: .touchDownRepeat, with: event) }
        return true
    }

    /// Rule C2.
    private func move(_ touch: Touch, event: Event) {
        guard continueTracking(touch, event: event) else {
            if trackedTouch === touch { stopTracking() }
            return
        }
        guard trackedTouch === touch else { return }
        let inside = isInsideTrackingRect(touch)
        let changed = inside != isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if changed {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit, with: event)
            guard trackedTouch === touch else { return }
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    /// Rule C3: `endTracking`, flags cleared, then the touch-up event by the grown rect;
    /// after those events `touchInside` reads false (v3: true only while a touch is tracked).
    private func end(_ touch: Touch, event: Event) {
        let inside = isInsideTrackingRect(touch)
        endTracking(touch, event: event)
        guard trackedTouch === touch else { return }
        stopTracking()
        // The touch-up events still see where the touch ended.
        isTouchInside = inside
        if inside {
            sendActions(for: .touchUpInside, with: event)
            didSendTouchUpInside(event: event)
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
        // Unless an action began tracking another touch meanwhile.
        if trackedTouch == nil { isTouchInside = false }
    }

    /// Rule C3, cancelled: `cancelTracking`, flags cleared, `touchCancel`.
    private func cancel(event: Event) {
        cancelTracking(event: event)
        guard trackedTouch != nil else { return }
        stopTracking()
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    /// Ends the tracking: `touchInside` too reads false (C3 v3), where `end` sets it for the
    /// touch-up events it sends next.
    private func stopTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        isTouchInside = false
    }
}
