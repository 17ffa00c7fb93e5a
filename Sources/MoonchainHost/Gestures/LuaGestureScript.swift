import LuaVM
import ResponderKit

/// Runs a recognizer written in Lua: its touch methods get `self` = the recognizer object,
/// and the state it sets on `self.state` is handed to the arena after each call.
final class LuaGestureScript: GestureScript {
    unowned let host: ScriptHost
    /// Weak: the binding holds the recognizer, which holds this script; a strong reference
    /// would close the cycle and leak all three (LeakSanitizer found it). The host's
    /// `gestureBindings` keep the binding alive as long as it can be called.
    weak var binding: GestureBinding?

    init(host: ScriptHost, binding: GestureBinding) {
        self.host = host
        self.binding = binding
    }

    func touches(_ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer) {
        guard let binding, let impl = binding.script?.methods[method.rawValue] else { return }
        let ok = host.callScript(impl, of: binding, name: method.name) { stack in
            host.pushTouchSet(touches[...], on: stack)
            host.push(event, on: stack)
            return 2
        }
        // A recognizer whose script fails cannot go on recognizing.
        if !ok {
            binding.requestedState = nil
            recognizer.request(.failed, reason: .scriptError)
            return
        }
        if let requested = binding.requestedState, requested != recognizer.state {
            recognizer.request(requested, reason: .script)
        }
        binding.requestedState = nil
    }

    func touchesEstimatedPropertiesUpdated(_ touches: [Touch], recognizer: ScriptedGestureRecognizer) {
        guard let binding, let impl = binding.script?.methods[ResponderMethod.touchesEstimatedPropertiesUpdated.rawValue] else { return }
        let ok = host.callScript(impl, of: binding, name: "touchesEstimatedPropertiesUpdated") { stack in
            host.push(touches, on: stack)
            return 1
        }
        if ok, let requested = binding.requestedState, requested != recognizer.state {
            recognizer.request(requested, reason: .script)
        }
        binding.requestedState = nil
    }

    func reset(recognizer: ScriptedGestureRecognizer) {
        guard let binding else { return }
        binding.requestedState = nil
        if let impl = binding.script?.hook(.reset) {
            host.callScript(impl, of: binding, name: "reset") { _ in 0 }
        }
        binding.requestedState = nil
    }
}
