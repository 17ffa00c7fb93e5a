import LuaVM
import ResponderKit

extension ScriptHost {
    /// Builds the responder metatable: `__index` reads host fields, host methods, the instance
    /// state and then the behaviour's own functions, in that order; `__newindex` writes host
    /// fields (type-checked) or instance state.
    func installMetatables() {
        let main = vm.main
        main.newTable(hash: 64)
        let members = main.top
        for field in ResponderField.allCases {
            main.push(field.rawValue)
            main.rawSet(field.key, in: members)
        }
        for field in ScrollField.allCases where !ScrollField.sharingKeys.values.contains(field) {
            main.push(field.rawValue)
            main.rawSet(field.key, in: members)
        }
        // Navigation (rules N1–N10).
        for field in NavigationField.allCases {
            main.push(field.rawValue)
            main.rawSet(field.key, in: members)
        }
        installResponderMethods(into: members, on: main)
        responderMembers.take(from: main)

        let indexID = vm.register(unretained: self) { `self`, state in self.responderIndex(state) }
        let newIndexID = vm.register(unretained: self) { `self`, state in self.responderNewIndex(state) }
        let toStringID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let binding = self.binding(at: 1, on: stack) else { return stack.error("not a responder") }
            stack.push(self.describe(binding.responder))
            return 1
        }
        let pairsID = vm.register(unretained: self) { `self`, state in self.responderPairs(state) }
        main.newUserdata(
            LuaFastSlot(index: 0, ref: 0, start: LuaFastSlot.notRunning, state: 0), metatable: Metatable.responder)
        _ = main.pushMetatable(of: -1)
        if registry.responderMetatableRef == .nil {
            main.pushValue(at: -1)
            registry.responderMetatableRef = main.ref()
        }
        main.fillHostMetatable(index: indexID, newIndex: newIndexID, toString: toStringID)
        main.push(pairsID)
        main.rawSet("__pairs", in: -2)
        let callID = vm.register(unretained: self) { `self`, state in self.responderCall(state) }
        main.push(callID)
        main.rawSet("__call", in: -2)
        // `self.super`, read by every handler that forwards, is answered in C (ResponderBinding.slot).
        main.push(ResponderField.superProxy.key)
        main.pushFastIndex(indexID)
        main.rawSet("__index", in: -2)
        // Instance-state writes (`self.count = 0`) of keys `lintStateWrite` has judged are set
        // in C; the first write of each key, and every other write, come here.
        responderMembers.push(on: main)
        main.push(stateKeys.table)
        main.pushStateNewIndex(newIndexID, members: -2, judged: -1, metatable: -3)
        main.rawSet("__newindex", in: -4)
        main.pop(4)

