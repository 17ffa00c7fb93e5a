import LuaVM

extension LuaStack {
    /// Pushes `value` as a Lua integer when it is whole, else as a float: scripts read
    /// coordinates, sizes and times as people write them (`print(p.x)` shows `10`, not `10.0`).
    /// One rule with the point values' fields (``LuaStack/pushCoordinate(_:)``).
    @inline(__always)
    func pushNumber(_ value: Double) {
        pushCoordinate(value)
    }
}
