import LuaVM
import ResponderKit

extension ScriptHost {
    /// A host method every responder object has; `body` gets the receiver's binding.
    func addMethod(
        _ name: String, into members: Int32, on main: LuaStack,
        _ body: @escaping (ScriptHost, LuaStack, ResponderBinding) -> Int32
    ) {
        let id = vm.register(unretained: self) { `self`, state in
            let saved = self.enter(state)
            defer { self.leave(restoring: saved) }
            let stack = LuaStack(state)
            guard let binding = self.binding(at: 1, on: stack) else {
                return stack.error("\(name) is a responder method: call it as responder:\(name)(...)")
            }
            return body(self, stack, binding)
        }
        main.push(id)
        main.rawSet(name, in: members)
    }

    /// The contract's responder methods, plus every overridable method so that calling it on
    /// any responder runs that responder's behaviour or default.
    func installResponderMethods(into members: Int32, on main: LuaStack) {
        installHierarchyMethods(into: members, on: main)
        installFirstResponderMethods(into: members, on: main)
        installEventMethods(into: members, on: main)
        installApplicationMethods(into: members, on: main)
        installWindowMethods(into: members, on: main)
        installGestureMethods(into: members, on: main)
        installControlMethods(into: members, on: main)
        installScrollMethods(into: members, on: main)
        installNavigationMethods(into: members, on: main)
        installSwipeMethods(into: members, on: main)
    }

