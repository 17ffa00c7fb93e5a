extension Responder {
    /// Calls the touch handler `method` (touchesBegan…Cancelled): the behaviour's, or the default.
    public final func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event) {
        if let behavior = overridden(method) {
            behavior.touches(method, touches, event: event, responder: self)
        } else {
            defaultTouches(method, touches, event: event)
        }
    }

    /// UIKit's default touch handler: the same call on the next responder (rule T7); for a
    /// control, its tracking (rules C1–C3), which forwards nothing. A table's also highlights
    /// and selects its rows first (rules L2, L3).
    public final func defaultTouches(_ method: ResponderMethod, _ touches: TouchList, event: Event) {
        if kind == .view, let control = unsafeDowncast(self, to: View.self).asControl {
            control.track(method, touches, event: event)
            return
        }
        if kind == .tableView { unsafeDowncast(self, to: TableView.self).trackRows(method, touches, event: event) }
        forwardingTarget(for: method, event: event)?.touches(method, touches, event: event)
    }

    /// Calls the press handler `method` (pressesBegan…Cancelled): the behaviour's, or the default.
    public final func presses(_ method: ResponderMethod, _ presses: [Press], event: Event) {
        if let behavior = overridden(method) {
            behavior.presses(method, presses, event: event, responder: self)
        } else {
            defaultPresses(method, presses, event: event)
        }
    }

    /// UIKit's default press handler: the same call on the next responder (rule T7).
    public final func defaultPresses(_ method: ResponderMethod, _ presses: [Press], event: Event) {
        forwardingTarget(for: method, event: event)?.presses(method, presses, event: event)
    }

    /// Calls the motion handler `method` (motionBegan/Ended/Cancelled): the behaviour's, or the default.
    public final func motion(_ method: ResponderMethod, _ motion: MotionType, event: Event) {
        if let behavior = overridden(method) {
            behavior.motion(method, motion, event: event, responder: self)
        } else {
            defaultMotion(method, motion, event: event)
        }
    }

    /// UIKit's default motion handler: the same call on the next responder (rule T7).
    public final func defaultMotion(_ method: ResponderMethod, _ motion: MotionType, event: Event) {
        forwardingTarget(for: method, event: event)?.motion(method, motion, event: event)
    }

    /// Calls `remoteControlReceived`: the behaviour's, or the default.
    public final func remoteControlReceived(_ event: Event) {
        if let behavior = overridden(.remoteControlReceived) {
            behavior.remoteControlReceived(event, responder: self)
        } else {
            defaultRemoteControlReceived(event)
        }
    }

    /// UIKit's default: the same call on the next responder (rule T7).
    public final func defaultRemoteControlReceived(_ event: Event) {
        forwardingTarget(for: .remoteControlReceived, event: event)?.remoteControlReceived(event)
    }

    /// Calls `touchesEstimatedPropertiesUpdated` (rule T8): the behaviour's, or the default.
    public final func touchesEstimatedPropertiesUpdated(_ touches: TouchList) {
        if let behavior = overridden(.touchesEstimatedPropertiesUpdated) {
            behavior.touchesEstimatedPropertiesUpdated(touches, responder: self)
        } else {
            defaultTouchesEstimatedPropertiesUpdated(touches)
        }
    }

    /// UIKit's default: nothing. Unlike the touch handlers, UIResponder does not pass updates
    /// on to the next responder (UIGestureRecognizer's documented default does nothing too);
    /// the responder the touch belongs to is the one that recorded the estimates.
    public final func defaultTouchesEstimatedPropertiesUpdated(_ touches: TouchList) {}

    /// The next responder a default handler passes `method` on to; nil at the end of the chain,
    /// or when the chain returns to a responder this delivery already reached (rule R5).
    final func forwardingTarget(for method: ResponderMethod, event: Event) -> Responder? {
        guard let next = nextResponder() else {
            event.trace(.dropped(at: self, method: method))
            return nil
        }
        guard event.reach(next) else {
            event.trace(.chainCycle(at: self, next: next))
            event.trace(
                .diagnostic(
                    "responder chain cycle: \(name) -> \(next.name) was already reached by this \(method.name); the event stops here"
                ))
            return nil
        }
        event.trace(.forward(from: self, to: next, method: method))
        return next
    }
}
