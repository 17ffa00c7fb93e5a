import ResponderKit

/// A hit map sampled a little at a time, so a caller with other work (the studio's event
/// path) can spread it out, drop it for a newer one, or start it again when the scene
/// changes. `SceneExplainer.hitMap(step:window:)` runs one to the end.
///
/// The map is ADAPTIVE and gives what sampling the centre of every cell gives: where no
/// behaviour decides, blocks of cells that no view's edge crosses are known to go to one view
/// and take one sample; where a behaviour's `pointInside` decides, its area is first probed
/// (`HitMapProbe`) and every cell in it is sampled; and each sample asks only the views whose
/// area can hold it (`HitMapNode`). A behaviour's `hitTest` is asked at every cell it can see.
public final class HitMapSampler {
    /// What the sampler does next.
    enum Phase { case preparing, probing, sampling, done }

    private let explainer: SceneExplainer
    private let window: Window?
    private var map: HitMap
    private var winners: [String: (view: View, cells: Int, area: Double)] = [:]
    private var names: [String?] = []
    private let grid: HitMapGrid
    /// The windows the sampler walks, front to back; nil for a scene too deep for the
    /// recursive walk (then every cell is sampled with the real hit test).
    private var roots: [HitMapNode]?
    private var probes: [HitMapNode] = []
    private var blocks: [CellRect] = []
    private var denseCell = 0
    private(set) var phase = Phase.preparing

    /// How many pieces of work are done so far (a probed view, a block, a cell).
    public private(set) var progress = 0

    /// Cells per side of the first blocks: a block no view's edge crosses takes one sample.
    static let coarseBlock = 16
    /// Deeper trees are sampled cell by cell with the real hit test (the adaptive walk recurses).
    static let maximumDepth = 1_000

    /// A sampler of `explainer`'s scene, every `step` points (only in `window` when given).
    /// It looks at the scene when it first samples (so starting one over costs an input nothing).
    public init(explainer: SceneExplainer, step: Double, window: Window? = nil) {
        self.explainer = explainer
        self.window = window
        let screen = explainer.application.screenSize
        let columns = max(0, Int(min((screen.width / step).rounded(.up), 1e9)))
        let rows = max(0, Int(min((screen.height / step).rounded(.up), 1e9)))
        map = HitMap(
            screen: screen, step: step, columns: columns, rows: rows, cells: [],
            views: [], legend: [], restrictedTo: window?.name)
        grid = HitMapGrid(map: map)
    }

    /// Places the views and builds the walk's tree (the first piece of work).
    private func prepare() {
        map.views = explainer.placedViews()
        names = Array(repeating: nil, count: map.columns * map.rows)
        phase = .probing
        let windows = window.map { [$0] } ?? explainer.application.windowsFrontToBack
        guard windows.allSatisfy({ Self.depth(of: $0) <= Self.maximumDepth }) else {
            roots = nil
            phase = .sampling
            return
        }
        let roots = windows.map { HitMapNode(view: $0, grid: grid, transformedAbove: false) }
        self.roots = roots
        for root in roots {
            root.forEach { if $0.scriptedPointInside && !$0.scriptedHitTest && !$0.skipped { probes.append($0) } }
        }
        probes.reverse()
        let all = grid.all
        if let columns = all.columns, let rows = all.rows {
            for row in stride(from: rows.lowerBound, through: rows.upperBound, by: Self.coarseBlock) {
                for column in stride(from: columns.lowerBound, through: columns.upperBound, by: Self.coarseBlock) {
                    blocks.append(
                        CellRect(
                            columns: column...min(column + Self.coarseBlock - 1, columns.upperBound),
                            rows: row...min(row + Self.coarseBlock - 1, rows.upperBound)))
                }
            }
        }
        blocks.reverse()
        if probes.isEmpty { startSampling() }
    }

    /// The distance between samples, in points.
    public var step: Double { map.step }

    /// Whether every cell is known.
    public var isDone: Bool { phase == .done }

    /// Works while `shouldContinue` says so (asked after each piece: a piece of a large scene
    /// with scripts can take long) or until the map is known; returns whether it is.
    @discardableResult
    public func sample(while shouldContinue: () -> Bool = { true }) -> Bool {
        explainer.output.sampling = true
        defer { explainer.output.sampling = false }
        while phase != .done {
            switch phase {
            case .preparing: prepare()
            case .probing: probeNext()
            case .sampling: roots == nil ? sampleNextCell() : sampleNextBlock()
            case .done: break
            }
            progress += 1
            if !shouldContinue() { break }
        }
        return isDone
    }

