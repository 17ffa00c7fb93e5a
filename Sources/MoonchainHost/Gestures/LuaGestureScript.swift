import LuaVM
import ResponderKit

/// Runs a recognizer written in Lua: its touch methods get `self` = the recognizer object.
/// The state a script sets on `self.state` is a request of the recognizer's own, which the
/// arena applies when the call returns.
final class LuaGestureScript: GestureScript {
    unowned let host: ScriptHost
    /// Weak: the binding holds the recognizer, which holds this script; a strong reference
    /// would close the cycle and leak all three (LeakSanitizer found it). The host's
    /// registry's `gestureBindings` keep the binding alive as long as it can be called.
    weak var binding: GestureBinding?

    init(host: ScriptHost, binding: GestureBinding) {
        self.host = host
        self.binding = binding
    }

    func touches(_ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer) {
        guard let binding, let impl = binding.script?.methods[method.rawValue] else { return }
        let ok = host.callScript(impl, of: binding, name: method.name) { stack in
            host.touchObjects.pushSet(touches[...], on: stack)
            host.push(event, on: stack)
            return 2
        }
        // A recognizer whose script fails cannot go on recognizing (whatever it asked for).
        if !ok { recognizer.request(.failed, reason: .scriptError) }
    }

    func touchesEstimatedPropertiesUpdated(_ touches: [Touch], recognizer: ScriptedGestureRecognizer) {
        guard let binding,
            let impl = binding.script?.methods[ResponderMethod.touchesEstimatedPropertiesUpdated.rawValue]
        else { return }
        let ok = host.callScript(impl, of: binding, name: "touchesEstimatedPropertiesUpdated") { stack in
            host.push(touches, on: stack)
            return 1
        }
        // A failed update changes nothing.
        if !ok { recognizer.withdrawRequest() }
    }

    func reset(recognizer: ScriptedGestureRecognizer) {
        guard let binding, let impl = binding.script?.hook(.reset) else { return }
        // The arena drops whatever a reset asks for.
        host.callScript(impl, of: binding, name: "reset") { _ in 0 }
    }
}
