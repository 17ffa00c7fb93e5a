extension Control {
    /// UIControl's `addTarget(_:action:for:)` (rule C5): a nil `target` sends the action along
    /// the chain (E3). The same target and action added again joins its events to the
    /// existing entry, so it keeps its place and runs once per event.
    public final func addTarget(_ target: Responder?, action: String, for events: ControlEvents) {
        guard !events.isEmpty else { return }
        if let index = targetActions.firstIndex(where: { $0.matches(target, action) }) {
            targetActions[index].events.formUnion(events)
            return
        }
        targetActions.append(
            ControlTargetAction(
                hasTarget: target != nil, action: action, events: events,
                serial: nextSerial, targetLink: WeakResponder(object: target)))
        nextSerial += 1
    }

    /// UIControl's `removeTarget(_:action:for:)`: a nil `target` matches every target, a nil
    /// `action` every action; entries left with no event go.
    public final func removeTarget(_ target: Responder?, action: String?, for events: ControlEvents) {
        for index in targetActions.indices.reversed() {
            let entry = targetActions[index]
            if let target, entry.target !== target { continue }
            if let action, entry.action != action { continue }
            targetActions[index].events.subtract(events)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// The actions registered for `event`, in order.
    public final func actions(for event: ControlEvent) -> [ControlTargetAction] {
        targetActions.filter { $0.events.contains(event) }
    }

    /// UIControl's `sendActions(for:)`: records the event, then sends each of its actions in
    /// the order they were added (rule C5), with `event` (nil when a script asks, rule C4).
    /// An action removed by an earlier one meanwhile does not run.
    public final func sendActions(for controlEvent: ControlEvent, with event: Event?) {
        // A control that has just left its window (its touchCancel, T6) has no application of
        // its own any more: the event's still says where it happened.
        let app = application ?? event?.application
        app?.trace(.controlEvent(control: self, event: controlEvent))
        // Most events of most controls have no action (every drag of a button): no copy.
        guard targetActions.contains(where: { $0.events.contains(controlEvent) }) else { return }
        let pending = targetActions
        for entry in pending where entry.events.contains(controlEvent) {
            guard targetActions.contains(where: { $0.serial == entry.serial && $0.events.contains(controlEvent) })
            else {
                app?.trace(
                    .diagnostic("\(name): action '\(entry.action)' for \(controlEvent.name) was removed before it ran"))
                continue
            }
            if entry.hasTarget && entry.target == nil {
                app?.trace(.controlAction(control: self, action: entry.action, target: nil, receiver: nil))
                app?.trace(.diagnostic("\(name): the target of action '\(entry.action)' no longer exists"))
                continue
            }
            sendAction(entry.action, to: entry.target, for: event)
        }
    }

    /// UIControl's `sendAction(_:to:for:)`: `target`'s `action` with this control as sender,
    /// or with no target a nil-targeted action (rule E3, starting here when there is no first
    /// responder). Returns whether someone performed it.
    @discardableResult
    public final func sendAction(_ action: String, to target: Responder?, for event: Event?) -> Bool {
        let app = application ?? event?.application
        let receiver: Responder?
        if let target {
            receiver = target.behavior?.respondsToAction(action) == true ? target : nil
        } else {
            receiver = app?.target(forAction: action, sender: self)
        }
        app?.trace(.controlAction(control: self, action: action, target: target, receiver: receiver))
        guard let receiver else { return false }
        receiver.behavior?.performAction(action, sender: self, event: event, responder: receiver)
        return true
    }
}

extension ControlTargetAction {
    func matches(_ target: Responder?, _ action: String) -> Bool {
        self.action == action && hasTarget == (target != nil) && self.target === target
    }
}
