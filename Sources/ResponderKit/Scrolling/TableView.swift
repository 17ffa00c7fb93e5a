/// A scroll view of rows (UITableView): its ``Cell`` subviews stacked top to bottom at its
/// width (rule L1), highlighted when a touch reaches its default `touchesBegan` through the
/// chain (L2) and selected on touch-up (L3, L4).
public final class TableView: ScrollView {
    /// The height of a cell that gives none. Values that are not finite and ≥ 0 are refused.
    public var rowHeight = 44.0 {
        didSet {
            if !(rowHeight.isFinite && rowHeight >= 0) { rowHeight = oldValue }
            layoutCells()
        }
    }
    /// L4: false: no highlight and no selection.
    public var allowsSelection = true
    /// L4: true: a tap on a selected row deselects it; others stay selected.
    public var allowsMultipleSelection = false
    /// The content size the scene gave; nil: the cells' total height at the table's width.
    public var explicitContentSize: Size? {
        didSet { layoutCells() }
    }

    /// v3: the cells sit at their ``Cell/placedFrame`` (an imported table's cells, where the
    /// dump printed them) instead of stacked; rows still count in order of y. A cell with no
    /// placed frame goes below the lowest one.
    public var placesCellsAtFrames = false {
        didSet { layoutCells() }
    }

    /// The touch that highlighted a row, and that row (L2).
    weak var highlightedCell: Cell?
    var highlightTouch: Touch?
    /// The rows sorted by y, for the hit test's binary search (TableView+HitIndex.swift).
    var rowIndex = RowHitIndex()
    /// Every cell is where the last stacking put it (nothing moved one since, no transform):
    /// a change can then re-stack from the cell it concerns instead of from the top.
    var stackIsCurrent = true
    /// The table is setting its cells' frames itself (their moves are not someone else's).
    var isStacking = false

    // Swipe actions (W1–W8): SwipeActions/TableView+SwipeActions.swift.
    /// The pan that swipes rows open, beside the scroll pan (W2).
    public let swipeActionsGestureRecognizer: SwipeActionsGestureRecognizer
    /// The swipe state of the table's rows.
    var swipe = RowSwipe()

    /// A table called `name` (rows stacked as they are added with `addSubview`).
    public init(name: String, frame: Rect) {
        swipeActionsGestureRecognizer = SwipeActionsGestureRecognizer(name: "\(name).swipeActions")
        super.init(name: name, frame: frame, kind: .tableView)
        swipeActionsGestureRecognizer.delegate = self
        swipeActionsGestureRecognizer.action = ScrollAction.swipe
        // After the scroll view's own (G1 offers them in this order).
        addGestureRecognizer(swipeActionsGestureRecognizer)
    }

    /// The table's cells, top to bottom.
    public var cells: [Cell] {
        subviews.compactMap { $0 as? Cell }
    }

    /// The selected cells, top to bottom.
    public func selectedCells() -> [Cell] {
        cells.filter(\.isSelected)
    }

    /// Selects `cell` as a program does: no delegate call (with single selection the others
    /// are deselected).
    public func selectRow(_ cell: Cell) {
        guard cell.superview === self else { return }
        if !allowsMultipleSelection {
            for other in cells where other !== cell && other.isSelected { other.isSelected = false }
        }
        cell.isSelected = true
    }

    /// Deselects `cell` as a program does: no delegate call.
    public func deselectRow(_ cell: Cell) {
        guard cell.superview === self else { return }
        cell.isSelected = false
    }

    /// The table's cell that holds `view` (or is it), if any.
    func cell(holding view: View?) -> Cell? {
        var current = view
        while let candidate = current, candidate !== self {
            if let cell = candidate as? Cell, cell.superview === self { return cell }
            current = candidate.superview
        }
        return nil
    }
}
