import CLua
import LuaVM

// What tests look at in a state that the library has no reason to offer: the registry's size
// and a field read through metamethods. Kept here so the host's tests make no raw Lua call.

extension LuaState {
    /// The length of the registry's array part: `luaL_ref` reuses freed slots, so it grows only
    /// while references are kept (a leak check).
    public var registryLength: Int {
        Int(lua_rawlen(pointer, MOON_REGISTRYINDEX))
    }
}

extension LuaStack {
    /// Pushes `table[key]` for the table at `index`, running `__index` as Lua would, and
    /// returns its type. Unprotected: only for tables whose metamethods cannot fail.
    @discardableResult
    public func field(_ key: String, of index: Int32) -> LuaType {
        LuaType(rawValue: lua_getfield(pointer, index, key)) ?? .none
    }
}
