import CLua
import LuaVM
import ResponderKit

/// What a `self.super` userdata holds: whose super, and the behaviour to search from
/// (-1: only the host default is left).
struct SuperSlot {
    var binding: Int32
    var start: Int32
}

extension ScriptHost {
    /// Pushes `self.super` for `binding`: it continues from the behaviour that defines the
    /// running method (never from the receiver's own behaviour), so `extends` chains end.
    func pushSuper(of binding: ResponderBinding, on stack: LuaStack) {
        let definer = binding.runningDefiner ?? binding.behavior?.definition
        let start = definer?.parentID ?? -1
        if binding.lastSuper.start == start {
            stack.push(binding.lastSuper.proxy)
            return
        }
        // A proxy holds nothing but these two numbers, so one per pair serves every call.
        let key = Int64(binding.index) << 32 | Int64(UInt32(bitPattern: start))
        let proxy: LuaRef
        if let cached = superProxies[key] {
            proxy = cached
        } else {
            stack.newUserdata(SuperSlot(binding: binding.index, start: start), metatable: Metatable.superProxy)
            proxy = stack.ref()
            superProxies[key] = proxy
        }
        binding.remember(superProxy: proxy, start: start)
        stack.push(proxy)
    }

    func installSuperMetatable() {
        let main = vm.main
        main.newTable()
        refs.superFunctions = main.ref()
        let makeID = vm.register { [unowned(unsafe) self] state in
            // Called for a name the functions table does not have yet: one function per
            // method name, made once, so `self.super:touchesBegan(...)` allocates nothing.
            let stack = LuaStack(state)
            guard stack.type(at: 2) == .string else { stack.pushNil(); return 1 }
            // Upvalues: the name, and the responder method it names (-1: none), found once here.
            stack.pushValue(at: 2)
            stack.push(stack.toString(at: 2).flatMap(ResponderMethod.init(name:))?.rawValue ?? -1)
            stack.push(cFunction: ScriptHost.superFunction, upvalues: 2)
            stack.push(self.refs.superFunctions)
            stack.pushValue(at: 2)
            stack.pushValue(at: -3)
            lua_rawset(state, -3)
            stack.pop()
            return 1
        }
        // The proxies' __index is the functions table itself: after its first use, a name is a
        // plain table lookup, with no call into the host.
        main.push(refs.superFunctions)
        main.newTable(hash: 1)
        main.push(makeID)
        main.rawSet("__index", in: -2)
        main.setMetatable(of: -2)
        main.pop()
        main.newUserdata(SuperSlot(binding: 0, start: -1), metatable: Metatable.superProxy)
        _ = main.pushMetatable(of: -1)
        main.push(refs.superFunctions)
        main.rawSet("__index", in: -2)
        main.push("super")
        main.rawSet("__name", in: -2)
        main.push("super")
        main.rawSet("__metatable", in: -2)
        main.pop(2)
    }

    /// What a `self.super:NAME` function is: a C-convention function, which Lua calls through
    /// one C trampoline without the closure table, finding the host from the state's context.
    private static let superFunction: @convention(c) (OpaquePointer?) -> Int32 = { state in
        let stack = LuaStack(state!)
        guard let context = LuaState.context(of: state!) else { return stack.error(ScriptHost.goneMessage) }
        // The host owns the running VM: Performance.md#guaranteed-references.
        return Unretained<ScriptHost>(unsafeOpaque: context).withObject { host in
            let saved = host.enter(state!)
            defer { host.thread = saved }
            return host.superCall(stack)
        }
    }

    /// `self.super:NAME(...)`: the first behaviour from the slot's start that defines NAME,
    /// else the host default of the responder method NAME. The name stays a Lua string (upvalue
    /// 1); a Swift `String` is made only for messages and non-responder methods.
    private func superCall(_ stack: LuaStack) -> Int32 {
        let nameIndex = stack.upvalueIndex(1)
        let name = { stack.toString(at: nameIndex) ?? "" }
        guard let slot = stack.userdata(at: 1, metatable: metatableIDs.superProxy, as: SuperSlot.self)?.pointee else {
            return stack.error("call super methods with ':' (self.super:\(name())(...))")
        }
        let binding = bindings[Int(slot.binding)]
        let argumentTop = stack.top
        // The arguments are copied above themselves for the call: room for all of them again.
        guard stack.ensureSpace(argumentTop + LuaStack.stepRoom) else {
            return stack.error("self.super:\(name()): too many arguments (\(argumentTop - 1)) for the Lua stack")
        }
        var definition = library.definition(id: slot.start)
        while let current = definition {
            stack.push(current.table)
            stack.pushValue(at: nameIndex)
            let found = lua_rawget(stack.pointer, -2) == LUA_TFUNCTION
            stack.remove(at: -2)
            if found {
                // Call it with the real responder as self, from the behaviour that defines it;
                // the arguments stay below, for the host default should it fail.
                stack.push(binding.object)
                if argumentTop >= 2 {
                    for index in 2...argumentTop { stack.pushValue(at: index) }
                }
                let saved = binding.run(as: current)
                let error = stack.pcall(nargs: argumentTop, nresults: MOON_MULTRET)
                binding.restore(saved)
                guard let error else { return stack.top - argumentTop }
                reportScriptError(error, doing: doing(name(), on: binding) + " (called through super)",
                                  definedAt: current.location(ofOwn: name(), on: stack))
                break
            }
            stack.pop()
            definition = current.parent
        }
        if let method = stack.toInt(at: stack.upvalueIndex(2)).flatMap(ResponderMethod.init(rawValue:)) {
            return hostDefault(method, name: name, for: binding, on: stack)
        }
        return hostDefault(name(), for: binding, on: stack)
    }

