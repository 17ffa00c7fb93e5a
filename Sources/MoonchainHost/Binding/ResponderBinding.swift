import LuaVM
import ResponderKit

/// What the Lua side keeps for one responder: its one userdata (created once, cached), the
/// table of its instance state, and its props.
final class ResponderBinding {
    /// Index in the host's bindings; the userdata stores it.
    let index: Int32
    let responder: Responder
    /// The responder's userdata block: its index, and the `self.super` the running method
    /// gets (a registry reference, 0 when the host must work it out), which the userdata's
    /// `__index` answers in C. Lua never moves a userdata, and `object` keeps it alive.
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
    /// The behaviour defining the innermost method of this responder's that is running (nil
    /// when none is): `self.super` continues from it, so two levels of `extends` never recurse.
    /// Set and restored around each call; unretained, as the library keeps every definition.
    var runningDefiner: BehaviourDefinition? { unretainedRunningDefiner.object }
    // Performance.md#unchecked-exclusivity, #unretained-references
    @exclusivity(unchecked) private var unretainedRunningDefiner = Unretained<BehaviourDefinition>(nil)
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
        let definer: Unretained<BehaviourDefinition>
        let superRef: Int32
    }

    /// Marks a method of `definer` as running on this responder; undo with ``restore(_:)``.
    @inline(__always)
    func run(as definer: BehaviourDefinition?) -> Running {
        let saved = Running(definer: unretainedRunningDefiner, superRef: slot.pointee.ref)
        unretainedRunningDefiner = Unretained(definer)
        // `self.super` continues from the definer's parent: when that is where the proxy
        // handed out last starts, scripts get it without a call into the host.
        if let definer, lastSuper.start == definer.parentID {
            slot.pointee.ref = lastSuper.proxy.rawValue
        } else {
            slot.pointee.ref = 0
        }
        return saved
    }

    /// ``run(as:)`` for a method's definer (never nil), read without a retain and release:
    /// the library keeps every definition (Performance.md#unretained-references).
    @inline(__always)
    func run(asDefiner definer: Unretained<BehaviourDefinition>) -> Running {
        let saved = Running(definer: unretainedRunningDefiner, superRef: slot.pointee.ref)
        unretainedRunningDefiner = definer
        let parentID = definer.withObject { $0.parentID }
        slot.pointee.ref = lastSuper.start == parentID ? lastSuper.proxy.rawValue : 0
        return saved
    }

    /// Undoes ``run(as:)``.
    @inline(__always)
    func restore(_ saved: Running) {
        unretainedRunningDefiner = saved.definer
        slot.pointee.ref = saved.superRef
    }

    /// Records `proxy` as `self.super` from `start`, and as the running method's when it is
    /// the running definer's (`start` was worked out from it).
    func remember(superProxy proxy: LuaRef, start: Int32) {
        lastSuper = (start, proxy)
        if runningDefiner != nil { slot.pointee.ref = proxy.rawValue }
    }
}
