import ResponderKit

/// A hit map sampled a few cells at a time, so a caller with other work (the studio's event
/// path) can spread it out, drop it for a newer one, or start it again when the scene
/// changes. `SceneInspector.hitMap(step:window:)` runs one to the end.
public final class HitMapSampler {
    private let inspector: SceneInspector
    private let window: Window?
    private var map: HitMap
    private var winners: [String: (view: View, cells: Int, area: Double)] = [:]
    private var names: [String?] = []
    /// The next cell to sample (row by row).
    public private(set) var cell = 0

    /// A sampler of `inspector`'s scene as it is now, every `step` points (only in `window`
    /// when given).
    public init(inspector: SceneInspector, step: Double, window: Window? = nil) {
        self.inspector = inspector
        self.window = window
        let screen = inspector.application.screenSize
        let columns = max(0, Int((screen.width / step).rounded(.up)))
        let rows = max(0, Int((screen.height / step).rounded(.up)))
        map = HitMap(screen: screen, step: step, columns: columns, rows: rows, cells: [],
                     views: inspector.placedViews(), legend: [], restrictedTo: window?.name)
        names.reserveCapacity(columns * rows)
    }

    /// The distance between samples, in points.
    public var step: Double { map.step }

    /// Whether every cell is sampled.
    public var isDone: Bool { cell >= map.rows * map.columns }

    /// Samples cells while `shouldContinue` says so (asked after each one: a cell of a large
    /// scene with scripts can take long) or until all are done; returns whether all are.
    @discardableResult
    public func sample(while shouldContinue: () -> Bool = { true }) -> Bool {
        inspector.output.sampling = true
        defer { inspector.output.sampling = false }
        let count = map.rows * map.columns
        while cell < count {
            let row = cell / map.columns, column = cell % map.columns
            cell += 1
            let point = map.samplePoint(column: column, row: row)
            if let hit = inspector.hitTest(screenPoint: point, window: window) {
                let rect = map.cellRect(column: column, row: row)
                let name = hit.view.name
                let previous = winners[name] ?? (hit.view, 0, 0)
                winners[name] = (hit.view, previous.cells + 1, previous.area + rect.width * rect.height)
                names.append(name)
            } else {
                names.append(nil)
            }
            if !shouldContinue() { break }
        }
        return isDone
    }

    /// The map, once every row is sampled (samples the rest first if not).
    public func result() -> HitMap {
        sample()
        var map = self.map
        let screen = map.screen
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
}