    /// The map, once every cell is known (works out the rest first if not).
    public func result() -> HitMap {
        sample()
        var map = self.map
        let screen = map.screen
        let screenArea = max(screen.width * screen.height, 1)
        let order =
            map.views.map(\.name).filter { winners[$0] != nil }
            + winners.keys.filter { name in !map.views.contains { $0.name == name } }.sorted()
        var index: [String: Int] = [:]
        for (position, name) in order.enumerated() {
            guard let winner = winners[name] else { continue }
            let fraction = winner.area / screenArea
            index[name] = position
            map.legend.append(
                HitMap.Entry(
                    name: name,
                    color: winner.view is Window ? HitMapPalette.windowColor(position) : HitMapPalette.color(position),
                    cells: winner.cells, areaFraction: fraction,
                    invisibleButBlocking: winner.view.alpha < HitMap.invisibleAlpha && fraction > HitMap.blockingArea))
        }
        map.cells = names.map { $0.flatMap { index[$0] } }
        return map
    }

    // MARK: - Pieces of work

    private func probeNext() {
        guard let node = probes.popLast() else { return startSampling() }
        node.reach = HitMapProbe(grid: grid).reach(of: node)
        if probes.isEmpty { startSampling() }
    }

    /// Every reach is known: index the subviews of views with many.
    private func startSampling() {
        let all = grid.all
        for root in roots ?? [] {
            root.forEach { $0.index = HitMapChildIndex(children: $0.children, grid: all) }
        }
        phase = .sampling
        if roots != nil, blocks.isEmpty { phase = .done }
    }

    /// A block: one sample for all its cells when the walk is the same over it, else its
    /// quarters (a single cell is sampled).
    private func sampleNextBlock() {
        guard let block = blocks.popLast(), let columns = block.columns, let rows = block.rows, let roots else {
            if blocks.isEmpty { phase = .done }
            return
        }
        defer { if blocks.isEmpty { phase = .done } }
        if columns.count == 1 && rows.count == 1 || roots.allSatisfy({ $0.isUniform(over: block) }) {
            let view = hit(column: columns.lowerBound, row: rows.lowerBound)
            for row in rows { for column in columns { record(view, column: column, row: row) } }
            return
        }
        let midColumn = (columns.lowerBound + columns.upperBound) / 2
        let midRow = (rows.lowerBound + rows.upperBound) / 2
        let quarters = [
            CellRect(columns: columns.lowerBound...midColumn, rows: rows.lowerBound...midRow),
            CellRect(
                columns: midColumn < columns.upperBound ? (midColumn + 1)...columns.upperBound : nil,
                rows: rows.lowerBound...midRow),
            CellRect(
                columns: columns.lowerBound...midColumn,
                rows: midRow < rows.upperBound ? (midRow + 1)...rows.upperBound : nil),
            CellRect(
                columns: midColumn < columns.upperBound ? (midColumn + 1)...columns.upperBound : nil,
                rows: midRow < rows.upperBound ? (midRow + 1)...rows.upperBound : nil),
        ]
        blocks += quarters.reversed().filter { !$0.isEmpty }
    }

    /// A scene too deep for the adaptive walk: the next cell with the real hit test.
    private func sampleNextCell() {
        guard denseCell < names.count, map.columns > 0 else {
            phase = .done
            return
        }
        let row = denseCell / map.columns
        let column = denseCell % map.columns
        denseCell += 1
        let point = map.samplePoint(column: column, row: row)
        record(explainer.hitTest(screenPoint: point, window: window)?.view, column: column, row: row)
        if denseCell >= names.count { phase = .done }
    }

    /// The view a new touch at the cell's sample reaches: the windows front to back (rule H7).
    private func hit(column: Int, row: Int) -> View? {
        let point = map.samplePoint(column: column, row: row)
        for root in roots ?? [] {
            if let view = root.hit(root.view.convertFromScreen(point), column: column, row: row) { return view }
        }
        return nil
    }

    private func record(_ view: View?, column: Int, row: Int) {
        guard let view else { return }
        let rect = map.cellRect(column: column, row: row)
        let previous = winners[view.name] ?? (view, 0, 0)
        winners[view.name] = (view, previous.cells + 1, previous.area + rect.width * rect.height)
        names[row * map.columns + column] = view.name
    }

    /// How many views deep `root`'s tree goes (without recursion: the depth is the user's).
    private static func depth(of root: View) -> Int {
        var deepest = 0
        var stack: [(View, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast().map({ ($0.0, $0.1) }) {
            deepest = max(deepest, depth)
            if deepest > maximumDepth { return deepest }
            stack += view.subviews.map { ($0, depth + 1) }
        }
        return deepest
    }
}
