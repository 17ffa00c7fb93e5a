/// The scroll view's pan (UIScrollView's panGestureRecognizer): a pan that begins after 10
/// points only along an axis the scroll view can scroll (S3) and only when the content may
/// lose the touch (S5), and that begins at once with a touch that stops a moving scroll view (S8).
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    private var scrollView: ScrollView? { view as? ScrollView }

    public override var kindName: String { "scrollPan" }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        super.touchesBegan(touches, event: event)
        guard let scrollView else { return }
        scrollView.isTracking = true
        // S8: a touch on a moving scroll view stops it and drags it from there.
        guard state == .possible, scrollView.isMoving else { return }
        scrollView.stopMotion(reason: "stoppedByTouch", byTouch: true)
        request(.began, reason: GestureReason("stoppedMotion"))
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        super.touchesMoved(touches, event: event)
        // The request first: most moves ask for nothing, and it is one load (no cast).
        guard requestedState == .began, state == .possible, let scrollView else { return }
        if let refusal = scrollView.panRefusal(translation: translation(in: nil), touches: self.touches) {
            request(.failed, reason: refusal)
        }
    }

    public override func reset() {
        super.reset()
        scrollView?.isTracking = false
    }
}
