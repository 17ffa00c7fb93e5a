import LuaVM
import ResponderKit

extension ScriptHost {
    /// The text a view shows in the app, as `moonchain import` keeps it from the dump in its
    /// props (`props.text`: a label's text, a button label's title); nil when it has none.
    /// The studio draws it in the view's frame.
    public func propsText(of responder: Responder) -> String? {
        withProps(of: responder) { stack in
            _ = stack.rawGet("text", from: -1)
            guard stack.type(at: -1) == .string, let text = stack.toString(at: -1), !text.isEmpty else { return nil }
            return text
        }
    }
}
