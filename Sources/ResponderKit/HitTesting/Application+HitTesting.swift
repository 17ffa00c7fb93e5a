extension Application {
    /// The view a new touch at `screenPoint` goes to: each window is asked through its own
    /// `hitTest`, frontmost first; the first that answers with a view wins (rule H7).
    public func hitTest(screenPoint: Point, with event: Event? = nil) -> (window: Window, view: View)? {
        // One window and no input window (the common case): no ordering to build.
        if windows.count == 1, !isInputWindowShown, !keyboardState.isShown {
            return hitTest(screenPoint: screenPoint, in: windows[0], with: event)
        }
        for window in windowsFrontToBack {
            if let hit = hitTest(screenPoint: screenPoint, in: window, with: event) { return hit }
        }
        return nil
    }

    private func hitTest(screenPoint: Point, in window: Window, with event: Event?) -> (window: Window, view: View)? {
        let point = window.convertFromScreen(screenPoint)
        trace(.hitTestWindow(window: window, point: point))
        let generation = treeGeneration
        let detours = hitTestDetours
        guard let view = window.hitTest(point, with: event) else { return nil }
        // The plain default walk, on an unchanged tree, can only answer a view of this window.
        if treeGeneration == generation, hitTestDetours == detours, window.owner === self { return (window, view) }
        // An override may answer with a view of another window; the touch then
        // belongs to the window that view is in.
        return (view.window ?? window, view)
    }
}
