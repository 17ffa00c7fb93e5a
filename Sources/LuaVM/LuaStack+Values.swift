import CLua

extension LuaStack {
    /// Pushes nil.
    public func pushNil() {
        lua_pushnil(pointer)
    }

    /// Pushes a boolean.
    public func push(_ value: Bool) {
        lua_pushboolean(pointer, value ? 1 : 0)
    }

    /// Pushes an integer.
    public func push(_ value: Int) {
        lua_pushinteger(pointer, lua_Integer(value))
    }

    /// Pushes a float.
    public func push(_ value: Double) {
        lua_pushnumber(pointer, value)
    }

    /// Pushes a string (its UTF-8 bytes; no copy on the Swift side for native strings).
    public func push(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                _ = lua_pushlstring(pointer, chars.baseAddress, chars.count)
            }
        }
    }

    /// Pushes a ``LuaValue``.
    public func push(_ value: LuaValue) {
        switch value {
        case .nil, .opaque: pushNil()
        case .boolean(let b): push(b)
        case .integer(let i): push(i)
        case .number(let d): push(d)
        case .string(let s): push(s)
        case .reference(let ref): push(ref)
        }
    }

    /// Lua truthiness of the value at `index` (only nil and false are false).
    public func toBool(at index: Int32) -> Bool {
        lua_toboolean(pointer, index) != 0
    }

    /// The number at `index`, or nil if it is not a number. Strings are not coerced.
    public func toDouble(at index: Int32) -> Double? {
        guard lua_type(pointer, index) == LUA_TNUMBER else { return nil }
        return lua_tonumberx(pointer, index, nil)
    }

    /// The integer at `index`: an integer, or a float with an exact integer value.
    /// Strings are not coerced.
    public func toInt(at index: Int32) -> Int? {
        guard lua_type(pointer, index) == LUA_TNUMBER else { return nil }
        var isInteger: Int32 = 0
        let value = lua_tointegerx(pointer, index, &isInteger)
        return isInteger != 0 ? Int(value) : nil
    }

    /// The value at `index` as `lua_tointeger` reads it: an integer, a float with an exact
    /// integer value, or a string convertible to one; 0 for anything else.
    public func integer(at index: Int32) -> Int {
        Int(lua_tointegerx(pointer, index, nil))
    }

    /// True when the value at `index` is an integer subtype number.
    public func isInteger(at index: Int32) -> Bool {
        lua_isinteger(pointer, index) != 0
    }

    /// The string at `index` (invalid UTF-8 is repaired), or nil if it is not a
    /// string. Numbers are not converted, so this never alters the stack (safe
    /// during `next` traversals).
    public func toString(at index: Int32) -> String? {
        guard lua_type(pointer, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let chars = lua_tolstring(pointer, index, &length) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: chars, count: length)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value at `index` as a ``LuaValue`` (tables, functions... are `.opaque`).
    public func value(at index: Int32) -> LuaValue {
        switch type(at: index) {
        case .nil, .none: return .nil
        case .boolean: return .boolean(toBool(at: index))
        case .number:
            if let i = toInt(at: index), isInteger(at: index) { return .integer(i) }
            return .number(toDouble(at: index) ?? .nan)
        case .string: return .string(toString(at: index) ?? "")
        case let other: return .opaque(other)
        }
    }

    /// A short description for diagnostics: strings and numbers as text, other
    /// values as their type name. Never calls `__tostring`.
    public func describe(at index: Int32) -> String {
        switch value(at: index) {
        case .nil: return "nil"
        case .boolean(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .number(let d): return String(d)
        case .string(let s): return s
        case .reference: return "reference"
        case .opaque(let type): return type.name
        }
    }
}
