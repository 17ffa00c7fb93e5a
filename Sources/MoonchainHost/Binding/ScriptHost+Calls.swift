import CLua
import LuaVM
import ResponderKit

extension ScriptHost {
    /// Calls `impl` as a method of `binding`'s responder with the arguments `pushArguments`
    /// pushes (it returns their count). On success `results` values are left on the stack and
    /// true is returned; on failure the error is reported (file:line, traceback) and false returned.
    @inline(__always)
    func call(_ impl: MethodImpl, on binding: ResponderBinding, method name: String, results: Int32,
              _ pushArguments: (LuaStack) -> Int32) -> Bool {
        let stack = self.stack
        stack.ensureSpace(8)
        stack.push(impl.function)
        stack.push(binding.object)
        let count = pushArguments(stack) + 1
        methodContext.append((binding.index, impl.definer))
        let error = stack.pcall(nargs: count, nresults: results)
        methodContext.removeLast()
        if let error {
            reportScriptError(error, doing: "\(name) of \(binding.responder.kind.rawValue) '\(binding.responder.name)'",
                              definedAt: impl.location)
            return false
        }
        return true
    }

    /// Calls a method for its boolean answer; a failure or a non-boolean is reported and nil.
    func callForBool(_ impl: MethodImpl, on binding: ResponderBinding, method name: String,
                     _ pushArguments: (LuaStack) -> Int32) -> Bool? {
        guard call(impl, on: binding, method: name, results: 1, pushArguments) else { return nil }
        let stack = self.stack
        defer { stack.pop() }
        guard stack.type(at: -1) == .boolean else {
            reportMisuse("\(name) must return a boolean (true or false), got \(typeName(at: -1, on: stack))",
                         at: impl.location, doing: "\(name) of \(binding.responder.kind.rawValue) '\(binding.responder.name)'")
            return nil
        }
        return stack.toBool(at: -1)
    }

    /// Calls the behaviour's `hook` if it defines one. Returns whether it ran without error.
    @discardableResult
    func callHook(_ hook: BehaviourHook, on binding: ResponderBinding, _ pushArguments: (LuaStack) -> Int32) -> Bool {
        guard let impl = binding.behavior?.definition.hook(hook) else { return false }
        return call(impl, on: binding, method: hook.name, results: 0, pushArguments)
    }

    /// Calls a Lua recognizer's script function `impl` (`name`, for messages) with `self` the
    /// recognizer. Returns whether it ran without error (an error is reported with file:line).
    @discardableResult
    func callScript(_ impl: MethodImpl, of binding: GestureBinding, name: String, _ pushArguments: (LuaStack) -> Int32) -> Bool {
        let stack = self.stack
        stack.push(impl.function)
        stack.push(binding.object)
        let count = pushArguments(stack) + 1
        guard let error = stack.pcall(nargs: count, nresults: 0) else { return true }
        reportScriptError(error, doing: "\(name) of recognizer '\(binding.recognizer.name)'", definedAt: impl.location)
        return false
    }

    /// Calls the behaviour function called `name` (an action: its name comes from the event,
    /// so it is looked up per call) if the behaviour or one it extends defines it. Returns whether it ran without error.
    @discardableResult
    func callNamed(_ name: String, on binding: ResponderBinding, _ pushArguments: (LuaStack) -> Int32) -> Bool {
        guard let definition = binding.behavior?.definition else { return false }
        let stack = self.stack
        var current: BehaviourDefinition? = definition
        while let candidate = current {
            stack.push(candidate.table)
            let found = stack.rawGet(name, from: -1) == .function
            stack.remove(at: -2)
            if found {
                stack.push(binding.object)
                let count = pushArguments(stack) + 1
                methodContext.append((binding.index, candidate))
                let error = stack.pcall(nargs: count, nresults: 0)
                methodContext.removeLast()
                if let error {
                    reportScriptError(error, doing: "\(name) of \(binding.responder.kind.rawValue) '\(binding.responder.name)'",
                                      definedAt: candidate.location(ofOwn: name, on: stack))
                    return false
                }
                return true
            }
            stack.pop()
            current = candidate.parent
        }
        return false
    }
}
