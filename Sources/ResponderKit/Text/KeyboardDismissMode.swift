/// UIScrollView.KeyboardDismissMode (X9): how a drag of a scroll view dismisses the keyboard.
public enum KeyboardDismissMode: String, CaseIterable, Sendable {
    /// The default: a drag never dismisses it.
    case none
    /// The first responder resigns (forced) when the pan begins, before `scrollViewWillBeginDragging`.
    case onDrag
    /// (I) The first responder resigns (forced) at lift when the finger is below the keyboard's top.
    case interactive

    /// The values a scene or script may write, quoted, for error messages.
    public static let choices = "\"none\", \"onDrag\" or \"interactive\""
}

extension ScrollView {
    /// X9 "interactive": at lift, a finger below the shown keyboard's top edge dismisses it.
    func dismissKeyboardIfBelowItsTop() {
        guard let window, let app = window.owner, app.keyboardState.isShown,
            let touch = panGestureRecognizer.touches.last,
            touch.screenLocation.y >= app.keyboardFrame.minY
        else { return }
        window.endEditing(true)
    }
}
