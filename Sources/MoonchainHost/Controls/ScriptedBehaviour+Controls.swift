import LuaVM
import ResponderKit

/// The control customization points (rules C1–C3, C8) as a behaviour's Lua methods.
extension ScriptedBehaviour {
    func beginTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool> {
        trackingAnswer(.beginTracking, touch, event)
    }

    func continueTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool> {
        trackingAnswer(.continueTracking, touch, event)
    }

    private func trackingAnswer(_ method: ResponderMethod, _ touch: Touch, _ event: Event) -> Answer<Bool> {
        guard let impl = impl(method) else { return .failed }
        let host = self.host
        guard
            let value = host.callForBool(
                impl, on: binding, method: method.name,
                { stack in
                    host.push(touch, on: stack)
                    host.push(event, on: stack)
                    return 2
                })
        else { return .failed }
        return .answered(value)
    }

    /// A failed override counts as having handled it, as a failed event handler does.
    func endTracking(_ touch: Touch, event: Event, control: Control) {
        guard let impl = impl(.endTracking) else { return control.defaultEndTracking(touch, event: event) }
        let host = self.host
        _ = host.call(impl, on: binding, method: "endTracking", results: 0) { stack in
            host.push(touch, on: stack)
            host.push(event, on: stack)
            return 2
        }
    }

    func cancelTracking(event: Event?, control: Control) {
        guard let impl = impl(.cancelTracking) else { return control.defaultCancelTracking(event: event) }
        let host = self.host
        _ = host.call(impl, on: binding, method: "cancelTracking", results: 0) { stack in
            host.push(event, on: stack)
            return 1
        }
    }

    func trackRect(forBounds bounds: Rect, slider: Slider) -> Answer<Rect> {
        rectAnswer(.trackRect) { host, stack in
            host.pushRectValue(bounds, on: stack)
            return 1
        }
    }

    func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double, slider: Slider) -> Answer<Rect> {
        rectAnswer(.thumbRect) { host, stack in
            host.pushRectValue(bounds, on: stack)
            host.pushRectValue(trackRect, on: stack)
            stack.pushNumber(value)
            return 3
        }
    }

    /// Calls the slider geometry override `method`; a rect of four finite numbers is its answer,
    /// anything else is reported (file:line) and the default decides.
    private func rectAnswer(_ method: ResponderMethod, _ pushArguments: (ScriptHost, LuaStack) -> Int32) -> Answer<Rect>
    {
        guard let impl = impl(method) else { return .failed }
        let host = self.host
        guard host.call(impl, on: binding, method: method.name, results: 1, { stack in pushArguments(host, stack) })
        else {
            return .failed
        }
        let stack = host.stack
        defer { stack.pop() }
        guard let rect = host.rect(at: -1, on: stack), rect.isFinite else {
            host.reportMisuse(
                "\(method.name) must return a rect of four finite numbers, got \(host.typeName(at: -1, on: stack))",
                at: impl.location(on: stack), doing: host.doing(method.name, on: binding))
            return .failed
        }
        return .answered(rect)
    }
}

extension ScriptHost {
    /// Pushes a rect value (the prelude's `rect`, with its methods) a script may keep or change.
    func pushRectValue(_ rect: Rect, on stack: LuaStack) {
        geometry.pushRectValue(rect, on: stack)
    }
}
