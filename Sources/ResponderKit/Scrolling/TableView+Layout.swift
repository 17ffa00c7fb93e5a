/// Rule L1 kept at every change, as UIKit's table lays itself out again whenever its rows change:
/// a cell added, inserted, removed or moved to the front, or a row height changed, re-stacks the
/// cells and the content size at once. A change re-stacks from the cell it concerns, so adding
/// rows at the bottom (how a scene or a script builds a table) costs the same for every row.
extension TableView {
    /// Stacks the cells from y = 0 at the table's width and numbers their rows; the content
    /// size follows unless one was given.
    public func layoutCells() {
        if placesCellsAtFrames {
            placeCells()
        } else {
            stack(from: 0, y: 0, row: 0)
        }
    }

    /// Puts every cell at its placed frame and numbers the rows in order of y (file order
    /// among equal y); a change then always lays out from the top (the stack is not current).
    private func placeCells() {
        isStacking = true
        defer { isStacking = false }
        let width = bounds.size.width
        var placed: [(cell: Cell, y: Double)] = []
        var bottom = 0.0
        for view in subviews where view.kind == .cell {
            let cell = unsafeDowncast(view, to: Cell.self)
            if let frame = cell.placedFrame {
                cell.frame = frame
                bottom = max(bottom, frame.origin.y + frame.size.height)
            }
            placed.append((cell, cell.placedFrame?.origin.y ?? .infinity))
        }
        for entry in placed where entry.cell.placedFrame == nil {
            let height = entry.cell.cellHeight ?? rowHeight
            entry.cell.frame = Rect(x: 0, y: bottom, width: width, height: height)
            bottom += height
        }
        let order = placed.indices.sorted { (placed[$0].y, $0) < (placed[$1].y, $1) }
        for (row, index) in order.enumerated() { placed[index].cell.row = row }
        stackIsCurrent = false
        contentSize = explicitContentSize ?? Size(width: width, height: bottom)
    }

    /// Re-stacks the cells from subview `position` on, after the last cell behind it; from
    /// the top when a cell was moved by someone else since the last stacking.
    final func restack(from position: Int) {
        guard stackIsCurrent else {
            layoutCells()
            return
        }
        var back = min(position, subviews.count) - 1
        while back >= 0, subviews[back].kind != .cell { back -= 1 }
        guard back >= 0 else {
            layoutCells()
            return
        }
        let previous = unsafeDowncast(subviews[back], to: Cell.self)
        // What `stack` left there: its `y + height` (no transform while the stack is current).
        stack(from: back + 1, y: previous.frameOrigin.y + previous.bounds.size.height, row: previous.row + 1)
    }

    /// Stacks the cells from subview `position` on, the first of them at `y` with number `row`.
    private func stack(from position: Int, y start: Double, row first: Int) {
        isStacking = true
        defer { isStacking = false }
        var y = start
        var row = first
        var transformed = false
        let width = bounds.size.width
        var position = position
        while position < subviews.count {
            let view = subviews[position]
            position += 1
            guard view.kind == .cell else { continue }
            let cell = unsafeDowncast(view, to: Cell.self)
            let height = cell.cellHeight ?? rowHeight
            cell.frame = Rect(x: 0, y: y, width: width, height: height)
            cell.row = row
            transformed = transformed || cell.hasTransform
            row += 1
            y += height
        }
        stackIsCurrent = !transformed
        contentSize = explicitContentSize ?? Size(width: width, height: y)
    }

    /// `view` joined the subviews at `position`.
    final func subviewInserted(_ view: View, at position: Int) {
        invalidateRowIndex()
        if view.kind == .cell { restack(from: position) }
    }

    /// `view` left the subviews from `position`.
    final func subviewRemoved(_ view: View, at position: Int) {
        invalidateRowIndex()
        guard view.kind == .cell else { return }
        let cell = unsafeDowncast(view, to: Cell.self)
        cell.row = -1
        restack(from: position)
        swipedRowRemoved(cell)
    }

    /// The subviews changed order.
    final func subviewsReordered() {
        invalidateRowIndex()
        layoutCells()
    }

    /// A subview's frame, bounds, transform or behaviour changed.
    final func subviewDidChange() {
        invalidateRowIndex()
        if !isStacking { stackIsCurrent = false }
    }
}
