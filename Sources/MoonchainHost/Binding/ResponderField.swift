/// The fields of a responder object that the host owns (the contract's "Responder fields").
package enum ResponderField: Int, CaseIterable {
    case name, kind, frame, bounds, hidden, alpha, userInteractionEnabled, multipleTouchEnabled
    case exclusiveTouch, clipsToBounds, level, superview, subviews, window, controller, view, props
    case superProxy, gestures, inputView, inputAccessoryView
    case center, transform, backgroundColor
    /// A control's fields (rules C1–C8); on any other responder these keys are instance state.
    case enabled, selected, highlighted, tracking, touchInside, on, value, minimumValue, maximumValue, continuous
    /// A text field's (X2–X7).
    case text, placeholder, editing

    /// The key a script writes.
    package var key: String {
        switch self {
        case .superProxy: "super"
        default: String(describing: self)
        }
    }

    /// Whether only controls have it: on other responders the key is the script's own state,
    /// so behaviours written before controls (`self.value = 0`) keep working.
    var isControlField: Bool { rawValue >= ResponderField.enabled.rawValue }

    /// Whether a script may assign it.
    package var isWritable: Bool {
        switch self {
        case .name, .frame, .bounds, .hidden, .alpha, .userInteractionEnabled, .multipleTouchEnabled,
            .exclusiveTouch, .clipsToBounds, .level, .inputView, .inputAccessoryView, .center, .transform,
            .backgroundColor,
            .enabled, .selected, .highlighted, .on, .value, .minimumValue, .maximumValue, .continuous,
            .text, .placeholder:
            true
        default:
            false
        }
    }
}
