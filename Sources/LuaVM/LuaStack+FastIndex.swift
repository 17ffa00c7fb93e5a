import CLua
import CMoonchainLua

/// The head of a host object's userdata block for ``LuaStack/pushFastIndex(_:)``: `index`, the
/// host's index of the object, and `ref`, a registry reference to the current value of the one
/// key answered in C (0: ask the host). The host keeps `ref` up to date as that value changes.
/// `state`, a registry reference to the object's state table (0: none), is where
/// ``LuaStack/pushStateNewIndex(_:members:judged:metatable:)`` writes. `start` is the host's:
/// where the running method's `self.super` starts (`LuaFastSlot.notRunning`: none runs).
public typealias LuaFastSlot = moon_fastslot

extension LuaFastSlot {
    /// `start` while no method of the object is running (`MOON_NOT_RUNNING`).
    public static var notRunning: Int32 { MOON_NOT_RUNNING }
}

/// One key of a host object answered without leaving C (`CMoonchainLua/fastindex.c`): a key a
/// script reads on nearly every call (`self.super`) would otherwise cost a call into Swift.
extension LuaStack {
    /// Pops a key and pushes an `__index` for userdata whose block begins with a
    /// ``LuaFastSlot``: that key is answered from the slot's `ref`; any other key, or that key
    /// while `ref` is 0, runs the Swift function `function`.
    public func pushFastIndex(_ function: LuaFunctionID) {
        moon_pushfastindex(pointer, lua_Integer(function.index))
    }

    /// Pushes a `__newindex` for userdata whose block begins with a ``LuaFastSlot`` and whose
    /// metatable is the table at `metatable`: a string key that is no key of the table at
    /// `members`, and is a key of the table at `judged`, is set raw in the table the slot's
    /// `state` refers to, as the host would; any other write (or any while `state` is 0) runs
    /// the Swift function `function`.
    public func pushStateNewIndex(_ function: LuaFunctionID, members: Int32, judged: Int32, metatable: Int32) {
        moon_pushstatenewindex(pointer, lua_Integer(function.index), members, judged, metatable)
    }

    /// Makes a host object's userdata — a ``LuaFastSlot`` for host index `index` with the
    /// metatable `metatable` refers to — and its empty state table, with room for `stateKeys`
    /// keys, in one call into C (`fastindex.c`, `moon_newfastslot`): returns the block and a
    /// reference to the userdata; the block's `state` refers to the table. Pushes nothing.
    public func newFastSlot(index: Int32, metatable: LuaRef, stateKeys: Int32 = 0) -> (
        slot: UnsafeMutablePointer<LuaFastSlot>, object: LuaRef
    ) {
        var object: Int32 = 0
        let slot = moon_newfastslot(pointer, index, metatable.rawValue, max(0, stateKeys), &object)!
        return (slot, LuaRef(rawValue: object))
    }
}
