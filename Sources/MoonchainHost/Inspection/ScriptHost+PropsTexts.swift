import LuaVM
import ResponderKit

extension ScriptHost {
    /// Calls `visit` with every responder whose props hold a text now (`props.text`, as
    /// ``propsText(of:)`` reads it). Only responders with a props table are looked at, so a
    /// scene without props costs one comparison per responder: the studio calls this on every
    /// update, to see a text a handler or the console set (`self.props.text = "Done"`).
    public func forEachPropsText(_ visit: (Responder, String) -> Void) {
        let stack = self.stack
        let base = stack.top
        defer { stack.top = base }
        for binding in registry.bindings where binding.props != .nil {
            stack.push(binding.props)
            if stack.type(at: -1) == .table {
                _ = stack.rawGet("text", from: -1)
                if stack.type(at: -1) == .string, let text = stack.toString(at: -1), !text.isEmpty {
                    visit(binding.responder, text)
                }
            }
            stack.top = base
        }
    }
}