    /// `w:makeKeyWindow()` and `w:makeKeyAndVisible()` (rules E1, E3, F1).
    private func installWindowMethods(into members: Int32, on main: LuaStack) {
        addMethod("makeKeyWindow", into: members, on: main) { _, stack, binding in
            guard let window = binding.responder as? Window else {
                return stack.error(
                    "makeKeyWindow is a window method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            window.makeKey()
            return 0
        }
        addMethod("makeKeyAndVisible", into: members, on: main) { _, stack, binding in
            guard let window = binding.responder as? Window else {
                return stack.error(
                    "makeKeyAndVisible is a window method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            window.makeKeyAndVisible()
            return 0
        }
    }

    private func installHierarchyMethods(into members: Int32, on main: LuaStack) {
        addMethod("addSubview", into: members, on: main) { host, stack, binding in
            guard let parent = binding.responder as? View else {
                return stack.error("addSubview: \(binding.responder.name) is not a view")
            }
            guard let child = host.view(at: 2, on: stack), !(child is Window) else {
                return stack.error("addSubview expects a view, got \(host.typeName(at: 2, on: stack))")
            }
            guard !parent.isDescendant(of: child) else {
                return stack.error("addSubview: adding \(child.name) to \(parent.name) would put a view inside itself")
            }
            if let problem = host.nestingProblem(adding: child, to: parent, in: "addSubview") {
                return stack.error(problem)
            }
            parent.addSubview(child)
            return 0
        }
        addMethod("insertSubview", into: members, on: main) { host, stack, binding in
            guard let parent = binding.responder as? View else {
                return stack.error("insertSubview: \(binding.responder.name) is not a view")
            }
            guard let child = host.view(at: 2, on: stack), !(child is Window), let index = stack.toInt(at: 3) else {
                return stack.error("insertSubview expects (view, index), the index a whole number")
            }
            guard !parent.isDescendant(of: child) else {
                return stack.error(
                    "insertSubview: adding \(child.name) to \(parent.name) would put a view inside itself")
            }
            if let problem = host.nestingProblem(adding: child, to: parent, in: "insertSubview") {
                return stack.error(problem)
            }
            // Any whole number is accepted and clamped, as UIKit clamps; `max` first, so
            // `index - 1` cannot overflow for math.mininteger.
            parent.insertSubview(child, at: max(index, 0) - 1)
            return 0
        }
        addMethod("bringSubviewToFront", into: members, on: main) { host, stack, binding in
            guard let parent = binding.responder as? View, let child = host.view(at: 2, on: stack) else {
                return stack.error("bringSubviewToFront expects a subview")
            }
            parent.bringSubviewToFront(child)
            return 0
        }
        addMethod("removeFromSuperview", into: members, on: main) { _, stack, binding in
            guard let view = binding.responder as? View else {
                return stack.error("removeFromSuperview: \(binding.responder.name) is not a view")
            }
            if view is Window { return stack.error("removeFromSuperview: \(view.name) is a window") }
            view.removeFromSuperview()
            return 0
        }
        addMethod("isDescendantOf", into: members, on: main) { host, stack, binding in
            guard let other = host.view(at: 2, on: stack) else {
                return stack.error("isDescendantOf expects a view, got \(host.typeName(at: 2, on: stack))")
            }
            stack.push((binding.responder as? View)?.isDescendant(of: other) ?? false)
            return 1
        }
        for name in ["convertPointTo", "convertPointFrom"] {
            addMethod(name, into: members, on: main) { host, stack, binding in
                guard let view = binding.responder as? View else {
                    return stack.error("\(name): \(binding.responder.name) is not a view")
                }
                guard let point = host.point(at: 2, on: stack) else {
                    return stack.error("\(name) expects a point, got \(host.typeName(at: 2, on: stack))")
                }
                let other: View?
                if stack.type(at: 3) == .nil || stack.type(at: 3) == .none {
                    other = nil
                } else {
                    guard let given = host.view(at: 3, on: stack) else {
                        return stack.error("\(name) expects a view or nil, got \(host.typeName(at: 3, on: stack))")
                    }
                    other = given
                }
                host.push(
                    name == "convertPointTo" ? view.convert(point, to: other) : view.convert(point, from: other),
                    on: stack)
                return 1
            }
        }
        addMethod("nextResponder", into: members, on: main) { host, stack, binding in
            host.push(binding.responder.nextResponder(), on: stack)
            return 1
        }
        addMethod("responderChain", into: members, on: main) { host, stack, binding in
            let chain = binding.responder.responderChain()
            stack.newTable(array: Int32(chain.count))
            for (i, responder) in chain.enumerated() {
                host.push(responder, on: stack)
                stack.rawSet(i + 1, in: -2)
            }
            host.markList(on: stack)
            return 1
        }
        addMethod("pointInside", into: members, on: main) { host, stack, binding in
            guard let view = binding.responder as? View else {
                return stack.error("pointInside: \(binding.responder.name) is not a view")
            }
            guard let point = host.point(at: 2, on: stack) else {
                return stack.error("pointInside expects a point, got \(host.typeName(at: 2, on: stack))")
            }
            stack.push(view.point(inside: point, with: host.event(at: 3, on: stack)))
            return 1
        }
        addMethod("hitTest", into: members, on: main) { host, stack, binding in
            guard let view = binding.responder as? View else {
                return stack.error("hitTest: \(binding.responder.name) is not a view")
            }
            guard let point = host.point(at: 2, on: stack) else {
                return stack.error("hitTest expects a point, got \(host.typeName(at: 2, on: stack))")
            }
            host.push(view.hitTest(point, with: host.event(at: 3, on: stack)), on: stack)
            return 1
        }
    }

    /// UIView's `gestureRecognizerShouldBegin` (rule G10), callable on any view.
    private func installGestureMethods(into members: Int32, on main: LuaStack) {
        addMethod("gestureRecognizerShouldBegin", into: members, on: main) { host, stack, binding in
            guard let view = binding.responder as? View else {
                return stack.error("gestureRecognizerShouldBegin: \(binding.responder.name) is not a view")
            }
            guard let recognizer = host.gestureBinding(at: 2, on: stack)?.recognizer else {
                return stack.error(
                    "gestureRecognizerShouldBegin expects a gesture recognizer, got \(host.typeName(at: 2, on: stack))")
            }
            stack.push(view.gestureRecognizerShouldBegin(recognizer))
            return 1
        }
    }

    private func installFirstResponderMethods(into members: Int32, on main: LuaStack) {
        addMethod("isFirstResponder", into: members, on: main) { _, stack, binding in
            stack.push(binding.responder.isFirstResponder)
            return 1
        }
        addMethod("becomeFirstResponder", into: members, on: main) { _, stack, binding in
            stack.push(binding.responder.becomeFirstResponder())
            return 1
        }
        addMethod("resignFirstResponder", into: members, on: main) { _, stack, binding in
            stack.push(binding.responder.resignFirstResponder())
            return 1
        }
        addMethod("canBecomeFirstResponder", into: members, on: main) { _, stack, binding in
            stack.push(binding.responder.canBecomeFirstResponder())
            return 1
        }
        addMethod("canResignFirstResponder", into: members, on: main) { _, stack, binding in
            stack.push(binding.responder.canResignFirstResponder())
            return 1
        }
        // X5: `view:endEditing(force)`; false for a responder that is not a view.
        addMethod("endEditing", into: members, on: main) { _, stack, binding in
            guard let view = binding.responder as? View else {
                stack.push(false)
                return 1
            }
            stack.push(view.endEditing(stack.toBool(at: 2)))
            return 1
        }
        addMethod("reloadInputViews", into: members, on: main) { _, _, binding in
            binding.responder.reloadInputViews()
            return 0
        }
        addMethod("canPerformAction", into: members, on: main) { host, stack, binding in
            guard let action = stack.toString(at: 2) else {
                return stack.error("canPerformAction expects an action name, got \(host.typeName(at: 2, on: stack))")
            }
            stack.push(binding.responder.canPerformAction(action, sender: host.responder(at: 3, on: stack)))
            return 1
        }
    }

    private func installEventMethods(into members: Int32, on main: LuaStack) {
        for method in [ResponderMethod.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled] {
            addMethod(method.name, into: members, on: main) { host, stack, binding in
                guard let touches = host.touches(at: 2, on: stack) else {
                    return stack.error(
                        "\(method.name) expects the touches it was given, got \(host.typeName(at: 2, on: stack))")
                }
                guard let event = host.event(at: 3, on: stack) else {
                    return stack.error(
                        "\(method.name) expects the event it was given, got \(host.typeName(at: 3, on: stack))")
                }
                binding.responder.touches(method, touches[...], event: event)
                return 0
            }
        }
        for method in [ResponderMethod.pressesBegan, .pressesChanged, .pressesEnded, .pressesCancelled] {
            addMethod(method.name, into: members, on: main) { host, stack, binding in
                guard let presses = host.presses(at: 2, on: stack) else {
                    return stack.error(
                        "\(method.name) expects the presses it was given, got \(host.typeName(at: 2, on: stack))")
                }
                guard let event = host.event(at: 3, on: stack) else {
                    return stack.error(
                        "\(method.name) expects the event it was given, got \(host.typeName(at: 3, on: stack))")
                }
                binding.responder.presses(method, presses, event: event)
                return 0
            }
        }
        for method in [ResponderMethod.motionBegan, .motionEnded, .motionCancelled] {
            addMethod(method.name, into: members, on: main) { host, stack, binding in
                guard let event = host.event(at: 3, on: stack) else {
                    return stack.error(
                        "\(method.name) expects (motion, event), got \(host.typeName(at: 3, on: stack)) for the event")
                }
                binding.responder.motion(method, .motionShake, event: event)
                return 0
            }
        }
        addMethod("touchesEstimatedPropertiesUpdated", into: members, on: main) { host, stack, binding in
            guard let touches = host.touches(at: 2, on: stack) else {
                return stack.error(
                    "touchesEstimatedPropertiesUpdated expects the touches it was given, got \(host.typeName(at: 2, on: stack))"
                )
            }
            binding.responder.touchesEstimatedPropertiesUpdated(touches[...])
            return 0
        }
        addMethod("remoteControlReceived", into: members, on: main) { host, stack, binding in
            guard let event = host.event(at: 2, on: stack) else {
                return stack.error(
                    "remoteControlReceived expects the event it was given, got \(host.typeName(at: 2, on: stack))")
            }
            binding.responder.remoteControlReceived(event)
            return 0
        }
    }

    private func installApplicationMethods(into members: Int32, on main: LuaStack) {
        func application(_ binding: ResponderBinding, _ name: String, _ stack: LuaStack) -> Application? {
            binding.responder as? Application
        }
        addMethod("beginReceivingRemoteControlEvents", into: members, on: main) { _, stack, binding in
            guard let app = application(binding, "", stack) else {
                return stack.error(
                    "beginReceivingRemoteControlEvents is an application method (app:beginReceivingRemoteControlEvents())"
                )
            }
            app.beginReceivingRemoteControlEvents()
            return 0
        }
        addMethod("endReceivingRemoteControlEvents", into: members, on: main) { _, stack, binding in
            guard let app = application(binding, "", stack) else {
                return stack.error(
                    "endReceivingRemoteControlEvents is an application method (app:endReceivingRemoteControlEvents())")
            }
            app.endReceivingRemoteControlEvents()
            return 0
        }
        addMethod("sendAction", into: members, on: main) { host, stack, binding in
            // A control's own sendAction(name, target, event) (rule C5).
            if let control = (binding.responder as? View)?.asControl {
                return host.controlSendAction(control, on: stack)
            }
            guard let app = application(binding, "", stack) else {
                return stack.error("sendAction is an application method (app:sendAction(name, target, sender))")
            }
            guard let action = stack.toString(at: 2) else {
                return stack.error("sendAction expects an action name, got \(host.typeName(at: 2, on: stack))")
            }
            let target = host.responder(at: 3, on: stack)
            if target == nil, stack.type(at: 3) != .nil, stack.type(at: 3) != .none {
                return stack.error(
                    "sendAction expects a responder or nil as target, got \(host.typeName(at: 3, on: stack))")
            }
            stack.push(app.sendAction(action, to: target, from: host.responder(at: 4, on: stack)))
            return 1
        }
        addMethod("keyWindow", into: members, on: main) { host, stack, binding in
            guard let app = application(binding, "", stack) else {
                return stack.error("keyWindow is an application method (app:keyWindow())")
            }
            host.push(app.keyWindow, on: stack)
            return 1
        }
        addMethod("firstResponder", into: members, on: main) { host, stack, binding in
            guard let app = application(binding, "", stack) else {
                return stack.error("firstResponder is an application method (app:firstResponder())")
            }
            host.push(app.firstResponder, on: stack)
            return 1
        }
    }

    /// The event whose userdata is at `index`, if any.
    func event(at index: Int32, on stack: LuaStack) -> Event? {
        stack.object(at: index, metatable: metatableIDs.event, as: Event.self)
    }
}
