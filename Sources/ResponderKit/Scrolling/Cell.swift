/// A row of a ``TableView`` (UITableViewCell). The table stacks its cells top to bottom at its
/// width (rule L1); a cell's next responder is the table, its superview (R1).
public final class Cell: View {
    /// The row's height; nil: the table's `rowHeight`.
    public var cellHeight: Double? {
        didSet {
            if let cellHeight, !(cellHeight.isFinite && cellHeight >= 0) { self.cellHeight = oldValue }
            (superview as? TableView)?.layoutCells()
        }
    }
    /// Whether the row is selected (L3). Setting it sends no delegate call.
    public internal(set) var isSelected = false
    /// Whether the row is highlighted (L2).
    public internal(set) var isHighlighted = false
    /// Set by a scene's `selected = true` until its table selects it (a cell is built before
    /// it joins its table).
    public var isSelectedByScene = false
    /// The row's index among its table's cells (0-based, as UIKit's `indexPath.row`); -1
    /// when it is in no table.
    public internal(set) var row = -1
    /// v3: the frame a scene (an imported table) gives the cell; a table whose
    /// ``TableView/placesCellsAtFrames`` is set puts it there instead of stacking it.
    public var placedFrame: Rect? {
        didSet { (superview as? TableView)?.layoutCells() }
    }

    /// A cell called `name`, laid out by the table it joins.
    public init(name: String, height: Double? = nil) {
        self.cellHeight = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        super.init(name: name, frame: .zero, kind: .cell)
    }
}
