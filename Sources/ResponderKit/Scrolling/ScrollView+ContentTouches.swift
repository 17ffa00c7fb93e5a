/// How the scroll view shares touches with its content (rules S3, S4, S5), and the two
/// customization points UIKit gives subclasses, called through the behaviour seam.
extension ScrollView {
    /// Calls `touchesShouldBegin` (S4): the behaviour's, or the default (true).
    public final func touchesShouldBegin(_ touches: TouchList, event: Event, in content: View) -> Bool {
        if let behavior = overridden(.touchesShouldBegin) {
            if case .answered(let answer) = behavior.touchesShouldBegin(
                touches, event: event, content: content, scrollView: self)
            {
                return answer
            }
            application?.trace(.overrideFailed(responder: self, method: .touchesShouldBegin))
        }
        return defaultTouchesShouldBegin(touches, event: event, in: content)
    }

    /// UIKit's default: true.
    public final func defaultTouchesShouldBegin(_ touches: TouchList, event: Event, in content: View) -> Bool { true }

    /// Calls `touchesShouldCancel` (S5): the behaviour's, or the default.
    public final func touchesShouldCancel(in content: View) -> Bool {
        if let behavior = overridden(.touchesShouldCancel) {
            if case .answered(let answer) = behavior.touchesShouldCancel(content: content, scrollView: self) {
                return answer
            }
            application?.trace(.overrideFailed(responder: self, method: .touchesShouldCancel))
        }
        return defaultTouchesShouldCancel(in: content)
    }

    /// UIKit's default: false for a control (so a button keeps a touch that starts to drag),
    /// true for any other view.
    public final func defaultTouchesShouldCancel(in content: View) -> Bool {
        !(content is Control)
    }

    /// S4: asks `touchesShouldBegin` once per content view for `touches`, about to reach their
    /// views; a view that is refused gets none of them (no began, nothing after).
    func admit(_ touches: [Touch], event: Event, reason: String) {
        var groups: [(View, [Touch])] = []
        for touch in touches where !touch.isFinishedForView && touch.isDeliveredToView {
            guard let content = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.0 === content }) {
                groups[index].1.append(touch)
            } else {
                groups.append((content, [touch]))
            }
        }
        for (content, list) in groups {
            if touchesShouldBegin(list[...], event: event, in: content) {
                trace(.contentTouchesReleased, subject: content, reason: reason)
            } else {
                trace(.contentTouchesRefused, subject: content, reason: "touchesShouldBegin=false")
                for touch in list { touch.isFinishedForView = true }
            }
        }
    }

    /// Why the pan may not begin now with `translation` (window coordinates), or nil: the
    /// first movement must be along a scrollable axis (S3), and content receiving one of
    /// `touches` must agree to lose it (S5).
    func panRefusal(translation: Point, touches: [Touch]) -> GestureReason? {
        let horizontal = abs(translation.x) > abs(translation.y)
        if horizontal ? !scrollsHorizontally : !scrollsVertically {
            trace(.panRefusedForAxis, reason: horizontal ? "horizontalNotScrollable" : "verticalNotScrollable")
            return GestureReason("axisNotScrollable")
        }
        for touch in touches where touch.isDeliveredToView && touch.viewSawBegan && !touch.isFinishedForView {
            guard let content = touch.view else { continue }
            guard canCancelContentTouches else {
                trace(.contentTouchKept, subject: content, reason: "canCancelContentTouches=false")
                return GestureReason("contentKeepsTouch")
            }
            guard touchesShouldCancel(in: content) else {
                trace(.contentTouchKept, subject: content, reason: "touchesShouldCancel=false")
                return GestureReason("contentKeepsTouch")
            }
            trace(.contentTouchCancelled, subject: content, reason: "touchesShouldCancel=true")
        }
        return nil
    }
}
