extension Application {
    /// The view a new touch at `screenPoint` goes to: each window is asked through its own
    /// `hitTest`, frontmost first; the first that answers with a view wins (rule H7).
    public func hitTest(screenPoint: Point, with event: Event? = nil) -> (window: Window, view: View)? {
        for window in windowsFrontToBack {
            let point = window.convertFromScreen(screenPoint)
            trace(.hitTestWindow(window: window, point: point))
            if let view = window.hitTest(point, with: event) {
                // An override may answer with a view of another window; the touch then
                // belongs to the window that view is in.
                return (view.window ?? window, view)
            }
        }
        return nil
    }
}
