import LuaVM

extension LuaStack {
    /// Fills the metatable on top of the stack with the host's accessors, and hides it from
    /// scripts (`getmetatable` answers false), so no script can swap a host object's behaviour.
    func fillHostMetatable(index: LuaFunctionID, newIndex: LuaFunctionID, toString: LuaFunctionID) {
        push(index)
        rawSet("__index", in: -2)
        push(newIndex)
        rawSet("__newindex", in: -2)
        push(toString)
        rawSet("__tostring", in: -2)
        push(false)
        rawSet("__metatable", in: -2)
    }
}
