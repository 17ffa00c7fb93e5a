extension Application {
    /// Where motion, remote-control and press events start (rule E1): the key window's first
    /// responder, or the key window when it has none.
    public var eventStartResponder: Responder? {
        guard let window = keyWindow else { return nil }
        return window.firstResponder ?? window
    }

    /// Delivers a shake in `phase` along the chain from the first responder (rule E1).
    public func sendMotion(_ phase: MotionPhase, motion: MotionType = .motionShake) {
        guard let target = eventStartResponder else { return }
        let event = Event(type: .motion, subtype: .motionShake, timestamp: clock.now, application: self)
        trace(.delivery(responder: target, method: phase.method, ids: []))
        let mark = event.beginDelivery(to: target)
        target.motion(phase.method, motion, event: event)
        event.endDelivery(mark)
    }

    /// Delivers a remote-control event while the app receives them (rule E2), from the first
    /// responder up the chain (rule E1). Returns whether it was delivered.
    @discardableResult
    public func sendRemoteControl(_ subtype: EventSubtype) -> Bool {
        guard isReceivingRemoteControlEvents else {
            trace(.remoteControlIgnored(subtype: subtype))
            return false
        }
        guard let target = eventStartResponder else { return false }
        let event = Event(type: .remoteControl, subtype: subtype, timestamp: clock.now, application: self)
        trace(.delivery(responder: target, method: .remoteControlReceived, ids: []))
        let mark = event.beginDelivery(to: target)
        target.remoteControlReceived(event)
        event.endDelivery(mark)
        return true
    }

    /// Delivers a press change from the first responder up the chain (rule E1). A press keeps its
    /// identity from began to ended by its type and key.
    public func sendPress(_ type: PressType, phase: PressPhase, key: String = "") {
        let now = clock.now
        let press: Press
        if let held = activePresses.first(where: { $0.type == type && $0.key == key }) {
            press = held
            press.phase = phase
            press.timestamp = now
        } else {
            press = Press(type: type, key: key, phase: phase, timestamp: now)
            if phase != .ended && phase != .cancelled { activePresses.append(press) }
        }
        if phase == .ended || phase == .cancelled {
            activePresses.removeAll { $0 === press }
        }
        guard let target = eventStartResponder else { return }
        let event = Event(type: .presses, timestamp: now, application: self)
        event.allPresses = activePresses.contains(where: { $0 === press }) ? activePresses : activePresses + [press]
        trace(.delivery(responder: target, method: phase.method, ids: []))
        let mark = event.beginDelivery(to: target)
        target.presses(phase.method, [press], event: event)
        event.endDelivery(mark)
    }
}
