import CLua
import CMoonchainLua

/// Protected calls. Each one runs under the memory cap and the instruction budget
/// (reset when it is the outermost call) and reports failure as a ``LuaError``;
/// a Lua error never unwinds a Swift frame.
extension LuaStack {
    /// Pushes the traceback message handler and returns its absolute index. Push it
    /// once and pass the index to ``pcall(nargs:nresults:handler:)`` for many calls.
    /// It is a light C function: pushing it allocates nothing.
    public func pushMessageHandler() -> Int32 {
        moon_pushtraceback(pointer)
        return top
    }

    /// Hot path: calls the function lying below its `nargs` arguments on top of the
    /// stack, using the message handler already at absolute index `handler`.
    /// On success leaves `nresults` results (all of them for `LUA_MULTRET`) in place
    /// of function and arguments; on failure pops the error value and returns it.
    /// Allocates nothing on success.
    @inlinable @inline(__always)
    public func pcall(nargs: Int32, nresults: Int32, handler: Int32) -> LuaError? {
        let status = moon_protected_call(pointer, nargs, nresults, handler)
        if status == LUA_OK { return nil }
        let error = errorOnTop(status: status)
        pop()
        return error
    }

    /// Hot path: the set-up of a method call in one crossing into C. Makes sure of
    /// ``stepRoom`` more values as ``reserve(_:)`` does, then pushes the message handler,
    /// `function` and `receiver`; returns the handler's absolute index, for
    /// ``pcall(nargs:nresults:handler:)`` with the receiver and the arguments pushed after it
    /// as its arguments. Throws ``reserve(_:)``'s error, having pushed nothing, when the
    /// stack cannot grow.
    @inlinable @inline(__always)
    public func beginCall(_ function: LuaRef, receiver: LuaRef) throws(LuaError) -> Int32 {
        let handler = moon_begincall(pointer, LuaStack.stepRoom, function.rawValue, receiver.rawValue)
        if handler != 0 { return handler }
        try reserve()
        // The stack grew after all: the same set-up, a step at a time.
        let slow = pushMessageHandler()
        push(function)
        push(receiver)
        return slow
    }

    /// Hot path: ``pcall(nargs:nresults:handler:)`` for one result that must be a boolean,
    /// read in the same crossing into C. Returns the boolean, with the stack reset to below
    /// the handler; nil with `error` set when the call failed (the error popped, as `pcall`
    /// does); or nil with `error` nil when it returned something else, which is left on top.
    @inlinable @inline(__always)
    public func pcallForBool(nargs: Int32, handler: Int32, error: inout LuaError?) -> Bool? {
        var answer: Int32 = -1
        let status = moon_protected_call_bool(pointer, nargs, handler, &answer)
        if answer >= 0 { return answer != 0 }
        if status != LUA_OK {
            error = errorOnTop(status: status)
            pop()
        }
        return nil
    }

    /// What a whole call in one crossing
    /// (``LuaStack/callForBool(_:receiver:point:_:argument:answer:handler:)``,
    /// ``LuaStack/call(_:receiver:arguments:_:_:handler:)``) came to.
    public enum WholeCall {
        /// It ran, and the answer (if any) was read; the stack is as before the call.
        case done
        /// It ran and answered something other than a boolean, which is on top of the stack
        /// (above the handler at the index the call gave back).
        case wrongAnswer
        /// It failed: the error, popped (the stack is left with the handler on top).
        case failed(LuaError)
        /// The stack could not grow: nothing was pushed or called (take the step-by-step path,
        /// ``beginCall(_:receiver:)``, which reports it).
        case noRoom
    }

    /// Hot path: a whole method call in one crossing into C (set-up, call, answer): the message
    /// handler, `function`, `receiver`, the point (as ``pushPoint(x:y:)`` pushes it) and the value
    /// `argument` refers to (``LuaRef/nil`` for nil), called as ``pcallForBool(nargs:handler:error:)``
    /// calls. `answer` is set when the call answered a boolean. `handler` is the handler's index,
    /// for the caller to reset the stack to below it after reading a wrong answer or an error.
    @inlinable @inline(__always)
    public func callForBool(
        _ function: LuaRef, receiver: LuaRef, point x: Double, _ y: Double, argument: LuaRef,
        answer: inout Bool, handler: inout Int32
    ) -> WholeCall {
        var result: Int32 = -1
        let status = moon_call_point_bool(
            pointer, LuaStack.stepRoom, function.rawValue, receiver.rawValue, x, y, argument.rawValue, &result,
            &handler)
        if result >= 0 {
            answer = result != 0
            return .done
        }
        return whole(status)
    }

