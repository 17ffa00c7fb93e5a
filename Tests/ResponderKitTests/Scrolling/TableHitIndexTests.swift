import PropertyBased
import Testing

@testable import ResponderKit

// MARK: - Random tables, as plain values

/// One subview of a random table: a cell (stacked by the table) or another view at its own
/// frame, with what can make the generic walk's answer differ from "its frame holds the point".
struct RowSpec: Sendable, CustomStringConvertible {
    var isCell = true
    var height: Double?
    /// A frame set after stacking (a script moving the cell), or a non-cell's frame.
    var frame: Rect?
    var hidden = false
    var interactionDisabled = false
    var alpha = 1.0
    var transform: Transform?
    var boundsOrigin: Point?
    /// A Lua-like `pointInside` answering true (1), false (2) or failing (3); 0: none.
    var pointInside = 0
    /// A Lua-like `hitTest` answering self (1), nil (2), failing (3), or moving another row
    /// under the point and failing (4); 0: none.
    var hitTest = 0
    /// A child view filling the left half of the row.
    var hasChild = false

    var description: String {
        var parts = [isCell ? "cell" : "view"]
        if let height { parts.append("h=\(height)") }
        if let frame { parts.append("frame=\(frame)") }
        if hidden { parts.append("hidden") }
        if interactionDisabled { parts.append("disabled") }
        if alpha != 1 { parts.append("alpha=\(alpha)") }
        if transform != nil { parts.append("transform") }
        if let boundsOrigin { parts.append("bounds=\(boundsOrigin)") }
        if pointInside != 0 { parts.append("pointInside=\(pointInside)") }
        if hitTest != 0 { parts.append("hitTest=\(hitTest)") }
        if hasChild { parts.append("child") }
        return parts.joined(separator: " ")
    }
}

struct TableSpec: Sendable, CustomStringConvertible {
    var rows: [RowSpec]
    var offset: Double
    var description: String {
        "offset \(offset)\n" + rows.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}

enum TableGen {
    /// 16–80 subviews (the index's range): mostly plain cells, some with flags, overrides,
    /// transforms, moved frames or children, and some plain views among them.
    static let table = Generator<TableSpec, Shrink.None<TableSpec>> { rng in
        let count = Int.random(in: 16...80, using: &rng)
        let rare = Int.random(in: 4...40, using: &rng)
        var rows: [RowSpec] = []
        for _ in 0..<count {
            var row = RowSpec()
            func odd() -> Bool { Int.random(in: 0..<rare, using: &rng) == 0 }
            row.height = [nil, 0, 10, 44.5, 50, 0.1].randomElement(using: &rng)!
            if odd() {
                row.isCell = false
                row.frame = rect(
                    Double(Int.random(in: -20...300, using: &rng)), Double(Int.random(in: -20...2_000, using: &rng)),
                    100, Double(Int.random(in: 0...200, using: &rng)))
            }
            if row.isCell, odd() {
                row.frame = rect(0, Double(Int.random(in: -50...2_000, using: &rng)) + 0.25, 390, 44)
            }
            row.hidden = odd()
            row.interactionDisabled = odd()
            if odd() { row.alpha = [0, 0.01, 0.5].randomElement(using: &rng)! }
            if odd() {
                row.transform = Transform(
                    a: 1, b: 0, c: 0, d: 1, tx: 0, ty: Double(Int.random(in: -60...60, using: &rng)))
            }
            if odd() { row.boundsOrigin = Point(0, Double(Int.random(in: -20...20, using: &rng))) }
            if odd() { row.pointInside = Int.random(in: 1...3, using: &rng) }
            if odd() { row.hitTest = Int.random(in: 1...4, using: &rng) }
            row.hasChild = odd()
            rows.append(row)
        }
        return TableSpec(rows: rows, offset: Double(Int.random(in: -20...1_500, using: &rng)))
    }
}

/// A table built from a spec in a window of its own application, with a log of the scripted
/// calls the hit test makes.
final class BuiltTable {
    let app = Application(screenSize: Size(width: 390, height: 844))
    let table = TableView(name: "t", frame: rect(0, 20, 390, 800))
    let log = EventLog()
    var subviews: [View] = []

