import LuaVM
import ResponderKit

/// The table's swipe-action delegate methods (rules W1–W6) as a behaviour's functions:
/// `tableTrailingSwipeActions(self, t, cell) -> CONFIG|nil` and the leading one,
/// `tableCommitDelete`, `tableWillBeginEditingRow`, `tableDidEndEditingRow`, and each ACTION's
/// handler `METHOD(self, action, cell, complete)`. A CONFIG or ACTION of the wrong shape is
/// reported with file:line and that side of that row has no actions (no default Delete).
extension ScriptedBehaviour {
    func tableTrailingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?> {
        swipeConfiguration(.tableTrailingSwipeActions, table, cell)
    }

    func tableLeadingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?> {
        swipeConfiguration(.tableLeadingSwipeActions, table, cell)
    }

    func tableCommitsDelete(_ table: TableView) -> Bool {
        definition.hook(.tableCommitDelete) != nil
    }

    func tableCommitDelete(_ table: TableView, cell: Cell) { notifySwipeRow(.tableCommitDelete, table, cell) }
    func tableWillBeginEditingRow(_ table: TableView, cell: Cell) {
        notifySwipeRow(.tableWillBeginEditingRow, table, cell)
    }
    func tableDidEndEditingRow(_ table: TableView, cell: Cell) { notifySwipeRow(.tableDidEndEditingRow, table, cell) }

    /// W6: `METHOD(self, action, cell, complete)`; a handler that fails before calling
    /// `complete` closes the row as `complete(false)` (a later or second call does nothing).
    func tablePerformSwipeAction(_ table: TableView, action: SwipeAction, cell: Cell, completion: SwipeCompletion) {
        guard case .method(let name) = action.handler else { return completion.complete(performed: false) }
        let stack = host.stack
        guard let impl = definition.lookup(name, on: stack) else {
            host.warn("swipe action handler '\(name)' is not a method of '\(binding.responder.name)'s behaviour")
            return completion.complete(performed: false)
        }
        defer { impl.function.unref(from: stack) }
        let ran = host.call(impl, on: binding, method: name, results: 0) { stack in
            stack.newTable(array: 0, hash: 3)
            stack.push(action.title)
            stack.rawSet("title", in: -2)
            stack.push(action.style.rawValue)
            stack.rawSet("style", in: -2)
            stack.push(name)
            stack.rawSet("handler", in: -2)
            host.push(cell, on: stack)
            host.pushSwipeCompletion(table, completion, on: stack)
            return 3
        }
        if !ran { completion.complete(performed: false) }
    }

    private func notifySwipeRow(_ hook: BehaviourHook, _ table: TableView, _ cell: Cell) {
        guard let impl = definition.hook(hook) else { return }
        _ = host.call(impl, on: binding, method: hook.name, results: 0) { stack in
            host.push(table, on: stack)
            host.push(cell, on: stack)
            return 2
        }
    }

    /// Calls a configuration hook and reads its CONFIG (W1). nil: `.answered(nil)`; a failed
    /// call: `.failed` (the default); a wrong shape: reported, and no actions on that side.
    private func swipeConfiguration(_ hook: BehaviourHook, _ table: TableView, _ cell: Cell)
        -> Answer<SwipeActionsConfiguration?>
    {
        guard let impl = definition.hook(hook) else { return .failed }
        let called = host.call(impl, on: binding, method: hook.name, results: 1) { stack in
            host.push(table, on: stack)
            host.push(cell, on: stack)
            return 2
        }
        guard called else { return .failed }
        let stack = host.stack
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return .answered(nil) }
        switch readConfiguration(at: stack.top, on: stack) {
        case .success(let configuration):
            return .answered(configuration)
        case .failure(let problem):
            host.reportMisuse(
                "\(hook.name) must return { ACTION, ..., performsFirstActionWithFullSwipe = true } or nil: "
                    + "\(problem.message); '\(cell.name)' has no \(hook == .tableLeadingSwipeActions ? "leading" : "trailing") actions",
                at: impl.location(on: stack), doing: host.doing(hook.name, on: binding))
            return .answered(SwipeActionsConfiguration.empty)
        }
    }

    private struct ShapeProblem: Error {
        let message: String
    }

    /// A CONFIG table at `index`: its array part ACTIONs, and `performsFirstActionWithFullSwipe`.
    private func readConfiguration(at index: Int32, on stack: LuaStack) -> Result<
        SwipeActionsConfiguration, ShapeProblem
    > {
        guard stack.type(at: index) == .table else {
            return .failure(ShapeProblem(message: "got \(host.typeName(at: index, on: stack))"))
        }
        var full = true
        switch stack.rawGet("performsFirstActionWithFullSwipe", from: index) {
        case .nil: break
        case .boolean: full = stack.toBool(at: -1)
        default:
            let got = host.typeName(at: -1, on: stack)
            stack.pop()
            return .failure(ShapeProblem(message: "performsFirstActionWithFullSwipe must be a boolean, got \(got)"))
        }
        stack.pop()
        var actions: [SwipeAction] = []
        let count = stack.rawLength(at: index)
        for position in 1...max(count, 1) where count > 0 {
            stack.rawGet(position, from: index)
            defer { stack.pop() }
            switch readAction(at: stack.top, on: stack) {
            case .success(let action): actions.append(action)
            case .failure(let problem): return .failure(ShapeProblem(message: "ACTION \(position): \(problem.message)"))
            }
        }
        return .success(SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: full))
    }

    /// An ACTION `{ title = "Delete", style = "destructive" | "normal", handler = "METHOD" }`.
    private func readAction(at index: Int32, on stack: LuaStack) -> Result<SwipeAction, ShapeProblem> {
        guard stack.type(at: index) == .table else {
            return .failure(ShapeProblem(message: "expected a table, got \(host.typeName(at: index, on: stack))"))
        }
        func string(_ key: String) -> Result<String?, ShapeProblem> {
            let type = stack.rawGet(key, from: index)
            defer { stack.pop() }
            switch type {
            case .nil: return .success(nil)
            case .string: return .success(stack.toString(at: -1))
            default:
                return .failure(
                    ShapeProblem(message: "\(key) must be a string, got \(host.typeName(at: -1, on: stack))"))
            }
        }
        let title: String?
        let styleName: String?
        let handler: String?
        do throws(ShapeProblem) {
            title = try string("title").get()
            styleName = try string("style").get()
            handler = try string("handler").get()
        } catch {
            return .failure(error)
        }
        guard let handler, !handler.isEmpty else { return .failure(ShapeProblem(message: "no handler")) }
        guard definesFunction(handler, on: stack) else {
            return .failure(ShapeProblem(message: "handler '\(handler)' names no method of this behaviour"))
        }
        let style: SwipeActionStyle
        switch styleName {
        case nil: style = .normal
        case let name?:
            guard let known = SwipeActionStyle(rawValue: name) else {
                return .failure(ShapeProblem(message: "style must be \"destructive\" or \"normal\", got \"\(name)\""))
            }
            style = known
        }
        return .success(SwipeAction(title: title ?? "", style: style, handler: .method(handler)))
    }

    /// Whether the behaviour (or one it extends) defines a function `name`.
    private func definesFunction(_ name: String, on stack: LuaStack) -> Bool {
        guard let impl = definition.lookup(name, on: stack) else { return false }
        impl.function.unref(from: stack)
        return true
    }
}
