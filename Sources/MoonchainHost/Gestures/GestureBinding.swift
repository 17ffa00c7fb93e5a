import LuaVM
import ResponderKit

/// What the Lua side keeps for one recognizer: its userdata, its instance state, and for a
/// recognizer written in Lua its script and the state the script asked for during a call.
final class GestureBinding {
    let index: Int32
    let recognizer: GestureRecognizer
    var object: LuaRef = .nil
    var state: LuaRef = .nil
    /// The `gesture{ script = ... }` behaviour, for recognizers written in Lua.
    var script: BehaviourDefinition?
    /// `self.state` as the script last set it, until the arena applies it.
    var requestedState: GestureState?

    init(index: Int32, recognizer: GestureRecognizer) {
        self.index = index
        self.recognizer = recognizer
    }
}
