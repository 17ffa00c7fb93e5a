import LuaVM
import ResponderKit

/// What the Lua side keeps for one recognizer: its userdata, its instance state, and for a
/// recognizer written in Lua its script. (The state a script asks for is the recognizer's own
/// `requestedState`, which the arena applies when the call returns.)
final class GestureBinding {
    let index: Int32
    let recognizer: GestureRecognizer
    var object: LuaRef = .nil
    var state: LuaRef = .nil
    /// The `gesture{ script = ... }` behaviour, for recognizers written in Lua.
    var script: BehaviourDefinition?

    init(index: Int32, recognizer: GestureRecognizer) {
        self.index = index
        self.recognizer = recognizer
    }
}
