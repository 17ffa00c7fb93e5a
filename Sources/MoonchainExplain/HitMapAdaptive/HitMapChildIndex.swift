/// A view's subviews by place on the sample grid: per square bucket of cells, the positions
/// (ascending, so in the walk's back-to-front order when read backwards) of the subviews whose
/// reach meets it. A sample then asks the few subviews that can take it instead of all.
struct HitMapChildIndex {
    /// Cells per bucket side: the quadtree's blocks of up to this size fall in one bucket.
    static let bucketSide = 8
    /// A view with fewer subviews walks them all.
    static let minimumChildren = 16

    private let columns: Int, rows: Int
    private var buckets: [[Int]]

    /// An index of `children` over `grid`, or nil when a plain walk is as good.
    init?(children: [HitMapNode], grid: CellRect) {
        guard children.count >= Self.minimumChildren, let gridColumns = grid.columns, let gridRows = grid.rows else {
            return nil
        }
        columns = gridColumns.upperBound / Self.bucketSide + 1
        rows = gridRows.upperBound / Self.bucketSide + 1
        buckets = Array(repeating: [], count: columns * rows)
        var everywhere = 0
        for (position, child) in children.enumerated() {
            // A subview that may answer anywhere is in every bucket.
            let reach = child.reach ?? grid
            if child.reach == nil { everywhere += 1 }
            guard let cs = reach.columns, let rs = reach.rows else { continue }
            for bucketRow in (rs.lowerBound / Self.bucketSide)...(rs.upperBound / Self.bucketSide) {
                for bucketColumn in (cs.lowerBound / Self.bucketSide)...(cs.upperBound / Self.bucketSide) {
                    buckets[bucketRow * columns + bucketColumn].append(position)
                }
            }
        }
        // Mostly subviews that answer anywhere: the index would only cost memory.
        if everywhere * 2 > children.count { return nil }
    }

    /// The subviews that may take the sample of cell (`column`, `row`), in order.
    func candidates(column: Int, row: Int) -> [Int] {
        let bucketColumn = column / Self.bucketSide
        let bucketRow = row / Self.bucketSide
        guard bucketColumn < columns, bucketRow < rows else { return [] }
        return buckets[bucketRow * columns + bucketColumn]
    }

    /// The subviews whose reach may meet `block`, when it lies in one bucket (nil otherwise:
    /// then the caller asks every subview).
    func candidates(in block: CellRect) -> [Int]? {
        guard let cs = block.columns, let rs = block.rows else { return [] }
        let bucketColumn = cs.lowerBound / Self.bucketSide
        let bucketRow = rs.lowerBound / Self.bucketSide
        guard bucketColumn == cs.upperBound / Self.bucketSide, bucketRow == rs.upperBound / Self.bucketSide else {
            return nil
        }
        return candidates(column: cs.lowerBound, row: rs.lowerBound)
    }
}
