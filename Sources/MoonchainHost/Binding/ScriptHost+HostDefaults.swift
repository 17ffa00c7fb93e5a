import LuaVM
import ResponderKit

/// What `self.super:NAME(...)` runs when no behaviour up the chain defines NAME: the host's
/// own implementation of the responder method (UIKit's default), with the arguments read back
/// from Lua.
extension ScriptHost {
    /// Runs the host's own implementation of `name` for `binding`'s responder (arguments from 2).
    func hostDefault(_ name: String, for binding: ResponderBinding, on stack: LuaStack) -> Int32 {
        guard let method = ResponderMethod(name: name) else {
            switch name {
            case "didLoad", "didReload", "reset": return 0
            default:
                return stack.error(
                    "super has no method '\(name)' (no behaviour up the chain defines it, and it is not a responder method)"
                )
            }
        }
        return hostDefault(method, name: { name }, for: binding, on: stack)
    }

    /// Runs the host's own implementation of the responder method `method` (called `name`, for
    /// messages) for `binding`'s responder (arguments from 2).
    func hostDefault(_ method: ResponderMethod, name: () -> String, for binding: ResponderBinding, on stack: LuaStack)
        -> Int32
    {
        let responder = binding.responder
        switch method {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            // Nearly always the handler passes on the touches it was given.
            let passed = touchObjects.withPassedArguments(at: 2, on: stack) { touches, event in
                responder.defaultTouches(method, touches, event: event)
            }
            if passed { return 0 }
            // Other touches go in a reused buffer (taken out while in use: the default may reach
            // a handler that calls super again).
            var touches = supers.touchBuffer
            supers.touchBuffer = []
            defer {
                touches.removeAll(keepingCapacity: true)
                supers.touchBuffer = touches
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
            guard let event = event(at: 3, on: stack) else {
                return stack.error("super:\(name()) expects (motion, event)")
            }
            responder.defaultMotion(method, .motionShake, event: event)
            return 0
        case .remoteControlReceived:
            guard let event = event(at: 2, on: stack) else { return stack.error("super:\(name()) expects (event)") }
            responder.defaultRemoteControlReceived(event)
            return 0
        case .pointInside:
            guard let view = responder as? View else {
                return stack.error("super:pointInside: \(responder.name) is not a view")
            }
            guard let point = point(at: 2, on: stack) else {
                return stack.error("super:pointInside expects a point, got \(typeName(at: 2, on: stack))")
            }
            stack.push(view.defaultPointInside(point))
            return 1
        case .hitTest:
            guard let view = responder as? View else {
                return stack.error("super:hitTest: \(responder.name) is not a view")
            }
            guard let point = point(at: 2, on: stack) else {
                return stack.error("super:hitTest expects a point, got \(typeName(at: 2, on: stack))")
            }
            push(view.defaultHitTest(point, with: event(at: 3, on: stack)), on: stack)
            return 1
        case .nextResponder:
            push(responder.defaultNextResponder(), on: stack)
            return 1
        case .canBecomeFirstResponder:
            stack.push(responder.defaultCanBecomeFirstResponder())
            return 1
        case .canResignFirstResponder:
            stack.push(responder.defaultCanResignFirstResponder())
            return 1
        case .becomeFirstResponder:
            stack.push(responder.defaultBecomeFirstResponder())
            return 1
        case .resignFirstResponder:
            stack.push(responder.defaultResignFirstResponder())
            return 1
        case .canPerformAction:
            guard let action = stack.toString(at: 2) else {
                return stack.error("super:canPerformAction expects an action name")
            }
            stack.push(responder.defaultCanPerformAction(action))
            return 1
        case .gestureRecognizerShouldBegin:
            guard let recognizer = gestureBinding(at: 2, on: stack)?.recognizer else {
                return stack.error(
                    "super:gestureRecognizerShouldBegin expects a gesture recognizer, got \(typeName(at: 2, on: stack))"
                )
            }
            stack.push(responder.defaultGestureRecognizerShouldBegin(recognizer))
            return 1
        case .beginTracking, .continueTracking, .endTracking, .cancelTracking, .trackRect, .thumbRect:
            return controlDefault(method, name: name, for: binding, on: stack)
        case .touchesShouldBegin:
            // UIKit's default answers true whatever it is given.
            guard responder is ScrollView else {
                return stack.error("super:touchesShouldBegin: \(responder.name) is not a scroll view")
            }
            stack.push(true)
            return 1
        case .touchesShouldCancel:
            guard let scrollView = responder as? ScrollView else {
                return stack.error("super:touchesShouldCancel: \(responder.name) is not a scroll view")
            }
            guard let content = view(at: 2, on: stack) else {
                return stack.error("super:touchesShouldCancel expects a view, got \(typeName(at: 2, on: stack))")
            }
            stack.push(scrollView.defaultTouchesShouldCancel(in: content))
            return 1
        case .keyCommands:
            // UIResponder's default offers no commands (rule K2).
            stack.newTable(array: 0)
            return 1
        }
    }
}
