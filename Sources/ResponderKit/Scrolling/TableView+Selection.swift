/// Rules L2–L4: what the table's default touch handlers do with a touch that reached them
/// through the chain from a cell, before passing the call on (T7).
extension TableView {
    /// The table's share of the default touch handler `method`.
    func trackRows(_ method: ResponderMethod, _ touches: TouchList, event: Event) {
        switch method {
        case .touchesBegan: highlight(touches)
        case .touchesEnded: touchUp(touches)
        case .touchesCancelled: cancelHighlight(touches)
        default: break
        }
    }

    /// L2: the row under the first of `touches` is highlighted, if selection is allowed and
    /// the delegate's `shouldHighlightRow` agrees.
    private func highlight(_ touches: TouchList) {
        guard allowsSelection, highlightedCell == nil else { return }
        for touch in touches {
            guard let cell = cell(holding: touch.view) else { continue }
            if case .answered(false) = delegate?.tableShouldHighlightRow(self, cell: cell) { return }
            cell.isHighlighted = true
            highlightedCell = cell
            highlightTouch = touch
            trace(.rowHighlighted, subject: cell, reason: "touchesBegan")
            delegate?.tableDidHighlightRow(self, cell: cell)
            return
        }
    }

    private func unhighlight(reason: String) -> Cell? {
        guard let cell = highlightedCell else {
            highlightTouch = nil
            return nil
        }
        highlightedCell = nil
        highlightTouch = nil
        cell.isHighlighted = false
        trace(.rowUnhighlighted, subject: cell, reason: reason)
        delegate?.tableDidUnhighlightRow(self, cell: cell)
        return cell
    }

    /// L4: a cancelled touch clears the highlight and selects nothing.
    private func cancelHighlight(_ touches: TouchList) {
        guard let touch = highlightTouch, touches.contains(where: { $0 === touch }) else { return }
        _ = unhighlight(reason: "touchesCancelled")
    }

    /// L3: touch-up on the highlighted row clears the highlight, then selects it.
    private func touchUp(_ touches: TouchList) {
        guard let touch = highlightTouch, touches.contains(where: { $0 === touch }),
            let cell = unhighlight(reason: "touchesEnded"), cell.superview === self, allowsSelection
        else { return }
        if allowsMultipleSelection && cell.isSelected {
            deselect(cell, reason: "tappedSelected")
            return
        }
        var target: Cell? = cell
        if case .answered(let answer) = delegate?.tableWillSelectRow(self, cell: cell) {
            target = answer.flatMap { $0.superview === self ? $0 : nil }
        }
        guard let chosen = target else { return }
        if !allowsMultipleSelection {
            for old in cells where old.isSelected && old !== chosen { deselect(old, reason: "singleSelection") }
        }
        chosen.isSelected = true
        trace(.rowSelected, subject: chosen, reason: "touchesEnded")
        delegate?.tableDidSelectRow(self, cell: chosen)
    }

    /// `willDeselectRow` (may answer another cell, or nil for none), then `didDeselectRow`.
    private func deselect(_ cell: Cell, reason: String) {
        var target: Cell? = cell
        if case .answered(let answer) = delegate?.tableWillDeselectRow(self, cell: cell) {
            target = answer.flatMap { $0.superview === self ? $0 : nil }
        }
        guard let chosen = target, chosen.isSelected else { return }
        chosen.isSelected = false
        trace(.rowDeselected, subject: chosen, reason: reason)
        delegate?.tableDidDeselectRow(self, cell: chosen)
    }
}
