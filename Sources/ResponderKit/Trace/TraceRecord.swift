/// Why the default hit test skipped a view (rules H1, H2).
public enum HitTestSkipReason: String, Sendable {
    case hidden
    case interactionDisabled
    /// alpha below 0.01
    case transparent
    /// the point is outside the bounds (default `pointInside`)
    case outside
    /// an overriding `pointInside` answered false
    case pointInsideFalse
    /// a control with `enabled` false (rule C4), skipped as with `userInteractionEnabled` false
    case disabledControl
}

/// One decision of the core, as plain values, for tracing and explaining.
/// The core produces these only when an observer is set.
public enum TraceRecord {
    /// A new touch is hit-tested against `window`, at `point` in its coordinates.
    case hitTestWindow(window: Window, point: Point)
    /// The hit test of `view` starts, at `point` in its coordinates (before any override runs).
    case hitTestVisit(view: View, point: Point)
    /// The default hit test of `view` skipped it.
    case hitTestSkipped(view: View, point: Point, reason: HitTestSkipReason)
    /// The hit test of `view` (its default, or an override when `byOverride`) returned `result`.
    case hitTestResult(view: View, point: Point, result: View?, byOverride: Bool)
    /// An override could not answer `method` (a script error, a wrong type): the host default decides.
    case overrideFailed(responder: Responder, method: ResponderMethod)
    /// An override of `pointInside` answered.
    case pointInsideAnswered(view: View, point: Point, inside: Bool)
    /// A new touch was bound to `view` (nil: no window took it), or kept from it (`delivered` false).
    case touchBound(touch: Touch, view: View?, delivered: Bool, reason: String?)
    /// A handler ran (`method`, on `responder`) for the touches or presses named by `ids`.
    case delivery(responder: Responder, method: ResponderMethod, ids: [Int])
    /// A touch handler (or `touchesEstimatedPropertiesUpdated`) ran on `responder` for `touches`.
    case touchDelivery(responder: Responder, method: ResponderMethod, touches: [Touch])
    /// A default handler passed the call on to the next responder (rule T7).
    case forward(from: Responder, to: Responder, method: ResponderMethod)
    /// A default handler found no next responder: the event is dropped.
    case dropped(at: Responder, method: ResponderMethod)
    /// The chain came back to a responder it had already passed (rule R5).
    case chainCycle(at: Responder, next: Responder)
    case firstResponderChanged(window: Window, from: Responder?, to: Responder?)
    /// Another window became the key window (rule F1): where non-touch events start moved.
    case keyWindowChanged(from: Window?, to: Window)
    /// A nil-targeted or targeted action went to `target` (nil: nobody could perform it).
    case action(name: String, target: Responder?, sender: Responder?)
    /// A remote-control event arrived while the app was not receiving them (rule E2).
    case remoteControlIgnored(subtype: EventSubtype)
    /// A gesture recognizer changed state, and why.
    case gestureState(recognizer: GestureRecognizer, from: GestureState, to: GestureState, reason: GestureReason)
    /// G2: a new touch was not offered to `recognizer` (its delegate said no).
    case gestureTouchRefused(recognizer: GestureRecognizer, touch: Touch, reason: GestureReason)
    /// G6, G7: `phase` of `touch` is held back from its view.
    case touchHeld(touch: Touch, phase: TouchPhase, reason: GestureReason)
    /// A held phase reached the view late (`delivered`), or was dropped and never will.
    case touchReleased(touch: Touch, phase: TouchPhase, delivered: Bool, reason: GestureReason)
    /// G5, G7: the view's touches were cancelled because `reason.other` recognized.
    case touchesCancelledByGesture(view: View, ids: [Int], reason: GestureReason)
    /// `view`'s `gestureRecognizerShouldBegin` said no: the recognizer fails (rule G10).
    case gestureRefusedByView(recognizer: GestureRecognizer, view: View)
    /// A control sent `event` (rules C1–C8): its actions for it follow.
    case controlEvent(control: Control, event: ControlEvent)
    /// A control's action (rule C5): `target` as registered (nil: nil-targeted, rule E3),
    /// `receiver` the responder that performed it (nil: nobody could).
    case controlAction(control: Control, action: String, target: Responder?, receiver: Responder?)
    /// A scroll view's decision (rules S1–S12, L1–L4): content touches held, released or
    /// cancelled, a pan refused, a drag, deceleration or animation starting or ending, a row
    /// highlighted or selected. `subject` is the content view or cell concerned, if any.
    case scroll(view: ScrollView, event: ScrollEvent, subject: View?, reason: String)
    /// A navigation controller's decision (rules N1–N10): a push, a pop, a cancelled
    /// interactive pop, a touch ignored during a transition, a pop let begin at the root.
    /// `subject` is the controller pushed or popped, if any; `touch` the touch concerned.
    case navigation(
        navigation: NavigationController, event: NavigationEvent, subject: ViewController?, touch: Touch?,
        reason: String)
    /// A swipe-actions decision on a table's row (rules W3–W6): a swipe began, the row stays
    /// open, an action runs, the row closes.
    case swipe(table: TableView, event: SwipeEvent, cell: Cell, reason: String)
    /// A text field's editing step (X2–X7), and why.
    case editing(field: TextField, transition: EditingTransition, reason: String)
    /// The system keyboard showed or hid (X6); `frame` in screen coordinates.
    case keyboard(shown: Bool, frame: Rect, reason: String)
    /// Something the core could not do with the input, in words.
    case diagnostic(String)

    // Hardware keyboard (rules K2–K8).
    /// A key command considered for `press` (rules K2–K5): `definer` offered it, `performer`
    /// ran its action (nil: it did not run), `reason` says why it ran or why not.
    case keyCommand(press: Press, command: KeyCommand, definer: Responder, performer: Responder?, reason: String)
    /// A text field took the key (rule K5).
    case keyText(press: Press, field: Responder, reason: String)
    /// The key went as presses (rules K6, K7): `phase` to `responder` (nil: delivered nothing).
    case keyPress(press: Press, responder: Responder?, phase: PressPhase, reason: String)
}

/// Receives the core's decisions as they are made.
public protocol DispatchObserver: AnyObject {
    func record(_ record: TraceRecord)
}
