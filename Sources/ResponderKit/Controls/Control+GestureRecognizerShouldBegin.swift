extension Control {
    /// Whether `recognizer` is attached to one of this control's ancestors (not to the
    /// control: a recognizer on the control itself still wins, G10).
    final func isAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        guard let view = recognizer.view, view !== self else { return false }
        return isDescendant(of: view)
    }

    /// Rule C6: an ancestor's single-finger single tap would take a tap from the control.
    final func isAncestorSingleTap(_ recognizer: GestureRecognizer) -> Bool {
        guard let tap = recognizer as? TapGestureRecognizer, isAncestorRecognizer(recognizer) else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Rule C6: an ancestor's pan or swipe whose touch on this control has moved more
    /// horizontally than vertically (a slider's or switch's drag).
    final func isAncestorHorizontalDrag(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer is PanGestureRecognizer || recognizer is SwipeGestureRecognizer,
            isAncestorRecognizer(recognizer)
        else { return false }
        for touch in recognizer.touches where touch.view === self {
            let dx = touch.screenLocation.x - touch.startScreenLocation.x
            let dy = touch.screenLocation.y - touch.startScreenLocation.y
            if abs(dx) > abs(dy) { return true }
        }
        return false
    }
}
