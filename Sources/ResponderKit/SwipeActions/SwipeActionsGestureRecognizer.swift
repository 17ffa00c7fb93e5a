/// A table's `swipeActions` pan (UIKit's swipe-actions pan beside the scroll pan, rule W2).
///
/// It begins after 10 points only when the first movement is more horizontal than vertical, on
/// a row whose side toward the movement has actions (dragging right opens the leading side,
/// left the trailing side); otherwise it fails and the scroll pan may take the drag (S3). While
/// a row is open it begins at once with the next touch in the table, which it consumes to its
/// end (W5). It is an ordinary recognizer under G1–G10: `requireToFail`, `enabled`, delegates.
public final class SwipeActionsGestureRecognizer: PanGestureRecognizer {
    public override var kindName: String { "swipeActions" }

    private var table: TableView? { view as? TableView }

    /// W5: this attempt consumes a touch because a row was open when it began.
    public private(set) var consumesTouch = false
    /// The row, side and actions found when the pan was about to begin (W1, W2).
    private(set) var candidate: (cell: Cell, edge: SwipeEdge, configuration: SwipeActionsConfiguration)?
    /// The attempt's first touch: distances count from where it began (W4).
    private(set) var firstTouch: Touch?

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        super.touchesBegan(touches, event: event)
        if firstTouch == nil { firstTouch = touches.first }
        guard state == .possible, !consumesTouch, let table, table.swipe.isOpen else { return }
        consumesTouch = true
        request(.began, reason: GestureReason("rowOpen"))
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        super.touchesMoved(touches, event: event)
        // The request first: most moves ask for nothing, and it is one load (no cast).
        guard requestedState == .began, state == .possible, !consumesTouch, let table else { return }
        let moved = translation(in: nil)
        guard abs(moved.x) > abs(moved.y) else { return request(.failed, reason: GestureReason("verticalStart")) }
        guard let cell = table.cell(holding: firstTouch?.view) else {
            return request(.failed, reason: GestureReason("notOnRow"))
        }
        let edge: SwipeEdge = moved.x < 0 ? .trailing : .leading
        let configuration = table.swipeConfiguration(for: cell, edge: edge)
        // The delegate may have ended the attempt or removed the row meanwhile.
        guard state == .possible, cell.superview === table else { return }
        guard !configuration.actions.isEmpty else {
            return request(.failed, reason: GestureReason(edge == .trailing ? "noTrailingActions" : "noLeadingActions"))
        }
        candidate = (cell, edge, configuration)
    }

    /// The first touch's horizontal movement since it began, in `view`'s coordinates: its
    /// latest location (the lift's included) counts (W4).
    func horizontalDistance(in view: View) -> Double {
        guard let touch = firstTouch else { return 0 }
        return view.convertFromScreen(touch.screenLocation).x - view.convertFromScreen(touch.startScreenLocation).x
    }

    public override func reset() {
        super.reset()
        consumesTouch = false
        candidate = nil
        firstTouch = nil
    }

    override func forgetTouches() {
        super.forgetTouches()
        candidate = nil
        firstTouch = nil
    }
}
