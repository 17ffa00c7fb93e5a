import LuaVM
import ResponderKit

extension ScriptHost {
    /// Calls `impl` as a method of `binding`'s responder with the arguments `pushArguments`
    /// pushes (it returns their count). On success `results` values are left on the stack and
    /// true is returned; on failure the error is reported (file:line, traceback) and false returned.
    @inline(__always)
    func call(
        _ impl: MethodImpl, on binding: ResponderBinding, method name: String, results: Int32,
        _ pushArguments: (LuaStack) -> Int32
    ) -> Bool {
        guard
            let base = invoke(
                impl.function, definer: impl.unretainedDefiner, on: binding, results: results, pushArguments,
                onError: { error in
                    reportFailure(error, of: impl, on: binding, method: name)
                })
        else { return false }
        // The results take the place of the message handler below them.
        LuaStack(thread).remove(at: base)
        return true
    }

    /// The hot path of every call into a behaviour: pushes the message handler, `function`,
    /// the responder's object and the arguments, and calls with `definer` as where `self.super`
    /// continues (read without a retain and release: the library keeps every definition).
    /// Returns the handler's index, with the `results` results right above it (the caller
    /// resets the top to below it), or nil after passing the error to `onError`.
    @inline(__always)
    func invoke(
        _ function: LuaRef, definer: Unretained<BehaviourDefinition>, on binding: ResponderBinding, results: Int32,
        _ pushArguments: (LuaStack) -> Int32, onError: (LuaError) -> Void
    ) -> Int32? {
        guard let (handler, count) = prepareCall(function, on: binding, pushArguments, onError: onError) else {
            return nil
        }
        let stack = LuaStack(thread)
        let saved = binding.run(asDefiner: definer)
        let error = stack.pcall(nargs: count, nresults: results, handler: handler)
        binding.restore(saved)
        if let error {
            stack.top = handler - 1
            onError(error)
            return nil
        }
        return handler
    }

    /// Pushes the message handler, `function`, the responder's object and the arguments
    /// (one crossing into C for the first three). Returns the handler's index and the count
    /// of arguments (the object and those `pushArguments` pushed), or nil after passing the
    /// error to `onError` when the stack has no room.
    @inline(__always)
    private func prepareCall(
        _ function: LuaRef, on binding: ResponderBinding, _ pushArguments: (LuaStack) -> Int32,
        onError: (LuaError) -> Void
    ) -> (handler: Int32, count: Int32)? {
        let stack = LuaStack(thread)
        // Calls can nest (a script's call into the host calls scripts again): each one makes
        // sure of its own room rather than trusting what the caller left free.
        let handler: Int32
        do throws(LuaError) {
            handler = try stack.beginCall(function, receiver: binding.object)
        } catch {
            onError(error)
            return nil
        }
        return (handler, pushArguments(stack) + 1)
    }

    /// Calls a method for its boolean answer; a failure or a non-boolean is reported and nil.
    /// The call and the reading of its answer are one crossing into C.
    @inline(__always)
    func callForBool(
        _ impl: MethodImpl, on binding: ResponderBinding, method name: String,
        _ pushArguments: (LuaStack) -> Int32
    ) -> Bool? {
        guard
            let (base, count) = prepareCall(
                impl.function, on: binding, pushArguments,
                onError: { error in
                    reportFailure(error, of: impl, on: binding, method: name)
                })
        else { return nil }
        let stack = LuaStack(thread)
        var error: LuaError?
        let saved = binding.run(asDefiner: impl.unretainedDefiner)
        let answer = stack.pcallForBool(nargs: count, handler: base, error: &error)
        binding.restore(saved)
        if let answer { return answer }
        defer { stack.top = base - 1 }
        if let error {
            stack.top = base - 1
            reportFailure(error, of: impl, on: binding, method: name)
            return nil
        }
        return wrongAnswer(of: impl, on: binding, method: name)
    }

