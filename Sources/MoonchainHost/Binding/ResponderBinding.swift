import LuaVM
import ResponderKit

/// What the Lua side keeps for one responder: its one userdata (created once, cached), the
/// table of its instance state, and its props.
final class ResponderBinding {
    /// Index in the host's bindings; the userdata stores it.
    let index: Int32
    let responder: Responder
    /// The responder's userdata block: its index, the `self.super` the running method gets (a
    /// registry reference, 0 when the host must work it out), which the userdata's `__index`
    /// answers in C, and where that `self.super` starts (`start`). Lua never moves a userdata,
    /// and `object` keeps it alive.
    let slot: UnsafeMutablePointer<LuaFastSlot>
    /// The responder's userdata, reused for every call.
    var object: LuaRef = .nil
    /// Fields a script set on `self`: they live as long as the responder, across reloads.
    var state: LuaRef = .nil
    /// The scene's `props` table; when the scene gave none, `.nil` until a script first reads
    /// `self.props` (then an empty table).
    var props: LuaRef = .nil
    /// The behaviour driving this responder, if any.
    var behaviour: ScriptedBehaviour?
    /// Where `self.super` of the innermost running method of this responder's starts: the id
    /// of the parent of the behaviour defining it (-1: none, only the host default), or nil when
    /// no method is running; so two levels of `extends` never recurse. Set and restored around
    /// each call, in the userdata block, where a call made from C sets it too
    /// (`moon_pointcall_run`).
    var runningSuperStart: Int32? {
        let start = slot.pointee.start
        return start == LuaFastSlot.notRunning ? nil : start
    }
    /// The `self.super` proxy handed out last, and the behaviour it starts from: a handler
    /// asks for its super on every call, and nearly always gets the same one.
    @exclusivity(unchecked) var lastSuper: (start: Int32, proxy: LuaRef) = (-2, .nil)

    init(index: Int32, responder: Responder, slot: UnsafeMutablePointer<LuaFastSlot>) {
        self.index = index
        self.responder = responder
        self.slot = slot
    }

    /// What ``run(as:)`` replaced, for ``restore(_:)``.
    struct Running {
        let superStart: Int32
        let superRef: Int32
    }

    /// Marks a method of `definer` as running on this responder; undo with ``restore(_:)``.
    @inline(__always)
    func run(as definer: BehaviourDefinition?) -> Running {
        let saved = Running(superStart: slot.pointee.start, superRef: slot.pointee.ref)
        // `self.super` continues from the definer's parent: when that is where the proxy
        // handed out last starts, scripts get it without a call into the host.
        if let definer {
            slot.pointee.start = definer.parentID
            slot.pointee.ref = lastSuper.start == definer.parentID ? lastSuper.proxy.rawValue : 0
        } else {
            slot.pointee.start = LuaFastSlot.notRunning
            slot.pointee.ref = 0
        }
        return saved
    }

    /// ``run(as:)`` for a method's definer (never nil), read without a retain and release:
    /// the library keeps every definition (Performance.md#unretained-references).
    @inline(__always)
    func run(asDefiner definer: Unretained<BehaviourDefinition>) -> Running {
        let saved = Running(superStart: slot.pointee.start, superRef: slot.pointee.ref)
        let parentID = definer.withObject { $0.parentID }
        slot.pointee.start = parentID
        slot.pointee.ref = lastSuper.start == parentID ? lastSuper.proxy.rawValue : 0
        return saved
    }

    /// Undoes ``run(as:)``.
    @inline(__always)
    func restore(_ saved: Running) {
        slot.pointee.start = saved.superStart
        slot.pointee.ref = saved.superRef
    }

    /// Records `proxy` as `self.super` from `start`, and as the running method's when it is
    /// the running definer's (`start` was worked out from it).
    func remember(superProxy proxy: LuaRef, start: Int32) {
        lastSuper = (start, proxy)
        if slot.pointee.start != LuaFastSlot.notRunning { slot.pointee.ref = proxy.rawValue }
        behaviour?.remember(superProxy: proxy, start: start)
    }
}
