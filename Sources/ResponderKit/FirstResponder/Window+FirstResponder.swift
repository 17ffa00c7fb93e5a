extension Window {
    /// Makes `responder` (or nobody) this window's first responder and updates the input views.
    func setFirstResponder(_ responder: Responder?) {
        let old = firstResponder
        guard old !== responder else { return }
        firstResponder = responder
        guard let app = owner else { return }
        app.trace(.firstResponderChanged(window: self, from: old, to: responder))
        app.showInputViews(for: responder)
    }
}
