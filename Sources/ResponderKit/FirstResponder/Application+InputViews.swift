extension Application {
    /// Shows `responder`'s input view at the bottom of the screen, its accessory view directly
    /// above, in the input window in front of every other window; hides them when it has none
    /// (rule F3).
    func showInputViews(for responder: Responder?) {
        for view in inputWindow.subviews { view.removeFromSuperview() }
        let owner = responder as? View
        let input = owner?.inputView
        let accessory = owner?.inputAccessoryView
        guard input != nil || accessory != nil else {
            isInputWindowShown = false
            return
        }
        inputWindow.frame = Rect(origin: .zero, size: screenSize)
        var top = screenSize.height
        if let input {
            top -= input.frame.height
            input.frame = Rect(x: 0, y: top, width: screenSize.width, height: input.frame.height)
            inputWindow.addSubview(input)
        }
        if let accessory {
            top -= accessory.frame.height
            accessory.frame = Rect(x: 0, y: top, width: screenSize.width, height: accessory.frame.height)
            inputWindow.addSubview(accessory)
        }
        isInputWindowShown = true
    }

    /// The views of the subtree rooted at `root` left `window`: their touches are cancelled
    /// (rule T6), a first responder among them resigns (F4), their recognizers stop.
    func viewDidLeaveWindow(_ root: View, window: Window) {
        cancelTouches(boundInside: root)
        gestures.viewDidLeaveWindow(root)
        finishNavigationTransitions(inside: root)
        guard let first = window.firstResponder, first.isInSubtree(of: root) else { return }
        // X5: a text field leaving its window resigns the forced way (no shouldEndEditing).
        keyboardTransaction("\(root.name) left its window", forcing: true) {
            _ = first.resignFirstResponder()
            // It has left the window: it cannot stay its first responder whatever it answered.
            if window.firstResponder === first { window.setFirstResponder(nil) }
        }
    }
}
