import Foundation
import ResponderKit

/// A pure-core table of `rows` rows (ResponderKit's `TableView` and `Cell`, no scripts, no
/// delegate) filling a window of the fixtures' screen.
public final class PlainTable {
    public let app = Application(screenSize: screen)
    public let window: Window
    public let table: TableView

    public init(rows: Int = 10_000) {
        window = Window(name: "w", frame: Rect(origin: .zero, size: screen))
        app.addWindow(window)
        table = TableView(name: "table", frame: Rect(origin: .zero, size: screen))
        window.addSubview(table)
        for row in 0..<rows { table.addSubview(Cell(name: "r\(row)")) }
        table.layoutCells()
    }

    /// The screen point at the centre of the screen (a cell whatever the offset).
    public var centre: Point { Point(x: screen.width / 2, y: screen.height / 2) }

    /// A fling upward: a finger down, moved 60 points a frame for five frames, lifted; the
    /// table then decelerates. `rate` near 1 makes the deceleration last thousands of frames,
    /// so a measured run of frames never reaches its end (a frame costs the same at any rate).
    public func fling(rate: Double = 0.9999) {
        table.decelerationRate = rate
        let clock = app.clock
        var y = screen.height - 100
        let x = screen.width / 2
        app.sendTouches([TouchInput(id: 1, phase: .began, location: Point(x: x, y: y))])
        for _ in 0..<5 {
            clock.advance(to: clock.now + 1.0 / 60.0)
            y -= 60
            app.sendTouches([TouchInput(id: 1, phase: .moved, location: Point(x: x, y: y))])
        }
        clock.advance(to: clock.now + 1.0 / 120.0)
        y -= 30
        app.sendTouches([TouchInput(id: 1, phase: .ended, location: Point(x: x, y: y))])
    }

    /// One frame of the virtual clock (1/60 s).
    @inline(__always)
    public func frame() {
        app.clock.advance(to: app.clock.now + 1.0 / 60.0)
    }
}

/// Writes two scenes of `count` rows each, to compare building a table with building plain
/// views through the host's scene loading: a `tableView` of `count` `cell {}`s, and a window of
/// `count` `view {}`s stacked the same way. Returns their paths (one temporary directory).
public func writeTableScenes(count: Int = 10_000) -> (table: String, views: String) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("moonchain-table-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var table = [
        "return app {", "  window { name = \"w\",",
        "    tableView { name = \"table\", frame = {0, 0, \(screen.width), \(screen.height)},",
    ]
    var views = ["return app {", "  window { name = \"w\","]
    table.reserveCapacity(count + 8)
    views.reserveCapacity(count + 8)
    for row in 0..<count {
        table.append("      cell { name = \"r\(row)\" },")
        views.append("    view { name = \"r\(row)\", frame = {0, \(row * 44), \(screen.width), 44} },")
    }
    table += ["    },", "  },", "}"]
    views += ["  },", "}"]
    let tablePath = directory.appendingPathComponent("table.lua").path
    let viewsPath = directory.appendingPathComponent("views.lua").path
    try! (table.joined(separator: "\n") + "\n").write(toFile: tablePath, atomically: true, encoding: .utf8)
    try! (views.joined(separator: "\n") + "\n").write(toFile: viewsPath, atomically: true, encoding: .utf8)
    return (tablePath, viewsPath)
}
