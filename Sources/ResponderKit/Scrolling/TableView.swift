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

    /// The touch that highlighted a row, and that row (L2).
    weak var highlightedCell: Cell?
    var highlightTouch: Touch?

    /// A table called `name` (rows stacked as they are added with `addSubview`).
    public init(name: String, frame: Rect) {
        super.init(name: name, frame: frame, kind: .tableView)
    }

    /// The table's cells, top to bottom.
    public var cells: [Cell] {
        subviews.compactMap { $0 as? Cell }
    }

    /// The selected cells, top to bottom.
    public func selectedCells() -> [Cell] {
        cells.filter(\.isSelected)
    }

    /// Stacks the cells from y = 0 at the table's width and numbers their rows; the content
    /// size follows unless one was given.
    public func layoutCells() {
        var y = 0.0
        var row = 0
        let width = bounds.size.width
        for case let cell as Cell in subviews {
            let height = cell.cellHeight ?? rowHeight
            cell.frame = Rect(x: 0, y: y, width: width, height: height)
            cell.row = row
            row += 1
            y += height
        }
        contentSize = explicitContentSize ?? Size(width: width, height: y)
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