    /// Hot path: a whole method call with no result in one crossing into C: the message handler,
    /// `function`, `receiver` and the first `count` (up to 2) of `first` and `second` (registry
    /// references; ``LuaRef/nil`` for nil). `handler` as in
    /// ``callForBool(_:receiver:point:_:argument:answer:handler:)``.
    @inlinable @inline(__always)
    public func call(
        _ function: LuaRef, receiver: LuaRef, arguments count: Int32, _ first: LuaRef, _ second: LuaRef,
        handler: inout Int32
    ) -> WholeCall {
        let status = moon_call_refs(
            pointer, LuaStack.stepRoom, function.rawValue, receiver.rawValue, count, first.rawValue,
            second.rawValue, &handler)
        if status == LUA_OK { return .done }
        return whole(status)
    }

    /// Hot path: a touch handler's call in one crossing into C (`moon_call_touches`): as
    /// ``call(_:receiver:arguments:_:_:handler:)`` with the touches table `set` and `event`, where
    /// `set` is checked in place to still be exactly the array of the full userdata whose blocks are
    /// `blocks`, with no other key and the metatable `metatable`
    /// (``tableHoldsUserdata(at:blocks:metatable:)``), unless ``LuaState/epoch`` is still
    /// `checked` (no Lua code ran since it was). Nil, with nothing called and the stack as it was,
    /// when the table fails the check. A call made at the top level uses the message handler
    /// `host` keeps on the main thread's stack (``keepMessageHandler(for:)``) instead of pushing
    /// one; `handler` is set as for a call that pushes its own.
    @inlinable @inline(__always)
    public func callTouches(
        _ function: LuaRef, receiver: LuaRef, set: LuaRef, blocks: UnsafeBufferPointer<UnsafeRawPointer?>,
        metatable: UnsafeRawPointer?, checked: UInt64, event: LuaRef, host: UnsafePointer<LuaCallHost>?,
        handler: inout Int32
    ) -> WholeCall? {
        let status = moon_call_touches(
            pointer, host, LuaStack.stepRoom, function.rawValue, receiver.rawValue, set.rawValue,
            blocks.baseAddress, blocks.count, metatable, checked, event.rawValue, &handler)
        if status == LUA_OK { return .done }
        if status == MOON_STALE { return nil }
        return whole(status)
    }

    /// The outcome of a whole call that did not answer a boolean.
    @usableFromInline
    func whole(_ status: Int32) -> WholeCall {
        if status == MOON_NOROOM { return .noRoom }
        if status == LUA_OK { return .wrongAnswer }
        let error = errorOnTop(status: status)
        pop()
        return .failed(error)
    }

    /// `nresults` for "every result the function returns" (`LUA_MULTRET`).
    @inlinable
    public static var allResults: Int32 { MOON_MULTRET }

    /// Like ``pcall(nargs:nresults:handler:)`` but inserts the message handler below
    /// the function itself and removes it afterwards.
    public func pcall(nargs: Int32, nresults: Int32) -> LuaError? {
        let base = top - nargs  // the function's index; the handler goes here
        moon_pushtraceback(pointer)
        lua_rotate(pointer, base, 1)
        let status = moon_protected_call(pointer, nargs, nresults, base)
        if status == LUA_OK {
            moon_remove(pointer, base)
            return nil
        }
        let error = errorOnTop(status: status)
        lua_settop(pointer, base - 1)
        return error
    }

    /// Throwing form of ``pcall(nargs:nresults:)``.
    public func call(nargs: Int32, nresults: Int32) throws(LuaError) {
        if let error = pcall(nargs: nargs, nresults: nresults) { throw error }
    }

    /// Calls the function `function` refers to with `arguments` and returns all its
    /// results, converted (tables and other non-scalars come back as `.opaque`).
    @discardableResult
    public func call(_ function: LuaRef, _ arguments: LuaValue...) throws(LuaError) -> [LuaValue] {
        try call(function, arguments: arguments)
    }

    /// Array form of ``call(_:_:)``.
    @discardableResult
    public func call(_ function: LuaRef, arguments: [LuaValue]) throws(LuaError) -> [LuaValue] {
        let base = top
        guard ensureSpace(Int32(arguments.count) + 2) else {
            throw LuaError(kind: .runtime, message: "stack overflow (too many arguments)")
        }
        push(function)
        for argument in arguments { push(argument) }
        try call(nargs: Int32(arguments.count), nresults: MOON_MULTRET)
        let results = (base + 1..<top + 1).map { value(at: $0) }
        top = base
        return results
    }

    /// Builds the error for `status` from the value on top of the stack.
    @usableFromInline
    func errorOnTop(status: Int32) -> LuaError {
        let kind = LuaError.kind(forStatus: status)
        let text: String
        switch type(at: -1) {
        case .string, .number:
            // Numbers are copied before conversion: lua_tolstring would change the slot.
            pushValue(at: -1)
            var length = 0
            let chars = lua_tolstring(pointer, -1, &length)
            text =
                chars.map {
                    String(
                        decoding: UnsafeRawBufferPointer(start: $0, count: length),
                        as: UTF8.self)
                } ?? ""
            pop()
        case let other:
            text = "(error object is a \(other.name) value)"
        }
        return LuaError(kind: kind, handlerOutput: text)
    }
}
