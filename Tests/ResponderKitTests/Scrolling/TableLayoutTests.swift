import MoonchainTestSupport
import PropertyBased
import Testing

@testable import ResponderKit

/// A table of `rows` cells of the default 44 points, in a window.
private func table(rows: Int) -> (scene: TestScene, table: TableView) {
    let scene = TestScene(tracing: false)
    let table = TableView(name: "t", frame: rect(0, 0, 390, 844))
    scene.window("w").addSubview(table)
    for i in 0..<rows { table.addSubview(Cell(name: "r\(i)")) }
    return (scene, table)
}

/// Each cell's frame and row, and the content size: what the stacking decides.
private func layout(of table: TableView) -> [String] {
    table.cells.map { "\($0.name) \($0.frame) row \($0.row)" } + ["content \(table.contentSize)"]
}

@Suite("Table layout L1 at every change")
struct TableLayoutTests {
    @Test("L1 cells added one by one are stacked at once, with the content size, no layoutCells call")
    func added() {
        let (_, table) = table(rows: 3)
        #expect(table.cells.map(\.frame) == [rect(0, 0, 390, 44), rect(0, 44, 390, 44), rect(0, 88, 390, 44)])
        #expect(table.cells.map(\.row) == [0, 1, 2])
        #expect(table.contentSize == Size(width: 390, height: 132))
        table.addSubview(Cell(name: "tall", height: 100))
        #expect(table.cells[3].frame == rect(0, 132, 390, 100))
        #expect(table.contentSize.height == 232)
    }

    @Test("L1 a cell inserted in the middle pushes the rows below down and renumbers them")
    func inserted() {
        let (_, table) = table(rows: 4)
        table.insertSubview(Cell(name: "new", height: 10), at: 1)
        #expect(table.cells.map(\.name) == ["r0", "new", "r1", "r2", "r3"])
        #expect(table.cells.map(\.row) == [0, 1, 2, 3, 4])
        #expect(table.cells.map(\.frame.minY) == [0, 44, 54, 98, 142])
        #expect(table.contentSize.height == 186)
    }

    @Test("L1 a removed cell leaves no gap; it is in no table (row -1)")
    func removed() {
        let (_, table) = table(rows: 4)
        let second = table.cells[1]
        second.removeFromSuperview()
        #expect(second.row == -1)
        #expect(table.cells.map(\.row) == [0, 1, 2])
        #expect(table.cells.map(\.frame.minY) == [0, 44, 88])
        #expect(table.contentSize.height == 132)
    }

    @Test("L1 a cell moved to another table is stacked there and leaves no gap in the first")
    func movedBetweenTables() {
        let (scene, first) = table(rows: 3)
        let second = TableView(name: "u", frame: rect(0, 0, 200, 400))
        scene.app.windows[0].addSubview(second)
        second.addSubview(Cell(name: "u0"))
        let moved = first.cells[0]
        second.addSubview(moved)
        #expect(first.cells.map(\.frame.minY) == [0, 44])
        #expect(first.contentSize.height == 88)
        #expect(moved.frame == rect(0, 44, 200, 44))
        #expect(moved.row == 1)
        #expect(second.contentSize == Size(width: 200, height: 88))
    }

    @Test("L1 a changed height moves the rows below; a new rowHeight re-stacks the rows that give none")
    func heights() {
        let (_, table) = table(rows: 3)
        table.cells[0].cellHeight = 10
        #expect(table.cells.map(\.frame.minY) == [0, 10, 54])
        table.rowHeight = 20
        #expect(table.cells.map(\.frame.minY) == [0, 10, 30])
        #expect(table.contentSize.height == 50)
    }

    @Test("L1 a view that is not a cell is left where it is; the cells stack around it")
    func otherSubviews() {
        let (_, table) = table(rows: 2)
        let header = View(name: "header", frame: rect(5, 500, 50, 50))
        table.insertSubview(header, at: 1)
        #expect(header.frame == rect(5, 500, 50, 50))
        table.addSubview(Cell(name: "r2"))
        #expect(table.cells.map(\.frame.minY) == [0, 44, 88])
        #expect(table.cells.map(\.row) == [0, 1, 2])
    }

    @Test("L1 a cell a script moved goes back into the stack at the next change; an explicit content size stays")
    func movedCellAndExplicitSize() {
        let (_, table) = table(rows: 3)
        table.cells[1].frame = rect(0, 300, 390, 44)
        table.addSubview(Cell(name: "r3"))
        #expect(table.cells.map(\.frame.minY) == [0, 44, 88, 132])
        table.explicitContentSize = Size(width: 390, height: 1000)
        table.addSubview(Cell(name: "r4"))
        #expect(table.contentSize.height == 1000)
        table.bringSubviewToFront(table.cells[0])
        #expect(table.cells.map(\.name) == ["r1", "r2", "r3", "r4", "r0"])
        #expect(table.cells.map(\.row) == [0, 1, 2, 3, 4])
        #expect(table.cells[4].frame.minY == 176)
    }

    @Test(
        "L1 after any sequence of additions, insertions, removals and height changes the rows are where a full stacking puts them"
    )
    func incrementalEqualsFull() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: seed))
            let (_, table) = table(rows: Int.random(in: 0...6, using: &rng))
            var made = 0
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                made += 1
                let count = table.subviews.count
                switch Int.random(in: 0..<7, using: &rng) {
                case 0:
                    table.addSubview(Cell(name: "n\(made)", height: [nil, 0, 12.5, 60].randomElement(using: &rng)!))
                case 1: table.insertSubview(Cell(name: "n\(made)"), at: Int.random(in: 0...count, using: &rng))
                case 2: if count > 0 { table.subviews[Int.random(in: 0..<count, using: &rng)].removeFromSuperview() }
                case 3:
                    if let cell = table.cells.randomElement(using: &rng) {
                        cell.cellHeight = Double(Int.random(in: 0...80, using: &rng)) / 4
                    }
                case 4:
                    table.insertSubview(
                        View(name: "v\(made)", frame: rect(0, 7, 10, 10)), at: Int.random(in: 0...count, using: &rng))
                case 5: if let cell = table.cells.randomElement(using: &rng) { cell.frame = rect(3, 999, 20, 20) }
                default:
                    if count > 0 { table.bringSubviewToFront(table.subviews[Int.random(in: 0..<count, using: &rng)]) }
                }
            }
            // A script's move (case 5) is only undone by the next change: make one.
            table.addSubview(Cell(name: "last"))
            let incremental = layout(of: table)
            table.layoutCells()
            #expect(incremental == layout(of: table))
        }
    }
}
