import LuaVM
import ResponderKit

extension ScriptHost {
    /// Pushes a point value (`x`, `y`, with the point methods): immutable, and for coordinates
    /// a 32-bit float holds exactly, a light userdata that costs no allocation.
    @inline(__always)
    func push(_ point: Point, on stack: LuaStack) {
        stack.pushPoint(x: point.x, y: point.y)
    }

    /// Pushes a copy of a view's `frame` or `bounds` (`x`, `y`, `width`, `height`, with the
    /// rect methods): writing one of its fields is an error that says to assign the field
    /// instead (`CMoonchainLua/rects.c`), since changing a copy would change nothing.
    func push(_ rect: Rect, copyOf field: ResponderField, on stack: LuaStack) {
        geometry.pushCopy(of: rect, field: field, on: stack)
    }

    /// Gives the table on top of the stack the list metatable: printing it names its items.
    @inline(__always)
    func markList(on stack: LuaStack) {
        geometry.markList(on: stack)
    }

    /// The point at `index`: a point value, or a table with numeric `x` and `y` (or `{x, y}`).
    func point(at index: Int32, on stack: LuaStack) -> Point? {
        if let (x, y) = stack.point(at: index) { return Point(x: x, y: y) }
        guard stack.type(at: index) == .table else { return nil }
        let table = stack.absoluteIndex(index)
        if let x = number(named: "x", in: table, on: stack), let y = number(named: "y", in: table, on: stack) {
            return Point(x: x, y: y)
        }
        stack.rawGet(1, from: table)
        stack.rawGet(2, from: table)
        defer { stack.pop(2) }
        guard let x = stack.toDouble(at: -2), let y = stack.toDouble(at: -1) else { return nil }
        return Point(x: x, y: y)
    }

    /// The rect at `index`: a table with numeric `x`, `y`, `width`, `height` (or `{x, y, w, h}`).
    package func rect(at index: Int32, on stack: LuaStack) -> Rect? {
        // Named fields first, then four numbers read in place (LuaStack.rectTable, one
        // crossing into C: a scene reads one rect per view).
        guard let (x, y, width, height) = stack.rectTable(at: index) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    func number(named key: String, in table: Int32, on stack: LuaStack) -> Double? {
        stack.rawGet(key, from: table)
        defer { stack.pop() }
        return stack.toDouble(at: -1)
    }

    /// Pushes the touch's userdata: one per touch while it lasts, so touches compare equal.
    func push(_ touch: Touch, on stack: LuaStack) {
        touchObjects.push(touch, on: stack)
    }

    /// Drops the userdata of touches that are over, once no event refers to them.
    func forgetFinishedTouches() {
        touchObjects.forgetFinished()
    }

    /// Pushes `touches` as a Lua array (`#touches`, `ipairs(touches)`, `touches[1]`).
    func push(_ touches: some Collection<Touch>, on stack: LuaStack) {
        touchObjects.push(touches, on: stack)
    }

    /// Pushes the event's userdata, or nil.
    func push(_ event: Event?, on stack: LuaStack) {
        guard let event else {
            stack.pushNil()
            return
        }
        push(event, on: stack)
    }

    /// Pushes the event's userdata (the touch event's is made once and reused, as UIKit reuses it).
    @inline(__always)
    func push(_ event: Event, on stack: LuaStack) {
        if event.type == .touches {
            touchObjects.pushTouchEvent(event, on: stack)
            return
        }
        stack.pushObject(event, metatable: Metatable.event)
    }

    /// Pushes `presses` as a Lua array of press userdata.
    func push(_ presses: [Press], on stack: LuaStack) {
        stack.newTable(array: Int32(presses.count))
        for (i, press) in presses.enumerated() {
            stack.pushObject(press, metatable: Metatable.press)
            stack.rawSet(i + 1, in: -2)
        }
        markList(on: stack)
    }

    /// The touches of a Lua array of touch userdata at `index`.
    func touches(at index: Int32, on stack: LuaStack) -> [Touch]? {
        var result: [Touch] = []
        return touches(at: index, on: stack, into: &result) ? result : nil
    }

    /// The touches of a Lua array of touch userdata at `index` into `result` (emptied first),
    /// without allocating when it has room; false when the value is not an array of touches.
    func touches(at index: Int32, on stack: LuaStack, into result: inout [Touch]) -> Bool {
        result.removeAll(keepingCapacity: true)
        guard stack.type(at: index) == .table else { return false }
        let table = stack.absoluteIndex(index)
        let count = stack.rawLength(at: table)
        guard count > 0 else { return true }
        for i in 1...count {
            stack.rawGet(i, from: table)
            defer { stack.pop() }
            guard let touch = stack.object(at: -1, metatable: metatableIDs.touch, as: Touch.self) else { return false }
            result.append(touch)
        }
        return true
    }

    /// The presses of a Lua array of press userdata at `index`.
    func presses(at index: Int32, on stack: LuaStack) -> [Press]? {
        guard stack.type(at: index) == .table else { return nil }
        let table = stack.absoluteIndex(index)
        var result: [Press] = []
        let count = stack.rawLength(at: table)
        guard count > 0 else { return [] }
        for i in 1...count {
            stack.rawGet(i, from: table)
            defer { stack.pop() }
            guard let press = stack.object(at: -1, metatable: Metatable.press, as: Press.self) else { return nil }
            result.append(press)
        }
        return result
    }

    /// A short name of the Lua type at `index`, for messages ("number", "view", "nil").
    func typeName(at index: Int32, on stack: LuaStack) -> String {
        if let binding = binding(at: index, on: stack) { return binding.responder.kind.rawValue }
        if stack.point(at: index) != nil { return "point" }
        return stack.type(at: index).name
    }
}
