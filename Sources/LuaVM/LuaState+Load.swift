import CLua

extension LuaState {
    /// Compiles a text chunk whose globals resolve in `environment` and returns a
    /// reference to the resulting function (call it with ``LuaStack/call(_:_:)``).
    /// - Parameters:
    ///   - source: the chunk's Lua text.
    ///   - chunkName: the file name shown in messages; loaded as "@chunkName", so
    ///     errors read `chunkName:12: message`.
    ///   - environment: the table used as `_ENV` (usually from ``makeSandbox()``).
    /// - Throws: `.syntax` (message starts `chunkName:line:`) or `.memory`.
    public func load(source: String, chunkName: String, environment: LuaRef) throws(LuaError) -> LuaRef {
        let stack = main
        try stack.load(source: source, chunkName: chunkName)
        stack.push(environment)
        // A main chunk has exactly one upvalue, _ENV.
        _ = lua_setupvalue(pointer, -2, 1)
        return stack.ref()
    }
}

extension LuaStack {
    /// Compiles a text chunk and pushes the function (its `_ENV` is the state's
    /// private global table until you set upvalue 1). Binary chunks are refused.
    public func load(source: String, chunkName: String) throws(LuaError) {
        var source = source
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                luaL_loadbufferx(pointer, chars.baseAddress, chars.count, "@" + chunkName, "t")
            }
        }
        guard status == LUA_OK else {
            let error = errorOnTop(status: status)
            pop()
            throw error
        }
    }
}
