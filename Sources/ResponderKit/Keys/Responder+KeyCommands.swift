extension Responder {
    /// The key commands this responder offers now (UIResponder.keyCommands, rule K2): the
    /// behaviour's answer, else none. Asked again at every key down.
    public final func keyCommands() -> [KeyCommand] {
        guard let behavior = overridden(.keyCommands) else { return [] }
        if case .answered(let commands) = behavior.keyCommands(responder: self) { return commands }
        application?.trace(.overrideFailed(responder: self, method: .keyCommands))
        return []
    }

    /// Whether this responder performs `command`'s action (rule K3): `canPerformAction` with the
    /// command as sender.
    public final func canPerformAction(_ action: String, command: KeyCommand) -> Bool {
        if let behavior = overridden(.canPerformAction) {
            if case .answered(let value) = behavior.canPerformAction(action, command: command, responder: self) {
                return value
            }
            application?.trace(.overrideFailed(responder: self, method: .canPerformAction))
        }
        return defaultCanPerformAction(action)
    }

    /// The first responder from this one up the chain that performs `command` (rule K3), or nil.
    /// Walks without building the chain, so a key repeat allocates nothing; a chain that comes
    /// back on itself (rule R5) ends the walk (the tortoise and hare meet).
    final func performer(of command: KeyCommand) -> Responder? {
        var current: Responder = self
        var slow: Responder = self
        var step = 0
        while true {
            if current.canPerformAction(command.action, command: command) { return current }
            guard let next = current.nextResponder() else { return nil }
            current = next
            step += 1
            if step & 1 == 0, let slowNext = slow.nextResponder() { slow = slowNext }
            if current === slow { return nil }
        }
    }
}
