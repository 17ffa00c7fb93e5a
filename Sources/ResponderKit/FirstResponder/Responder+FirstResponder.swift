extension Responder {
    /// Whether this responder is its window's first responder (rule F1).
    public var isFirstResponder: Bool {
        guard let window = windowForFirstResponder else { return false }
        return window.firstResponder === self
    }

    /// The behaviour's answer, else ``defaultCanBecomeFirstResponder()``.
    public final func canBecomeFirstResponder() -> Bool {
        if let behavior = overridden(.canBecomeFirstResponder) {
            if case .answered(let value) = behavior.canBecomeFirstResponder(self) { return value }
            application?.trace(.overrideFailed(responder: self, method: .canBecomeFirstResponder))
        }
        return defaultCanBecomeFirstResponder()
    }

    /// UIResponder's default: no (a text field: yes while enabled, X1). A behaviour's `super`
    /// asks it.
    public final func defaultCanBecomeFirstResponder() -> Bool { classCanBecomeFirstResponder }

    /// The behaviour's answer, else ``defaultCanResignFirstResponder()``.
    public final func canResignFirstResponder() -> Bool {
        if let behavior = overridden(.canResignFirstResponder) {
            if case .answered(let value) = behavior.canResignFirstResponder(self) { return value }
            application?.trace(.overrideFailed(responder: self, method: .canResignFirstResponder))
        }
        return defaultCanResignFirstResponder()
    }

    /// UIResponder's default: yes. The one place it is stated; a behaviour's `super` asks it.
    public final func defaultCanResignFirstResponder() -> Bool { true }

    /// Asks to become first responder of its window: the behaviour's override, else rule F2.
    @discardableResult
    public final func becomeFirstResponder() -> Bool {
        if let behavior = overridden(.becomeFirstResponder) {
            if case .answered(let value) = behavior.becomeFirstResponder(self) { return value }
            application?.trace(.overrideFailed(responder: self, method: .becomeFirstResponder))
        }
        return defaultBecomeFirstResponder()
    }

    /// Asks to give up first-responder status: the behaviour's override, else UIKit's default.
    @discardableResult
    public final func resignFirstResponder() -> Bool {
        if let behavior = overridden(.resignFirstResponder) {
            if case .answered(let value) = behavior.resignFirstResponder(self) { return value }
            application?.trace(.overrideFailed(responder: self, method: .resignFirstResponder))
        }
        return defaultResignFirstResponder()
    }

    /// Rule F2: only a responder in a window whose `canBecomeFirstResponder` is true; the current
    /// first responder must agree to resign (`canResignFirstResponder`, then `resignFirstResponder`).
    /// A text field asks `textFieldShouldBeginEditing` first (X2, X3); the keyboard is updated
    /// once, at the end (X3: it stays up from one field to the next).
    public final func defaultBecomeFirstResponder() -> Bool {
        guard let window = windowForFirstResponder, canBecomeFirstResponder() else { return false }
        if window.firstResponder === self { return true }
        guard firstResponderShouldBegin() else { return false }
        guard let app = window.owner else { return takeFirstResponder(in: window) }
        return app.keyboardTransaction("\(name) becomes first responder") { takeFirstResponder(in: window) }
    }

    private func takeFirstResponder(in window: Window) -> Bool {
        if let current = window.firstResponder, current !== self {
            guard current.canResignFirstResponder(), current.resignFirstResponder() else { return false }
        }
        // The resign may have moved this responder out of the window (a script's didEnd).
        guard windowForFirstResponder === window else { return false }
        window.setFirstResponder(self)
        return true
    }

    /// UIKit's default: a first responder whose `canResignFirstResponder` is true stops being one;
    /// a text field asks `textFieldShouldEndEditing` too, unless the end is forced (X4, X5).
    public final func defaultResignFirstResponder() -> Bool {
        guard let window = windowForFirstResponder, window.firstResponder === self else { return true }
        guard canResignFirstResponder(), firstResponderShouldEnd() else { return false }
        guard let app = window.owner else {
            window.setFirstResponder(nil)
            return true
        }
        app.keyboardTransaction("resignFirstResponder") { window.setFirstResponder(nil) }
        return true
    }

    /// Swaps the input views shown for this first responder (rule F3); nothing unless it is one.
    public final func reloadInputViews() {
        guard isFirstResponder, let app = application else { return }
        app.showInputViews(for: self)
    }
}
