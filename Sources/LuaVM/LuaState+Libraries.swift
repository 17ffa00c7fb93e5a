import CLua
import CMoonchainLua

extension LuaState {
    /// Base-library functions a sandbox receives as they are. Deliberately absent:
    /// `print` (the host's), `dofile`, `loadfile`, `require`, `warn`; `load` and
    /// `collectgarbage`, `xpcall` and `setmetatable` are replaced (see ``makeSandbox()``).
    static let sandboxBaseFunctions = [
        "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall",
        "rawequal", "rawget", "rawlen", "rawset", "select", "tonumber", "tostring", "type",
    ]

    /// Opens base, string, table, math, utf8, coroutine (and os, only to copy
    /// `time`/`clock`) into the state's private global table, protects the shared
    /// string metatable and builds the sandbox templates. Never io, debug or package.
    func openLibraries() {
        let stack = main
        let libraries: [(String, lua_CFunction)] = [
            ("_G", luaopen_base), ("string", luaopen_string), ("table", luaopen_table),
            ("math", luaopen_math), ("utf8", luaopen_utf8), ("coroutine", luaopen_coroutine),
        ]
        for (name, open) in libraries {
            luaL_requiref(pointer, name, open, 1)
            // Bounded versions of the functions that could loop in C (see CMoonchainLua/boundedlib.c and
            // patterns.c), in the real tables: the string metatable's methods use them too.
            if name == "string" { moon_install_bounded_string(pointer, -1) }
            if name == "table" { moon_install_bounded_table(pointer, -1) }
            stack.pop()
        }
        protectStringMetatable()

        moon_pushglobaltable(pointer)
        let globals = stack.top
        for name in ["string", "table", "math", "utf8", "coroutine"] {
            stack.rawGet(name, from: globals)
            stack.copyTable(at: -1, except: name == "string" ? ["dump"] : [])
            if name == "coroutine" { installSafeCoroutineFunctions(in: stack.top) }
            templates.libraries.append((name, stack.ref()))
            stack.pop()
        }
        stack.pop()

        // os is opened without becoming a global; only time and clock are kept.
        luaL_requiref(pointer, "os", luaopen_os, 0)
        stack.newTable(hash: 2)
        for name in ["time", "clock"] {
            stack.rawGet(name, from: -2)
            stack.rawSet(name, in: -2)
        }
        templates.libraries.append(("os", stack.ref()))
        stack.pop()
    }

    /// Replaces `close` and `wrap` in the coroutine template (see CMoonchainLua/sandbox.c): a
    /// coroutine killed by the instruction budget is never closed, because Lua
    /// would run its `__close` metamethods with hooks off, outside the budget.
    private func installSafeCoroutineFunctions(in table: Int32) {
        let stack = main
        stack.rawGet("close", from: table)
        moon_pushsafeclose(pointer)
        stack.rawSet("close", in: table)
        moon_pushsafewrap(pointer)
        stack.rawSet("wrap", in: table)
    }

    /// All strings share one metatable whose `__index` is the real `string` table.
    /// Method calls (`("x"):rep(3)`) keep working through it, but `__metatable = false`
    /// makes `getmetatable("")` return false, so no script can reach and poison it.
    /// Its `__index` is a copy of `string` without `dump`, as the sandboxes' `string` is:
    /// otherwise `("").dump(f)` would reach what `string.dump` hides.
    private func protectStringMetatable() {
        let stack = main
        stack.push("")
        if stack.pushMetatable(of: -1) {
            stack.push(false)
            stack.rawSet("__metatable", in: -2)
            stack.rawGet("__index", from: -1)
            stack.copyTable(at: -1, except: ["dump"])
            stack.rawSet("__index", in: -3)
            stack.pop(2)
        }
        stack.pop()
    }
}

extension LuaStack {
    /// Pushes a shallow copy (raw keys and values, no metatable) of the table at `index`.
    func copyTable(at index: Int32, except excluded: Set<String> = []) {
        let source = absoluteIndex(index)
        newTable(hash: Int32(rawLength(at: source)))
        let copy = top
        pushNil()
        while next(in: source) {
            if let key = toString(at: -2), excluded.contains(key) {
                pop()
                continue
            }
            pushValue(at: -2)  // key
            insert(at: -2)  // key key value
            lua_rawset(pointer, copy)
        }
    }
}
