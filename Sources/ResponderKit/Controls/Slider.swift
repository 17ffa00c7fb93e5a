/// UISlider (rule C8): tracking begins only on the thumb; the value follows the touch's x
/// movement over the thumb's travel, clamped to ``minimumValue``...``maximumValue``.
public final class Slider: Control {
    public override class var controlKind: String { "slider" }

    /// The thumb's side (points) and so the travel's inset: the contract's 28-point square.
    public static let thumbSide = 28.0

    /// The value, always within ``minimumValue``...``maximumValue``; a NaN is refused (the
    /// value stays). Setting it sends nothing (rule C4).
    public var value: Double {
        get { _value }
        set {
            guard !newValue.isNaN else { return }
            _value = min(max(newValue, minimumValue), maximumValue)
        }
    }
    private var _value = 0.0
    /// The least value. Set above ``maximumValue`` it raises the maximum too, so the range
    /// never inverts; the value is clamped into the new range. NaN is refused.
    public var minimumValue: Double {
        get { _minimumValue }
        set {
            guard !newValue.isNaN else { return }
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            value = _value
        }
    }
    private var _minimumValue = 0.0
    /// The greatest value. Set below ``minimumValue`` it lowers the minimum too. NaN is refused.
    public var maximumValue: Double {
        get { _maximumValue }
        set {
            guard !newValue.isNaN else { return }
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            value = _value
        }
    }
    private var _maximumValue = 1.0
    /// Whether every move that changes the value sends `valueChanged` (else one at touch-up).
    public var isContinuous = true

    /// The value and the touch's x (in the slider's coordinates) when tracking began.
    private var trackingStart: (value: Double, x: Double) = (0, 0)

    public override func defaultBeginTracking(_ touch: Touch, event: Event) -> Bool {
        currentThumbRect.contains(touch.location(in: self))
    }

    override func trackingDidBegin(_ touch: Touch) {
        trackingStart = (value, touch.location(in: self).x)
    }

    /// Moves the value with the touch; sends `valueChanged` when it changed and the slider is
    /// continuous.
    public override func defaultContinueTracking(_ touch: Touch, event: Event) -> Bool {
        let old = value
        value = trackedValue(at: touch.location(in: self).x)
        if isContinuous, value != old { sendActions(for: .valueChanged, with: event) }
        return true
    }

    /// A slider that is not continuous sends its one `valueChanged` here, when the value moved.
    public override func defaultEndTracking(_ touch: Touch, event: Event) {
        if !isContinuous, value != trackingStart.value { sendActions(for: .valueChanged, with: event) }
    }

    /// The contract's formula: the value when tracking began plus the x movement since then
    /// over the thumb's travel (`w − 28`) times the range; clamped by ``value``'s setter.
    func trackedValue(at x: Double) -> Double {
        let travel = bounds.width - Self.thumbSide
        guard travel > 0 else { return trackingStart.value }
        let moved = (x - trackingStart.x) / travel * (maximumValue - minimumValue)
        return moved.isFinite ? trackingStart.value + moved : trackingStart.value
    }

    public override func controlGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !isAncestorSingleTap(recognizer) && !isAncestorHorizontalDrag(recognizer)
    }
}
