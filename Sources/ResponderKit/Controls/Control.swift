/// A view that tracks one touch and sends actions for control events (UIControl, rules C1–C5).
///
/// A control's default touch handling is its tracking (``track(_:_:event:)``), which forwards
/// nothing (rule C1); a behaviour that overrides `touchesBegan` and calls `super` reaches it.
/// ``beginTracking(_:event:)``, ``continueTracking(_:event:)``, ``endTracking(_:event:)`` and
/// ``cancelTracking(event:)`` are customization points through the ``ResponderBehavior`` seam.
/// A control is made with View's own initializer; every property has UIKit's default.
public class Control: View {
    /// What kind of control this is, as scripts see it in `self.kind`.
    public class var controlKind: String { "control" }

    /// `false` makes the hit test skip the control (rule C4, as with
    /// `isUserInteractionEnabled` false); a touch already tracked goes on to its touch-up.
    public final var isEnabled: Bool {
        get { !_isDisabledControl }
        set { _isDisabledControl = !newValue }
    }
    /// UIControl's `isSelected`: state for the script's own use; changing it sends nothing (C4).
    public final var isSelected = false
    /// Whether the tracked touch is inside the grown rect (rule C2); settable, sends nothing.
    public final var isHighlighted = false
    /// Whether a touch is being tracked (rules C1–C3).
    public internal(set) final var isTracking = false
    /// Whether the tracked touch is inside the bounds grown by ``trackingSlop`` (rule C2).
    public internal(set) final var isTouchInside = false
    /// The touch being tracked, while one is.
    public internal(set) final var trackedTouch: Touch?

    /// The target-action table in the order entries were added (rule C5).
    public internal(set) final var targetActions: [ControlTargetAction] = []
    /// Numbers the entries, so an action removed while others of its event run is known gone.
    final var nextSerial = 0

    /// How far outside its bounds a tracked touch still counts as inside (rule C2, measured).
    public static let trackingSlop = 70.0

    public override final var asControl: Control? { self }

    // MARK: - Class-level defaults subclasses refine

    /// UIControl's `beginTracking(_:with:)` default: track it. A slider refines it (rule C8).
    public func defaultBeginTracking(_ touch: Touch, event: Event) -> Bool { true }

    /// UIControl's `continueTracking(_:with:)` default: go on. A slider moves its value here.
    public func defaultContinueTracking(_ touch: Touch, event: Event) -> Bool { true }

    /// UIControl's `endTracking(_:with:)` default: nothing (a slider that is not continuous
    /// sends its one `valueChanged` here, rule C8).
    public func defaultEndTracking(_ touch: Touch, event: Event) {}

    /// UIControl's `cancelTracking(with:)` default: nothing.
    public func defaultCancelTracking(event: Event?) {}

    /// Called once a touch is tracked (after `beginTracking` said yes, whoever answered).
    func trackingDidBegin(_ touch: Touch) {}

    /// The events a touch-up inside sends after `touchUpInside`: a button's
    /// `primaryActionTriggered` (C3), a switch's flip and `valueChanged` (C7).
    func didSendTouchUpInside(event: Event) {}

    /// UIView's `gestureRecognizerShouldBegin(_:)` for this class (rule C6): a plain control
    /// lets every recognizer begin.
    public func controlGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
}

/// One entry of a control's target-action table (rule C5).
public struct ControlTargetAction: Sendable {
    /// The target; nil for a nil-targeted action (rule E3), or when the target has gone.
    public var target: Responder? { targetLink.object }
    /// Whether a target was given (a target that has gone since is skipped, not sent nil-targeted).
    public let hasTarget: Bool
    public let action: String
    public internal(set) var events: ControlEvents
    let serial: Int
    let targetLink: WeakResponder
}

/// A responder held weakly, as UIControl holds its targets.
struct WeakResponder: @unchecked Sendable {
    // Only read and written on the thread that runs the application.
    weak var object: Responder?
}
