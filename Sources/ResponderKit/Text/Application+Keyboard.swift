extension Application {
    /// Runs `body` as one editing step (X3: no hide and show between two fields): the keyboard
    /// is brought up to date when the outermost step ends, with `cause` as the trace's reason.
    func keyboardTransaction<T>(_ cause: String, forcing force: Bool = false, _ body: () -> T) -> T {
        let saved = keyboardState.enter(cause: cause, forcing: force)
        let result = body()
        if keyboardState.exit(saved) { updateKeyboard() }
        keyboardState.restoreCause(saved)
        return result
    }

    /// The frame the keyboard has when shown: the bottom of the screen, ``KeyboardState/height``
    /// high, the screen's width (X6).
    public var keyboardFrame: Rect {
        let height = min(KeyboardState.height, screenSize.height)
        return Rect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
    }

    /// Whether `responder`, as first responder, shows the keyboard (X6): a view with
    /// `showsKeyboard` (a text field, a UIKeyInput view) and no `inputView`.
    func showsKeyboard(for responder: Responder?) -> Bool {
        guard let view = responder as? View else { return false }
        return view.showsKeyboard && view.inputView == nil
    }

    /// Shows or hides the keyboard window as the first responders now ask (X6), unless a
    /// transaction is under way (its end calls this again). Notifies the responders after.
    func updateKeyboard() {
        guard !keyboardState.isInTransaction, keyboardState.beginUpdate() else { return }
        defer { keyboardState.endUpdate() }
        // A notification may change the first responder again: a few passes, then stop.
        for _ in 0..<8 {
            let wanted = windows.contains { showsKeyboard(for: $0.firstResponder) }
            if wanted != keyboardState.isShown {
                let frame = keyboardFrame
                keyboardState.setShown(wanted)
                if wanted { keyboardWindow.frame = frame }
                let fallback = wanted ? "a keyboard responder became first" : "no first responder shows it"
                let reason = keyboardState.cause ?? fallback
                trace(.keyboard(shown: wanted, frame: frame, reason: reason))
                notifyKeyboard(wanted ? .willShow : .willHide, frame: frame)
                notifyKeyboard(wanted ? .didShow : .didHide, frame: frame)
            }
            if !keyboardState.endPass() { return }
        }
        trace(.diagnostic("the keyboard notifications kept changing the first responder: stopped after 8 passes"))
    }

    /// Offers `notification` to every responder of the scene, in tree order: windows in the
    /// scene's order, depth first, a controller just before its root view (X6).
    private func notifyKeyboard(_ notification: KeyboardNotification, frame: Rect) {
        var order: [Responder] = []
        for window in windows {
            var pending: [View] = [window]
            while let view = pending.popLast() {
                if let controller = view.viewController, controller.behavior is any KeyboardObserver {
                    order.append(controller)
                }
                if view.behavior is any KeyboardObserver { order.append(view) }
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
        for responder in order {
            (responder.behavior as? any KeyboardObserver)?.keyboard(notification, frame: frame, responder: responder)
        }
    }
}

extension Application {
    /// Types `text` into the key window's first responder when it takes key input (an editing
    /// text field, X7): one `shouldChangeCharacters` and one `editingChanged`. Returns whether
    /// it went anywhere; empty text types nothing.
    @discardableResult
    public func typeText(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        guard let input = firstResponder?.asKeyInput, input.acceptsKeyInput else {
            trace(.diagnostic("text: the first responder is not an editing text field; nothing typed"))
            return false
        }
        input.insertText(text)
        return true
    }
}

extension View {
    /// UIView's `endEditing(_:)` (X5): the first responder of this view's window, when it is
    /// this view or in its subtree, is asked to resign; `force` skips `textFieldShouldEndEditing`
    /// (`textFieldDidEndEditing` is still sent). Returns whether it resigned.
    @discardableResult
    public final func endEditing(_ force: Bool) -> Bool {
        guard let window, let first = window.firstResponder, first.isInSubtree(of: self), let app = window.owner
        else { return false }
        let resigned = app.keyboardTransaction(force ? "endEditing(true)" : "endEditing(false)", forcing: force) {
            first.resignFirstResponder()
        }
        return resigned && window.firstResponder !== first
    }
}

extension Responder {
    /// Whether this responder is `root` or in its subtree (a controller: by its root view).
    func isInSubtree(of root: View) -> Bool {
        switch self {
        case let view as View: view.isDescendant(of: root)
        case let controller as ViewController: controller.view.isDescendant(of: root)
        default: false
        }
    }
}
