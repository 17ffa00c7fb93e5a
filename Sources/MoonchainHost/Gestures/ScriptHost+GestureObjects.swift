import LuaVM
import MoonchainFormats
import ResponderKit

extension ScriptHost {
    /// Recognizer objects: the contract's fields, writable `state` for Lua recognizers and
    /// `enabled`, instance state, and the script's own functions.
    func installGestureMetatable() {
        let main = vm.main
        let locationID = vm.register(unretained: self) { `self`, state in self.gesturePoint(state, "location") }
        let translationID = vm.register(unretained: self) { `self`, state in self.gesturePoint(state, "translation") }
        let velocityID = vm.register(unretained: self) { `self`, state in self.gesturePoint(state, "velocity") }
        let indexID = vm.register(unretained: self) { `self`, state in
            let saved = self.enter(state)
            defer { self.leave(restoring: saved) }
            let stack = LuaStack(state)
            guard let binding = self.gestureBinding(at: 1, on: stack) else {
                stack.pushNil()
                return 1
            }
            let g = binding.recognizer
            if let key = stack.toString(at: 2), let hostKey = GestureKey(rawValue: key) {
                switch hostKey {
                case .name:
                    stack.push(g.name)
                    return 1
                case .kind:
                    stack.push(g.kindName)
                    return 1
                case .state:
                    stack.push((g.requestedState ?? g.state).rawValue)
                    return 1
                case .view:
                    self.push(g.view, on: stack)
                    return 1
                case .enabled:
                    stack.push(g.isEnabled)
                    return 1
                case .requireToFail:
                    self.push(g.requiredToFail.first, on: stack)
                    return 1
                case .allowedTouchTypes:
                    let types = g.allowedTouchTypes.types
                    stack.newTable(array: Int32(types.count))
                    for (i, type) in types.enumerated() {
                        stack.push(type.rawValue)
                        stack.rawSet(i + 1, in: -2)
                    }
                    return 1
                case .numberOfTouches:
                    stack.push(g.numberOfTouches)
                    return 1
                // Rule K9.
                case .modifierFlags:
                    ScriptHost.push(g.modifierFlags, on: stack)
                    return 1
                case .location:
                    stack.push(locationID)
                    return 1
                case .translation:
                    stack.push(translationID)
                    return 1
                case .velocity:
                    if let twoFinger = g as? TwoFingerGestureRecognizer {
                        stack.pushNumber(twoFinger.velocity)
                        return 1
                    }
                    stack.push(velocityID)
                    return 1
                case .scale:
                    if let pinch = g as? PinchGestureRecognizer {
                        stack.pushNumber(pinch.scale)
                    } else {
                        stack.pushNil()
                    }
                    return 1
                case .rotation:
                    if let rotation = g as? RotationGestureRecognizer {
                        stack.pushNumber(rotation.rotation)
                    } else {
                        stack.pushNil()
                    }
                    return 1
                case .direction:
                    if let swipe = g as? SwipeGestureRecognizer {
                        stack.push(swipe.direction.rawValue)
                    } else {
                        stack.pushNil()
                    }
                    return 1
                case .numberOfTapsRequired:
                    if let tap = g as? TapGestureRecognizer {
                        stack.push(tap.numberOfTapsRequired)
                    } else {
                        stack.pushNil()
                    }
                    return 1
                case .numberOfTouchesRequired:
                    // UIKit's name for the scene's `touches` field of a tap, swipe or long press.
                    switch g {
                    case let tap as TapGestureRecognizer: stack.push(tap.numberOfTouchesRequired)
                    case let swipe as SwipeGestureRecognizer: stack.push(swipe.numberOfTouchesRequired)
                    case let press as LongPressGestureRecognizer: stack.push(press.numberOfTouchesRequired)
                    default: stack.pushNil()
                    }
                    return 1
                }
            }
            return stack.pushInstanceMember(state: binding.state, behaviour: binding.script)
        }
        let newIndexID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            guard let binding = self.gestureBinding(at: 1, on: stack) else { return 0 }
            switch stack.toString(at: 2) {
            case "state":
                guard binding.script != nil else {
                    return stack.error(
                        "only a recognizer written in Lua sets its own state ('\(binding.recognizer.name)' is a \(binding.recognizer.kindName))"
                    )
                }
                guard let name = stack.toString(at: 3),
                    let newState = GestureState(rawValue: name == "recognized" ? "ended" : name)
                else {
                    return stack.error(
                        "state must be one of possible, began, changed, ended (or recognized), cancelled, failed; got \(stack.describe(at: 3))"
                    )
                }
                // Asked of the arena as any recognizer asks (applied when the running hook
                // returns); asking for the state it is in asks for nothing.
                if newState == binding.recognizer.state {
                    binding.recognizer.withdrawRequest()
                } else {
                    binding.recognizer.request(newState, reason: .script)
                }
                return 0
            case "enabled":
                guard stack.type(at: 3) == .boolean else { return stack.error("enabled must be a boolean") }
                binding.recognizer.isEnabled = stack.toBool(at: 3)
                return 0
            case "requireToFail":
                // v3: a recognizer, a name ("NAV.edgePop", "sv.pan"), or nil to clear (G4).
                let recognizer = binding.recognizer
                switch stack.type(at: 3) {
                case .nil:
                    recognizer.requiredToFail = []
                case .string:
                    let name = stack.toString(at: 3) ?? ""
                    guard let other = self.recognizer(named: name) else {
                        return stack.error("requireToFail = '\(name)': no gesture recognizer in a window has that name")
                    }
                    guard other !== recognizer else { return stack.error("a recognizer cannot require itself to fail") }
                    recognizer.requiredToFail = [other]
                default:
                    guard let other = self.gestureBinding(at: 3, on: stack)?.recognizer else {
                        return stack.error(
                            "requireToFail must be a recognizer, a recognizer's name or nil, got \(self.typeName(at: 3, on: stack))"
                        )
                    }
                    guard other !== recognizer else { return stack.error("a recognizer cannot require itself to fail") }
                    recognizer.requiredToFail = [other]
                }
                return 0
            case "allowedTouchTypes":
                switch self.touchTypes(at: 3, on: stack) {
                case .success(let types): binding.recognizer.allowedTouchTypes = types
                case .failure(let error): return stack.error("allowedTouchTypes: \(error.message)")
                }
                return 0
            case "scale":
                // UIKit's idiom: apply the scale, then set it back to 1 so later moves are relative.
                guard let pinch = binding.recognizer as? PinchGestureRecognizer else {
                    return stack.error(
                        "only a pinch has a scale to set ('\(binding.recognizer.name)' is a \(binding.recognizer.kindName))"
                    )
                }
                guard stack.type(at: 3) == .number, let scale = stack.toDouble(at: 3), scale > 0, scale.isFinite else {
                    return stack.error("scale must be a positive number, got \(stack.describe(at: 3))")
                }
                pinch.scale = scale
                return 0
            case "rotation":
                guard let rotation = binding.recognizer as? RotationGestureRecognizer else {
                    return stack.error(
                        "only a rotation has a rotation to set ('\(binding.recognizer.name)' is a \(binding.recognizer.kindName))"
                    )
                }
                guard stack.type(at: 3) == .number, let radians = stack.toDouble(at: 3), radians.isFinite else {
                    return stack.error("rotation must be a number of radians, got \(stack.describe(at: 3))")
                }
                rotation.rotation = radians
                return 0
            case "name", "kind", "view", "numberOfTouches", "direction", "numberOfTapsRequired",
                "numberOfTouchesRequired":
                return stack.error("'\(stack.toString(at: 2) ?? "")' of a recognizer is read-only")
            default:
                if stack.type(at: 2) == .nil { return stack.error("cannot set a field with a nil key") }
                stack.push(binding.state)
                stack.pushValue(at: 2)
                stack.pushValue(at: 3)
                stack.rawSet(in: -3)
                stack.pop()
                return 0
            }
        }
        let toStringID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            stack.push(self.gestureBinding(at: 1, on: stack)?.recognizer.name ?? "gesture")
            return 1
        }
        main.newUserdata(Int32(0), metatable: Metatable.gesture)
        _ = main.pushMetatable(of: -1)
        main.fillHostMetatable(index: indexID, newIndex: newIndexID, toString: toStringID)
        main.pop(2)
    }

    /// A list of touch type names at `index` ({"pencil"}, {"direct", "indirect"}), or why not.
    package func touchTypes(at index: Int32, on stack: LuaStack) -> Result<TouchTypes, TouchTypeListError> {
        let valid = TouchType.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard stack.type(at: index) == .table else {
            return .failure(
                TouchTypeListError("expected a list of touch types (\(valid)), got \(stack.describe(at: index))"))
        }
        let table = stack.absoluteIndex(index)
        var types: [TouchType] = []
        let count = stack.rawLength(at: table)
        if count > 0 {
            for i in 1...count {
                stack.rawGet(i, from: table)
                defer { stack.pop() }
                guard let name = stack.toString(at: -1), stack.type(at: -1) == .string,
                    let type = TouchType(rawValue: name)
                else {
                    return .failure(
                        TouchTypeListError("item \(i) must be one of \(valid), got \(stack.describe(at: -1))"))
                }
                types.append(type)
            }
        }
        return .success(TouchTypes(types))
    }

    private func gesturePoint(_ state: OpaquePointer, _ what: String) -> Int32 {
        let stack = LuaStack(state)
        guard let binding = gestureBinding(at: 1, on: stack) else {
            return stack.error("call it with ':' (g:\(what)(view))")
        }
        var view: View?
        if stack.type(at: 2) != .nil && stack.type(at: 2) != .none {
            guard let given = self.view(at: 2, on: stack) else {
                return stack.error("\(what) expects a view or nil, got \(typeName(at: 2, on: stack))")
            }
            view = given
        }
        let g = binding.recognizer
        switch what {
        case "location":
            push(g.location(in: view), on: stack)
        case "translation":
            guard let pan = g as? PanGestureRecognizer else {
                stack.pushNil()
                return 1
            }
            push(pan.translation(in: view), on: stack)
        default:
            guard let pan = g as? PanGestureRecognizer else {
                stack.pushNil()
                return 1
            }
            push(pan.velocity(in: view), on: stack)
        }
        return 1
    }
}

extension ScriptHost {
    /// The recognizer called `name` on a view in one of the application's windows, if any
    /// (a scroll view's pan is `NAME.pan`, a navigation's pops `NAME.edgePop`, `NAME.contentPop`).
    func recognizer(named name: String) -> GestureRecognizer? {
        var pending: [View] = application.windows
        while let view = pending.popLast() {
            if let found = view.gestureRecognizers.first(where: { $0.name == name }) { return found }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }
}
