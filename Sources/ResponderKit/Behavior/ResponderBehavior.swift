/// The seam between the core and whatever scripts a responder: the core calls every
/// overridable method through the responder, which asks its behaviour only when
/// `overrides` names that method; otherwise the host default runs directly.
///
/// An implementation that wants "the next implementation up" (`super`) calls the responder's
/// `default…` method (e.g. `View.defaultHitTest`), which is UIKit's own behaviour and in turn
/// calls through the seam for the subviews, the next responder and so on.
public protocol ResponderBehavior: AnyObject {
    /// The methods this behaviour overrides. Read on every dispatch: keep it a stored property.
    /// When it changes while the behaviour is a responder's, call the responder's
    /// ``Responder/behaviorDidChange()`` (a table keeps which of its rows override hit testing).
    var overrides: ResponderMethods { get }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder)
    func presses(_ method: ResponderMethod, _ presses: [Press], event: Event, responder: Responder)
    func motion(_ method: ResponderMethod, _ motion: MotionType, event: Event, responder: Responder)
    func remoteControlReceived(_ event: Event, responder: Responder)
    /// Rule T8: updated values arrived for estimated properties of `touches`.
    func touchesEstimatedPropertiesUpdated(_ touches: TouchList, responder: Responder)

    func pointInside(_ point: Point, event: Event?, view: View) -> Answer<Bool>
    /// A direct path to ``pointInside(_:event:view:)`` that a view may call in its place
    /// (the same answer, without the protocol's dispatch); nil (the default) for none.
    var pointInsideShortcut: PointInsideShortcut? { get }
    /// The behaviour as its view's recognizers' delegate (G2–G4), or nil when it answers no
    /// delegate questions. The default casts; a behaviour that is a delegate returns itself,
    /// which spares the arena a protocol-conformance lookup at every question.
    var gestureDelegate: (any GestureRecognizerDelegate)? { get }
    func hitTest(_ point: Point, event: Event?, view: View) -> Answer<View?>
    func nextResponder(of responder: Responder) -> Answer<Responder?>

    func canBecomeFirstResponder(_ responder: Responder) -> Answer<Bool>
    func canResignFirstResponder(_ responder: Responder) -> Answer<Bool>
    func becomeFirstResponder(_ responder: Responder) -> Answer<Bool>
    func resignFirstResponder(_ responder: Responder) -> Answer<Bool>
    func canPerformAction(_ action: String, sender: Responder?, responder: Responder) -> Answer<Bool>
    /// UIView's `gestureRecognizerShouldBegin(_:)` (rule G10).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, view: View) -> Answer<Bool>
    /// UIScrollView's `touchesShouldBegin(_:with:in:)` (rule S4), asked of the scroll view.
    func touchesShouldBegin(_ touches: TouchList, event: Event, content: View, scrollView: ScrollView) -> Answer<Bool>
    /// UIScrollView's `touchesShouldCancel(in:)` (rule S5), asked of the scroll view.
    func touchesShouldCancel(content: View, scrollView: ScrollView) -> Answer<Bool>

    /// Whether the behaviour defines a method called `action` (the default `canPerformAction`).
    func respondsToAction(_ action: String) -> Bool
    /// Runs the behaviour's `action` method; a nil-targeted action ends here.
    func performAction(_ action: String, sender: Responder?, responder: Responder)
    /// Runs the behaviour's `action` method with the event that caused it (a control's
    /// target-action, rule C5: `ACTION(self, sender, event)`); nil for `sendActions`.
    func performAction(_ action: String, sender: Responder?, event: Event?, responder: Responder)

    /// UIControl's `beginTracking(_:with:)` (rule C1).
    func beginTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool>
    /// UIControl's `continueTracking(_:with:)` (rule C2).
    func continueTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool>
    /// UIControl's `endTracking(_:with:)` (rule C3); the default is ``Control/defaultEndTracking(_:event:)``.
    func endTracking(_ touch: Touch, event: Event, control: Control)
    /// UIControl's `cancelTracking(with:)` (rule C3); the default is ``Control/defaultCancelTracking(event:)``.
    func cancelTracking(event: Event?, control: Control)
    /// UISlider's `trackRect(forBounds:)` (rule C8).
    func trackRect(forBounds bounds: Rect, slider: Slider) -> Answer<Rect>
    /// UISlider's `thumbRect(forBounds:trackRect:value:)` (rule C8).
    func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double, slider: Slider) -> Answer<Rect>

    // Navigation (rule N9)
    /// A view controller's appearance callback, with `animated` as UIKit passes it.
    func appearance(_ callback: AppearanceCallback, animated: Bool, controller: ViewController)
    // Hardware keyboard (rules K2, K3).
    /// UIResponder's `keyCommands` (rule K2): the commands this responder offers now.
    func keyCommands(responder: Responder) -> Answer<[KeyCommand]>
    /// `canPerformAction(_:withSender:)` asked for a key command's action (rule K3), the command
    /// as sender; the default asks ``canPerformAction(_:sender:responder:)`` with no sender.
    func canPerformAction(_ action: String, command: KeyCommand, responder: Responder) -> Answer<Bool>
    /// Runs the behaviour's method for `command`'s action, the command as sender (rule K3).
    func performKeyCommand(_ command: KeyCommand, responder: Responder)
}

