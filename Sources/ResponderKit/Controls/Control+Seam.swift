extension Control {
    /// `beginTracking` as the behaviour's override (C1) or ``defaultBeginTracking(_:event:)`` decides.
    public final func beginTracking(_ touch: Touch, event: Event) -> Bool {
        if let behavior = overridden(.beginTracking) {
            if case .answered(let value) = behavior.beginTracking(touch, event: event, control: self) { return value }
            application?.trace(.overrideFailed(responder: self, method: .beginTracking))
        }
        return defaultBeginTracking(touch, event: event)
    }

    /// `continueTracking` as the behaviour's override (C2) or ``defaultContinueTracking(_:event:)`` decides.
    public final func continueTracking(_ touch: Touch, event: Event) -> Bool {
        if let behavior = overridden(.continueTracking) {
            if case .answered(let value) = behavior.continueTracking(touch, event: event, control: self) {
                return value
            }
            application?.trace(.overrideFailed(responder: self, method: .continueTracking))
        }
        return defaultContinueTracking(touch, event: event)
    }

    /// `endTracking`: the behaviour's override (C3), else ``defaultEndTracking(_:event:)``.
    public final func endTracking(_ touch: Touch, event: Event) {
        if let behavior = overridden(.endTracking) {
            behavior.endTracking(touch, event: event, control: self)
        } else {
            defaultEndTracking(touch, event: event)
        }
    }

    /// `cancelTracking`: the behaviour's override (C3), else ``defaultCancelTracking(event:)``.
    public final func cancelTracking(event: Event?) {
        if let behavior = overridden(.cancelTracking) {
            behavior.cancelTracking(event: event, control: self)
        } else {
            defaultCancelTracking(event: event)
        }
    }
}
