@testable import ResponderKit

/// A scroll view's (or table's) behaviour that logs delegate calls and answers the
/// customization points as a test sets them.
final class ScrollRecorder: ResponderBehavior, ScrollViewDelegate {
    var overrides: ResponderMethods = []
    let log: EventLog
    var shouldBegin: Bool?
    var shouldCancel: Bool?
    var willEndTarget: Point?
    var shouldScrollToTop: Bool?
    var willSelect: ((Cell) -> Cell?)?
    var shouldHighlight: Bool?
    var zoomView: View?
    /// Called from `scrollViewDidScroll` (to set the offset again, say).
    var onDidScroll: ((ScrollView) -> Void)?
    /// Whether didScroll is logged (a drag logs many).
    var logsDidScroll = false
    var problems: [String] = []

    init(log: EventLog) { self.log = log }

    func touchesShouldBegin(_ touches: TouchList, event: Event, content: View, scrollView: ScrollView) -> Answer<Bool> {
        log.append("touchesShouldBegin(\(content.name))")
        return shouldBegin.map { .answered($0) } ?? .failed
    }
    func touchesShouldCancel(content: View, scrollView: ScrollView) -> Answer<Bool> {
        log.append("touchesShouldCancel(\(content.name))")
        return shouldCancel.map { .answered($0) } ?? .failed
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if logsDidScroll { log.append("didScroll \(scrollView.contentOffset.y)") }
        onDidScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, target: Point) -> Answer<Point?> {
        log.append("willEndDragging \(target.y)")
        return willEndTarget.map { .answered($0) } ?? .failed
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, decelerate: Bool) {
        log.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.append("didEndDecelerating \(scrollView.contentOffset.y)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log.append("didEndScrollingAnimation") }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Answer<Bool> {
        shouldScrollToTop.map { .answered($0) } ?? .failed
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { log.append("didScrollToTop") }
    func viewForZooming(in scrollView: ScrollView) -> Answer<View?> { .answered(zoomView) }
    func scrollViewDidZoom(_ scrollView: ScrollView) { log.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, view: View?, atScale scale: Double) {
        log.append("didEndZooming \(scale) \(view?.name ?? "nil")")
    }
    func tableShouldHighlightRow(_ table: TableView, cell: Cell) -> Answer<Bool> {
        shouldHighlight.map { .answered($0) } ?? .failed
    }
    func tableDidHighlightRow(_ table: TableView, cell: Cell) { log.append("highlight \(cell.name)") }
    func tableDidUnhighlightRow(_ table: TableView, cell: Cell) { log.append("unhighlight \(cell.name)") }
    func tableWillSelectRow(_ table: TableView, cell: Cell) -> Answer<Cell?> {
        log.append("willSelect \(cell.name)")
        return willSelect.map { .answered($0(cell)) } ?? .failed
    }
    func tableDidSelectRow(_ table: TableView, cell: Cell) { log.append("didSelect \(cell.name)") }
    func tableWillDeselectRow(_ table: TableView, cell: Cell) -> Answer<Cell?> {
        log.append("willDeselect \(cell.name)")
        return .failed
    }
    func tableDidDeselectRow(_ table: TableView, cell: Cell) { log.append("didDeselect \(cell.name)") }
    func scrollViewProblem(_ scrollView: ScrollView, message: String) { problems.append(message) }
}

/// A scene with one full-screen window holding a 390×844 scroll view of 390×3000 content and a
/// recording row at y 200...260 in it.
final class ScrollScene {
    let scene = TestScene()
    let window: Window
    let scrollView: ScrollView
    let row: View
    let delegate: ScrollRecorder

    init(scrollView make: (Rect) -> ScrollView = { ScrollView(name: "list", frame: $0) }) {
        window = scene.window("w")
        scrollView = make(rect(0, 0, 390, 844))
        scrollView.contentSize = Size(width: 390, height: 3000)
        window.addSubview(scrollView)
        row = makeView("row", rect(0, 200, 390, 60), in: scrollView)
        scene.record(row)
        delegate = ScrollRecorder(log: scene.log)
        scrollView.behavior = delegate
    }

    var log: [String] { scene.log.entries }

    /// A drag of one finger from (x, y) by (dx, dy) in `steps` moves of `interval` seconds,
    /// starting at `start`; lifted one interval after the last move.
    func drag(
        _ id: Int, from x: Double, _ y: Double, by dx: Double, _ dy: Double,
        steps: Int = 4, interval: Double = 0.02, start: Double, lift: Bool = true
    ) {
        scene.at(start)
        scene.touch(id, .began, x, y)
        for step in 1...steps {
            scene.at(start + Double(step) * interval)
            scene.touch(id, .moved, x + dx * Double(step) / Double(steps), y + dy * Double(step) / Double(steps))
        }
        guard lift else { return }
        scene.at(start + Double(steps + 1) * interval)
        scene.touch(id, .ended, x + dx, y + dy)
    }
}
