import LuaVM
import ResponderKit

extension ScriptHost {
    /// `self.super:beginTracking(touch, event)` and the other control customization points when
    /// no behaviour up the chain defines them: the control's own default (rules C1–C3, C8).
    func controlDefault(
        _ method: ResponderMethod, name: () -> String, for binding: ResponderBinding, on stack: LuaStack
    ) -> Int32 {
        guard let control = (binding.responder as? View)?.asControl else {
            return stack.error("super:\(name()): \(binding.responder.name) is not a control")
        }
        switch method {
        case .beginTracking, .continueTracking, .endTracking:
            guard let touch = stack.object(at: 2, metatable: metatableIDs.touch, as: Touch.self),
                let event = event(at: 3, on: stack)
            else {
                return stack.error("super:\(name()) expects (touch, event)")
            }
            switch method {
            case .beginTracking: stack.push(control.defaultBeginTracking(touch, event: event))
            case .continueTracking: stack.push(control.defaultContinueTracking(touch, event: event))
            default:
                control.defaultEndTracking(touch, event: event)
                return 0
            }
            return 1
        case .cancelTracking:
            control.defaultCancelTracking(event: event(at: 2, on: stack))
            return 0
        case .trackRect, .thumbRect:
            guard let slider = control as? Slider else {
                return stack.error("super:\(name()): \(control.name) is not a slider")
            }
            guard let bounds = rect(at: 2, on: stack), bounds.isFinite else {
                return stack.error("super:\(name()) expects a rect of finite numbers (the bounds)")
            }
            if method == .trackRect {
                pushRectValue(slider.defaultTrackRect(forBounds: bounds), on: stack)
                return 1
            }
            guard let track = rect(at: 3, on: stack), track.isFinite, let value = stack.toDouble(at: 4), !value.isNaN
            else {
                return stack.error("super:thumbRect expects (bounds, trackRect, value): two rects and a number")
            }
            pushRectValue(slider.defaultThumbRect(forBounds: bounds, trackRect: track, value: value), on: stack)
            return 1
        default:
            return stack.error("super:\(name()) is not a control method")
        }
    }
}
