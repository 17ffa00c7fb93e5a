import ResponderKit

extension SceneReader {
    /// A view's (or window's) `backgroundColor`, if given (see ``LuaColor``).
    func color(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> Color? {
        guard node.has(field) else { return nil }
        stack.rawGet(field.name, from: node.index)
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return nil }
        switch LuaColor.read(at: -1, on: stack) {
        case .success(let color): return color
        case .failure(let problem): throw SourceError(at: node.place, "\(what): \(field.name) \(problem.message)")
        }
    }
}
