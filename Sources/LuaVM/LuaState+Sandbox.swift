import CLua
import CMoonchainLua

extension LuaState {
    /// Creates a fresh environment table for scripts and returns a reference to it.
    ///
    /// It holds the contract's Lua globals: `string`, `table`, `math`, `utf8`,
    /// `coroutine`, `os` (only `time` and `clock`), `sandboxBaseFunctions`, plus:
    /// - `load`: text chunks only (mode is forced to "t"; binary chunks are refused
    ///   with "binary chunks are not allowed"); without an `env` argument the chunk's
    ///   globals are this sandbox.
    /// - `collectgarbage`: only `collectgarbage("count")`; any other option raises.
    /// - `setmetatable`: refuses metatables with `__gc` (Lua runs finalizers with
    ///   hooks off, so a looping finalizer would escape the instruction budget).
    /// - `xpcall`: once the budget is spent the script's message handler is skipped
    ///   (Lua would run it with hooks off for an error raised by the budget hook).
    /// - `_G`: the sandbox itself.
    /// - every value added with ``addSandboxGlobal(_:value:)``.
    ///
    /// Library tables are fresh shallow copies per sandbox, so a script that
    /// replaces `string.rep` affects its own sandbox only. String methods
    /// (`s:rep(2)`) go through the shared, protected string metatable to the
    /// pristine `string` table, whatever the sandbox did to its copy.
    /// No `io`, `debug`, `package`, `require`, `dofile`, `loadfile`, `print`.
    public func makeSandbox() -> LuaRef {
        let stack = main
        stack.newTable(hash: 32)
        let env = stack.top

        moon_pushglobaltable(pointer)
        let globals = stack.top
        for name in Self.sandboxBaseFunctions {
            stack.rawGet(name, from: globals)
            stack.rawSet(name, in: env)
        }
        stack.rawGet("load", from: globals)
        stack.pushValue(at: env)
        moon_pushsafeload(pointer)
        stack.rawSet("load", in: env)
        stack.rawGet("xpcall", from: globals)
        moon_pushsafexpcall(pointer)
        stack.rawSet("xpcall", in: env)
        stack.rawGet("setmetatable", from: globals)
        moon_pushsafesetmetatable(pointer)
        stack.rawSet("setmetatable", in: env)
        stack.pop()  // globals

        moon_pushsafecollectgarbage(pointer)
        stack.rawSet("collectgarbage", in: env)
        stack.pushValue(at: env)
        stack.rawSet("_G", in: env)

        for (name, template) in templates.libraries {
            stack.push(template)
            stack.copyTable(at: -1)
            stack.rawSet(name, in: env)
            stack.pop()
        }
        for (name, value) in templates.hostGlobals {
            stack.push(value)
            stack.rawSet(name, in: env)
        }
        return stack.ref()
    }

    /// Adds a global (e.g. the host's `print`) to every sandbox created from now on.
    /// The state keeps `value` referenced; the same value is shared by all sandboxes.
    public func addSandboxGlobal(_ name: String, value: LuaRef) {
        templates.hostGlobals.append((name, value))
    }

    /// Sets `table[name] = value` (raw), e.g. a global of one sandbox.
    public func setField(_ name: String, in table: LuaRef, to value: LuaValue) {
        let stack = main
        stack.push(table)
        stack.push(value)
        stack.rawSet(name, in: -2)
        stack.pop()
    }

    /// Reads `table[name]` (raw), e.g. a global of one sandbox.
    public func field(_ name: String, in table: LuaRef) -> LuaValue {
        let stack = main
        stack.push(table)
        stack.rawGet(name, from: -1)
        let value = stack.value(at: -1)
        stack.pop(2)
        return value
    }
}
