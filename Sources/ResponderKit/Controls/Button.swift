/// UIButton: a control whose touch-up inside also sends `primaryActionTriggered` (rule C3), and
/// whose tap beats an ancestor's single-finger single tap (rule C6).
public final class Button: Control {
    public override class var controlKind: String { "button" }

    override func didSendTouchUpInside(event: Event) {
        sendActions(for: .primaryActionTriggered, with: event)
    }

    public override func controlGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !isAncestorSingleTap(recognizer)
    }
}
