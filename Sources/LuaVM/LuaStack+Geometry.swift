import CMoonchainLua

/// Point values and rect copies, whose representation and metamethods are C
/// (`CMoonchainLua/points.c`, `rects.c`): a point whose coordinates fit a 32-bit float exactly
/// is a light userdata, so passing one to a script allocates nothing.
extension LuaStack {
    /// Pushes `value` as a Lua integer when it is whole, else as a float (`print(p.x)` shows
    /// `10`, not `10.0`): the rule point fields follow.
    @inline(__always)
    public func pushCoordinate(_ value: Double) {
        moon_pushcoordinate(pointer, value)
    }

    /// Pushes the immutable point value (x, y). Needs ``installPointMetatable(methods:)``.
    @inline(__always)
    public func pushPoint(x: Double, y: Double) {
        moon_pushpoint(pointer, x, y)
    }

    /// The coordinates of the point value at `index`; nil when it is not a point value (a
    /// table with `x` and `y` is not one).
    @inline(__always)
    public func point(at index: Int32) -> (x: Double, y: Double)? {
        var x = 0.0
        var y = 0.0
        guard moon_topoint(pointer, index, &x, &y) != 0 else { return nil }
        return (x, y)
    }

    /// The rect a table at `index` gives: all four of `x`, `y`, `width` and `height` as
    /// numbers, else exactly four numbers at 1...4 (`{x, y, w, h}`); nil for anything else.
    /// Raw access, strings are not coerced; read in one crossing into C.
    public func rectTable(at index: Int32) -> (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        guard moon_torecttable(pointer, index, &x, &y, &width, &height) != 0 else { return nil }
        return (x, y, width, height)
    }

    /// Pushes the C function `point(x, y)` that makes point values.
    public func pushPointConstructor() {
        moon_pushpointconstructor(pointer)
    }

    /// Makes the point metatable, with the methods table at `methods` behind `__index`, and
    /// gives it to all light userdata.
    public func installPointMetatable(methods: Int32) {
        moon_installpoints(pointer, methods)
    }

    /// Pushes the metatable of rect copies read from the field `field`: the methods table at
    /// `methods` behind `__index`, and a `__newindex` that says to assign the field instead.
    public func pushRectCopyMetatable(methods: Int32, field: String) {
        moon_pushrectcopymeta(pointer, methods, field)
    }

    /// Pushes a rect copy (`x`, `y`, `width`, `height` at 1...4 and by name) with the metatable
    /// `metatable` (from ``pushRectCopyMetatable(methods:field:)``).
    public func pushRectCopy(x: Double, y: Double, width: Double, height: Double, metatable: LuaRef) {
        moon_pushrectcopy(pointer, metatable.rawValue, x, y, width, height)
    }
}
