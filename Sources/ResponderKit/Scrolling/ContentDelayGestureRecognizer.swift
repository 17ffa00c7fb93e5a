/// The scroll view's content-delay recognizer (UIKit's UIScrollViewDelayedTouchesBeganGestureRecognizer),
/// rule S4. It never recognizes: it holds new content touches back (`delaysTouchesBegan`, G6)
/// while it is possible and fails to let them go — 0.15 s after the touch began, or when the
/// finger lifts first (then began and ended reach the content together). If the scroll view's
/// pan begins while it holds them, the arena drops them (G6): the content never sees the touch.
/// Before letting touches go (or at once, with `delaysContentTouches` off) it asks the scroll
/// view's `touchesShouldBegin`; false keeps those touches from that content view.
public final class ContentDelayGestureRecognizer: GestureRecognizer {
    /// How long content touches are held (S4).
    public static let delay = 0.15

    public override init(name: String) {
        super.init(name: name)
        cancelsTouchesInView = false
        delaysTouchesBegan = true
        // An end is never held: a lift fails the recognizer before the view's delivery.
        delaysTouchesEnded = false
    }

    public override var kindName: String { "contentDelay" }

    private var scrollView: ScrollView? { view as? ScrollView }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        guard let scrollView else { return request(.failed) }
        guard scrollView.delaysContentTouches else {
            // No delay: the touches go to the content now, if the scroll view lets them.
            scrollView.admit(touches, event: event, reason: "delaysContentTouchesOff")
            return request(.failed, reason: GestureReason("delaysContentTouchesOff"))
        }
        for touch in touches {
            scrollView.trace(.contentTouchesHeld, subject: touch.view, reason: "delaysContentTouches")
        }
        if timers.isEmpty {
            schedule(after: Self.delay) { recognizer in
                (recognizer as? ContentDelayGestureRecognizer)?.delayElapsed()
            }
        }
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        guard state == .possible, let scrollView else { return }
        // Lifted before the delay: began (and the end) go to the content now.
        scrollView.admit(self.touches, event: event, reason: "touchEnded")
        request(.failed, reason: .touchesEnded)
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        request(.failed, reason: .touchCancelled)
    }

    private func delayElapsed() {
        guard state == .possible, let scrollView, let app = scrollView.application else { return }
        scrollView.admit(touchesDown, event: app.touchEvent, reason: "delayElapsed")
        request(.failed, reason: GestureReason("delayElapsed"))
    }
}