    /// `pointInside(self, point, event)`'s answer, the whole call one crossing into C
    /// (`moon_call_point_bool`); a failure or a non-boolean is reported and nil, as
    /// ``callForBool(_:on:method:_:)`` reports them.
    @inline(__always)
    func callPointInside(_ impl: MethodImpl, on binding: ResponderBinding, _ point: Point, event: Event?) -> Bool? {
        // The touch event's userdata has a reference; any other event takes the step-by-step path.
        let eventRef: LuaRef
        if let event {
            guard event.type == .touches else { return callPointInsideSlowly(impl, on: binding, point, event: event) }
            eventRef = touchObjects.touchEventRef(event, on: LuaStack(thread))
        } else {
            eventRef = .nil
        }
        let stack = LuaStack(thread)
        var answer = false
        var handler: Int32 = 0
        let saved = binding.run(asDefiner: impl.unretainedDefiner)
        let outcome = stack.callForBool(
            impl.function, receiver: binding.object, point: point.x, point.y, argument: eventRef, answer: &answer,
            handler: &handler)
        binding.restore(saved)
        return finish(outcome, answer, handler: handler, of: impl, on: binding, method: "pointInside") {
            callPointInsideSlowly(impl, on: binding, point, event: event)
        }
    }

    /// Reports what a `pointInside` called from C (`moon_pointcall_run`) could not answer: the
    /// failed call's error (`status`), or the answer that is no boolean (`LuaPointCall.wrongAnswer`),
    /// on top of the stack, as ``callPointInside(_:on:_:event:)`` reports them. The stack is left
    /// as it is (the caller resets it).
    func reportPointInside(_ status: Int32, of impl: MethodImpl, on binding: ResponderBinding) {
        if status == LuaPointCall.wrongAnswer {
            _ = wrongAnswer(of: impl, on: binding, method: "pointInside")
        } else {
            reportFailure(LuaStack(thread).topError(status: status), of: impl, on: binding, method: "pointInside")
        }
    }

    /// Tells the calls made from C the reference of `event`'s userdata when it is the touch
    /// event (one userdata for the host's life), so they pass it without Swift from then on.
    func noteTouchEvent(_ event: Event) {
        guard event.type == .touches else { return }
        callHost.pointee.eventref = touchObjects.touchEventRef(event, on: LuaStack(thread)).rawValue
        callHost.pointee.event = UnsafeRawPointer(Unmanaged.passUnretained(event).toOpaque())
    }

    /// ``callPointInside(_:on:_:event:)`` a step at a time.
    @inline(never)
    private func callPointInsideSlowly(
        _ impl: MethodImpl, on binding: ResponderBinding, _ point: Point, event: Event?
    ) -> Bool? {
        callForBool(impl, on: binding, method: "pointInside") { stack in
            push(point, on: stack)
            push(event, on: stack)
            return 2
        }
    }

    /// A whole call's answer: the boolean, or nil after reporting a failure or a wrong answer
    /// (then the stack is reset to below the call's `handler`); `slowly` when there was no room.
    @inline(__always)
    private func finish(
        _ outcome: LuaStack.WholeCall, _ answer: Bool, handler: Int32, of impl: MethodImpl,
        on binding: ResponderBinding, method name: String, slowly: () -> Bool?
    ) -> Bool? {
        switch outcome {
        case .done: return answer
        case .noRoom: return slowly()
        case .failed(let error):
            LuaStack(thread).top = handler - 1
            reportFailure(error, of: impl, on: binding, method: name)
            return nil
        case .wrongAnswer:
            defer { LuaStack(thread).top = handler - 1 }
            return wrongAnswer(of: impl, on: binding, method: name)
        }
    }

    /// Calls the touch handler `impl` (`method`) of `binding` with `touches` and `event` (a touch
    /// event), the whole call one crossing into C (``TouchObjects/callHandler(_:receiver:_:event:on:handler:)``); a failure is reported as ``call(_:on:method:results:_:)`` does.
    @inline(__always)
    func callTouches(
        _ impl: MethodImpl, on binding: ResponderBinding, method: ResponderMethod, _ touches: TouchList,
        event: Event
    ) {
        guard event.type == .touches else { return callTouchesSlowly(impl, on: binding, method, touches, event) }
        let stack = LuaStack(thread)
        var handler: Int32 = 0
        let saved = binding.run(asDefiner: impl.unretainedDefiner)
        let outcome = touchObjects.callHandler(
            impl.function, receiver: binding.object, touches, event: event, on: stack, handler: &handler)
        binding.restore(saved)
        switch outcome {
        case .done, .wrongAnswer: return
        case .noRoom: return callTouchesSlowly(impl, on: binding, method, touches, event)
        case .failed(let error):
            stack.top = handler - 1
            reportFailure(error, of: impl, on: binding, method: method.name)
        }
    }

