import LuaVM
import ResponderKit

extension ScriptHost {
    /// Metatables of touches, events and presses: read-only fields and a few methods.
    func installValueMetatables() {
        let main = vm.main
        let locationID = vm.register(unretained: self) { `self`, state in self.touchLocation(state, previous: false) }
        let previousID = vm.register(unretained: self) { `self`, state in self.touchLocation(state, previous: true) }
        let preciseID = vm.register(unretained: self) { `self`, state in self.touchValue(state, "preciseLocation") }
        let precisePreviousID = vm.register(unretained: self) { `self`, state in
            self.touchValue(state, "precisePreviousLocation")
        }
        let azimuthAngleID = vm.register(unretained: self) { `self`, state in self.touchValue(state, "azimuthAngle") }
        let azimuthVectorID = vm.register(unretained: self) { `self`, state in
            self.touchValue(state, "azimuthUnitVector")
        }
        let touchIndex = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let touch = stack.object(at: 1, metatable: self.metatableIDs.touch, as: Touch.self),
                let key = stack.toString(at: 2)
            else {
                stack.pushNil()
                return 1
            }
            switch TouchKey(rawValue: key) {
            case .id: stack.push(touch.id)
            case .phase: stack.push(touch.phase.rawValue)
            case .tapCount: stack.push(touch.tapCount)
            case .timestamp: stack.pushNumber(touch.timestamp)
            case .view: self.push(touch.view, on: stack)
            case .window: self.push(touch.window, on: stack)
            case .location: stack.push(locationID)
            case .previousLocation: stack.push(previousID)
            case .type: stack.push(touch.type.rawValue)
            case .force: stack.pushNumber(touch.force)
            case .maximumPossibleForce: stack.pushNumber(touch.maximumPossibleForce)
            case .majorRadius: stack.pushNumber(touch.majorRadius)
            case .majorRadiusTolerance: stack.pushNumber(touch.majorRadiusTolerance)
            case .altitudeAngle: stack.pushNumber(touch.altitudeAngle)
            case .azimuthAngle: stack.push(azimuthAngleID)
            case .azimuthUnitVector: stack.push(azimuthVectorID)
            case .preciseLocation: stack.push(preciseID)
            case .precisePreviousLocation: stack.push(precisePreviousID)
            case .estimatedProperties: self.pushNames(touch.estimatedProperties, on: stack)
            case .estimatedPropertiesExpectingUpdates:
                self.pushNames(touch.estimatedPropertiesExpectingUpdates, on: stack)
            case .estimationUpdateIndex:
                if let index = touch.estimationUpdateIndex { stack.push(index) } else { stack.pushNil() }
            case .gestureRecognizers:
                stack.newTable(array: Int32(touch.gestureRecognizers.count))
                for (i, recognizer) in touch.gestureRecognizers.enumerated() {
                    self.push(recognizer, on: stack)
                    stack.rawSet(i + 1, in: -2)
                }
            case nil: stack.pushNil()
            }
            return 1
        }
        installReadOnlyMetatable(Metatable.touch, index: touchIndex, name: "touch", on: main) { state in
            let stack = LuaStack(state)
            guard let touch = stack.object(at: 1, metatable: Metatable.touch, as: Touch.self) else { return "touch" }
            if touch.type != .direct { return "touch \(touch.id) \(touch.phase.rawValue) \(touch.type.rawValue)" }
            return "touch \(touch.id) \(touch.phase.rawValue)"
        }

