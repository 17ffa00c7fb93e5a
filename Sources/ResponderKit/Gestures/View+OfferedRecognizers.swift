extension View {
    /// Rule G1's walk, stated once: the recognizers a new touch of `type` on this view is
    /// offered to before any recognizer's own state or delegate has a say. They are the enabled
    /// recognizers of this view and of every ancestor up to `window`, deepest view first, in the
    /// order they were added on one view, that allow the touch's type (T8). Calls `body` with
    /// each one and the view it is attached to.
    ///
    /// The arena offers a touch to those of them whose attempt can still take it (G2 and G4
    /// decide the rest); `explain` lists them all.
    @inline(__always)
    public func forEachRecognizer(
        offeredTouchOf type: TouchType, in window: Window?,
        _ body: (GestureRecognizer, View) -> Void
    ) {
        var current: View? = self
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers
            where recognizer.isEnabled && recognizer.allowedTouchTypes.contains(type) {
                body(recognizer, candidate)
            }
            if candidate === window { break }
            current = candidate.superview
        }
    }
}
