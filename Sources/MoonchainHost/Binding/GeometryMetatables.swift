import LuaVM
import ResponderKit

/// The prelude's metatables of the values the host hands scripts (lists, copies of `frame` and
/// `bounds`, transforms), the weak store of transforms' numbers, and the prelude's `rect`
/// constructor. Taken from the prelude's exports once (``take(from:on:)``), then only pushed:
/// no other part of the host can replace them.
final class GeometryMetatables {
    // Set once while the prelude runs, read on every list, rect and transform handed out.
    @exclusivity(unchecked) private var list: LuaRef = .nil
    /// The list metatable's address, which the C check of a passed-on touches table compares.
    private var listAddress: UnsafeRawPointer?
    @exclusivity(unchecked) private var frameCopy: LuaRef = .nil
    @exclusivity(unchecked) private var boundsCopy: LuaRef = .nil
    @exclusivity(unchecked) private var transform: LuaRef = .nil
    @exclusivity(unchecked) private var transformStore: LuaRef = .nil
    @exclusivity(unchecked) private var rectConstructor: LuaRef = .nil

    /// Takes `rect`, `List`, `Rect`, `Transform` and `transformStore` from the prelude's exports
    /// table at `exports` (an absolute index), and gives `touches` the list metatable.
    func take(from exports: Int32, on main: LuaStack, sharingListWith touches: TouchObjects) {
        precondition(list == .nil, "the prelude's metatables are taken once")
        main.rawGet("rect", from: exports)
        rectConstructor = main.ref()
        main.rawGet("List", from: exports)
        listAddress = main.address(at: -1)
        list = main.ref()
        touches.useListMetatable(list, at: listAddress)
        main.rawGet("Rect", from: exports)
        main.pushRectCopyMetatable(methods: -1, field: ResponderField.frame.key)
        frameCopy = main.ref()
        main.pushRectCopyMetatable(methods: -1, field: ResponderField.bounds.key)
        boundsCopy = main.ref()
        main.pop()
        main.rawGet("Transform", from: exports)
        transform = main.ref()
        main.rawGet("transformStore", from: exports)
        transformStore = main.ref()
    }

    /// Gives the table on top of the stack the list metatable: printing it names its items.
    @inline(__always)
    func markList(on stack: LuaStack) {
        stack.push(list)
        stack.setMetatable(of: -2)
    }

    /// Pushes a read-only copy of a view's `frame` or `bounds`.
    func pushCopy(of rect: Rect, field: ResponderField, on stack: LuaStack) {
        let meta = field == .bounds ? boundsCopy : frameCopy
        stack.pushRectCopy(x: rect.x, y: rect.y, width: rect.width, height: rect.height, metatable: meta)
    }

    /// Pushes a rect value made by the prelude's `rect`, which a script may keep or change.
    func pushRectValue(_ rect: Rect, on stack: LuaStack) {
        stack.push(rectConstructor)
        stack.pushNumber(rect.x)
        stack.pushNumber(rect.y)
        stack.pushNumber(rect.width)
        stack.pushNumber(rect.height)
        if stack.pcall(nargs: 4, nresults: 1) != nil {
            // The prelude's constructor takes any four numbers: this cannot fail; stay balanced.
            stack.pushNil()
        }
    }

    /// Pushes a transform value: an empty table with the transform metatable, whose six numbers
    /// live in the weak store.
    func push(_ value: Transform, on stack: LuaStack) {
        stack.newTable()
        stack.push(transformStore)
        stack.pushValue(at: -2)
        stack.newTable(array: 6)
        for (i, number) in [value.a, value.b, value.c, value.d, value.tx, value.ty].enumerated() {
            stack.pushNumber(number)
            stack.rawSet(i + 1, in: -2)
        }
        stack.rawSet(in: -3)
        stack.pop()
        stack.push(transform)
        stack.setMetatable(of: -2)
    }

    /// Pushes the store's entry for the table at `table` (an absolute index) above the store
    /// itself: a table of six numbers when `table` is a transform value. The caller pops both.
    func pushStoredNumbers(of table: Int32, on stack: LuaStack) -> Bool {
        stack.push(transformStore)
        stack.pushValue(at: table)
        return stack.rawGet(from: -2) == .table
    }
}
