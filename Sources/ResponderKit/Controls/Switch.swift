/// UISwitch: a touch-up inside flips ``isOn`` and sends `valueChanged` after `touchUpInside`
/// (rule C7); it refuses an ancestor's single tap and horizontal pan or swipe (rule C6).
public final class Switch: Control {
    public override class var controlKind: String { "switch" }

    /// Whether the switch is on; setting it sends nothing (rule C4).
    public var isOn = false

    override func didSendTouchUpInside(event: Event) {
        isOn.toggle()
        sendActions(for: .valueChanged, with: event)
    }

    public override func controlGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !isAncestorSingleTap(recognizer) && !isAncestorHorizontalDrag(recognizer)
    }
}
