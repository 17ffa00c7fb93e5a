/// A recognizer's state (UIGestureRecognizer.State); discrete recognizers go from possible
/// straight to ended ("recognized") or failed.
public enum GestureState: String, Sendable {
    case possible, began, changed, ended, cancelled, failed

    /// Whether the recognizer has finished its attempt and waits to be reset.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether the recognizer has recognized (discrete) or is recognizing (continuous).
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}
