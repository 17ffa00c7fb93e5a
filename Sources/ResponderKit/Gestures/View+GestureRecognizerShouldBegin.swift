extension View {
    /// UIView's `gestureRecognizerShouldBegin(_:)`: whether `recognizer`, about to leave
    /// "possible", may begin or recognize (rule G10). The behaviour's answer, else
    /// ``Responder/defaultGestureRecognizerShouldBegin(_:)``. Controls answer false for a recognizer that
    /// would take their default action from them (a ``Button`` refuses an ancestor's
    /// single-finger single tap, rule C6).
    public final func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let behavior = overridden(.gestureRecognizerShouldBegin) {
            if case .answered(let value) = behavior.gestureRecognizerShouldBegin(recognizer, view: self) {
                return value
            }
            application?.trace(.overrideFailed(responder: self, method: .gestureRecognizerShouldBegin))
        }
        return defaultGestureRecognizerShouldBegin(recognizer)
    }
}

extension Responder {
    /// UIView's default `gestureRecognizerShouldBegin(_:)`: yes, any recognizer may begin, except
    /// that a button, switch or slider refuses an ancestor's recognizer that would take its own
    /// action from it (rule C6). The one place it is stated; a behaviour's `super` asks it (of
    /// whatever responder it runs on).
    public final func defaultGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if kind == .view, let control = unsafeDowncast(self, to: View.self).asControl {
            return control.controlGestureRecognizerShouldBegin(recognizer)
        }
        return true
    }
}

extension GestureArena {
    /// Rule G10: asks `gestureRecognizerShouldBegin` of the recognizer's view, then of the
    /// hit-test view of each of its touches in the order they began, each view once; returns
    /// the first view that says no, or nil when all agree.
    func viewRefusingToBegin(_ recognizer: GestureRecognizer) -> View? {
        let touches = recognizer.touches
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return view }
        for (index, touch) in touches.enumerated() {
            guard let view = touch.view, view !== recognizer.view,
                !touches[..<index].contains(where: { $0.view === view })
            else { continue }
            if !view.gestureRecognizerShouldBegin(recognizer) { return view }
        }
        return nil
    }
}
