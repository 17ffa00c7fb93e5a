import LuaVM
import ResponderKit

extension ScriptHost {
    /// The binding of `responder`, made on first use (responders the core creates itself,
    /// like the input window, get one when a script first sees them).
    @discardableResult
    func binding(for responder: Responder) -> ResponderBinding {
        if let index = bindingIndex[ObjectIdentifier(responder)] { return bindings[Int(index)] }
        let index = Int32(bindings.count)
        let main = vm.main
        let slot = main.newUserdata(LuaFastSlot(index: index, ref: 0), metatable: Metatable.responder)
        let binding = ResponderBinding(index: index, responder: responder, slot: slot)
        binding.object = main.ref()
        main.newTable()
        binding.state = main.ref()
        main.newTable()
        binding.props = main.ref()
        bindings.append(binding)
        bindingIndex[ObjectIdentifier(responder)] = binding.index
        if respondersByName[responder.name] == nil { respondersByName[responder.name] = responder }
        return binding
    }

    /// Pushes the responder's userdata, or nil.
    func push(_ responder: Responder?, on stack: LuaStack) {
        guard let responder else {
            stack.pushNil()
            return
        }
        stack.push(binding(for: responder).object)
    }

    /// The binding whose userdata is at `index`, if it is a responder.
    @inline(__always)
    func binding(at index: Int32, on stack: LuaStack) -> ResponderBinding? {
        guard let slot = stack.userdata(at: index, metatable: metatableIDs.responder, as: LuaFastSlot.self) else { return nil }
        return bindings[Int(slot.pointee.index)]
    }

    /// The responder whose userdata is at `index`.
    func responder(at index: Int32, on stack: LuaStack) -> Responder? {
        binding(at: index, on: stack)?.responder
    }

    /// The view whose userdata is at `index`.
    func view(at index: Int32, on stack: LuaStack) -> View? {
        responder(at: index, on: stack) as? View
    }
}