    /// Runs the host's own implementation of `name` for `binding`'s responder (arguments from 2).
    func hostDefault(_ name: String, for binding: ResponderBinding, on stack: LuaStack) -> Int32 {
        guard let method = ResponderMethod(name: name) else {
            switch name {
            case "didLoad", "didReload", "reset": return 0
            default: return stack.error("super has no method '\(name)' (no behaviour up the chain defines it, and it is not a responder method)")
            }
        }
        return hostDefault(method, name: { name }, for: binding, on: stack)
    }

    /// Runs the host's own implementation of the responder method `method` (called `name`, for
    /// messages) for `binding`'s responder (arguments from 2).
    func hostDefault(_ method: ResponderMethod, name: () -> String, for binding: ResponderBinding, on stack: LuaStack) -> Int32 {
        let responder = binding.responder
        switch method {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            // Nearly always the handler passes on the touches it was given.
            if let touches = passedTouchSet(at: 2, on: stack), let event = event(at: 3, on: stack) {
                responder.defaultTouches(method, touches[...], event: event)
                return 0
            }
            // Other touches go in a reused buffer (taken out while in use: the default may reach
            // a handler that calls super again).
            var touches = superTouchBuffer
            superTouchBuffer = []
            defer {
                touches.removeAll(keepingCapacity: true)
                superTouchBuffer = touches
            }
            guard self.touches(at: 2, on: stack, into: &touches), let event = event(at: 3, on: stack) else {
                return stack.error("super:\(name()) expects (touches, event)")
            }
            responder.defaultTouches(method, touches[...], event: event)
            return 0
        case .touchesEstimatedPropertiesUpdated:
            guard let touches = touches(at: 2, on: stack) else {
                return stack.error("super:\(name()) expects (touches)")
            }
            responder.defaultTouchesEstimatedPropertiesUpdated(touches[...])
            return 0
        case .pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled:
            guard let presses = presses(at: 2, on: stack), let event = event(at: 3, on: stack) else {
                return stack.error("super:\(name()) expects (presses, event)")
            }
            responder.defaultPresses(method, presses, event: event)
            return 0
        case .motionBegan, .motionEnded, .motionCancelled:
            guard let event = event(at: 3, on: stack) else { return stack.error("super:\(name()) expects (motion, event)") }
            responder.defaultMotion(method, .motionShake, event: event)
            return 0
        case .remoteControlReceived:
            guard let event = event(at: 2, on: stack) else { return stack.error("super:\(name()) expects (event)") }
            responder.defaultRemoteControlReceived(event)
            return 0
        case .pointInside:
            guard let view = responder as? View else { return stack.error("super:pointInside: \(responder.name) is not a view") }
            guard let point = point(at: 2, on: stack) else { return stack.error("super:pointInside expects a point, got \(typeName(at: 2, on: stack))") }
            stack.push(view.defaultPointInside(point))
            return 1
        case .hitTest:
            guard let view = responder as? View else { return stack.error("super:hitTest: \(responder.name) is not a view") }
            guard let point = point(at: 2, on: stack) else { return stack.error("super:hitTest expects a point, got \(typeName(at: 2, on: stack))") }
            push(view.defaultHitTest(point, with: event(at: 3, on: stack)), on: stack)
            return 1
        case .nextResponder:
            push(responder.defaultNextResponder(), on: stack)
            return 1
        case .canBecomeFirstResponder:
            stack.push(false)
            return 1
        case .canResignFirstResponder:
            stack.push(true)
            return 1
        case .becomeFirstResponder:
            stack.push(responder.defaultBecomeFirstResponder())
            return 1
        case .resignFirstResponder:
            stack.push(responder.defaultResignFirstResponder())
            return 1
        case .canPerformAction:
            guard let action = stack.toString(at: 2) else { return stack.error("super:canPerformAction expects an action name") }
            stack.push(responder.defaultCanPerformAction(action))
            return 1
        case .gestureRecognizerShouldBegin:
            // UIView's default: yes.
            guard gestureBinding(at: 2, on: stack) != nil else {
                return stack.error("super:gestureRecognizerShouldBegin expects a gesture recognizer, got \(typeName(at: 2, on: stack))")
            }
            stack.push(true)
            return 1
        }
    }
}
