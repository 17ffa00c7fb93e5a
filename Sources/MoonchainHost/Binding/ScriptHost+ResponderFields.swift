import LuaVM
import MoonchainFormats
import ResponderKit

extension ScriptHost {
    /// Pushes `field` of the binding's responder; returns the number of values pushed.
    func pushField(_ field: ResponderField, of binding: ResponderBinding, on stack: LuaStack) -> Int32 {
        let responder = binding.responder
        let view = responder as? View
        switch field {
        case .name: stack.push(responder.name)
        case .kind:
            stack.push(responder.kindName)
        case .frame:
            if let view { push(view.frame, copyOf: .frame, on: stack) } else { stack.pushNil() }
        case .bounds:
            if let view { push(view.bounds, copyOf: .bounds, on: stack) } else { stack.pushNil() }
        case .hidden: pushOptional(view?.isHidden, on: stack)
        case .alpha:
            if let view { stack.pushNumber(view.alpha) } else { stack.pushNil() }
        case .userInteractionEnabled: pushOptional(view?.isUserInteractionEnabled, on: stack)
        case .multipleTouchEnabled: pushOptional(view?.isMultipleTouchEnabled, on: stack)
        case .exclusiveTouch: pushOptional(view?.isExclusiveTouch, on: stack)
        case .clipsToBounds: pushOptional(view?.clipsToBounds, on: stack)
        case .level:
            if let window = responder as? Window { stack.pushNumber(window.level) } else { stack.pushNil() }
        case .superview: push(view?.superview, on: stack)
        case .subviews:
            let subviews = view?.subviews ?? []
            stack.newTable(array: Int32(subviews.count))
            for (i, subview) in subviews.enumerated() {
                push(subview, on: stack)
                stack.rawSet(i + 1, in: -2)
            }
            markList(on: stack)
        case .window: push(responder.windowForFirstResponder, on: stack)
        case .controller: push(view?.viewController, on: stack)
        case .view: push((responder as? ViewController)?.view, on: stack)
        case .props:
            // Made on first read: most responders never read theirs (see BindingRegistry).
            if binding.props == .nil {
                stack.newTable()
                binding.props = stack.ref()
            }
            stack.push(binding.props)
        case .superProxy: supers.pushSuper(of: binding, on: stack)
        case .gestures:
            let recognizers = view?.gestureRecognizers ?? []
            stack.newTable(array: Int32(recognizers.count))
            for (i, recognizer) in recognizers.enumerated() {
                push(recognizer, on: stack)
                stack.rawSet(i + 1, in: -2)
            }
            markList(on: stack)
        case .inputView: push(view?.inputView, on: stack)
        case .inputAccessoryView: push(view?.inputAccessoryView, on: stack)
        case .center:
            if let view { push(view.center, on: stack) } else { stack.pushNil() }
        case .transform:
            if let view { push(view.transform, on: stack) } else { stack.pushNil() }
        case .enabled, .selected, .highlighted, .tracking, .touchInside, .on, .value, .minimumValue, .maximumValue,
            .continuous, .text, .placeholder, .editing:
            pushControlField(field, of: view?.asControl, on: stack)
        case .backgroundColor:
            // One form whatever the scene or script wrote (see LuaColor).
            if let color = view?.backgroundColor { stack.push(color.hex) } else { stack.pushNil() }
        }
        return 1
    }

    private func pushOptional(_ value: Bool?, on stack: LuaStack) {
        if let value { stack.push(value) } else { stack.pushNil() }
    }

    /// Assigns `field` from the value at index 3; returns an error message when it cannot.
    func setField(_ field: ResponderField, of binding: ResponderBinding, on stack: LuaStack) -> String? {
        let responder = binding.responder
        guard field.isWritable else { return "'\(field.key)' is read-only" }
        if field == .name {
            guard let name = stack.toString(at: 3), !name.isEmpty else { return "name must be a non-empty string" }
            if let other = registry.responder(named: name), other !== responder {
                return "the name '\(name)' is taken by another \(other.kind.rawValue)"
            }
            return "name is fixed when the scene loads (renaming '\(responder.name)' to '\(name)' is not supported)"
        }
        if field == .level {
            guard let window = responder as? Window else {
                return "level is a window field; \(responder.name) is a \(responder.kind.rawValue)"
            }
            guard let level = stack.toDouble(at: 3) else {
                return "level must be a number, got \(typeName(at: 3, on: stack))"
            }
            if case .failure(let problem) = NumberRule.anyFinite.checkDouble(level) {
                return "level \(problem.message)"
            }
            window.level = level
            return nil
        }
        guard let view = responder as? View else {
            return "'\(field.key)' is a view field; \(responder.name) is a \(responder.kind.rawValue)"
        }
        if field.isControlField, let control = view.asControl { return setControlField(field, of: control, on: stack) }
        switch field {
        case .frame, .bounds:
            guard let rect = rect(at: 3, on: stack) else {
                return "\(field.key) must be a rect (x, y, width, height), got \(typeName(at: 3, on: stack))"
            }
            guard rect.isFinite else {
                return
                    "\(field.key) must be a rect of finite numbers, got (\([rect.x, rect.y, rect.width, rect.height].map(NumberRule.text).joined(separator: ", ")))"
            }
            if field == .frame { view.frame = rect } else { view.bounds = rect }
        case .alpha:
            guard let alpha = stack.toDouble(at: 3) else {
                return "alpha must be a number, got \(typeName(at: 3, on: stack))"
            }
            if case .failure(let problem) = NumberRule.anyFinite.checkDouble(alpha) {
                return "alpha \(problem.message)"
            }
            view.alpha = alpha
        case .hidden, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch, .clipsToBounds:
            guard stack.type(at: 3) == .boolean else {
                return "\(field.key) must be a boolean, got \(typeName(at: 3, on: stack))"
            }
            let value = stack.toBool(at: 3)
            switch field {
            case .hidden: view.isHidden = value
            case .userInteractionEnabled: view.isUserInteractionEnabled = value
            case .multipleTouchEnabled: view.isMultipleTouchEnabled = value
            case .exclusiveTouch: view.isExclusiveTouch = value
            default: view.clipsToBounds = value
            }
        case .inputView, .inputAccessoryView:
            let newView: View?
            if stack.type(at: 3) == .nil {
                newView = nil
            } else {
                guard let given = self.view(at: 3, on: stack) else {
                    return "\(field.key) must be a view or nil, got \(typeName(at: 3, on: stack))"
                }
                newView = given
            }
            if field == .inputView { view.inputView = newView } else { view.inputAccessoryView = newView }
        case .center:
            guard let center = point(at: 3, on: stack), center.x.isFinite, center.y.isFinite else {
                return "center must be a point with finite coordinates, got \(typeName(at: 3, on: stack))"
            }
            view.center = center
        case .transform:
            var transform = Transform.identity
            if let problem = transformProblem(at: 3, on: stack, into: &transform) { return problem }
            view.transform = transform
        case .backgroundColor:
            if stack.type(at: 3) == .nil {
                view.backgroundColor = nil
                return nil
            }
            switch LuaColor.read(at: 3, on: stack) {
            case .success(let color): view.backgroundColor = color
            case .failure(let problem): return "backgroundColor \(problem.message)"
            }
        default:
            return "'\(field.key)' is read-only"
        }
        return nil
    }
}
