import LuaVM
import ResponderKit

/// What the rest of the host asks the registry most, under the names its call sites use.
extension ScriptHost {
    /// The binding of `responder`, made on first use.
    @discardableResult @inline(__always)
    func binding(for responder: Responder) -> ResponderBinding {
        registry.binding(for: responder)
    }

    /// The binding whose userdata is at `index`, if it is a responder.
    @inline(__always)
    func binding(at index: Int32, on stack: LuaStack) -> ResponderBinding? {
        registry.binding(at: index, on: stack)
    }

    /// Pushes the responder's userdata, or nil.
    func push(_ responder: Responder?, on stack: LuaStack) {
        guard let responder else {
            stack.pushNil()
            return
        }
        stack.push(registry.binding(for: responder).object)
    }

    /// The responder whose userdata is at `index`.
    func responder(at index: Int32, on stack: LuaStack) -> Responder? {
        registry.binding(at: index, on: stack)?.responder
    }

    /// The view whose userdata is at `index`.
    func view(at index: Int32, on stack: LuaStack) -> View? {
        responder(at: index, on: stack) as? View
    }

    /// The binding of `recognizer`, made on first use.
    @discardableResult
    func binding(for recognizer: GestureRecognizer) -> GestureBinding {
        registry.binding(for: recognizer)
    }

    /// Pushes the recognizer's userdata, or nil.
    func push(_ recognizer: GestureRecognizer?, on stack: LuaStack) {
        guard let recognizer else {
            stack.pushNil()
            return
        }
        stack.push(registry.binding(for: recognizer).object)
    }

    /// The binding whose userdata is at `index`, if it is a recognizer.
    func gestureBinding(at index: Int32, on stack: LuaStack) -> GestureBinding? {
        registry.gestureBinding(at: index, on: stack)
    }
}
