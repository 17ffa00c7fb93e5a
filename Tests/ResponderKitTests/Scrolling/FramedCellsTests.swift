import Testing

@testable import ResponderKit

/// v3: a table whose cells all have a placed frame (an imported table) puts them there.
@Suite("Tables of framed cells")
struct FramedCellsTests {
    /// 20 cells (enough for the hit index), 30 points high with 10-point gaps, added bottom first.
    func framedTable() -> (Application, TableView, [Cell]) {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let table = TableView(name: "t", frame: rect(0, 0, 390, 844))
        window.addSubview(table)
        var cells: [Cell] = []
        for index in (0..<20).reversed() {
            let cell = Cell(name: "c\(index)")
            cell.placedFrame = rect(20, 10 + Double(index) * 40, 300, 30)
            table.addSubview(cell)
            cells.append(cell)
        }
        table.placesCellsAtFrames = true
        return (app, table, Array(cells.reversed()))
    }

    @Test("L1 framed cells are hit-tested at their frames, gaps reach the table, rows count in order of y")
    func placed() {
        let (app, table, cells) = framedTable()
        for (index, cell) in cells.enumerated() {
            #expect(cell.frame == rect(20, 10 + Double(index) * 40, 300, 30))
            #expect(cell.row == index)
            #expect(app.hitTest(screenPoint: Point(25, 15 + Double(index) * 40))?.view === cell)
            #expect(app.hitTest(screenPoint: Point(25, 45 + Double(index) * 40))?.view === table, "gap \(index)")
        }
        #expect(app.hitTest(screenPoint: Point(10, 15))?.view === table)
        #expect(table.contentSize.height == 800)
    }

    @Test("L1 a cell with no placed frame joins below the lowest; removing one renumbers the rows")
    func unframedAndRemoved() {
        let (_, table, cells) = framedTable()
        let extra = Cell(name: "extra", height: 50)
        table.insertSubview(extra, at: 0)
        #expect(extra.frame == rect(0, 800, 390, 50))
        #expect(extra.row == 20)
        cells[0].removeFromSuperview()
        #expect(cells[1].row == 0 && extra.row == 19)
        #expect(cells[1].frame == rect(20, 50, 300, 30))
    }
}
