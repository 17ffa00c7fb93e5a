import LuaVM
import ResponderKit

extension ScriptHost {
    /// Pushes a transform value (`a`, `b`, `c`, `d`, `tx`, `ty`, with the transform methods of
    /// the prelude): an empty table whose numbers live in the prelude's weak store.
    func push(_ transform: Transform, on stack: LuaStack) {
        geometry.push(transform, on: stack)
    }

    /// The transform at `index`: a transform value, or a table `{a, b, c, d, tx, ty}` or
    /// `{a = ..., b = ..., c = ..., d = ..., tx = ..., ty = ...}` of six numbers. Nil when it is
    /// none of those; `isFinite` is left for the caller to check.
    func transform(at index: Int32, on stack: LuaStack) -> Transform? {
        guard stack.type(at: index) == .table else { return nil }
        let table = stack.absoluteIndex(index)
        let stored = geometry.pushStoredNumbers(of: table, on: stack)
        defer { stack.pop(2) }
        var values: [Double] = []
        if stored {
            let inner = stack.absoluteIndex(-1)
            for i in 1...6 {
                stack.rawGet(i, from: inner)
                defer { stack.pop() }
                guard let value = stack.toDouble(at: -1) else { return nil }
                values.append(value)
            }
        } else if stack.rawGet("a", from: table) != .nil {
            stack.pop()
            for key in ["a", "b", "c", "d", "tx", "ty"] {
                guard let value = number(named: key, in: table, on: stack) else { return nil }
                values.append(value)
            }
        } else {
            stack.pop()
            guard stack.rawLength(at: table) == 6 else { return nil }
            for i in 1...6 {
                stack.rawGet(i, from: table)
                defer { stack.pop() }
                guard stack.type(at: -1) == .number, let value = stack.toDouble(at: -1) else { return nil }
                values.append(value)
            }
        }
        return Transform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    /// Why the value at `index` cannot be a view's transform, or nil when it can (then `result`
    /// holds it).
    package func transformProblem(at index: Int32, on stack: LuaStack, into result: inout Transform) -> String? {
        guard let transform = transform(at: index, on: stack) else {
            return
                "transform must be a transform value or {a, b, c, d, tx, ty} (six numbers), got \(typeName(at: index, on: stack))"
        }
        guard transform.isFinite else { return "transform must have finite numbers, got \(transform)" }
        result = transform
        return nil
    }
}
