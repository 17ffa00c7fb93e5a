/// UIScrollViewDelegate and UITableViewDelegate: asked of the behaviour of the scroll view's
/// `delegateResponder`, else of its own behaviour (Moonchain's `delegate = NAME`). Like
/// ``GestureRecognizerDelegate`` these are not ``ResponderMethod``s: they are asked of a
/// delegate, not of the responder a touch reaches. `failed` answers mean UIKit's default.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` in points per millisecond along the offset (UIKit's unit); an answer
    /// replaces `target`.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, target: Point) -> Answer<Point?>
    func scrollViewDidEndDragging(_ scrollView: ScrollView, decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Default true.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Answer<Bool>
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view a pinch scales (rule S10); nil: no zooming.
    func viewForZooming(in scrollView: ScrollView) -> Answer<View?>
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// An animated `setZoomScale` reached its scale (S10); `view` is the zooming view, if any.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, view: View?, atScale scale: Double)
    /// Rule L2. Default true.
    func tableShouldHighlightRow(_ table: TableView, cell: Cell) -> Answer<Bool>
    func tableDidHighlightRow(_ table: TableView, cell: Cell)
    func tableDidUnhighlightRow(_ table: TableView, cell: Cell)
    /// Rule L3: another cell, or nil for none. Default: the cell itself.
    func tableWillSelectRow(_ table: TableView, cell: Cell) -> Answer<Cell?>
    func tableDidSelectRow(_ table: TableView, cell: Cell)
    func tableWillDeselectRow(_ table: TableView, cell: Cell) -> Answer<Cell?>
    func tableDidDeselectRow(_ table: TableView, cell: Cell)
    // Swipe actions (W1–W8).
    /// W1: the trailing side's actions; nil or failed: the default (Delete when
    /// ``tableCommitsDelete(_:)``), an empty configuration: none.
    func tableTrailingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?>
    /// W1: the leading side's actions; nil, failed or empty: none.
    func tableLeadingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?>
    /// W1: whether the delegate defines `tableCommitDelete` (which gives the default Delete).
    func tableCommitsDelete(_ table: TableView) -> Bool
    /// W6: the default Delete was chosen; the row closes after it returns.
    func tableCommitDelete(_ table: TableView, cell: Cell)
    /// W3: a swipe began on `cell`.
    func tableWillBeginEditingRow(_ table: TableView, cell: Cell)
    /// W4: the swiped row has closed.
    func tableDidEndEditingRow(_ table: TableView, cell: Cell)
    /// W6: runs `action`'s handler; the row closes when `completion` is called.
    func tablePerformSwipeAction(_ table: TableView, action: SwipeAction, cell: Cell, completion: SwipeCompletion)
    /// A problem the core met while calling the delegate (`scrollViewDidScroll` setting the
    /// offset again and again), in words, so the host can report it where its user looks.
    func scrollViewProblem(_ scrollView: ScrollView, message: String)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, target: Point) -> Answer<Point?> {
        .failed
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Answer<Bool> { .failed }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> Answer<View?> { .failed }
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, view: View?, atScale scale: Double) {}
    public func tableShouldHighlightRow(_ table: TableView, cell: Cell) -> Answer<Bool> { .failed }
    public func tableDidHighlightRow(_ table: TableView, cell: Cell) {}
    public func tableDidUnhighlightRow(_ table: TableView, cell: Cell) {}
    public func tableWillSelectRow(_ table: TableView, cell: Cell) -> Answer<Cell?> { .failed }
    public func tableDidSelectRow(_ table: TableView, cell: Cell) {}
    public func tableWillDeselectRow(_ table: TableView, cell: Cell) -> Answer<Cell?> { .failed }
    public func tableDidDeselectRow(_ table: TableView, cell: Cell) {}
    public func tableTrailingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?> {
        .failed
    }
    public func tableLeadingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?> {
        .failed
    }
    public func tableCommitsDelete(_ table: TableView) -> Bool { false }
    public func tableCommitDelete(_ table: TableView, cell: Cell) {}
    public func tableWillBeginEditingRow(_ table: TableView, cell: Cell) {}
    public func tableDidEndEditingRow(_ table: TableView, cell: Cell) {}
    public func tablePerformSwipeAction(
        _ table: TableView, action: SwipeAction, cell: Cell, completion: SwipeCompletion
    ) {
        completion.complete(performed: false)
    }
    public func scrollViewProblem(_ scrollView: ScrollView, message: String) {}
}