        let allTouchesID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let event = self.event(at: 1, on: stack) else {
                return stack.error("call allTouches with ':' (event:allTouches())")
            }
            self.push(event.allTouches, on: stack)
            return 1
        }
        let touchesForID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let event = self.event(at: 1, on: stack) else {
                return stack.error("call touchesFor with ':' (event:touchesFor(view))")
            }
            guard let view = self.view(at: 2, on: stack) else {
                return stack.error("touchesFor expects a view, got \(self.typeName(at: 2, on: stack))")
            }
            self.push(event.touches(for: view), on: stack)
            return 1
        }
        let allPressesID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let event = self.event(at: 1, on: stack) else {
                return stack.error("call allPresses with ':' (event:allPresses())")
            }
            self.push(event.allPresses, on: stack)
            return 1
        }
        let coalescedID = vm.register(unretained: self) { `self`, state in self.eventSamples(state, predicted: false) }
        let predictedID = vm.register(unretained: self) { `self`, state in self.eventSamples(state, predicted: true) }
        let eventIndex = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let event = stack.object(at: 1, metatable: self.metatableIDs.event, as: Event.self),
                let key = stack.toString(at: 2)
            else {
                stack.pushNil()
                return 1
            }
            switch EventKey(rawValue: key) {
            case .type: stack.push(event.type.rawValue)
            case .subtype: stack.push(event.subtype.rawValue)
            case .timestamp: stack.pushNumber(event.timestamp)
            case .allTouches: stack.push(allTouchesID)
            case .touchesFor: stack.push(touchesForID)
            case .allPresses: stack.push(allPressesID)
            case .coalescedTouches: stack.push(coalescedID)
            case .predictedTouches: stack.push(predictedID)
            case nil: stack.pushNil()
            }
            return 1
        }
        installReadOnlyMetatable(Metatable.event, index: eventIndex, name: "event", on: main) { state in
            let stack = LuaStack(state)
            guard let event = stack.object(at: 1, metatable: Metatable.event, as: Event.self) else { return "event" }
            return "event \(event.type.rawValue) \(event.subtype.rawValue)"
        }

        let pressIndex = vm.register { state in
            let stack = LuaStack(state)
            guard let press = stack.object(at: 1, metatable: Metatable.press, as: Press.self),
                let key = stack.toString(at: 2)
            else {
                stack.pushNil()
                return 1
            }
            switch PressKey(rawValue: key) {
            case .type: stack.push(press.type.rawValue)
            // Rule K1: presses that are not keys have no key.
            case .key: if press.type == .key { stack.push(press.key) } else { stack.pushNil() }
            case .phase: stack.push(press.phase.rawValue)
            case .timestamp: stack.pushNumber(press.timestamp)
            case .keyCode: stack.push(press.keyCode)
            case .charactersIgnoringModifiers:
                if press.type == .key { stack.push(press.charactersIgnoringModifiers) } else { stack.pushNil() }
            case .modifierFlags: ScriptHost.push(press.modifierFlags, on: stack)
            case nil: stack.pushNil()
            }
            return 1
        }
        installReadOnlyMetatable(Metatable.press, index: pressIndex, name: "press", on: main) { state in
            let stack = LuaStack(state)
            guard let press = stack.object(at: 1, metatable: Metatable.press, as: Press.self) else { return "press" }
            return "press \(press.type.rawValue) \(press.phase.rawValue)"
        }
    }

    private func installReadOnlyMetatable(
        _ metatable: String, index: LuaFunctionID, name: String, on main: LuaStack,
        describe: @escaping (OpaquePointer) -> String
    ) {
        let newIndexID = vm.register { state in
            let stack = LuaStack(state)
            return stack.error("a \(name) is read-only (cannot set '\(stack.describe(at: 2))')")
        }
        let toStringID = vm.register { state in
            LuaStack(state).push(describe(state))
            return 1
        }
        main.pushObjectMetatable(metatable)
        main.fillHostMetatable(index: index, newIndex: newIndexID, toString: toStringID)
        main.pop()
    }

    /// Pushes the names of `properties` as a Lua array ("force", "azimuth", ...).
    private func pushNames(_ properties: TouchProperties, on stack: LuaStack) {
        let names = properties.names
        stack.newTable(array: Int32(names.count))
        for (i, name) in names.enumerated() {
            stack.push(name)
            stack.rawSet(i + 1, in: -2)
        }
    }

    /// `touch:preciseLocation(view)`, `precisePreviousLocation`, `azimuthAngle`, `azimuthUnitVector`.
    private func touchValue(_ state: OpaquePointer, _ what: String) -> Int32 {
        let stack = LuaStack(state)
        guard let touch = stack.object(at: 1, metatable: self.metatableIDs.touch, as: Touch.self) else {
            return stack.error("call it with ':' (touch:\(what)(view))")
        }
        var view: View?
        if stack.type(at: 2) != .nil && stack.type(at: 2) != .none {
            guard let given = self.view(at: 2, on: stack) else {
                return stack.error("\(what) expects a view or nil, got \(typeName(at: 2, on: stack))")
            }
            view = given
        }
        switch what {
        case "preciseLocation": push(touch.preciseLocation(in: view), on: stack)
        case "precisePreviousLocation": push(touch.precisePreviousLocation(in: view), on: stack)
        case "azimuthAngle": stack.pushNumber(touch.azimuthAngle(in: view))
        default: push(touch.azimuthUnitVector(in: view), on: stack)
        }
        return 1
    }

    /// `event:coalescedTouches(touch)` and `event:predictedTouches(touch)`: arrays of touch
    /// samples (their own userdata, made per call), or nil for a touch not in the event.
    private func eventSamples(_ state: OpaquePointer, predicted: Bool) -> Int32 {
        let stack = LuaStack(state)
        let name = predicted ? "predictedTouches" : "coalescedTouches"
        guard let event = self.event(at: 1, on: stack) else {
            return stack.error("call \(name) with ':' (event:\(name)(touch))")
        }
        guard let touch = stack.object(at: 2, metatable: metatableIDs.touch, as: Touch.self) else {
            return stack.error("\(name) expects a touch, got \(typeName(at: 2, on: stack))")
        }
        guard let samples = predicted ? event.predictedTouches(for: touch) : event.coalescedTouches(for: touch) else {
            stack.pushNil()
            return 1
        }
        stack.newTable(array: Int32(samples.count))
        for (i, sample) in samples.enumerated() {
            stack.pushObject(sample, metatable: Metatable.touch)
            stack.rawSet(i + 1, in: -2)
        }
        return 1
    }

    private func touchLocation(_ state: OpaquePointer, previous: Bool) -> Int32 {
        let stack = LuaStack(state)
        guard let touch = stack.object(at: 1, metatable: self.metatableIDs.touch, as: Touch.self) else {
            return stack.error("call it with ':' (touch:\(previous ? "previousLocation" : "location")(view))")
        }
        var view: View?
        if stack.type(at: 2) != .nil && stack.type(at: 2) != .none {
            guard let given = self.view(at: 2, on: stack) else {
                return stack.error("location expects a view or nil, got \(typeName(at: 2, on: stack))")
            }
            view = given
        }
        push(previous ? touch.previousLocation(in: view) : touch.location(in: view), on: stack)
        return 1
    }
}
