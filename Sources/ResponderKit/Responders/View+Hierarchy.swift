extension View {
    /// Adds `view` as the frontmost subview, moving it from any former superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let oldWindow = view.window
        if let old = view.superview { old.removeSubviewEntry(view) }
        let clamped = max(0, min(index, subviews.count))
        // Frontmost, where `addSubview` puts a view (and a scene builds every one): an append,
        // where `insert` goes through the general `replaceSubrange`.
        if clamped == subviews.count { subviews.append(view) } else { subviews.insert(view, at: clamped) }
        view.superview = self
        let newWindow = window
        if view.kind != .window, oldWindow !== newWindow { view.setWindow(newWindow) }
        oldWindow?.owner?.treeGeneration += 1
        newWindow?.owner?.treeGeneration += 1
        if let oldWindow, oldWindow !== newWindow {
            oldWindow.owner?.viewDidLeaveWindow(view, window: oldWindow)
        }
        if kind == .tableView { unsafeDowncast(self, to: TableView.self).subviewInserted(view, at: clamped) }
    }

    /// Takes `view` out of the subviews (no other bookkeeping); a table re-stacks its rows.
    private func removeSubviewEntry(_ view: View) {
        guard let position = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: position)
        if kind == .tableView { unsafeDowncast(self, to: TableView.self).subviewRemoved(view, at: position) }
    }

    /// Removes the view from its superview. A view that leaves its window stops tracking its
    /// touches (rule T6) and gives up first-responder status (rule F4).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        superview = nil
        parent.removeSubviewEntry(self)
        if kind != .window, oldWindow != nil { setWindow(nil) }
        oldWindow?.owner?.treeGeneration += 1
        if let oldWindow {
            oldWindow.owner?.viewDidLeaveWindow(self, window: oldWindow)
        }
    }

    /// Whether the view is `other` or one of its descendants.
    public func isDescendant(of other: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current === other { return true }
            view = current.superview
        }
        return false
    }

    /// Moves `view`, a subview, to the front.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        if kind == .tableView { unsafeDowncast(self, to: TableView.self).subviewsReordered() }
    }
}
