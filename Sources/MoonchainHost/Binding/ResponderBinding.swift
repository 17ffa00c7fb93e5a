import LuaVM
import ResponderKit

/// What the Lua side keeps for one responder: its one userdata (created once, cached), the
/// table of its instance state, and its props.
final class ResponderBinding {
    /// Index in the host's bindings; the userdata stores it.
    let index: Int32
    let responder: Responder
    /// The responder's userdata, reused for every call.
    var object: LuaRef = .nil
    /// Fields a script set on `self`: they live as long as the responder, across reloads.
    var state: LuaRef = .nil
    /// The scene's `props` table (an empty one when the scene gave none).
    var props: LuaRef = .nil
    /// The behaviour driving this responder, if any.
    var behavior: ScriptedBehavior?
    /// The behaviour defining the innermost method of this responder's that is running (nil
    /// when none is): `self.super` continues from it, so two levels of `extends` never recurse.
    /// Set and restored around each call; unretained, as the library keeps every definition.
    @exclusivity(unchecked) unowned(unsafe) var runningDefiner: BehaviourDefinition?
    /// The `self.super` proxy handed out last, and the behaviour it starts from: a handler
    /// asks for its super on every call, and nearly always gets the same one.
    @exclusivity(unchecked) var lastSuper: (start: Int32, proxy: LuaRef) = (-2, .nil)

    init(index: Int32, responder: Responder) {
        self.index = index
        self.responder = responder
    }
}