    init(_ spec: TableSpec) {
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        window.addSubview(table)
        for (index, row) in spec.rows.enumerated() {
            let view: View =
                row.isCell
                ? Cell(name: "r\(index)", height: row.height) : View(name: "v\(index)", frame: row.frame ?? .zero)
            table.addSubview(view)
            subviews.append(view)
        }
        for (row, view) in zip(spec.rows, subviews) {
            if row.isCell, let frame = row.frame { view.frame = frame }
            view.isHidden = row.hidden
            view.isUserInteractionEnabled = !row.interactionDisabled
            view.alpha = row.alpha
            if let transform = row.transform { view.transform = transform }
            if let origin = row.boundsOrigin { view.bounds.origin = origin }
            if row.hasChild { view.addSubview(View(name: "\(view.name).child", frame: rect(0, 0, 195, 20))) }
            var methods = ResponderMethods()
            if row.pointInside != 0 { methods.insert(.pointInside) }
            if row.hitTest != 0 { methods.insert(.hitTest) }
            guard !methods.isEmpty else { continue }
            let behavior = RecordingBehavior(log: log, overriding: methods)
            let answer = row.pointInside
            behavior.pointInsideAnswer = { _, _ in
                answer == 1 ? .answered(true) : answer == 2 ? .answered(false) : .failed
            }
            let hit = row.hitTest
            let subviews = subviews
            behavior.hitTestAnswer = { point, view in
                switch hit {
                case 1: return .answered(view)
                case 2: return .answered(nil)
                case 4:
                    // A script moving another row under the point mid-walk.
                    if let other = subviews.first(where: { $0 !== view && $0.superview != nil }),
                        let table = view.superview
                    {
                        other.frame = Rect(
                            origin: Point(0, view.convert(point, to: table).y - 1), size: other.bounds.size)
                    }
                    return .failed
                default: return .failed
                }
            }
            view.behavior = behavior
        }
        table.bounds.origin = Point(0, spec.offset)
    }
}

@Suite("Table hit index")
struct TableHitIndexTests {
    @Test("H1 H2 H3 H5 H8 a table's binary search answers what the generic walk answers, with the same scripted calls")
    func fastPathAgreesWithWalk() async {
        await propertyCheck(count: 400, input: TableGen.table, Gen.int(in: -10...400), Gen.double(in: 0...860)) {
            spec, x, y in
            let point = Point(Double(x), y)
            // Unobserved: the index. Observed: the walk, every subview asked front to back.
            let fast = BuiltTable(spec)
            let walked = BuiltTable(spec)
            let tracer = TraceRecorder()
            walked.app.observer = tracer
            let fastHit = fast.app.hitTest(screenPoint: point)?.view.name
            let walkedHit = walked.app.hitTest(screenPoint: point)?.view.name
            #expect(fastHit == walkedHit, "at \(point) in\n\(spec)")
            #expect(fast.log.entries == walked.log.entries, "at \(point) in\n\(spec)")
        }
    }

    @Test("H3 H5 a point on the boundary between two stacked rows goes to the lower row, fractional heights included")
    func boundaries() {
        let built = BuiltTable(TableSpec(rows: (0..<40).map { _ in RowSpec(height: 0.1 + 44.3) }, offset: 0))
        for index in 1..<17 {
            let cell = built.subviews[index]
            let screenY = cell.convertToScreen(Point(10, 0)).y
            #expect(built.app.hitTest(screenPoint: Point(10, screenY))?.view === cell, "row \(index) at \(screenY)")
            let above = built.subviews[index - 1]
            let justAbove = screenY.nextDown
            let expected = above.convertFromScreen(Point(10, justAbove)).y < above.bounds.height ? above : cell
            #expect(built.app.hitTest(screenPoint: Point(10, justAbove))?.view === expected)
        }
    }

    @Test("H3 the index follows the table: cells added, removed, moved, hidden or given an override after a hit test")
    func followsChanges() {
        let built = BuiltTable(TableSpec(rows: (0..<30).map { _ in RowSpec() }, offset: 0))
        let app = built.app
        let table = built.table
        // Row 2 spans y 88..<132 in the table, 108..<152 on the screen.
        let point = Point(100, 120)
        #expect(app.hitTest(screenPoint: point)?.view.name == "r2")
        // Moved by a script: a frame set on another cell puts it over row 2.
        built.subviews[20].frame = rect(0, 90, 390, 44)
        #expect(app.hitTest(screenPoint: point)?.view.name == "r20")
        table.layoutCells()
        #expect(app.hitTest(screenPoint: point)?.view.name == "r2")
        // An override added later.
        let behavior = RecordingBehavior(log: built.log, overriding: .of(.pointInside))
        behavior.pointInsideAnswer = { _, _ in .answered(true) }
        built.subviews[29].behavior = behavior
        #expect(app.hitTest(screenPoint: point)?.view.name == "r29")
        built.subviews[29].behavior = nil
        #expect(app.hitTest(screenPoint: point)?.view.name == "r2")
        // A cell inserted at the top shifts every row down by one.
        table.insertSubview(Cell(name: "new"), at: 0)
        #expect(app.hitTest(screenPoint: point)?.view.name == "r1")
        // Hidden: the walk goes on to the rows behind, which do not hold the point.
        built.subviews[1].isHidden = true
        #expect(app.hitTest(screenPoint: point)?.view.name == "t")
        built.subviews[1].removeFromSuperview()
        #expect(app.hitTest(screenPoint: point)?.view.name == "r2")
        // A transform that moves the row 44 points down: nothing is left under the point.
        built.subviews[2].transform = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 44)
        #expect(app.hitTest(screenPoint: point)?.view.name == "t")
        // It now lies under row 3, which is in front; with row 3 hidden it takes the point.
        #expect(app.hitTest(screenPoint: Point(100, 170))?.view.name == "r3")
        built.subviews[3].isHidden = true
        #expect(app.hitTest(screenPoint: Point(100, 170))?.view.name == "r2")
    }
}
