import ResponderKit

extension SceneInspector {
    /// Samples the screen every `step` points (at each cell's centre) with the same hit test as
    /// a new touch (only in `window` when given), and places every view. Scripts see a nil
    /// `event`; what they print while sampling is not shown, and each distinct script error is
    /// reported once.
    public func hitMap(step: Double = 4, window: Window? = nil) -> HitMap {
        let screen = application.screenSize
        let columns = max(0, Int((screen.width / step).rounded(.up)))
        let rows = max(0, Int((screen.height / step).rounded(.up)))
        var map = HitMap(screen: screen, step: step, columns: columns, rows: rows, cells: [],
                         views: placedViews(), legend: [], restrictedTo: window?.name)

        var winners: [String: (view: View, cells: Int, area: Double)] = [:]
        var names: [String?] = []
        names.reserveCapacity(columns * rows)
        output.sampling = true
        for row in 0..<rows {
            for column in 0..<columns {
                let point = map.samplePoint(column: column, row: row)
                guard let hit = hitTest(screenPoint: point, window: window) else { names.append(nil); continue }
                let rect = map.cellRect(column: column, row: row)
                let name = hit.view.name
                let previous = winners[name] ?? (hit.view, 0, 0)
                winners[name] = (hit.view, previous.cells + 1, previous.area + rect.width * rect.height)
                names.append(name)
            }
        }
        output.sampling = false

        let screenArea = max(screen.width * screen.height, 1)
        let order = map.views.map(\.name).filter { winners[$0] != nil }
            + winners.keys.filter { name in !map.views.contains { $0.name == name } }.sorted()
        var index: [String: Int] = [:]
        for (position, name) in order.enumerated() {
            guard let winner = winners[name] else { continue }
            let fraction = winner.area / screenArea
            index[name] = position
            map.legend.append(HitMap.Entry(
                name: name, color: winner.view is Window ? HitMapPalette.windowColor(position) : HitMapPalette.color(position), cells: winner.cells, areaFraction: fraction,
                invisibleButBlocking: winner.view.alpha < HitMap.invisibleAlpha && fraction > HitMap.blockingArea))
        }
        map.cells = names.map { $0.flatMap { index[$0] } }
        return map
    }

    /// Script errors raised while sampling hit maps so far: each distinct first line (the
    /// message with its file:line), with how many samples raised it.
    public var samplingErrors: [(message: String, count: Int)] { output.samplingErrors }

    /// Lines scripts printed while sampling (they are not shown).
    public var suppressedPrints: Int { output.suppressedPrints }

    /// Every view of every window (windows front to back, then each tree parents first).
    func placedViews() -> [HitMap.ViewBox] {
        var boxes: [HitMap.ViewBox] = []
        func visit(_ view: View, depth: Int, hiddenAbove: Bool) {
            let hidden = hiddenAbove || view.isHidden
            let corners = view.screenOutline
            let box = Rect.boundingBox(of: corners)
            // Axis-aligned (no transform, or one that only moves or scales): the rect is the outline.
            let aligned = corners[0].y == corners[1].y && corners[1].x == corners[2].x
                && corners[2].y == corners[3].y && corners[3].x == corners[0].x
                && corners[0].x <= corners[1].x && corners[0].y <= corners[3].y
            boxes.append(HitMap.ViewBox(name: view.name, kind: view.kind.rawValue,
                                        screenFrame: aligned ? Rect(origin: corners[0], size: box.size) : box,
                                        hidden: hidden, alpha: view.alpha, depth: depth,
                                        outline: aligned ? nil : corners, backgroundColor: view.backgroundColor))
            for subview in view.subviews { visit(subview, depth: depth + 1, hiddenAbove: hidden) }
        }
        for window in application.windowsFrontToBack { visit(window, depth: 0, hiddenAbove: false) }
        return boxes
    }
}
