import LuaVM
import ResponderKit

/// A touch's one userdata, kept while the touch lasts so a script's `t == self.tracking` holds
/// across events.
struct TouchObject {
    /// Unretained: the userdata holds the touch (retained, released at its `__gc`), and `ref`
    /// keeps the userdata alive for as long as this record exists.
    unowned(unsafe) let touch: Touch
    /// Keeps the userdata alive.
    let ref: LuaRef
    /// The userdata's block (``LuaStack/userdataBlock(at:)``): its identity, compared without pushing it.
    let block: UnsafeRawPointer
}
