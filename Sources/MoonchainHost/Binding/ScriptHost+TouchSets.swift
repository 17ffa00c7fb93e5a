import CLua
import LuaVM
import ResponderKit

extension ScriptHost {
    /// Pushes the `touches` argument of a touch handler. A handler forwarding to `super` or the
    /// next responder, and the next phase of the same touches, pass the same touches again: the
    /// table handed out last is handed out again when it still holds exactly those touches and
    /// nothing else (a script may have kept or changed it), so steady-state delivery makes no
    /// table. Otherwise a new table is made and remembered.
    func pushTouchSet(_ touches: TouchList, on stack: LuaStack) {
        if touchSet != .nil {
            stack.push(touchSet)
            if tableHoldsExactly(touches, on: stack.pointer) { return }
            stack.pop()
            stack.unref(touchSet)
        }
        push(touches, on: stack)
        stack.pushValue(at: -1)
        touchSet = stack.ref()
    }

    /// Whether the table on top holds `touches` in order at 1...n, no other key and no metatable.
    private func tableHoldsExactly(_ touches: TouchList, on state: OpaquePointer) -> Bool {
        if lua_getmetatable(state, -1) != 0 {
            lua_settop(state, -2)
            return false
        }
        guard lua_rawlen(state, -1) == touches.count else { return false }
        var index: lua_Integer = 1
        for touch in touches {
            lua_rawgeti(state, -1, index)
            // Only a touch's userdata holds a pointer to that touch (8 bytes: a retained object).
            let held = lua_type(state, -1) == LUA_TUSERDATA && lua_rawlen(state, -1) == 8
                ? lua_touserdata(state, -1)?.load(as: UnsafeRawPointer?.self) : nil
            lua_settop(state, -2)
            guard held == UnsafeRawPointer(Unmanaged.passUnretained(touch).toOpaque()) else { return false }
            index += 1
        }
        if touches.isEmpty { lua_pushnil(state) } else { lua_pushinteger(state, index - 1) }
        if lua_next(state, -2) != 0 {
            lua_settop(state, -3)
            return false
        }
        return true
    }
}
