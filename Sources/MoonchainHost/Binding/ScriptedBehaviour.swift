import LuaVM
import ResponderKit

/// A responder's Lua behaviour as the core sees it: the seam's implementation. The methods
/// were resolved when the behaviour loaded; each call is a registry lookup and a protected call.
final class ScriptedBehaviour: ResponderBehavior, GestureRecognizerDelegate {
    // Performance.md#unretained-references: the host owns the binding, which owns this
    // behaviour, and the host detaches every behaviour from its responder when it goes away
    // (ScriptHost.deinit).
    private let unretainedHost: Unretained<ScriptHost>
    private let unretainedBinding: Unretained<ResponderBinding>
    var host: ScriptHost { unretainedHost.unsafelyUnwrapped }
    var binding: ResponderBinding { unretainedBinding.unsafelyUnwrapped }
    // Read on every call: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) private(set) var definition: BehaviourDefinition
    @exclusivity(unchecked) private(set) var overrides: ResponderMethods
    /// The definition's method table, which a call reads without retaining the definition
    /// or an array (a `MethodImpl` is two plain words; the library keeps every definition).
    @exclusivity(unchecked) private var methods: UnsafeMutableBufferPointer<MethodImpl?>
    /// The last `keyCommands` answer read, made at the first (ScriptedBehaviour+KeyCommands.swift).
    @exclusivity(unchecked) var keyCommandCache: KeyCommandCache?
    /// The view's direct call of `pointInside`, made in C (``pointInsideShortcut``): allocated
    /// when the view first takes it, filled again whenever the methods change.
    @exclusivity(unchecked) private var pointCall: UnsafeMutablePointer<LuaPointCall>?

    init(host: ScriptHost, binding: ResponderBinding, definition: BehaviourDefinition) {
        unretainedHost = Unretained(host)
        unretainedBinding = Unretained(binding)
        self.definition = definition
        self.overrides = definition.overrides
        methods = definition.methods
    }

    deinit {
        pointCall?.deallocate()
    }

    /// Takes the definition's freshly resolved methods (after a reload).
    func refresh(_ definition: BehaviourDefinition) {
        self.definition = definition
        overrides = definition.overrides
        methods = definition.methods
        keyCommandCache?.release(on: host.stack)
        if let pointCall { fill(pointCall) }
    }

    @inline(__always)
    func impl(_ method: ResponderMethod) -> MethodImpl? {
        methods[method.rawValue]
    }

    /// Runs `body` with the host and binding, without retaining either (both outlive every
    /// call into this behaviour): Performance.md#guaranteed-references.
    @inline(__always)
    private func withHost<R>(_ body: (ScriptHost, ResponderBinding) -> R) -> R {
        unretainedHost.withObject { host in
            unretainedBinding.withObject { binding in body(host, binding) }
        }
    }

