import ResponderKit

/// Finds where a behaviour's `pointInside` says yes on the sample grid, so the sampler knows
/// which samples to ask it about. It starts from the view's bounds and asks the ring of cells
/// around what it has found, `band` cells wide, growing while the ring has a yes: the area
/// found is every yes connected to the bounds through gaps narrower than the band. A yes
/// beyond a band of no all round is not seen (the documented limit of the adaptive map).
struct HitMapProbe {
    let grid: HitMapGrid
    /// The width of the ring of no that ends the search, in cells: at least 8 points and 2 cells.
    let band: Int

    init(grid: HitMapGrid) {
        self.grid = grid
        band = max(2, Int(min(8 / max(grid.map.step, 1e-9), 1e6).rounded(.up)))
    }

    /// The cells where `node`'s `pointInside` may say yes; asks it at the samples of the rings.
    func reach(of node: HitMapNode) -> CellRect {
        let all = grid.all
        guard !all.isEmpty else { return .empty }
        var box = node.reach ?? all
        if box.isEmpty { box = seed(for: node.view) }
        var asked = Set<Int>()
        let view = node.view
        while true {
            let ring = box.expanded(by: band, within: all)
            guard let columns = ring.columns, let rows = ring.rows else { return box }
            var found = CellRect.empty
            for row in rows {
                for column in columns where !box.contains(column: column, row: row) {
                    guard asked.insert(row * grid.map.columns + column).inserted else { continue }
                    let point = view.convertFromScreen(grid.map.samplePoint(column: column, row: row))
                    if view.point(inside: point, with: nil) { found = found.union(CellRect(column: column, row: row)) }
                }
            }
            let grown = box.union(found)
            if grown == box { return box }
            box = grown
        }
    }

    /// A view whose bounds hold no sample (too small, or off the screen): the search starts at
    /// the cell nearest its middle.
    private func seed(for view: View) -> CellRect {
        let box = Rect.boundingBox(of: view.screenOutline)
        let map = grid.map
        guard box.isFinite, map.step > 0 else { return CellRect(column: 0, row: 0) }
        let column = Int(min(max(box.midX / map.step, 0), Double(map.columns - 1)))
        let row = Int(min(max(box.midY / map.step, 0), Double(map.rows - 1)))
        return CellRect(column: column, row: row)
    }
}
