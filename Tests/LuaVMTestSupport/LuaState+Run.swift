import LuaVM

/// What the tests of LuaVM and of the host share: load `source` into a sandbox of a Lua state
/// and call it.
extension LuaState {
    /// Loads `source` as `chunkName` into `environment` (a new sandbox by default),
    /// calls it with `arguments` and returns its results.
    @discardableResult
    public func run(
        _ source: String, chunkName: String = "chunk.lua", in environment: LuaRef? = nil,
        _ arguments: LuaValue...
    ) throws(LuaError) -> [LuaValue] {
        let env = environment ?? makeSandbox()
        let chunk = try load(source: source, chunkName: chunkName, environment: env)
        defer { main.unref(chunk) }
        return try main.call(chunk, arguments: arguments)
    }

    /// Runs `source` expecting it to fail, and returns the error (nil if it succeeded).
    public func failure(_ source: String, chunkName: String = "chunk.lua", in environment: LuaRef? = nil) -> LuaError? {
        do {
            try run(source, chunkName: chunkName, in: environment)
            return nil
        } catch {
            return error
        }
    }
}