extension ResponderBehavior {
    public func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        responder.defaultTouches(method, touches, event: event)
    }
    public func presses(_ method: ResponderMethod, _ presses: [Press], event: Event, responder: Responder) {
        responder.defaultPresses(method, presses, event: event)
    }
    public func motion(_ method: ResponderMethod, _ motion: MotionType, event: Event, responder: Responder) {
        responder.defaultMotion(method, motion, event: event)
    }
    public func remoteControlReceived(_ event: Event, responder: Responder) {
        responder.defaultRemoteControlReceived(event)
    }
    public func touchesEstimatedPropertiesUpdated(_ touches: TouchList, responder: Responder) {
        responder.defaultTouchesEstimatedPropertiesUpdated(touches)
    }
    public func pointInside(_ point: Point, event: Event?, view: View) -> Answer<Bool> { .failed }
    public var pointInsideShortcut: PointInsideShortcut? { nil }
    public var gestureDelegate: (any GestureRecognizerDelegate)? { self as? any GestureRecognizerDelegate }
    public func hitTest(_ point: Point, event: Event?, view: View) -> Answer<View?> { .failed }
    public func nextResponder(of responder: Responder) -> Answer<Responder?> { .failed }
    public func canBecomeFirstResponder(_ responder: Responder) -> Answer<Bool> { .failed }
    public func canResignFirstResponder(_ responder: Responder) -> Answer<Bool> { .failed }
    public func becomeFirstResponder(_ responder: Responder) -> Answer<Bool> { .failed }
    public func resignFirstResponder(_ responder: Responder) -> Answer<Bool> { .failed }
    public func canPerformAction(_ action: String, sender: Responder?, responder: Responder) -> Answer<Bool> { .failed }
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, view: View) -> Answer<Bool> { .failed }
    public func touchesShouldBegin(_ touches: TouchList, event: Event, content: View, scrollView: ScrollView) -> Answer<
        Bool
    > { .failed }
    public func touchesShouldCancel(content: View, scrollView: ScrollView) -> Answer<Bool> { .failed }
    public func respondsToAction(_ action: String) -> Bool { false }
    public func performAction(_ action: String, sender: Responder?, responder: Responder) {}
    public func performAction(_ action: String, sender: Responder?, event: Event?, responder: Responder) {
        performAction(action, sender: sender, responder: responder)
    }
    public func beginTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool> { .failed }
    public func continueTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool> { .failed }
    public func endTracking(_ touch: Touch, event: Event, control: Control) {
        control.defaultEndTracking(touch, event: event)
    }
    public func cancelTracking(event: Event?, control: Control) {
        control.defaultCancelTracking(event: event)
    }
    public func trackRect(forBounds bounds: Rect, slider: Slider) -> Answer<Rect> { .failed }
    public func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double, slider: Slider) -> Answer<Rect> {
        .failed
    }

    public func appearance(_ callback: AppearanceCallback, animated: Bool, controller: ViewController) {}
    public func keyCommands(responder: Responder) -> Answer<[KeyCommand]> { .failed }
    public func canPerformAction(_ action: String, command: KeyCommand, responder: Responder) -> Answer<Bool> {
        canPerformAction(action, sender: nil, responder: responder)
    }
    public func performKeyCommand(_ command: KeyCommand, responder: Responder) {
        performAction(command.action, sender: nil, responder: responder)
    }
}