        supers.install(in: vm, superTouches: touchObjects.superTouches)
        installValueMetatables()
        installGestureMetatable()
        takeMetatableIDs(from: main)
        registry.responderMetatable = metatableIDs.responder
        supers.proxyMetatable = metatableIDs.superProxy
        touchObjects.answerSuperTouches(
            host: callHost, proxyMetatable: metatableIDs.superProxy, deliver: SuperResolver.deliverTouches,
            owner: Unmanaged.passUnretained(self).toOpaque())
    }

    private func responderIndex(_ state: OpaquePointer) -> Int32 {
        let stack = LuaStack(state)
        guard let binding = binding(at: 1, on: stack) else { return stack.error("not a responder") }
        responderMembers.push(on: stack)
        stack.pushValue(at: 2)
        switch stack.rawGet(from: -2) {
        case .number:
            let raw = stack.integer(at: -1)
            stack.pop(2)
            if let field = ScrollField(rawValue: raw) {
                // Another class's own state of that name, when the field is not its own.
                guard scrollFieldApplies(field, to: binding.responder) else { break }
                let saved = enter(state)
                defer { leave(restoring: saved) }
                return pushScrollField(field, of: binding.responder, on: stack)
            }
            if let shared = ScrollField.sharingKeys[raw], scrollFieldApplies(shared, to: binding.responder) {
                let saved = enter(state)
                defer { leave(restoring: saved) }
                return pushScrollField(shared, of: binding.responder, on: stack)
            }
            if let field = NavigationField(rawValue: raw) {
                guard let navigation = binding.responder as? NavigationController else { break }
                let saved = enter(state)
                defer { leave(restoring: saved) }
                return pushNavigationField(field, of: navigation, on: stack)
            }
            guard let field = ResponderField(rawValue: raw) else { return 0 }
            if field.isControlField, !binding.isControl {
                return stack.pushInstanceMember(state: binding.state, behaviour: binding.behaviour?.definition)
            }
            let saved = enter(state)
            defer { leave(restoring: saved) }
            return pushField(field, of: binding, on: stack)
        case .function:
            stack.remove(at: -2)
            return 1
        default:
            stack.pop(2)
        }
        return stack.pushInstanceMember(state: binding.state, behaviour: binding.behaviour?.definition)
    }

    private func responderNewIndex(_ state: OpaquePointer) -> Int32 {
        let stack = LuaStack(state)
        guard let binding = binding(at: 1, on: stack) else { return stack.error("not a responder") }
        let keyType = stack.type(at: 2)
        if keyType == .nil { return stack.error("cannot set a field with a nil key on \(binding.responder.name)") }
        if keyType == .string {
            responderMembers.push(on: stack)
            stack.pushValue(at: 2)
            let type = stack.rawGet(from: -2)
            let raw = stack.integer(at: -1)
            stack.pop(2)
            if type == .number, let field = ResponderField(rawValue: raw), !(field.isControlField && !binding.isControl)
            {
                let saved = enter(state)
                defer { leave(restoring: saved) }
                if let problem = setField(field, of: binding, on: stack) { return stack.error(problem) }
                return 0
            }
            if type == .number, let field = ScrollField(rawValue: raw) ?? ScrollField.sharingKeys[raw],
                scrollFieldApplies(field, to: binding.responder)
            {
                let saved = enter(state)
                defer { leave(restoring: saved) }
                if let problem = setScrollField(field, of: binding.responder, on: stack) { return stack.error(problem) }
                return 0
            }
            if type == .number, let field = NavigationField(rawValue: raw),
                let navigation = binding.responder as? NavigationController
            {
                let saved = enter(state)
                defer { leave(restoring: saved) }
                if let problem = setNavigationField(field, of: navigation, on: stack) { return stack.error(problem) }
                return 0
            }
            if type == .function {
                return stack.error(
                    "'\(stack.toString(at: 2) ?? "")' is a method of every responder and cannot be replaced on \(binding.responder.name); define it in the behaviour"
                )
            }
            lintStateWrite(on: stack)
        }
        if let number = stack.toDouble(at: 2), number.isNaN { return stack.error("cannot use NaN as a key") }
        stack.push(binding.state)
        stack.pushValue(at: 2)
        stack.pushValue(at: 3)
        stack.rawSet(in: -3)
        stack.pop()
        return 0
    }

    /// Runs the prelude and installs the globals every sandbox shares.
    func installPrelude() {
        let main = vm.main
        let writeID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            self.printLine(stack.toString(at: 1) ?? "", from: state)
            return 0
        }
        let env = vm.makeSandbox()
        let chunk: LuaRef
        do {
            chunk = try vm.load(source: Prelude.source, chunkName: "=moonchain-prelude", environment: env)
        } catch {
            fatalError("moonchain: the prelude does not compile: \(error)")
        }
        main.push(chunk)
        main.push(writeID)
        main.pushPointConstructor()
        if let error = main.pcall(nargs: 2, nresults: 1) {
            fatalError("moonchain: the prelude failed: \(error)")
        }
        let exports = main.top
        for name in ["point", "rect", "print"] {
            main.rawGet(name, from: exports)
            vm.addSandboxGlobal(name, value: main.ref())
        }
        main.rawGet("Point", from: exports)
        main.installPointMetatable(methods: -1)
        main.pop()
        geometry.take(from: exports, on: main, sharingListWith: touchObjects)
        main.rawGet("next", from: exports)
        pairsNext.take(from: main)
        main.rawGet("transform", from: exports)
        vm.addSandboxGlobal("transform", value: main.ref())
        main.pop()
        main.unref(chunk)

        let findID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let name = stack.toString(at: 1) else {
                return stack.error("find(name) expects a string, got \(self.typeName(at: 1, on: stack))")
            }
            self.push(self.found(named: name), on: stack)
            return 1
        }
        let nowID = vm.register(unretained: self) { `self`, state in
            LuaStack(state).pushNumber(self.application.clock.now)
            return 1
        }
        let requireID = vm.register(unretained: self) { `self`, state in
            let saved = self.enter(state)
            defer { self.leave(restoring: saved) }
            return self.library.require(on: LuaStack(state))
        }
        for (name, id) in [("find", findID), ("now", nowID), ("require", requireID)] {
            main.push(id)
            vm.addSandboxGlobal(name, value: main.ref())
        }
        main.push(binding(for: application).object)
        vm.addSandboxGlobal("app", value: main.ref())
        installDump()
        installRunTimeConstructors()
    }
}
