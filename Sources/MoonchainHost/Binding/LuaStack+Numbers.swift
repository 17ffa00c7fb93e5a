import LuaVM

extension LuaStack {
    /// Pushes `value` as a Lua integer when it is whole, else as a float: scripts read
    /// coordinates, sizes and times as people write them (`print(p.x)` shows `10`, not `10.0`).
    @inline(__always)
    func pushNumber(_ value: Double) {
        if value == value.rounded(.towardZero), abs(value) < 9.0e15 {
            push(Int(value))
        } else {
            push(value)
        }
    }
}
