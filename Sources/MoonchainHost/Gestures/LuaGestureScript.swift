import LuaVM
import ResponderKit

/// Runs a recognizer written in Lua: its touch methods get `self` = the recognizer object,
/// and the state it sets on `self.state` is handed to the arena after each call.
final class LuaGestureScript: GestureScript {
    unowned let host: ScriptHost
    let binding: GestureBinding

    init(host: ScriptHost, binding: GestureBinding) {
        self.host = host
        self.binding = binding
    }

    func touches(_ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer) {
        run(method.name, recognizer: recognizer) { stack in
            host.push(touches, on: stack)
            host.push(event, on: stack)
            return 2
        }
    }

    func reset(recognizer: ScriptedGestureRecognizer) {
        binding.requestedState = nil
        run("reset", recognizer: recognizer) { _ in 0 }
        binding.requestedState = nil
    }

    private func run(_ name: String, recognizer: ScriptedGestureRecognizer, _ pushArguments: (LuaStack) -> Int32) {
        guard let script = binding.script, let impl = script.lookup(name, on: host.stack) else { return }
        defer { host.vm.main.unref(impl.function) }
        let stack = host.stack
        stack.push(impl.function)
        stack.push(binding.object)
        let count = pushArguments(stack) + 1
        if let error = stack.pcall(nargs: count, nresults: 0) {
            host.reportScriptError(error, doing: "\(name) of recognizer '\(recognizer.name)'", definedAt: impl.location)
            // A recognizer whose script fails cannot go on recognizing.
            if name != "reset" { recognizer.request(.failed) }
            binding.requestedState = nil
            return
        }
        if let requested = binding.requestedState, requested != recognizer.state {
            recognizer.request(requested)
        }
        if name != "reset" { binding.requestedState = nil }
    }
}
