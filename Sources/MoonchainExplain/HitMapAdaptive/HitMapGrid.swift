import ResponderKit

/// A rectangle of a hit map's sample cells: inclusive column and row ranges (empty when a
/// range is). The adaptive sampler reasons about where views are in these units, because
/// only the cells' centres are ever sampled.
struct CellRect: Equatable {
    var columns: ClosedRange<Int>?
    var rows: ClosedRange<Int>?

    /// No cell.
    static let empty = CellRect(columns: nil, rows: nil)

    init(columns: ClosedRange<Int>?, rows: ClosedRange<Int>?) {
        // An empty range on either axis is the empty rect.
        if columns == nil || rows == nil {
            self.columns = nil
            self.rows = nil
        } else {
            self.columns = columns
            self.rows = rows
        }
    }

    init(column: Int, row: Int) {
        self.init(columns: column...column, rows: row...row)
    }

    var isEmpty: Bool { columns == nil }

    func contains(column: Int, row: Int) -> Bool {
        guard let columns, let rows else { return false }
        return columns.contains(column) && rows.contains(row)
    }

    func contains(_ other: CellRect) -> Bool {
        guard let otherColumns = other.columns, let otherRows = other.rows else { return true }
        guard let columns, let rows else { return false }
        return columns.lowerBound <= otherColumns.lowerBound && otherColumns.upperBound <= columns.upperBound
            && rows.lowerBound <= otherRows.lowerBound && otherRows.upperBound <= rows.upperBound
    }

    func intersects(_ other: CellRect) -> Bool {
        guard let columns, let rows, let otherColumns = other.columns, let otherRows = other.rows else { return false }
        return columns.overlaps(otherColumns) && rows.overlaps(otherRows)
    }

    /// The smallest rect holding both.
    func union(_ other: CellRect) -> CellRect {
        guard let columns, let rows else { return other }
        guard let otherColumns = other.columns, let otherRows = other.rows else { return self }
        return CellRect(
            columns: min(
                columns.lowerBound, otherColumns.lowerBound)...max(columns.upperBound, otherColumns.upperBound),
            rows: min(rows.lowerBound, otherRows.lowerBound)...max(rows.upperBound, otherRows.upperBound))
    }

    /// Grown by `cells` on every side, then cut to `bounds`.
    func expanded(by cells: Int, within bounds: CellRect) -> CellRect {
        guard let columns, let rows, let maxColumns = bounds.columns, let maxRows = bounds.rows else { return .empty }
        let c0 = max(columns.lowerBound - cells, maxColumns.lowerBound)
        let c1 = min(columns.upperBound + cells, maxColumns.upperBound)
        let r0 = max(rows.lowerBound - cells, maxRows.lowerBound)
        let r1 = min(rows.upperBound + cells, maxRows.upperBound)
        return CellRect(columns: c0 <= c1 ? c0...c1 : nil, rows: r0 <= r1 ? r0...r1 : nil)
    }
}

/// The sample grid of a hit map: where each cell's sample point is, and which cells' samples
/// fall in a rect of the screen.
struct HitMapGrid {
    let map: HitMap

    var all: CellRect {
        CellRect(columns: map.columns > 0 ? 0...(map.columns - 1) : nil, rows: map.rows > 0 ? 0...(map.rows - 1) : nil)
    }

    func sampleX(_ column: Int) -> Double { map.samplePoint(column: column, row: 0).x }
    func sampleY(_ row: Int) -> Double { map.samplePoint(column: 0, row: row).y }

    /// The cells whose samples lie in `rect` grown by a hair (`surely: false`: a superset of the
    /// cells the rect contains, whatever its edge rule and rounding), or shrunk by one (`surely:
    /// true`: a subset). A rect that is not finite covers every cell, and surely none.
    func cells(in rect: Rect, surely: Bool) -> CellRect {
        guard rect.isFinite else { return surely ? .empty : all }
        let margin = 1e-9 * (1 + abs(rect.minX) + abs(rect.maxX) + abs(rect.minY) + abs(rect.maxY))
        let grow = surely ? -margin : margin
        return CellRect(
            columns: span(from: rect.minX - grow, to: rect.maxX + grow, count: map.columns, at: sampleX),
            rows: span(from: rect.minY - grow, to: rect.maxY + grow, count: map.rows, at: sampleY))
    }

    /// The indices whose sample coordinate lies in `low...high`.
    private func span(from low: Double, to high: Double, count: Int, at coordinate: (Int) -> Double) -> ClosedRange<
        Int
    >? {
        guard count > 0, low <= high else { return nil }
        let step = map.step
        // A first guess from the regular spacing, then corrected against the real samples
        // (the last cell is cut at the screen's edge, so its sample is not on the spacing).
        var first = guess(low / step - 0.5, rounded: .down, count: count)
        while first > 0, coordinate(first - 1) >= low { first -= 1 }
        while first < count, coordinate(first) < low { first += 1 }
        var last = guess(high / step - 0.5, rounded: .up, count: count)
        while last < count - 1, coordinate(last + 1) <= high { last += 1 }
        while last >= 0, coordinate(last) > high { last -= 1 }
        return first <= last ? first...last : nil
    }

    /// `value` rounded to an index in `0..<count` (clamped first: a far rect must not trap).
    private func guess(_ value: Double, rounded rule: FloatingPointRoundingRule, count: Int) -> Int {
        Int(min(max(value, 0), Double(count - 1)).rounded(rule))
    }
}
