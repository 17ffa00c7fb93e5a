import LuaVM
import MoonchainFormats
import ResponderKit

extension ScriptHost {
    /// A control's `addTarget`, `removeTarget` and `sendActions` (rules C4, C5); its
    /// `sendAction` shares the application's method name (see ``controlSendAction(_:on:)``).
    func installControlMethods(into members: Int32, on main: LuaStack) {
        addMethod("addTarget", into: members, on: main) { host, stack, binding in
            guard let control = (binding.responder as? View)?.asControl else {
                return stack.error(
                    "addTarget is a control method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)")
            }
            guard let target = host.optionalResponder(at: 2, on: stack) else {
                return stack.error(
                    "addTarget expects (target|nil, action, EVENT): the target must be a responder or nil, got \(host.typeName(at: 2, on: stack))"
                )
            }
            guard let action = stack.toString(at: 3), stack.type(at: 3) == .string, !action.isEmpty else {
                return stack.error(
                    "addTarget expects (target|nil, action, EVENT): the action must be a non-empty string, got \(host.typeName(at: 3, on: stack))"
                )
            }
            let events: ControlEvents
            switch host.controlEvents(at: 4, on: stack, in: "addTarget") {
            case .success(let value): events = value
            case .failure(let problem): return stack.error(problem.message)
            }
            if let responder = target.responder, responder.behavior?.respondsToAction(action) != true {
                return stack.error(
                    "addTarget: '\(responder.name)' has no method '\(action)'\(host.methodHint(action, of: responder))")
            }
            control.addTarget(target.responder, action: action, for: events)
            return 0
        }
        addMethod("removeTarget", into: members, on: main) { host, stack, binding in
            guard let control = (binding.responder as? View)?.asControl else {
                return stack.error(
                    "removeTarget is a control method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            guard let target = host.optionalResponder(at: 2, on: stack) else {
                return stack.error(
                    "removeTarget expects (target|nil, action|nil, EVENT): the target must be a responder or nil, got \(host.typeName(at: 2, on: stack))"
                )
            }
            let action: String?
            switch stack.type(at: 3) {
            case .nil, .none: action = nil
            case .string: action = stack.toString(at: 3)
            default:
                return stack.error(
                    "removeTarget expects (target|nil, action|nil, EVENT): the action must be a string or nil, got \(host.typeName(at: 3, on: stack))"
                )
            }
            let events: ControlEvents
            switch host.controlEvents(at: 4, on: stack, in: "removeTarget") {
            case .success(let value): events = value
            case .failure(let problem): return stack.error(problem.message)
            }
            control.removeTarget(target.responder, action: action, for: events)
            return 0
        }
        addMethod("sendActions", into: members, on: main) { host, stack, binding in
            guard let control = (binding.responder as? View)?.asControl else {
                return stack.error(
                    "sendActions is a control method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            let events: ControlEvents
            switch host.controlEvents(at: 2, on: stack, in: "sendActions") {
            case .success(let value): events = value
            case .failure(let problem): return stack.error(problem.message)
            }
            for event in events.events { control.sendActions(for: event, with: nil) }
            return 0
        }
        installTrackingMethods(into: members, on: main)
    }

    /// The customization points, callable on any control: each runs its behaviour or default.
    private func installTrackingMethods(into members: Int32, on main: LuaStack) {
        for method in [ResponderMethod.beginTracking, .continueTracking, .endTracking] {
            addMethod(method.name, into: members, on: main) { host, stack, binding in
                guard let control = (binding.responder as? View)?.asControl else {
                    return stack.error(
                        "\(method.name) is a control method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                    )
                }
                guard let touch = stack.object(at: 2, metatable: host.metatableIDs.touch, as: Touch.self),
                    let event = host.event(at: 3, on: stack)
                else {
                    return stack.error("\(method.name) expects (touch, event)")
                }
                switch method {
                case .beginTracking: stack.push(control.beginTracking(touch, event: event))
                case .continueTracking: stack.push(control.continueTracking(touch, event: event))
                default:
                    control.endTracking(touch, event: event)
                    return 0
                }
                return 1
            }
        }
        addMethod("cancelTracking", into: members, on: main) { host, stack, binding in
            guard let control = (binding.responder as? View)?.asControl else {
                return stack.error(
                    "cancelTracking is a control method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            control.cancelTracking(event: host.event(at: 2, on: stack))
            return 0
        }
        addMethod("trackRect", into: members, on: main) { host, stack, binding in
            guard let slider = binding.responder as? Slider else {
                return stack.error("trackRect is a slider method; \(binding.responder.name) is not a slider")
            }
            guard let bounds = host.rect(at: 2, on: stack), bounds.isFinite else {
                return stack.error("trackRect expects (bounds): a rect of finite numbers")
            }
            host.pushRectValue(slider.trackRect(forBounds: bounds), on: stack)
            return 1
        }
        addMethod("thumbRect", into: members, on: main) { host, stack, binding in
            guard let slider = binding.responder as? Slider else {
                return stack.error("thumbRect is a slider method; \(binding.responder.name) is not a slider")
            }
            guard let bounds = host.rect(at: 2, on: stack), bounds.isFinite, let track = host.rect(at: 3, on: stack),
                track.isFinite
            else {
                return stack.error(
                    "thumbRect expects (bounds, trackRect, value): two rects of finite numbers and a number")
            }
            let value = stack.toDouble(at: 4) ?? slider.value
            host.pushRectValue(
                slider.thumbRect(forBounds: bounds, trackRect: track, value: value.isNaN ? slider.value : value),
                on: stack)
            return 1
        }
    }

    /// `control:sendAction(name, target|nil, event|nil) -> bool` (UIControl's `sendAction(_:to:for:)`).
    func controlSendAction(_ control: Control, on stack: LuaStack) -> Int32 {
        guard stack.type(at: 2) == .string, let action = stack.toString(at: 2), !action.isEmpty else {
            return stack.error(
                "sendAction expects (action, target|nil, event|nil): the action must be a non-empty string, got \(typeName(at: 2, on: stack))"
            )
        }
        guard let target = optionalResponder(at: 3, on: stack) else {
            return stack.error(
                "sendAction expects (action, target|nil, event|nil): the target must be a responder or nil, got \(typeName(at: 3, on: stack))"
            )
        }
        stack.push(control.sendAction(action, to: target.responder, for: event(at: 4, on: stack)))
        return 1
    }

    /// The responder or nil at `index`: nil for anything else.
    func optionalResponder(at index: Int32, on stack: LuaStack) -> (responder: Responder?, Void)? {
        let type = stack.type(at: index)
        if type == .nil || type == .none { return (nil, ()) }
        guard let responder = responder(at: index, on: stack) else { return nil }
        return (responder, ())
    }

    /// The EVENT name at `index` as a set, or what is wrong with it.
    func controlEvents(at index: Int32, on stack: LuaStack, in method: String) -> Result<
        ControlEvents, ControlEventProblem
    > {
        guard stack.type(at: index) == .string, let name = stack.toString(at: index) else {
            return .failure(
                ControlEventProblem(
                    message: "\(method): EVENT must be an event name, got \(typeName(at: index, on: stack))"))
        }
        guard let events = ControlEvents(name: name) else {
            let hint =
                NameSuggestion.closest(to: name, among: ControlEvents.names).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(ControlEventProblem(message: "\(method): unknown control event '\(name)'\(hint)"))
        }
        return .success(events)
    }
}

/// Why a value is not a control EVENT name.
struct ControlEventProblem: Error {
    let message: String
}
