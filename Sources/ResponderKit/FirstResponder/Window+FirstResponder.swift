extension Window {
    /// Makes `responder` (or nobody) this window's first responder and updates the input views.
    func setFirstResponder(_ responder: Responder?) {
        let old = firstResponder
        guard old !== responder else { return }
        firstResponder = responder
        let app = owner
        app?.trace(.firstResponderChanged(window: self, from: old, to: responder))
        app?.showInputViews(for: responder)
        // X3: the old one's editing ends before the new one's begins; then the keyboard (X6).
        old?.firstResponderDidEnd(in: app)
        if firstResponder === responder { responder?.firstResponderDidBegin(in: app) }
        app?.updateKeyboard()
    }
}