    /// `file:line` of the function overriding `method`, if the behaviour overrides it.
    func location(of method: ResponderMethod) -> String? {
        impl(method)?.location(on: host.stack)
    }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        guard let impl = impl(method) else { return responder.defaultTouches(method, touches, event: event) }
        withHost { host, binding in host.callTouches(impl, on: binding, method: method, touches, event: event) }
    }

    func touchesEstimatedPropertiesUpdated(_ touches: TouchList, responder: Responder) {
        guard let impl = impl(.touchesEstimatedPropertiesUpdated) else {
            return responder.defaultTouchesEstimatedPropertiesUpdated(touches)
        }
        _ = host.call(impl, on: binding, method: "touchesEstimatedPropertiesUpdated", results: 0) { stack in
            host.push(touches, on: stack)
            return 1
        }
    }

    func presses(_ method: ResponderMethod, _ presses: [Press], event: Event, responder: Responder) {
        guard let impl = impl(method) else { return responder.defaultPresses(method, presses, event: event) }
        _ = host.call(impl, on: binding, method: method.name, results: 0) { stack in
            host.push(presses, on: stack)
            host.push(event, on: stack)
            return 2
        }
    }

    func motion(_ method: ResponderMethod, _ motion: MotionType, event: Event, responder: Responder) {
        guard let impl = impl(method) else { return responder.defaultMotion(method, motion, event: event) }
        _ = host.call(impl, on: binding, method: method.name, results: 0) { stack in
            stack.push(motion.rawValue)
            host.push(event, on: stack)
            return 2
        }
    }

    func remoteControlReceived(_ event: Event, responder: Responder) {
        guard let impl = impl(.remoteControlReceived) else { return responder.defaultRemoteControlReceived(event) }
        _ = host.call(impl, on: binding, method: "remoteControlReceived", results: 0) { stack in
            host.push(event, on: stack)
            return 1
        }
    }

    func pointInside(_ point: Point, event: Event?, view: View) -> Answer<Bool> {
        guard let impl = impl(.pointInside) else { return .failed }
        let inside = withHost { host, binding in host.callPointInside(impl, on: binding, point, event: event) }
        guard let inside else { return .failed }
        return .answered(inside)
    }

    /// Itself: a scripted behaviour answers its view's recognizers' delegate questions (G2–G4).
    var gestureDelegate: (any GestureRecognizerDelegate)? { self }

    /// The view's direct path to ``pointInside(_:event:view:)`` (issue 41): a call made
    /// entirely in C (`moon_pointcall_run`, with this behaviour's ``LuaPointCall``), which
    /// enters Swift only when it cannot answer alone (``pointInsideFallback(_:_:event:)``).
    /// The call holds the method's references as they are now: ``refresh(_:)`` fills it again
    /// after a reload, before the view takes the shortcut again.
    var pointInsideShortcut: PointInsideShortcut? {
        let call: UnsafeMutablePointer<LuaPointCall>
        if let pointCall {
            call = pointCall
        } else {
            call = .allocate(capacity: 1)
            fill(call)
            pointCall = call
        }
        // The same C function pointer: only the context's type differs (a `void *` in C, which
        // Swift reads as optional; the view never passes nil).
        return PointInsideShortcut(
            function: unsafeBitCast(LuaPointCall.run, to: PointInsideShortcut.Function.self), context: call)
    }

    /// Fills `call` with the current `pointInside` (none: the call answers "not overridden").
    private func fill(_ call: UnsafeMutablePointer<LuaPointCall>) {
        let impl = impl(.pointInside)
        let start = impl.map { $0.unretainedDefiner.withObject { $0.parentID } } ?? -1
        let binding = binding
        // The proxy handed out last is the one for this start, if it starts there; else the
        // host makes it at the first `self.super` and says so (``remember(superProxy:start:)``).
        let proxy = binding.lastSuper.start == start ? binding.lastSuper.proxy.rawValue : 0
        call.pointee = LuaPointCall(
            host: host.callHost, slot: binding.slot, fnref: impl?.function.rawValue ?? 0,
            objref: binding.object.rawValue, superref: proxy, start: start,
            fallback: { owner, why, x, y, event in
                Unmanaged<ScriptedBehaviour>.fromOpaque(owner.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
                    $0.pointInsideFallback(why, Point(x: x, y: y), event: event)
                }
            },
            owner: Unmanaged.passUnretained(self).toOpaque())
    }

    /// Takes `proxy`, `self.super` from `start` on this behaviour's responder, which the host
    /// just handed out, for the C call of `pointInside` when that is where its `self.super`
    /// starts: its later calls give it to the script without asking the host.
    func remember(superProxy proxy: LuaRef, start: Int32) {
        guard let pointCall, pointCall.pointee.start == start else { return }
        pointCall.pointee.superref = proxy.rawValue
    }

    /// What the C call of `pointInside` could not do alone (`why`): make the whole call (no room
    /// on the stack, an event other than the touch event), or report the failure or the wrong
    /// answer on top of the stack (the caller resets the stack).
    private func pointInsideFallback(_ why: Int32, _ point: Point, event: UnsafeMutableRawPointer?) -> Int32 {
        if why == LuaPointCall.noRoom || why == LuaPointCall.otherEvent {
            let answer = pointInsideDirectly(point, event: event)
            if let event { Unmanaged<Event>.fromOpaque(event)._withUnsafeGuaranteedRef { host.noteTouchEvent($0) } }
            return answer
        }
        if let impl = impl(.pointInside) { host.reportPointInside(why, of: impl, on: binding) }
        return LuaPointCall.failed
    }

    /// ``pointInside(_:event:view:)``'s answer as a ``PointInsideShortcut`` code; `event` is
    /// an unretained `Event` its caller holds.
    @inline(__always)
    private func pointInsideDirectly(_ point: Point, event: UnsafeMutableRawPointer?) -> Int32 {
        guard let impl = impl(.pointInside) else { return PointInsideShortcut.notOverridden }
        let inside: Bool?
        if let event {
            inside = Unmanaged<Event>.fromOpaque(event)._withUnsafeGuaranteedRef { event in
                withHost { host, binding in host.callPointInside(impl, on: binding, point, event: event) }
            }
        } else {
            inside = withHost { host, binding in host.callPointInside(impl, on: binding, point, event: nil) }
        }
        guard let inside else { return PointInsideShortcut.failed }
        return inside ? PointInsideShortcut.inside : PointInsideShortcut.outside
    }

    func hitTest(_ point: Point, event: Event?, view: View) -> Answer<View?> {
        guard let impl = impl(.hitTest) else { return .failed }
        let ok = host.call(impl, on: binding, method: "hitTest", results: 1) { stack in
            host.push(point, on: stack)
            host.push(event, on: stack)
            return 2
        }
        guard ok else { return .failed }
        let stack = host.stack
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return .answered(nil) }
        guard let result = host.view(at: -1, on: stack) else {
            host.reportMisuse(
                "hitTest must return a view or nil, got \(host.typeName(at: -1, on: stack))",
                at: impl.location(on: host.stack), doing: host.doing("hitTest", on: binding))
            return .failed
        }
        // A view of another window (or of none) cannot take a touch that hit this window.
        if let window = view.window, result.window !== window {
            let place = result.window.map { "window '\($0.name)'" } ?? "no window"
            host.reportMisuse(
                "hitTest of '\(view.name)' returned '\(result.name)', which is in \(place), not in window '\(window.name)'",
                at: impl.location(on: host.stack), doing: host.doing("hitTest", on: binding))
            return .failed
        }
        return .answered(result)
    }

    func nextResponder(of responder: Responder) -> Answer<Responder?> {
        guard let impl = impl(.nextResponder) else { return .failed }
        guard host.call(impl, on: binding, method: "nextResponder", results: 1, { _ in 0 }) else { return .failed }
        let stack = host.stack
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return .answered(nil) }
        guard let next = host.responder(at: -1, on: stack) else {
            host.reportMisuse(
                "nextResponder must return a responder or nil, got \(host.typeName(at: -1, on: stack))",
                at: impl.location(on: host.stack), doing: host.doing("nextResponder", on: binding))
            return .failed
        }
        return .answered(next)
    }

    private func answer(_ method: ResponderMethod, _ pushArguments: (LuaStack) -> Int32) -> Answer<Bool> {
        guard let impl = impl(method) else { return .failed }
        guard let value = host.callForBool(impl, on: binding, method: method.name, pushArguments) else {
            return .failed
        }
        return .answered(value)
    }

    func canBecomeFirstResponder(_ responder: Responder) -> Answer<Bool> { answer(.canBecomeFirstResponder) { _ in 0 } }
    func canResignFirstResponder(_ responder: Responder) -> Answer<Bool> { answer(.canResignFirstResponder) { _ in 0 } }
    func becomeFirstResponder(_ responder: Responder) -> Answer<Bool> { answer(.becomeFirstResponder) { _ in 0 } }
    func resignFirstResponder(_ responder: Responder) -> Answer<Bool> { answer(.resignFirstResponder) { _ in 0 } }

    func canPerformAction(_ action: String, sender: Responder?, responder: Responder) -> Answer<Bool> {
        answer(.canPerformAction) { stack in
            stack.push(action)
            host.push(sender, on: stack)
            return 2
        }
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, view: View) -> Answer<Bool> {
        answer(.gestureRecognizerShouldBegin) { stack in
            host.push(recognizer, on: stack)
            return 1
        }
    }

    func touchesShouldBegin(_ touches: TouchList, event: Event, content: View, scrollView: ScrollView) -> Answer<Bool> {
        answer(.touchesShouldBegin) { stack in
            host.touchObjects.pushSet(touches, on: stack)
            host.push(event, on: stack)
            host.push(content, on: stack)
            return 3
        }
    }

    func touchesShouldCancel(content: View, scrollView: ScrollView) -> Answer<Bool> {
        answer(.touchesShouldCancel) { stack in
            host.push(content, on: stack)
            return 1
        }
    }

    func respondsToAction(_ action: String) -> Bool {
        definition.defines(action, on: host.stack, names: host.actionNames)
    }

    func performAction(_ action: String, sender: Responder?, responder: Responder) {
        host.callNamed(action, on: binding) { stack in
            host.push(sender, on: stack)
            return 1
        }
    }

    /// A control's action (rule C5): `ACTION(self, sender, event)`.
    func performAction(_ action: String, sender: Responder?, event: Event?, responder: Responder) {
        host.callNamed(action, on: binding) { stack in
            host.push(sender, on: stack)
            host.push(event, on: stack)
            return 2
        }
    }

    // MARK: - Gesture delegate

    /// Asks the script's `hook`. Each question below first tests whether the behaviour defines
    /// it at all, before its arguments' closure is formed (which retains what it captures):
    /// most behaviours answer none, and the arena asks at every touch's began.
    private func delegateAnswer(
        _ impl: MethodImpl, _ hook: BehaviourHook, _ pushArguments: (LuaStack) -> Int32
    ) -> Answer<Bool> {
        guard let value = host.callForBool(impl, on: binding, method: hook.name, pushArguments) else { return .failed }
        return .answered(value)
    }

    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> {
        guard let impl = definition.hook(.gestureShouldBegin) else { return .failed }
        return delegateAnswer(impl, .gestureShouldBegin) { stack in
            host.push(recognizer, on: stack)
            return 1
        }
    }
    func gestureShouldReceiveTouch(_ recognizer: GestureRecognizer, touch: Touch) -> Answer<Bool> {
        guard let impl = definition.hook(.gestureShouldReceiveTouch) else { return .failed }
        return delegateAnswer(impl, .gestureShouldReceiveTouch) { stack in
            host.push(recognizer, on: stack)
            host.push(touch, on: stack)
            return 2
        }
    }
    func gestureShouldReceivePress(_ recognizer: GestureRecognizer, press: Press) -> Answer<Bool> {
        guard let impl = definition.hook(.gestureShouldReceivePress) else { return .failed }
        return delegateAnswer(impl, .gestureShouldReceivePress) { stack in
            host.push(recognizer, on: stack)
            stack.pushObject(press, metatable: Metatable.press)
            return 2
        }
    }
    func gestureShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer) -> Answer<
        Bool
    > {
        guard let impl = definition.hook(.gestureShouldRecognizeSimultaneously) else { return .failed }
        return delegateAnswer(impl, .gestureShouldRecognizeSimultaneously) { stack in
            host.push(recognizer, on: stack)
            host.push(other, on: stack)
            return 2
        }
    }
    func gestureShouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Answer<Bool> {
        guard let impl = definition.hook(.gestureShouldRequireFailure) else { return .failed }
        return delegateAnswer(impl, .gestureShouldRequireFailure) { stack in
            host.push(recognizer, on: stack)
            host.push(other, on: stack)
            return 2
        }
    }
    func gestureShouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Answer<Bool> {
        guard let impl = definition.hook(.gestureShouldBeRequiredToFail) else { return .failed }
        return delegateAnswer(impl, .gestureShouldBeRequiredToFail) { stack in
            host.push(recognizer, on: stack)
            host.push(other, on: stack)
            return 2
        }
    }
    func performGestureAction(_ action: String, recognizer: GestureRecognizer) {
        host.trace?.gestureAction(recognizer, action: action, target: binding.responder.name)
        let ran = host.callNamed(action, on: binding) { stack in
            host.push(recognizer, on: stack)
            return 1
        }
        if !ran, !definition.defines(action, on: host.stack, names: host.actionNames) {
            host.warn(
                "gesture '\(recognizer.name)' of '\(binding.responder.name)': its behaviour has no method '\(action)' for the action"
            )
        }
    }
}
