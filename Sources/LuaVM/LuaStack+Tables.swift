import CLua

/// Raw table access: no `__index`/`__newindex`, so nothing can run or raise.
/// Keys are strings or integers only (a nil or NaN key would raise).
extension LuaStack {
    /// Pushes a new table with room for `array` sequence and `hash` keyed entries.
    public func newTable(array: Int32 = 0, hash: Int32 = 0) {
        lua_createtable(pointer, array, hash)
    }

    /// Pushes `table[key]` (raw) and returns its type.
    @discardableResult
    public func rawGet(_ key: String, from table: Int32) -> LuaType {
        let table = absoluteIndex(table)
        push(key)
        return LuaType(rawValue: lua_rawget(pointer, table)) ?? .nil
    }

    /// Pushes `table[index]` (raw) and returns its type.
    @discardableResult
    public func rawGet(_ index: Int, from table: Int32) -> LuaType {
        LuaType(rawValue: lua_rawgeti(pointer, table, lua_Integer(index))) ?? .nil
    }

    /// Pops the top value and stores it as `table[key]` (raw).
    public func rawSet(_ key: String, in table: Int32) {
        let table = absoluteIndex(table)
        push(key)
        lua_rotate(pointer, -2, 1)
        lua_rawset(pointer, table)
    }

    /// Pops a key and pushes `table[key]` (raw) in its place; returns the value's type.
    /// Any key may be looked up (a nil or NaN key finds nil).
    @discardableResult
    public func rawGet(from table: Int32) -> LuaType {
        LuaType(rawValue: lua_rawget(pointer, table)) ?? .nil
    }

    /// Pops a value and the key below it and stores `table[key] = value` (raw). The key must
    /// not be nil or NaN (Lua would raise).
    public func rawSet(in table: Int32) {
        lua_rawset(pointer, table)
    }

    /// The address of the table, function, thread or userdata at `index` (`lua_topointer`):
    /// its identity while it lives (Lua's collector never moves an object); nil for other values.
    public func address(at index: Int32) -> UnsafeRawPointer? {
        lua_topointer(pointer, index)
    }

    /// Pops the top value and stores it as `table[index]` (raw).
    public func rawSet(_ index: Int, in table: Int32) {
        lua_rawseti(pointer, table, lua_Integer(index))
    }

    /// The raw length (`#` without `__len`) of the value at `index`.
    public func rawLength(at index: Int32) -> Int {
        Int(lua_rawlen(pointer, index))
    }

    /// Table traversal step: pops a key and pushes the next key and value, or pushes
    /// nothing and returns false at the end. Start with nil on top. The key must come
    /// from the same traversal and the table must not gain new keys meanwhile.
    public func next(in table: Int32) -> Bool {
        lua_next(pointer, table) != 0
    }

    /// Pushes the metatable of the value at `index` (raw, ignoring `__metatable`);
    /// pushes nothing and returns false when it has none.
    public func pushMetatable(of index: Int32) -> Bool {
        lua_getmetatable(pointer, index) != 0
    }

    /// Pops a table (or nil) and makes it the metatable of the value at `index`.
    public func setMetatable(of index: Int32) {
        lua_setmetatable(pointer, index)
    }
}
