/// The fields of a responder object that the host owns (the contract's "Responder fields").
enum ResponderField: Int, CaseIterable {
    case name, kind, frame, bounds, hidden, alpha, userInteractionEnabled, multipleTouchEnabled
    case exclusiveTouch, clipsToBounds, level, superview, subviews, window, controller, view, props
    case superProxy, gestures, inputView, inputAccessoryView
    case center, transform
    case backgroundColor

    /// The key a script writes.
    var key: String {
        switch self {
        case .superProxy: "super"
        default: String(describing: self)
        }
    }

    /// Whether a script may assign it.
    var isWritable: Bool {
        switch self {
        case .name, .frame, .bounds, .hidden, .alpha, .userInteractionEnabled, .multipleTouchEnabled,
             .exclusiveTouch, .clipsToBounds, .level, .inputView, .inputAccessoryView, .center, .transform, .backgroundColor:
            true
        default:
            false
        }
    }
}
