extension Responder {
    /// The behaviour's answer, else whether the behaviour defines `action` (UIKit's default).
    public final func canPerformAction(_ action: String, sender: Responder?) -> Bool {
        if let behavior = overridden(.canPerformAction) {
            if case .answered(let value) = behavior.canPerformAction(action, sender: sender, responder: self) { return value }
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
    /// Sends `action` to `target`, or, with no target, along the chain from the first responder
    /// (or the key window) to the first responder whose `canPerformAction` is true (rule E3).
    /// Returns whether someone performed it.
    @discardableResult
    public func sendAction(_ action: String, to target: Responder?, from sender: Responder?) -> Bool {
        let receiver: Responder?
        if let target {
            receiver = target.behavior?.respondsToAction(action) == true ? target : nil
        } else {
            receiver = self.target(forAction: action, sender: sender)
        }
        trace(.action(name: action, target: receiver, sender: sender))
        guard let receiver else { return false }
        receiver.behavior?.performAction(action, sender: sender, responder: receiver)
        return true
    }

    /// The responder a nil-targeted `action` would reach (rule E3), if any.
    public func target(forAction action: String, sender: Responder?) -> Responder? {
        guard let start = eventStartResponder else { return nil }
        for responder in start.responderChain() where responder.canPerformAction(action, sender: sender) {
            return responder
        }
        return nil
    }
}
