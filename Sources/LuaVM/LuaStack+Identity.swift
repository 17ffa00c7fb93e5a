import CLua

extension LuaStack {
    /// The address of the collectable value (table, string, function, userdata...) at
    /// `index`, or 0 for a value that is not one. Lua 5.4 interns short strings (up to 40
    /// bytes), so two short strings with the same bytes have the same address while either is
    /// alive: a reader can match keys it anchored once by address, without copying their bytes.
    public func identity(at index: Int32) -> UInt {
        UInt(bitPattern: lua_topointer(pointer, index))
    }
}
