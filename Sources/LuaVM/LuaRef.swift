import CLua

/// A registry reference (`luaL_ref`) keeping a Lua value alive and reachable from
/// Swift. A plain value: copying it does not add a reference; call ``unref(from:)``
/// exactly once when done.
public struct LuaRef: Hashable, Sendable {
    /// The integer key in the registry.
    public let rawValue: Int32

    /// Wraps an existing registry key.
    @inlinable
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The reference luaL_ref returns for nil (LUA_REFNIL): pushes nil, needs no unref.
    /// Inlinable, as it is compared on hot paths (a stored static would be a lazy global).
    @inlinable
    public static var `nil`: LuaRef { LuaRef(rawValue: -1) }

    /// Pushes the referenced value onto `stack`.
    public func push(onto stack: LuaStack) {
        lua_rawgeti(stack.pointer, MOON_REGISTRYINDEX, lua_Integer(rawValue))
    }

    /// Releases the reference; the value may then be collected.
    public func unref(from stack: LuaStack) {
        luaL_unref(stack.pointer, MOON_REGISTRYINDEX, rawValue)
    }
}

extension LuaStack {
    /// Pops the top value and returns a new registry reference to it.
    public func ref() -> LuaRef {
        LuaRef(rawValue: luaL_ref(pointer, MOON_REGISTRYINDEX))
    }

    /// Pushes the value referenced by `ref`.
    public func push(_ ref: LuaRef) {
        ref.push(onto: self)
    }

    /// Releases `ref`.
    public func unref(_ ref: LuaRef) {
        ref.unref(from: self)
    }

    /// Pops the top value into `ref`'s registry slot, in place of the value it held; the
    /// reference stays taken. One raw write, where `unref` and `ref` take four or five: an owner
    /// that replaces a value it keeps (or parks a slot it will fill again) keeps its reference.
    /// Never set nil: with no freed slot `luaL_ref` takes the registry's length plus one, and a
    /// nil in its array part can make that length end before a taken slot.
    @inline(__always)
    public func setRef(_ ref: LuaRef) {
        lua_rawseti(pointer, MOON_REGISTRYINDEX, lua_Integer(ref.rawValue))
    }
}
