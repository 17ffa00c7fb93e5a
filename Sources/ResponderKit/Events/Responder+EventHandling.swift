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
        // A nextResponder override answers with whatever its script returned, which only the
        // answer may hold: the call keeps it, as any call does.
        if _behavior != nil, overridden(.nextResponder) != nil {
            forwardingTarget(for: method, event: event)?.touches(method, touches, event: event)
            return
        }
        forwardTouches(method, touches, event: event)
    }

    /// Rule T7's walk from this responder, whose next responder is UIKit's (no override): each
    /// plain responder on the way (no behaviour, not a control or a table) would only pass the
    /// call on by the same rule, so the walk steps through it here instead of calling its
    /// handler, and stops at the first that does something else, which is called as before.
    ///
    /// The responders stepped through are neither retained nor released (issue 41): each was
    /// read from a back-pointer that its target clears before it goes (superview, controller,
    /// window, application link; Performance.md#unretained-references) or from the
    /// application's delegate, and between that read and the next step only ResponderKit's
    /// bookkeeping and the observer's record run: no behaviour, control or table code, nothing
    /// that edits the tree. `self` is held by this method's caller.
    private final func forwardTouches(_ method: ResponderMethod, _ touches: TouchList, event: Event) {
        var current = Unretained<Responder>(self)
        while true {
            guard let next = current.withObject({ $0.defaultForwardingTarget(for: method, event: event) }) else {
                return
            }
            if next.withObject({ $0.passesTouchesOnUnchanged }) {
                current = next
                continue
            }
            // Its handler may run scripts that edit the tree: a strong reference holds it for the
            // call, as the recursive walk's did.
            guard let responder = next.object else { return }
            responder.touches(method, touches, event: event)
            return
        }
    }

    /// Whether this responder's touch handler would only pass the call on to its default next
    /// responder: no behaviour at all (so no override of the handler or of `nextResponder`), and
    /// not a control (which tracks, C1–C3) or a table (which highlights and selects, L2, L3).
    @inline(__always)
    private final var passesTouchesOnUnchanged: Bool {
        guard _behavior == nil else { return false }
        switch kind {
        case .view: return unsafeDowncast(self, to: View.self).asControl == nil
        case .tableView: return false
        default: return true
        }
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

    /// ``forwardingTarget(for:event:)`` for a responder whose next responder is UIKit's
    /// (``defaultNextResponderUnretained()``), not retained: the same records, in the same order.
    @inline(__always)
    private final func defaultForwardingTarget(for method: ResponderMethod, event: Event) -> Unretained<Responder>? {
        let next = defaultNextResponderUnretained()
        guard let reference = next.reference else {
            event.trace(.dropped(at: self, method: method))
            return nil
        }
        guard event.reach(ObjectIdentifier(reference.takeUnretainedValue())) else {
            let responder = reference.takeUnretainedValue()
            event.trace(.chainCycle(at: self, next: responder))
            event.trace(
                .diagnostic(
                    "responder chain cycle: \(name) -> \(responder.name) was already reached by this "
                        + "\(method.name); the event stops here"
                ))
            return nil
        }
        event.trace(.forward(from: self, to: reference.takeUnretainedValue(), method: method))
        return next
    }

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