    /// ``callTouches(_:on:method:_:event:)`` a step at a time.
    @inline(never)
    private func callTouchesSlowly(
        _ impl: MethodImpl, on binding: ResponderBinding, _ method: ResponderMethod, _ touches: TouchList,
        _ event: Event
    ) {
        _ = call(impl, on: binding, method: method.name, results: 0) { stack in
            touchObjects.pushSet(touches, on: stack)
            push(event, on: stack)
            return 2
        }
    }

    /// Reports a method's non-boolean answer (the value on top of the stack); returns nil.
    private func wrongAnswer(of impl: MethodImpl, on binding: ResponderBinding, method name: String) -> Bool? {
        reportMisuse(
            "\(name) must return a boolean (true or false), got \(typeName(at: -1, on: LuaStack(thread)))",
            at: impl.location(on: LuaStack(thread)), doing: doing(name, on: binding))
        return nil
    }

    /// Reports that the method `impl` failed with `error`, naming where it is written.
    private func reportFailure(
        _ error: LuaError, of impl: MethodImpl, on binding: ResponderBinding, method name: String
    ) {
        reportScriptError(error, doing: doing(name, on: binding), definedAt: impl.location(on: LuaStack(thread)))
    }

    /// "NAME of KIND 'RESPONDER'", what a message says was running.
    func doing(_ name: String, on binding: ResponderBinding) -> String {
        "\(name) of \(binding.responder.kindName) '\(binding.responder.name)'"
    }

    /// Calls the behaviour's `hook` if it defines one. Returns whether it ran without error.
    @discardableResult
    func callHook(_ hook: BehaviourHook, on binding: ResponderBinding, _ pushArguments: (LuaStack) -> Int32) -> Bool {
        guard let impl = binding.behaviour?.definition.hook(hook) else { return false }
        return call(impl, on: binding, method: hook.name, results: 0, pushArguments)
    }

    /// Calls a Lua recognizer's script function `impl` (`name`, for messages) with `self` the
    /// recognizer. Returns whether it ran without error (an error is reported with file:line).
    @discardableResult
    func callScript(_ impl: MethodImpl, of binding: GestureBinding, name: String, _ pushArguments: (LuaStack) -> Int32)
        -> Bool
    {
        let stack = self.stack
        do throws(LuaError) {
            try stack.reserve()
        } catch {
            reportScriptError(error, doing: "\(name) of recognizer '\(binding.recognizer.name)'", definedAt: nil)
            return false
        }
        stack.push(impl.function)
        stack.push(binding.object)
        let count = pushArguments(stack) + 1
        guard let error = stack.pcall(nargs: count, nresults: 0) else { return true }
        reportScriptError(
            error, doing: "\(name) of recognizer '\(binding.recognizer.name)'",
            definedAt: impl.location(on: LuaStack(thread)))
        return false
    }

    /// Calls the behaviour function called `name` (an action: its name comes from the event,
    /// so it is looked up per call) if the behaviour or one it extends defines it. Returns whether it ran without error.
    @discardableResult
    func callNamed(_ name: String, on binding: ResponderBinding, _ pushArguments: (LuaStack) -> Int32) -> Bool {
        guard let definition = binding.behaviour?.definition else { return false }
        let stack = self.stack
        do throws(LuaError) {
            try stack.reserve()
        } catch {
            reportScriptError(error, doing: doing(name, on: binding), definedAt: nil)
            return false
        }
        var current: BehaviourDefinition? = definition
        while let candidate = current {
            stack.push(candidate.table)
            let found = actionNames.rawGet(name, from: -1, on: stack) == .function
            stack.remove(at: -2)
            if found {
                stack.push(binding.object)
                let count = pushArguments(stack) + 1
                let saved = binding.run(as: candidate)
                let error = stack.pcall(nargs: count, nresults: 0)
                binding.restore(saved)
                if let error {
                    reportScriptError(
                        error, doing: doing(name, on: binding),
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
