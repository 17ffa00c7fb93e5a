import CLua
import LuaVM

extension LuaStack {
    /// The end of every `self.KEY` read on a responder or a recognizer written in Lua, once the
    /// host's own fields have said no: the object's instance state `state`, then the
    /// behaviour `definition` and each one it extends, in order. The key is at index 2; pushes
    /// the value found, or nil, and returns 1 (the one result of `__index`).
    @inline(__always)
    func pushInstanceMember(state: LuaRef, behaviour definition: BehaviourDefinition?) -> Int32 {
        push(state)
        pushValue(at: 2)
        if lua_rawget(pointer, -2) != LUA_TNIL {
            remove(at: -2)
            return 1
        }
        pop(2)
        var definition = definition
        while let current = definition {
            push(current.table)
            pushValue(at: 2)
            if lua_rawget(pointer, -2) != LUA_TNIL {
                remove(at: -2)
                return 1
            }
            pop(2)
            definition = current.parent
        }
        pushNil()
        return 1
    }
}
