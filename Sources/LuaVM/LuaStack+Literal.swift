import CLua
import CMoonchainLua

extension LuaStack {
    /// Builds the one value `program` describes and pushes it. Runs protected, under the
    /// memory cap.
    /// - Throws: a ``LuaError`` (`.memory` when the cap is reached), with nothing pushed.
    public func build(_ program: LuaLiteral) throws(LuaError) {
        // The message handler, the function and its argument: pushed without growing the stack.
        try reserve(4)
        let status = program.ops.withUnsafeBufferPointer { ops in
            program.constants.withUnsafeBufferPointer { constants in
                program.extra.withUnsafeBufferPointer { extra in
                    program.sourceBase.withMemoryRebound(to: CChar.self) { source in
                        var literal = moon_literal(
                            ops: ops.baseAddress, nops: ops.count,
                            source: source.baseAddress,
                            extra: extra.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                            constants: constants.baseAddress, nconstants: constants.count / 2)
                        return moon_build_literal(pointer, &literal)
                    }
                }
            }
        }
        guard status == LUA_OK else {
            let error = errorOnTop(status: status)
            pop()
            throw error
        }
    }
}

extension LuaStack {
    /// The keys a scene constructor's table is tagged with (see ``tagConstructor(at:kind:line:file:)``).
    public static let constructorTagKeys = (tag: MOON_TAG_KEY, file: MOON_TAG_FILE)

    /// Tags the table at `index` as a scene constructor's: its `kind` (a small number, below
    /// 32) and the `line` it was called at (0: no Lua code called it) in one integer, and the
    /// file at `file` only when given (nil: the scene file itself). The constructors and
    /// ``build(_:)`` both tag through this one function.
    public func tagConstructor(at index: Int32, kind: Int, line: Int, file: Int32?) {
        moon_tag_constructor(pointer, index, Int32(kind), lua_Integer(line), file ?? 0)
    }

    /// The name Lua gives a chunk called `"@" + path` in messages and debug information
    /// (`short_src`: the path, or its end after "..." when it is long).
    public func shortSource(ofFile path: String) -> String {
        // lua_load pushes without growing the stack: make room first.
        guard ensureSpace(2) else { return path }
        guard luaL_loadbufferx(pointer, "", 0, "@" + path, "t") == LUA_OK else {
            pop()
            return path
        }
        var debug = lua_Debug()
        _ = lua_getinfo(pointer, ">S", &debug)  // pops the function
        return withUnsafeBytes(of: &debug.short_src) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
