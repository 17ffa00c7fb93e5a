/// The table's shortcut through rule H3's walk: its rows are stacked without overlap, so the
/// rows a point can be in are found by binary search on their y-extents instead of asking every
/// subview from the front.
///
/// The shortcut answers exactly what the walk answers. A subview is a *row* of the index when
/// the walk's answer for it depends on nothing but its frame: no Lua (or embedder)
/// `pointInside`/`hitTest`, no transform, not a window, its bounds' origin at zero, and a finite
/// frame at y ≥ 0. For such a subview the default `pointInside` (H2, H5) is false whenever the
/// point is outside its y-extent, and then its hit test answers nil without running anything.
/// Every other subview (a header, a cell with an override, a moved cell out of order) is
/// *irregular* and always visited, in its place in the front-to-back order. The rows that may
/// hold the point — and the irregular subviews — go through their own, ordinary `hitTest`, so
/// flags (H1), the x axis and everything inside a cell are decided as the walk decides them.
///
/// The index is rebuilt after any change that could alter it: a subview added, removed or
/// reordered, a subview's frame, bounds or transform set, or its behaviour replaced or
/// reloaded. A script that runs during the walk and changes any of these (or the tree) sends
/// the rest of the walk back to the generic loop. The walk is taken in full, with its records,
/// whenever someone observes (`--trace`, `explain`, the studio): they show every decision H3 makes.
extension TableView {
    /// Below this many subviews the generic walk is as quick: no index is kept. (Computed, not
    /// stored: a stored static is read through a once-check, on every visit of the hit test.)
    static var hitIndexMinimumSubviews: Int { 16 }
    /// Above this many irregular subviews the index saves little: the generic walk runs.
    static var hitIndexMaximumIrregular: Int { 32 }

    /// Where the fast walk ended: a view found, no subview took the point, or the generic walk
    /// must go on from subview `index` down (a script changed something the index relies on).
    enum RowHitResult {
        case found(View)
        case none
        case resume(Int)
    }

    /// Rule H3 over `candidates` (this table's subviews, as they were when the visit began)
    /// through the index, or `.resume(candidates.count)` when the index does not apply. Out of
    /// line, so the generic walk that every other view takes stays as small as it was.
    @inline(never)
    final func rowHitTest(
        _ candidates: [View], _ point: Point, with event: Event?, in app: Application?,
        generation: Int?
    ) -> RowHitResult {
        guard point.y.isFinite else { return .resume(candidates.count) }
        if !rowIndex.isValid { rebuildRowIndex() }
        guard rowIndex.isUsable, rowIndex.subviewCount == candidates.count else { return .resume(candidates.count) }
        let rows = rowIndex.rows
        let irregular = rowIndex.irregular
        // The last row starting at or above the point: every row after it starts below it.
        var low = 0
        var high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].minY <= point.y { low = mid + 1 } else { high = mid }
        }
        var row = low - 1
        // The first row that may still reach the point; `slack` covers the rounding of
        // `point.y - minY` against the row's height, which the default `pointInside` compares.
        let slack = 1e-9 * (abs(point.y) + 1)
        low = 0
        high = max(row + 1, 0)
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].maxY > point.y - slack { high = mid } else { low = mid + 1 }
        }
        let firstRow = low
        var other = irregular.count - 1
        // Front to back: the frontmost of the next candidate row and the next irregular subview.
        while true {
            let rowPosition = row >= firstRow ? rows[row].position : -1
            let otherPosition = other >= 0 ? irregular[other] : -1
            let position: Int
            if rowPosition > otherPosition {
                position = rowPosition
                row -= 1
            } else if otherPosition >= 0 {
                position = otherPosition
                other -= 1
            } else {
                return .none
            }
            // Asked exactly as the generic loop asks a subview.
            let found = Unretained(candidates[position]).withObject { subview in
                View.visit(subview, point, with: event, in: app, generation: generation)
            }
            if let found { return .found(found) }
            // A script moved a view, replaced a behaviour or edited the tree: the subviews
            // skipped so far were still nil when the walk would have asked them; the rest are
            // asked one by one.
            if !rowIndex.isValid || app?.treeGeneration != generation { return .resume(position) }
        }
    }

    /// Sorts the subviews into rows and irregular ones (see the extension's comment).
    final func rebuildRowIndex() {
        var index = RowHitIndex()
        index.isValid = true
        index.subviewCount = subviews.count
        guard subviews.count >= Self.hitIndexMinimumSubviews else {
            rowIndex = index
            return
        }
        index.rows.reserveCapacity(subviews.count)
        var lastMin = 0.0
        var lastMax = 0.0
        for (position, subview) in subviews.enumerated() {
            let origin = subview.frameOrigin
            let bounds = subview.bounds
            let maxY = origin.y + bounds.size.height
            let plain =
                !subview.leavesPlainHitPath && subview.overridden(.pointInside) == nil
                && subview.overridden(.hitTest) == nil && bounds.origin == .zero
                && origin.y.isFinite && origin.y >= 0 && maxY.isFinite
            if plain, origin.y >= lastMin, maxY >= lastMax {
                index.rows.append(RowHitIndex.Row(minY: origin.y, maxY: maxY, position: position))
                lastMin = origin.y
                lastMax = maxY
            } else {
                index.irregular.append(position)
            }
        }
        index.isUsable = index.irregular.count <= Self.hitIndexMaximumIrregular
        rowIndex = index
    }

    /// A subview's frame, bounds, transform or behaviour changed, or the subviews did.
    final func invalidateRowIndex() {
        rowIndex.isValid = false
    }
}

/// The table's rows sorted by y for ``TableView/rowHitTest(_:_:with:in:generation:)``.
struct RowHitIndex {
    struct Row {
        var minY: Double
        var maxY: Double
        /// The row's place among the table's subviews (0 is the back).
        var position: Int
    }

    /// False after a change the index has not seen.
    var isValid = false
    /// False when the generic walk should run instead (few subviews, many irregular ones).
    var isUsable = false
    /// How many subviews there were when it was built.
    var subviewCount = 0
    /// Rows in front-to-back order reversed (back first), with minY and maxY non-decreasing.
    var rows: [Row] = []
    /// Places of the subviews that are always visited, back first.
    var irregular: [Int] = []
}
