/// The fields of a scroll view, table or cell object (the contract's "Scroll views and tables
/// in scenes"). Numbered after ``ResponderField``'s in the members table; on a responder of
/// another class they are plain instance state, so a view's own `self.selected` stays its own.
package enum ScrollField: Int, CaseIterable {
    case contentSize = 1000, contentOffset, contentInset, scrollEnabled, pagingEnabled, bounces
    case alwaysBounceVertical, alwaysBounceHorizontal, directionalLockEnabled, delaysContentTouches
    case canCancelContentTouches, decelerationRate, minimumZoomScale, maximumZoomScale, zoomScale
    case scrollsToTop, delegate, tracking, dragging, decelerating, zooming
    case panGestureRecognizer, pinchGestureRecognizer
    case rowHeight, allowsSelection, allowsMultipleSelection, cells
    case row, selected, highlighted, height
    // Swipe actions (W3–W5): a table's `editing` and `swipeActions`, a cell's `swipeOffset`.
    case editing, swipeActions, swipeOffset
    // Text input (X9): how a drag dismisses the keyboard.
    case keyboardDismissMode

    /// The key a script writes.
    package var key: String { String(describing: self) }

    /// The scroll fields whose key a ``ResponderField`` has too (a control's `selected`,
    /// `highlighted`, `tracking`): the members table holds the responder field, and these
    /// answer for it on a scroll view or cell.
    static let sharingKeys: [Int: ScrollField] = {
        var shared: [Int: ScrollField] = [:]
        for field in ResponderField.allCases {
            if let scroll = allCases.first(where: { $0.key == field.key }) { shared[field.rawValue] = scroll }
        }
        return shared
    }()

    /// Whether the field belongs to cells (else to scroll views; the table's own are checked
    /// when used).
    var isCellField: Bool {
        switch self {
        case .row, .selected, .highlighted, .height, .swipeOffset: true
        default: false
        }
    }

    /// Whether a script may assign it.
    package var isWritable: Bool {
        switch self {
        case .tracking, .dragging, .decelerating, .zooming, .panGestureRecognizer, .pinchGestureRecognizer,
            .cells, .row, .selected, .highlighted, .editing, .swipeActions, .swipeOffset:
            false
        default:
            true
        }
    }
}
