import LuaVM
import ResponderKit

/// What a ``SceneReader`` asks of the host it reads a scene for: where its warnings go, and
/// the host's own readings of a rect, a transform and a list of touch types, so a scene's
/// field and a script's assignment of it mean the same.
package protocol SceneReaderHost: AnyObject {
    /// Reports a problem that does not stop the scene (an unknown field, an ignored frame).
    func warn(_ message: String)
    /// The rect at `index`: a table with numeric `x`, `y`, `width`, `height` (or `{x, y, w, h}`).
    func rect(at index: Int32, on stack: LuaStack) -> Rect?
    /// Why the value at `index` cannot be a view's transform, or nil when it can (then
    /// `result` holds it).
    func transformProblem(at index: Int32, on stack: LuaStack, into result: inout Transform) -> String?
    /// A list of touch type names at `index` ({"pencil"}, {"direct", "indirect"}), or why not.
    func touchTypes(at index: Int32, on stack: LuaStack) -> Result<TouchTypes, TouchTypeListError>
}
