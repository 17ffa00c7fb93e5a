import LuaVM
import ResponderKit

/// A table's swipe-action methods for scripts (rules W4–W6): `openSwipeRow()`,
/// `closeSwipeRow(animated)`, and the `complete(performed)` function an action's handler gets.
extension ScriptHost {
    /// `openSwipeRow() -> cell|nil`, `closeSwipeRow(animated)`.
    func installSwipeMethods(into members: Int32, on main: LuaStack) {
        addMethod("openSwipeRow", into: members, on: main) { host, stack, binding in
            guard let table = binding.responder as? TableView else {
                return stack.error(
                    "openSwipeRow is a table method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)")
            }
            host.push(table.openSwipeRow(), on: stack)
            return 1
        }
        addMethod("closeSwipeRow", into: members, on: main) { host, stack, binding in
            guard let table = binding.responder as? TableView else {
                return stack.error(
                    "closeSwipeRow is a table method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            table.closeSwipeRow(
                animated: stack.type(at: 2) == .none || stack.type(at: 2) == .nil || stack.toBool(at: 2))
            return 0
        }
    }

    /// Pushes `complete(performed)` for `completion` on `table`: a function whose upvalues are
    /// the table and the completion's generation, so a stale one (called twice, or after the
    /// row closed) does nothing (W6). The function is registered once per host.
    func pushSwipeCompletion(_ table: TableView, _ completion: SwipeCompletion, on stack: LuaStack) {
        let id = swipeCompleteFunction.id {
            vm.register(unretained: self) { `self`, state in
                let saved = self.enter(state)
                defer { self.leave(restoring: saved) }
                let stack = LuaStack(state)
                let performed = stack.toBool(at: 1)
                stack.pushValue(at: stack.upvalueIndex(1))
                let table = self.view(at: -1, on: stack) as? TableView
                stack.pop()
                let generation = stack.toInt(at: stack.upvalueIndex(2))
                if let table, let generation { table.completeSwipeAction(generation: generation, performed: performed) }
                return 0
            }
        }
        push(table, on: stack)
        stack.push(completion.generation)
        stack.push(id, upvalues: 2)
    }
}
