import LuaVM
import ResponderKit

/// A navigation's fields and methods in Lua (rules N1–N10): its stack, its recognizers, and
/// `push`, `pop`, `popToRoot`.
extension ScriptHost {
    /// Pushes `field` of `navigation` (one value).
    func pushNavigationField(_ field: NavigationField, of navigation: NavigationController, on stack: LuaStack)
        -> Int32
    {
        switch field {
        case .viewControllers:
            pushList(navigation.viewControllers, on: stack)
        case .topViewController: push(navigation.topViewController, on: stack)
        case .transitioning: stack.push(navigation.isTransitioning)
        case .edgePop: push(navigation.edgePop, on: stack)
        case .contentPop: push(navigation.usesContentPop ? navigation.contentPop : nil, on: stack)
        case .navigationBarHidden: stack.push(navigation.isNavigationBarHidden)
        case .customBack: stack.push(navigation.hasCustomBackButton)
        }
        return 1
    }

    /// Assigns `field` from the value at index 3; an error message when it cannot.
    func setNavigationField(_ field: NavigationField, of navigation: NavigationController, on stack: LuaStack)
        -> String?
    {
        guard field.isWritable else { return "'\(field.key)' of a navigation is read-only" }
        guard stack.type(at: 3) == .boolean else {
            return "\(field.key) must be a boolean, got \(typeName(at: 3, on: stack))"
        }
        if field == .navigationBarHidden {
            navigation.isNavigationBarHidden = stack.toBool(at: 3)
        } else {
            navigation.hasCustomBackButton = stack.toBool(at: 3)
        }
        return nil
    }

    private func pushList(_ controllers: [ViewController], on stack: LuaStack) {
        stack.newTable(array: Int32(controllers.count))
        for (i, controller) in controllers.enumerated() {
            push(controller, on: stack)
            stack.rawSet(i + 1, in: -2)
        }
        markList(on: stack)
    }

    /// `nav:push(controller, animated)`, `nav:pop(animated)`, `nav:popToRoot(animated)`.
    func installNavigationMethods(into members: Int32, on main: LuaStack) {
        addMethod("push", into: members, on: main) { host, stack, binding in
            guard let navigation = binding.responder as? NavigationController else {
                return stack.error(
                    "push is a navigation method; \(binding.responder.name) is a \(binding.responder.kindName)")
            }
            guard let controller = host.responder(at: 2, on: stack) as? ViewController else {
                return stack.error("push expects a controller, got \(host.typeName(at: 2, on: stack)) (N8)")
            }
            guard let animated = host.animatedArgument(at: 3, on: stack, method: "push") else {
                return stack.error("push: animated must be a boolean, got \(host.typeName(at: 3, on: stack))")
            }
            do {
                try navigation.push(controller, animated: animated)
            } catch {
                return stack.error("\(error) (N8)")
            }
            return 0
        }
        addMethod("pop", into: members, on: main) { host, stack, binding in
            guard let navigation = binding.responder as? NavigationController else {
                return stack.error(
                    "pop is a navigation method; \(binding.responder.name) is a \(binding.responder.kindName)")
            }
            guard let animated = host.animatedArgument(at: 2, on: stack, method: "pop") else {
                return stack.error("pop: animated must be a boolean, got \(host.typeName(at: 2, on: stack))")
            }
            host.push(navigation.pop(animated: animated), on: stack)
            return 1
        }
        addMethod("popToRoot", into: members, on: main) { host, stack, binding in
            guard let navigation = binding.responder as? NavigationController else {
                return stack.error(
                    "popToRoot is a navigation method; \(binding.responder.name) is a \(binding.responder.kindName)")
            }
            guard let animated = host.animatedArgument(at: 2, on: stack, method: "popToRoot") else {
                return stack.error("popToRoot: animated must be a boolean, got \(host.typeName(at: 2, on: stack))")
            }
            host.pushList(navigation.popToRoot(animated: animated), on: stack)
            return 1
        }
    }

    /// `animated`: a boolean, or absent (false); nil for anything else.
    private func animatedArgument(at index: Int32, on stack: LuaStack, method: String) -> Bool? {
        switch stack.type(at: index) {
        case .none, .nil: false
        case .boolean: stack.toBool(at: index)
        default: nil
        }
    }
}
