import LuaVM
import ResponderKit

extension ScriptHost {
    /// Where an imported view came from: the dump line and class that `moonchain import`
    /// writes in its props (`props.line`, `props.class`); nil for a view the scene wrote itself.
    public func importOrigin(of responder: Responder) -> (line: Int, className: String)? {
        withProps(of: responder) { stack in
            _ = stack.rawGet("line", from: -1)
            guard stack.type(at: -1) == .number, let line = stack.toInt(at: -1) else { return nil }
            stack.pop()
            _ = stack.rawGet("class", from: -1)
            guard let className = stack.toString(at: -1) else { return nil }
            return (line, className)
        }
    }

    /// Runs `read` with the responder's `props` table on top of the stack (the stack is put
    /// back after); nil when it has no props table. What `moonchain import` keeps of a dump is
    /// read this way.
    func withProps<T>(of responder: Responder, _ read: (LuaStack) -> T?) -> T? {
        let binding = registry.binding(for: responder)
        guard binding.props != .nil else { return nil }
        let stack = self.stack
        let base = stack.top
        defer { stack.top = base }
        stack.push(binding.props)
        guard stack.type(at: -1) == .table else { return nil }
        return read(stack)
    }
}
