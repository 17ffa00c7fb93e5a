extension Application {
    /// Rule K5: key commands before text input (UIKit before iOS 15). Default false: an editing
    /// text field takes the keys that edit text first.
    public var keyCommandsFirst: Bool {
        get { keyboard.keyCommandsFirst }
        set { keyboard.keyCommandsFirst = newValue }
    }

    /// The modifier keys held down now (rule K9): a gesture recognizer's `modifierFlags`.
    public var heldModifierFlags: ModifierFlags { keyboard.heldModifiers }

    /// Where a key down of `key` with `modifiers` written would go now (rules K1–K6), without
    /// running anything but the responders' `keyCommands` and `canPerformAction`.
    public func route(keyDown key: KeyboardKey, modifiers: ModifierFlags = []) -> KeyRoute {
        let flags = modifiers.union(keyboard.heldModifiers).union(key.modifier)
        let press = Press(key: key, modifierFlags: flags, phase: .began, timestamp: clock.now)
        return route(press, key: key)
    }

    private func route(_ press: Press, key: KeyboardKey) -> KeyRoute {
        guard let start = eventStartResponder else {
            return KeyRoute(press: press, candidates: [], taker: .presses(nil), why: .noKeyWindow)
        }
        // Rule K2: every responder's commands, nearest first. The words of why a candidate
        // does not match are made only when read (trace, explain): see `KeyCandidate.Outcome`.
        var candidates: [KeyCandidate] = []
        var matched: Int?
        for responder in start.responderChain() {
            for command in responder.keyCommands() {
                var performer: Responder?
                var outcome = KeyCandidate.Outcome.matched
                if !command.matches(press) {
                    outcome = .notPressed(press, press.modifierFlags)
                } else {
                    performer = start.performer(of: command)
                    if performer == nil {
                        outcome = .noPerformer
                    } else if matched != nil {
                        outcome = .nearerFirst
                        performer = nil
                    }
                }
                if case .matched = outcome, matched == nil { matched = candidates.count }
                candidates.append(
                    KeyCandidate(command: command, definer: responder, performer: performer, outcome: outcome))
            }
        }
        // Rule K5: an editing text field takes the keys that edit text, before commands
        // unless the command wants priority or the app puts commands first.
        var field: Responder?
        if let first = keyWindow?.firstResponder, let input = first.asKeyInput, input.acceptsKeyInput,
            key.editsText, press.modifierFlags.isDisjoint(with: [.cmd, .ctrl])
        {
            field = first
        }
        if let matched {
            let command = candidates[matched].command
            if field == nil {
                return KeyRoute(press: press, candidates: candidates, taker: .command(matched), why: .matches(command))
            }
            if keyCommandsFirst {
                return KeyRoute(press: press, candidates: candidates, taker: .command(matched), why: .commandsFirst)
            }
            if command.wantsPriorityOverSystemBehavior {
                return KeyRoute(press: press, candidates: candidates, taker: .command(matched), why: .priority)
            }
        }
        if let field {
            return KeyRoute(
                press: press, candidates: candidates, taker: .text(field), why: .field(commandMatched: matched != nil))
        }
        return KeyRoute(press: press, candidates: candidates, taker: .presses(start), why: .presses)
    }

    /// A key down (rules K1–K8): a matching key command runs (and repeats while held), or an
    /// editing text field types it, or it goes as `pressesBegan` from the first responder.
    /// A key already down is ignored (one down per up).
    @discardableResult
    public func keyDown(_ key: KeyboardKey, modifiers: ModifierFlags = []) -> KeyRoute? {
        guard keyboard.held(key.name) == nil else {
            trace(.diagnostic("key \(key.name) went down while it was already down; ignored (key up first)"))
            return nil
        }
        let route = route(keyDown: key, modifiers: modifiers)
        let press = route.press
        if isObserved {
            for (index, candidate) in route.candidates.enumerated() {
                if case .command(let taken) = route.taker, taken == index { continue }
                trace(
                    .keyCommand(
                        press: press, command: candidate.command, definer: candidate.definer, performer: nil,
                        reason: candidate.mismatch ?? "the text field takes the key first (rule K5)"))
            }
        }
        switch route.taker {
        case .command(let index):
            let candidate = route.candidates[index]
            let held = Keyboard.HeldKey(key: key, press: press, taker: .command(candidate.command))
            keyboard.hold(held)
            // The route has just asked the chain (rule K3) and nothing ran since: its performer
            // is the one a second walk would find, so the key down does not walk again.
            perform(
                candidate.command, definer: candidate.definer, press: press, reason: route.reason,
                performer: candidate.performer)
            if candidate.command.repeatBehavior == .repeatable {
                held.repeatAction = { [unowned self, unowned held] in self.repeatKey(held, definer: candidate.definer) }
                held.timer = clock.schedule(after: 0.5, held.repeatAction!)
            }
        case .text(let field):
            keyboard.hold(Keyboard.HeldKey(key: key, press: press, taker: .text))
            trace(.keyText(press: press, field: field, reason: route.reason))
            type(key, press: press, into: field)
        case .presses(let target):
            keyboard.hold(Keyboard.HeldKey(key: key, press: press, taker: .presses(target)))
            trace(.keyPress(press: press, responder: target, phase: .began, reason: route.reason))
            if let target { deliver(press, .began, to: target) }
        }
        return route
    }

    /// A key up (rules K6–K8): a repeat stops; a key that went as presses goes as
    /// `pressesEnded` to the responder that got its `pressesBegan`; a key taken by a command or a
    /// field, or never down, delivers nothing.
    public func keyUp(_ key: KeyboardKey, modifiers: ModifierFlags = []) {
        guard let held = keyboard.release(key.name) else {
            trace(.diagnostic("key \(key.name) went up but it is not down; nothing delivered"))
            return
        }
        if let timer = held.timer { clock.cancel(timer) }
        held.timer = nil
        held.repeatAction = nil
        let press = held.press
        press.phase = .ended
        press.timestamp = clock.now
        press.modifierFlags = modifiers.union(keyboard.heldModifiers)
        switch held.taker {
        case .command, .text:
            trace(.keyPress(press: press, responder: nil, phase: .ended, reason: "its key down was consumed (rule K7)"))
        case .presses(let target):
            trace(
                .keyPress(
                    press: press, responder: target, phase: .ended,
                    reason: "to the responder that got its pressesBegan (rule K6)"))
            if let target { deliver(press, .ended, to: target) }
        }
    }

    /// Runs `command` on `performer`, or, when none is given (a repeat), on the first responder
    /// up the chain that performs it now (rule K3).
    private func perform(
        _ command: KeyCommand, definer: Responder, press: Press, reason: @autoclosure () -> String,
        performer known: Responder? = nil
    ) {
        guard let performer = known ?? eventStartResponder?.performer(of: command) else {
            trace(
                .keyCommand(
                    press: press, command: command, definer: definer, performer: nil,
                    reason: "no responder on the chain performs '\(command.action)' now (rule K3)"))
            return
        }
        trace(.keyCommand(press: press, command: command, definer: definer, performer: performer, reason: reason()))
        if let behavior = performer.behavior {
            behavior.performKeyCommand(command, responder: performer)
        }
    }

    /// Rule K8: the held command runs again through K3, then again every 0.1 s.
    private func repeatKey(_ held: Keyboard.HeldKey, definer: Responder) {
        guard case .command(let command) = held.taker, let action = held.repeatAction else { return }
        held.timer = clock.schedule(after: 0.1, action)
        held.press.timestamp = clock.now
        perform(command, definer: definer, press: held.press, reason: "the key is held: repeat (rule K8)")
    }

    /// Rule K5: a key typed into a text field edits it as UIKeyInput does.
    private func type(_ key: KeyboardKey, press: Press, into field: Responder) {
        guard let input = field.asKeyInput else { return }
        switch key.name {
        case "delete": input.deleteBackward()
        case "return": input.insertReturn()
        case "up", "down", "left", "right": break  // the caret is always at the end
        default: input.insertText(press.key)
        }
    }

    private func deliver(_ press: Press, _ phase: PressPhase, to target: Responder) {
        let event = Event(type: .presses, timestamp: clock.now, application: self)
        var all = keyboard.deliveredPresses
        if !all.contains(where: { $0 === press }) { all.append(press) }
        event.allPresses = all
        trace(.delivery(responder: target, method: phase.method, ids: []))
        let mark = event.beginDelivery(to: target)
        target.presses(phase.method, [press], event: event)
        event.endDelivery(mark)
    }
}
