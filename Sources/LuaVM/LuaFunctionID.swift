/// A Swift function callable from Lua: receives the `lua_State*` of the calling
/// thread (possibly a coroutine) and returns the number of results it pushed, or a
/// negative value to raise a Lua error whose message it pushed on top of the stack.
///
/// It must not call unprotected Lua API functions that can raise (luaL_check*,
/// lua_call, lua_error, metamethod-triggering gets/sets); the trampoline raises on
/// its behalf after it returns.
public typealias LuaFunction = (OpaquePointer) -> Int32

/// The handle of a Swift function registered with ``LuaState/register(_:)``.
/// Pushing it (``LuaStack/push(_:upvalues:)``) creates a Lua function whose call
/// reaches the closure through an array index, without lookups.
public struct LuaFunctionID: Hashable, Sendable {
    /// Index into the owning state's function table.
    public let index: Int
}
