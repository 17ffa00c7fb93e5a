import LuaVM
import ResponderKit

/// The responders and recognizers known to scripts: each one's binding (its userdata, made
/// once, and its instance state), by index (stored in the userdata) and by identity, and the
/// responders by name for `find`.
final class BindingRegistry {
    /// By index: a responder's userdata stores its binding's index.
    @exclusivity(unchecked) private(set) var bindings: [ResponderBinding] = []
    private var bindingIndex: [ObjectIdentifier: Int32] = [:]
    private var respondersByName: [String: Responder] = [:]
    private(set) var gestureBindings: [GestureBinding] = []
    private var gestureIndex: [ObjectIdentifier: Int32] = [:]
    /// The responder metatable's identity, which every call checks: set once the host has
    /// installed its metatables.
    @exclusivity(unchecked) var responderMetatable = LuaMetatableID.none
    /// A registry reference to the responder metatable, which every new responder's userdata
    /// gets: set once the host has installed its metatables.
    var responderMetatableRef = LuaRef.nil
    /// The VM the userdata and state tables are made in.
    private let vm: LuaState

    init(vm: LuaState) {
        self.vm = vm
    }

    /// The binding of `responder`, made on first use (responders the core creates itself,
    /// like the input window, get one when a script first sees them).
    @discardableResult
    func binding(for responder: Responder) -> ResponderBinding {
        if let index = bindingIndex[ObjectIdentifier(responder)] { return bindings[Int(index)] }
        if respondersByName[responder.name] == nil { respondersByName[responder.name] = responder }
        return makeBinding(for: responder)
    }

    /// A new binding for `responder`, which has none; its state table has room for
    /// `stateKeys` keys.
    @discardableResult
    private func makeBinding(for responder: Responder, stateKeys: Int32 = 0) -> ResponderBinding {
        let index = Int32(bindings.count)
        precondition(responderMetatableRef != .nil, "a responder bound before the host installed its metatables")
        // The userdata and its state table in one call; instance-state writes of judged keys
        // are set in C through the slot's `state` (ScriptHost.installMetatables).
        let (slot, object) = vm.main.newFastSlot(index: index, metatable: responderMetatableRef, stateKeys: stateKeys)
        let binding = ResponderBinding(index: index, responder: responder, slot: slot)
        binding.object = object
        binding.state = LuaRef(rawValue: slot.pointee.state)
        // `props` stays nil until a script reads it (or the scene gives one): a table and a
        // registry reference per responder is a tenth of a 100,000-view load.
        bindings.append(binding)
        bindingIndex[ObjectIdentifier(responder)] = binding.index
        return binding
    }

    /// Makes room for `count` more responders, so a large scene does not regrow the tables
    /// (and rehash every name and identity) again and again while it is built.
    func reserve(responders count: Int) {
        bindings.reserveCapacity(bindings.count + count)
        bindingIndex.reserveCapacity(bindingIndex.count + count)
        respondersByName.reserveCapacity(respondersByName.count + count)
    }

    /// The binding at `index` (what a responder's userdata or a super proxy stores).
    @inline(__always)
    func binding(index: Int32) -> ResponderBinding {
        bindings[Int(index)]
    }

    /// The binding whose userdata is at `index`, if it is a responder.
    @inline(__always)
    func binding(at index: Int32, on stack: LuaStack) -> ResponderBinding? {
        guard let slot = stack.userdata(at: index, metatable: responderMetatable, as: LuaFastSlot.self) else {
            return nil
        }
        return bindings[Int(slot.pointee.index)]
    }

    /// Every responder name `find` knows (for did-you-mean hints).
    var allNames: Dictionary<String, Responder>.Keys { respondersByName.keys }

    /// The responder a script calls `name` (the first one bound under that name).
    func responder(named name: String) -> Responder? {
        respondersByName[name]
    }

    /// Makes `responder` the one `find` returns for its name (a scene's responders win over
    /// one the core made under the same name), and binds it. Returns its binding.
    @discardableResult
    func register(_ responder: Responder) -> ResponderBinding {
        respondersByName[responder.name] = responder
        if let index = bindingIndex[ObjectIdentifier(responder)] { return bindings[Int(index)] }
        return makeBinding(for: responder)
    }

    /// ``register(_:)`` for a responder made a moment ago, which cannot have a binding yet:
    /// a scene builder's, one per view, skips looking its identity up. (A registered responder
    /// stays alive as long as its binding, so no new object can share an old one's identity.)
    ///
    /// `scripted`: the responder is about to get a behaviour, whose state table then starts
    /// with room for a key. A behaviour nearly always keeps some state (`self.taps = 0` in
    /// `didLoad`), and the first key put in an empty table makes Lua resize it: counting its
    /// keys, making the room and inserting again, most of what that write costs.
    @discardableResult
    func register(new responder: Responder, scripted: Bool = false) -> ResponderBinding {
        assert(bindingIndex[ObjectIdentifier(responder)] == nil, "register(new:) of a responder that has a binding")
        respondersByName[responder.name] = responder
        return makeBinding(for: responder, stateKeys: scripted ? 1 : 0)
    }

    /// The binding of `recognizer`, made on first use.
    @discardableResult
    func binding(for recognizer: GestureRecognizer) -> GestureBinding {
        if let index = gestureIndex[ObjectIdentifier(recognizer)] { return gestureBindings[Int(index)] }
        let binding = GestureBinding(index: Int32(gestureBindings.count), recognizer: recognizer)
        let main = vm.main
        main.newUserdata(binding.index, metatable: Metatable.gesture)
        binding.object = main.ref()
        main.newTable()
        binding.state = main.ref()
        gestureBindings.append(binding)
        gestureIndex[ObjectIdentifier(recognizer)] = binding.index
        return binding
    }

    /// The binding whose userdata is at `index`, if it is a recognizer.
    func gestureBinding(at index: Int32, on stack: LuaStack) -> GestureBinding? {
        guard let slot = stack.userdata(at: index, metatable: Metatable.gesture, as: Int32.self) else { return nil }
        return gestureBindings[Int(slot.pointee)]
    }
}
