import CLua
import CMoonchainLua

extension LuaState {
    /// Stores `function` for the life of the state and returns its handle.
    /// Register once and push many times: each registration is kept forever.
    public func register(_ function: @escaping LuaFunction) -> LuaFunctionID {
        functions.append(function)
        return LuaFunctionID(index: functions.count - 1)
    }

    /// Registers `function`, which is handed `owner` on every call without a reference count:
    /// for closures an owner gives the state it owns (a host's metatables and globals), which a
    /// Lua call reaches thousands of times a second. The one place such a closure holds its
    /// owner unretained (docs/Performance.md, "Unretained references").
    ///
    /// - Warning: Nothing keeps `owner` alive. It must outlive every call of `function`, or call
    ///   ``retireFunctions(because:)`` before it goes, so a state kept after it raises an error
    ///   instead of reaching freed memory.
    public func register<Owner: AnyObject>(
        unretained owner: Owner, _ function: @escaping (Owner, OpaquePointer) -> Int32
    ) -> LuaFunctionID {
        unowned(unsafe) let owner = owner
        return register { state in function(owner, state) }
    }

    /// Replaces every registered closure with one that raises `reason`: for an owner whose
    /// closures capture it without a reference, before it goes away while the state may live on.
    public func retireFunctions(because reason: String) {
        for index in functions.indices {
            functions[index] = { state in LuaStack(state).error(reason) }
        }
    }

    /// Registers `function` and stores it as `name` in the table `table`
    /// (typically a sandbox environment).
    @discardableResult
    public func setFunction(
        _ name: String, in table: LuaRef,
        _ function: @escaping LuaFunction
    ) -> LuaFunctionID {
        let id = register(function)
        let stack = main
        stack.push(table)
        stack.push(id)
        stack.rawSet(name, in: -2)
        stack.pop()
        return id
    }
}

extension LuaStack {
    /// Pushes a Lua function that calls the registered Swift closure `id`. The top
    /// `upvalues` values are popped and become its upvalues, readable from the
    /// closure at ``upvalueIndex(_:)`` 1...upvalues.
    public func push(_ id: LuaFunctionID, upvalues: Int32 = 0) {
        moon_pushswiftclosure(pointer, lua_Integer(id.index), upvalues)
    }

    /// Pushes a Lua function backed by a C-convention Swift function (no context, no
    /// closure table): the fastest call path. Same result convention as ``LuaFunction``.
    public func push(
        cFunction: @escaping @convention(c) (OpaquePointer?) -> Int32,
        upvalues: Int32 = 0
    ) {
        moon_pushswiftfunction(pointer, cFunction, upvalues)
    }

    /// The pseudo-index of the `n`th user upvalue (1-based) of the running Swift
    /// function (upvalue 1 of the underlying C closure is reserved for dispatch).
    public func upvalueIndex(_ n: Int32) -> Int32 {
        moon_upvalueindex(n + 1)
    }

    /// Pushes `message` and returns the value a Swift function returns to raise it
    /// as a Lua error: `return stack.error("bad argument")`. Like `luaL_error`, the
    /// message is prefixed with the calling Lua code's `file:line: ` unless
    /// `position` is false.
    public func error(_ message: String, position: Bool = true) -> Int32 {
        if position {
            luaL_where(pointer, 1)
            push(message)
            lua_concat(pointer, 2)  // two strings: no metamethod can run
        } else {
            push(message)
        }
        return -1
    }
}
