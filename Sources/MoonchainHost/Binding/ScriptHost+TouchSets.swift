import LuaVM
import ResponderKit

extension ScriptHost {
    /// Pushes the `touches` argument of a touch handler. A handler forwarding to `super` or the
    /// next responder, and the next phase of the same touches, pass the same touches again: the
    /// table handed out last is handed out again when it still holds exactly those touches and
    /// nothing else (a script may have kept or changed it), so steady-state delivery makes no
    /// table. Otherwise a new table is made and remembered.
    func pushTouchSet(_ touches: TouchList, on stack: LuaStack) {
        if touchSet.ref != .nil && touchSet.held(touches) {
            // Checked since the last Lua code ran (a handler passed it to super): it still holds them.
            if touchSet.checkedAt == vm.epoch {
                stack.push(touchSet.ref)
                return
            }
            stack.push(touchSet.ref)
            if touchSetHoldsItsTouches(at: -1, on: stack) { return }
            stack.pop()
        }
        if touchSet.ref != .nil { stack.unref(touchSet.ref) }
        push(touches, on: stack)
        touchSet.touches.removeAll(keepingCapacity: true)
        touchSet.blocks.removeAll(keepingCapacity: true)
        for touch in touches {
            touchSet.touches.append(touch)
            touchSet.blocks.append(touchObject(for: touch, on: stack).block)
        }
        touchSet.table = stack.address(at: -1)
        stack.pushValue(at: -1)
        touchSet.ref = stack.ref()
    }

    /// The touches of the table at `index` when it is the touch set and still holds exactly
    /// its touches (a handler passing its `touches` on): they need not be read back from Lua.
    func passedTouchSet(at index: Int32, on stack: LuaStack) -> [Touch]? {
        guard touchSet.ref != .nil, let table = stack.address(at: index), table == touchSet.table,
              touchSetHoldsItsTouches(at: index, on: stack) else { return nil }
        touchSet.checkedAt = vm.epoch
        return touchSet.touches
    }

    /// Whether the table at `index` holds exactly the touch set's touches, in order, no other
    /// key and the list metatable it was made with.
    private func touchSetHoldsItsTouches(at index: Int32, on stack: LuaStack) -> Bool {
        touchSet.blocks.withUnsafeBufferPointer { blocks in
            stack.tableHoldsUserdata(at: index, blocks: blocks, metatable: refs.listMetaPointer)
        }
    }
}
