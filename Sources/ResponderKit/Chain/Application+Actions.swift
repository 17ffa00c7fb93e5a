extension Responder {
    /// The behaviour's answer, else whether the behaviour defines `action` (UIKit's default).
    public final func canPerformAction(_ action: String, sender: Responder?) -> Bool {
        if let behavior = overridden(.canPerformAction) {
            if case .answered(let value) = behavior.canPerformAction(action, sender: sender, responder: self) {
                return value
            }
            application?.trace(.overrideFailed(responder: self, method: .canPerformAction))
        }
        return defaultCanPerformAction(action)
    }

    /// UIKit's default: true when the responder implements `action`.
    public final func defaultCanPerformAction(_ action: String) -> Bool {
        behavior?.respondsToAction(action) ?? false
    }
}

extension Application {
    /// Sends `action` to `target`, or, with no target, along the chain to the first responder
    /// whose `canPerformAction` is true (rule E3). Returns whether someone performed it.
    @discardableResult
    public func sendAction(_ action: String, to target: Responder?, from sender: Responder?) -> Bool {
        let receiver = self.receiver(ofAction: action, to: target, from: sender)
        trace(.action(name: action, target: receiver, sender: sender))
        guard let receiver else { return false }
        receiver.behavior?.performAction(action, sender: sender, event: nil, responder: receiver)
        return true
    }

    /// Who performs `action` sent to `target` (nil: nil-targeted) from `sender`: the target
    /// when it implements the action, else the responder the chain walk finds (rule E3).
    func receiver(ofAction action: String, to target: Responder?, from sender: Responder?) -> Responder? {
        if let target {
            return target.behavior?.respondsToAction(action) == true ? target : nil
        }
        return self.target(forAction: action, sender: sender)
    }

    /// The responder a nil-targeted `action` would reach (rule E3), if any: the walk starts at
    /// the key window's first responder; with none, at the sender (a control sending its
    /// action), else at the key window.
    public func target(forAction action: String, sender: Responder?) -> Responder? {
        let first = keyWindow?.firstResponder
        guard let start = first ?? sender ?? keyWindow else { return nil }
        for responder in start.responderChain() where responder.canPerformAction(action, sender: sender) {
            return responder
        }
        return nil
    }
}
