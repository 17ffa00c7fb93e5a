import LuaVM
import ResponderKit

extension SceneReader {
    /// The problems a scene's shape alone has — a duplicate or reserved name, a constructor
    /// nested too deep — found by walking every constructor's table, whatever it holds.
    ///
    /// These have always been reported before any other problem of the scene, wherever they
    /// are; reading stops at the first problem it meets, so when it meets one, this walk runs
    /// over the whole scene and a shape problem, if any, is the one reported. A scene that
    /// reads cleanly had its names checked as they were read (``SceneNames``).
    func preflight(
        at index: Int32, level: Int = 0, inController: Bool = false,
        names: inout [String: FileLine]
    ) throws(SourceError) {
        guard let node = Node(at: index, on: stack, file: file, keys: keys), let kind = node.kind else { return }
        let level = Self.nestingLevel(kind: kind, below: level, inController: inController)
        try checkLevel(level, node: node, kind: kind)
        if kind != "app", !ConstructorFields.gestureKinds.contains(kind) {
            try SceneNames.note(node.name, at: node.place, into: &names)
        }
        for key in ["inputView", "inputAccessoryView"] {
            stack.rawGet(key, from: node.index)
            defer { stack.pop() }
            try preflight(at: stack.top, level: level, names: &names)
        }
        for i in 0..<stack.rawLength(at: node.index) {
            stack.rawGet(i + 1, from: node.index)
            defer { stack.pop() }
            try preflight(at: stack.top, level: level, inController: kind == "controller", names: &names)
        }
    }
}
