import CLua

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a Lua function is defined, as `lua_getinfo` reports it.
public struct LuaFunctionInfo: Sendable {
    /// The chunk's source as given to `load` (`@path` for a file, `=name` for a named chunk).
    public let source: String
    /// The printable form of ``source`` used in messages (`path`, or the chunk's name).
    public let shortSource: String
    /// The line the definition starts on (0 for the main chunk, -1 for a C function).
    public let firstLine: Int
    /// The line the definition ends on.
    public let lastLine: Int
}

/// The debug interface, read-only: where functions are defined, which line is running, and the
/// first parameter of a running function. Nothing here runs Lua code or raises.
extension LuaStack {
    /// Where the function at `index` is defined; nil when Lua cannot say.
    public func functionInfo(at index: Int32) -> LuaFunctionInfo? {
        var debug = lua_Debug()
        pushValue(at: index)
        guard lua_getinfo(pointer, ">S", &debug) != 0 else { return nil }
        return LuaFunctionInfo(
            source: debug.source.map { String(cString: $0) } ?? "",
            shortSource: Self.shortSource(of: &debug),
            firstLine: Int(debug.linedefined), lastLine: Int(debug.lastlinedefined))
    }

    /// `file:line` running at call-stack `level` (0: the running function, 1: its caller);
    /// nil when there is no such level.
    public func place(atLevel level: Int32) -> String? {
        var debug = lua_Debug()
        guard lua_getstack(pointer, level, &debug) != 0, lua_getinfo(pointer, "Sl", &debug) != 0 else { return nil }
        return "\(Self.shortSource(of: &debug)):\(debug.currentline)"
    }

    /// Calls `body` with the line and the file (the bytes of Lua's shortened chunk name) running
    /// at call-stack `level`, without making a string: scene constructors ask this once per
    /// view, and most calls share one file. Nil when there is no such level.
    /// Inlinable, so the caller's `R` is specialized: unspecialized, making the optional result
    /// asked the runtime for its type's metadata each call.
    @inlinable
    public func withPlace<R>(atLevel level: Int32, _ body: (Int, UnsafeRawBufferPointer) -> R) -> R? {
        var debug = lua_Debug()
        guard lua_getstack(pointer, level, &debug) != 0, lua_getinfo(pointer, "Sl", &debug) != 0 else { return nil }
        let line = Int(debug.currentline)
        return withUnsafeBytes(of: &debug.short_src) { raw in
            // strnlen, not `prefix(while:)`: a scene's constructors ask once for every table,
            // and the generic slice walk was a quarter of each call.
            let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
            return body(line, UnsafeRawBufferPointer(rebasing: raw[..<length]))
        }
    }

    /// Pushes the first parameter of the Lua function running at call-stack `level` and returns
    /// true; false (nothing pushed) when that function has no parameter; nil when there is no
    /// such level. A C function's first local is its first argument, so only Lua functions'
    /// parameters are pushed.
    public func pushFirstParameter(atLevel level: Int32) -> Bool? {
        var debug = lua_Debug()
        guard lua_getstack(pointer, level, &debug) != 0 else { return nil }
        guard lua_getinfo(pointer, "u", &debug) != 0, debug.nparams >= 1,
            lua_getlocal(pointer, &debug, 1) != nil
        else { return false }
        return true
    }

    private static func shortSource(of debug: inout lua_Debug) -> String {
        withUnsafeBytes(of: &debug.short_src) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
