import Testing

@testable import ResponderKit

/// A table of ten 50-point rows (r0...r9) filling a window.
private final class TableScene {
    let scene = TestScene()
    let table = TableView(name: "t", frame: rect(0, 0, 390, 844))
    let delegate: ScrollRecorder

    init(rows: Int = 10) {
        scene.window("w").addSubview(table)
        for i in 0..<rows { table.addSubview(Cell(name: "r\(i)", height: 50)) }
        table.layoutCells()
        delegate = ScrollRecorder(log: scene.log)
        table.behavior = delegate
    }

    func tap(_ id: Int, row: Int, at time: Double) {
        scene.at(time)
        scene.touch(id, .began, 100, Double(row) * 50 + 20)
        scene.at(time + 0.05)
        scene.touch(id, .ended, 100, Double(row) * 50 + 20)
    }
}

@Suite("Table rules L1–L4")
struct TableRulesTests {
    @Test("L1 cells stack top to bottom at the table's width; a cell's next responder is the table")
    func stacking() {
        let s = TableScene()
        let cells = s.table.cells
        #expect(cells[3].frame == rect(0, 150, 390, 50))
        #expect(cells[3].row == 3)
        #expect(s.table.contentSize == Size(width: 390, height: 500))
        #expect(cells[3].nextResponder() === s.table)
    }

    @Test("L2 a row is highlighted when the touch reaches the table's default touchesBegan (after the delay)")
    func highlight() {
        let s = TableScene()
        s.scene.touch(1, .began, 100, 120)
        #expect(!s.table.cells[2].isHighlighted)
        s.scene.at(0.15)
        #expect(s.table.cells[2].isHighlighted)
        #expect(s.scene.log.entries == ["highlight r2"])
    }

    @Test("L2 a cell that handles touchesBegan itself (no super) is not highlighted")
    func ownHandler() {
        let s = TableScene()
        s.scene.record(s.table.cells[2])
        s.tap(1, row: 2, at: 0)
        #expect(!s.scene.log.entries.contains("highlight r2"))
        #expect(!s.table.cells[2].isSelected)
    }

    @Test("L3 touch-up: unhighlight, willSelect, deselect the old row, didSelect")
    func selection() {
        let s = TableScene()
        s.tap(1, row: 3, at: 0)
        s.scene.log.clear()
        s.tap(2, row: 5, at: 1)
        #expect(
            s.scene.log.entries == [
                "highlight r5", "unhighlight r5", "willSelect r5", "willDeselect r3", "didDeselect r3", "didSelect r5",
            ])
        #expect(s.table.selectedCells().map(\.name) == ["r5"])
    }

    @Test("L3 willSelectRow may answer another cell, or nil for none")
    func willSelectRedirects() {
        let s = TableScene()
        s.delegate.willSelect = { cell in cell.row == 1 ? nil : s.table.cells[0] }
        s.tap(1, row: 1, at: 0)
        #expect(s.table.selectedCells().isEmpty)
        s.tap(2, row: 4, at: 1)
        #expect(s.table.selectedCells().map(\.name) == ["r0"])
    }

    @Test("L3 a touch cancelled by a scroll clears the highlight and selects nothing")
    func cancelledByScroll() {
        let s = TableScene(rows: 40)
        s.scene.touch(1, .began, 100, 120)
        s.scene.at(0.3)
        s.scene.touch(1, .moved, 100, 90)
        s.scene.at(0.4)
        s.scene.touch(1, .ended, 100, 60)
        #expect(s.scene.log.entries.prefix(2) == ["highlight r2", "unhighlight r2"])
        #expect(s.table.selectedCells().isEmpty)
    }

    @Test("L4 allowsSelection false: no highlight, no selection; multiple selection toggles")
    func flags() {
        let s = TableScene()
        s.table.allowsSelection = false
        s.tap(1, row: 2, at: 0)
        #expect(s.scene.log.entries.isEmpty)
        s.table.allowsSelection = true
        s.table.allowsMultipleSelection = true
        s.tap(2, row: 2, at: 1)
        s.tap(3, row: 4, at: 2)
        #expect(s.table.selectedCells().map(\.name) == ["r2", "r4"])
        s.tap(4, row: 2, at: 3)
        #expect(s.table.selectedCells().map(\.name) == ["r4"])
    }

    @Test("L1 a table of 100,000 cells lays out and selects a far row")
    func manyCells() {
        let s = TableScene(rows: 0)
        for i in 0..<100_000 { s.table.addSubview(Cell(name: "c\(i)")) }
        s.table.layoutCells()
        #expect(s.table.contentSize.height == 4_400_000)
        s.table.contentOffset = Point(0, 44 * 99_990)
        s.scene.touch(1, .began, 100, 10)
        s.scene.at(0.05)
        s.scene.touch(1, .ended, 100, 10)
        #expect(s.table.selectedCells().map(\.row) == [99_990])
    }
}
