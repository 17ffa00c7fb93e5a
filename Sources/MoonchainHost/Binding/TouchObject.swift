import LuaVM
import ResponderKit

/// A touch's one userdata, kept while the touch lasts so a script's `t == self.tracking` holds
/// across events.
struct TouchObject {
    let touch: Touch
    /// Keeps the userdata alive.
    let ref: LuaRef
    /// The userdata's block (``LuaStack/userdataBlock(at:)``): its identity, compared without pushing it.
    let block: UnsafeRawPointer
}
