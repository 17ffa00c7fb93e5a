import Testing

@testable import ResponderKit

/// A table delegate that logs the swipe and selection calls and answers as a test sets it.
private final class SwipeDelegate: ResponderBehavior, ScrollViewDelegate {
    var overrides: ResponderMethods = []
    let log: EventLog
    var trailing: Answer<SwipeActionsConfiguration?> = .failed
    var leading: Answer<SwipeActionsConfiguration?> = .failed
    var commitsDelete = false
    /// The completions handlers got, latest last.
    var completions: [SwipeCompletion] = []
    /// Run by a handler (to remove the row, complete at once, ...).
    var onPerform: ((Cell, SwipeCompletion) -> Void)?

    init(log: EventLog) { self.log = log }

    func tableTrailingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?> { trailing }
    func tableLeadingSwipeActions(_ table: TableView, cell: Cell) -> Answer<SwipeActionsConfiguration?> { leading }
    func tableCommitsDelete(_ table: TableView) -> Bool { commitsDelete }
    func tableCommitDelete(_ table: TableView, cell: Cell) { log.append("commitDelete \(cell.name)") }
    func tableWillBeginEditingRow(_ table: TableView, cell: Cell) {
        log.append("willBeginEditing \(cell.name) editing=\(table.isEditing)")
    }
    func tableDidEndEditingRow(_ table: TableView, cell: Cell) { log.append("didEndEditing \(cell.name)") }
    func tablePerformSwipeAction(_ table: TableView, action: SwipeAction, cell: Cell, completion: SwipeCompletion) {
        log.append("perform \(action.title) \(cell.name)")
        completions.append(completion)
        onPerform?(cell, completion)
    }
    func tableDidHighlightRow(_ table: TableView, cell: Cell) { log.append("highlight \(cell.name)") }
    func tableDidUnhighlightRow(_ table: TableView, cell: Cell) { log.append("unhighlight \(cell.name)") }
    func tableDidSelectRow(_ table: TableView, cell: Cell) { log.append("didSelect \(cell.name)") }
}

private func action(_ title: String) -> SwipeAction {
    SwipeAction(title: title, handler: .method("do\(title)"))
}

/// A 390-wide table of ten 50-point rows (r0...r9) in a full-screen window, or inside a
/// horizontal pager two screens wide.
private final class SwipeScene {
    let scene = TestScene()
    let table = TableView(name: "t", frame: rect(0, 0, 390, 844))
    let delegate: SwipeDelegate
    var pager: ScrollView?

    init(inPager: Bool = false) {
        let window = scene.window("w")
        if inPager {
            let pager = ScrollView(name: "pager", frame: rect(0, 0, 390, 844))
            pager.contentSize = Size(width: 780, height: 844)
            window.addSubview(pager)
            pager.addSubview(table)
            self.pager = pager
        } else {
            window.addSubview(table)
        }
        for i in 0..<10 { table.addSubview(Cell(name: "r\(i)", height: 50)) }
        table.contentSize = Size(width: 390, height: 2000)
        delegate = SwipeDelegate(log: scene.log)
        table.behavior = delegate
    }

    var log: [String] { scene.log.entries }
    func row(_ index: Int) -> Cell { table.cells[index] }

    /// One finger on row `row` from x, moved by `first` then to `end` (x offsets), lifted at
    /// `end`, starting at `start`, 0.02 s apart.
    func swipe(_ id: Int, row: Int, from x: Double, via first: Double, to end: Double, start: Double, lift: Bool = true)
    {
        let y = Double(row) * 50 + 20
        scene.at(start)
        scene.touch(id, .began, x, y)
        scene.at(start + 0.02)
        scene.touch(id, .moved, x + first, y)
        scene.at(start + 0.04)
        scene.touch(id, .moved, x + end, y)
        guard lift else { return }
        scene.at(start + 0.06)
        scene.touch(id, .ended, x + end, y)
    }

    func tap(_ id: Int, _ x: Double, _ y: Double, at time: Double) {
        scene.at(time)
        scene.touch(id, .began, x, y)
        scene.at(time + 0.05)
        scene.touch(id, .ended, x, y)
    }

    var swipeRecords: [String] {
        scene.tracer.records.compactMap {
            if case .swipe(_, let event, let cell, let reason) = $0 {
                return "\(event.rawValue) \(cell.name) \(reason)"
            }
            return nil
        }
    }
}

@Suite("Swipe actions W1–W8")
struct SwipeActionsTests {
    @Test("W1 no configuration and no tableCommitDelete: the row is not swiped, the drag goes nowhere")
    func noActions() {
        let s = SwipeScene()
        s.swipe(1, row: 2, from: 300, via: -20, to: -200, start: 0)
        #expect(!s.table.isEditing)
        #expect(s.log.allSatisfy { !$0.hasPrefix("willBeginEditing") })
    }

    @Test("W1 a nil trailing configuration with tableCommitDelete gives the default Delete")
    func defaultDelete() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.delegate.trailing = .answered(nil)
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        #expect(s.table.openSwipeRow() === s.row(2))
        #expect(s.table.shownSwipeActions?.actions == [.delete])
        #expect(s.table.shownSwipeActions?.edge == .trailing)
    }

    @Test("W1 an empty configuration disables that edge, even with tableCommitDelete")
    func emptyDisables() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.delegate.trailing = .answered(.empty)
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        #expect(!s.table.isEditing)
        #expect(s.table.swipeActionsGestureRecognizer.state == .possible)
    }

    @Test("W2 the leading side opens on a drag right and needs leading actions of its own")
    func leadingSide() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        // Trailing Delete only: a drag right finds no leading actions.
        s.swipe(1, row: 2, from: 50, via: 20, to: 100, start: 0)
        #expect(!s.table.isEditing)
        s.delegate.leading = .answered(SwipeActionsConfiguration(actions: [action("Pin")]))
        s.swipe(2, row: 2, from: 50, via: 20, to: 100, start: 1)
        #expect(s.table.openSwipeRow() === s.row(2))
        #expect(s.table.shownSwipeActions?.edge == .leading)
        s.scene.at(1.5)
        #expect(s.table.swipeOffset(of: s.row(2)) == 74)
    }

    @Test("W2 a first movement more vertical than horizontal fails the swipe and the table scrolls")
    func verticalStartScrolls() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.scene.at(0)
        s.scene.touch(1, .began, 300, 320)
        s.scene.at(0.02)
        // Exactly diagonal is not "more horizontal".
        s.scene.touch(1, .moved, 290, 310)
        s.scene.at(0.04)
        s.scene.touch(1, .moved, 200, 200)
        #expect(!s.table.isEditing)
        #expect(s.table.isDragging)
        #expect(s.table.swipeActionsGestureRecognizer.state == .failed)
    }

    @Test("W3 the row's touch is cancelled first (no selection), then willBeginEditing, and editing reads true")
    func beginOrder() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.scene.at(0)
        s.scene.touch(1, .began, 300, 120)
        s.scene.at(0.2)  // past the content delay: the row is highlighted
        s.scene.touch(1, .moved, 280, 120)
        s.scene.at(0.22)
        s.scene.touch(1, .ended, 200, 120)
        #expect(Array(s.log.prefix(3)) == ["highlight r2", "unhighlight r2", "willBeginEditing r2 editing=true"])
        #expect(!s.log.contains("didSelect r2"))
        #expect(s.swipeRecords.first == "begin r2 dragLeft")
    }

    @Test("W3 a touch still held by the content delay is dropped unseen")
    func heldTouchDropped() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.scene.record(s.row(2))
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        #expect(s.log.allSatisfy { !$0.hasPrefix("r2.") })
        #expect(s.table.isEditing)
    }

    @Test("W4 exact edges: half the buttons' width closes, just past it opens; lift location counts")
    func halfButtonsEdge() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        // One button: half is 37 points. Moves stop at −20; the lift at −37 counts.
        s.swipe(1, row: 2, from: 300, via: -20, to: -20, start: 0, lift: false)
        s.scene.at(0.06)
        s.scene.touch(1, .ended, 263, 120)
        #expect(s.swipeRecords.last == "close r2 notPastHalfOfButtons")
        s.scene.at(0.3)
        #expect(s.table.isEditing)
        s.scene.at(0.32)
        #expect(!s.table.isEditing)
        #expect(s.log.last == "didEndEditing r2")
        s.swipe(2, row: 2, from: 300, via: -20, to: -20, start: 1, lift: false)
        s.scene.at(1.06)
        s.scene.touch(2, .ended, 262.5, 120)
        #expect(s.swipeRecords.last == "open r2 pastHalfOfButtons")
        #expect(s.table.openSwipeRow() === s.row(2))
        s.scene.at(1.2)
        #expect(s.table.swipeOffset(of: s.row(2)) < 0)
        #expect(s.table.swipeOffset(of: s.row(2)) > -74)
        s.scene.at(1.31)
        #expect(s.table.swipeOffset(of: s.row(2)) == -74)
    }

    @Test("W4 exact edges: 60% of the width opens, just past it performs the first action")
    func fullSwipeEdge() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.delegate.trailing = .answered(SwipeActionsConfiguration(actions: [action("Archive"), action("Flag")]))
        // 60% of 390 is 234.
        s.swipe(1, row: 2, from: 350, via: -20, to: -234, start: 0)
        #expect(s.swipeRecords.last == "open r2 pastHalfOfButtons")
        #expect(!s.log.contains { $0.hasPrefix("perform") })
        s.scene.at(0.5)
        s.tap(2, 10, 600, at: 0.5)
        s.scene.at(1)
        s.swipe(3, row: 2, from: 350, via: -20, to: -234.5, start: 1)
        #expect(s.swipeRecords.last == "perform r2 fullSwipe")
        #expect(s.log.last == "perform Archive r2")
    }

    @Test("W4 performsFirstActionWithFullSwipe false: a long drag only opens")
    func noFullSwipe() {
        let s = SwipeScene()
        s.delegate.trailing = .answered(
            SwipeActionsConfiguration(actions: [action("Archive")], performsFirstActionWithFullSwipe: false))
        s.swipe(1, row: 2, from: 380, via: -20, to: -370, start: 0)
        #expect(s.swipeRecords.last == "open r2 pastHalfOfButtons")
    }

    @Test("W5 the next touch anywhere in the table closes the open row at its began and is consumed")
    func nextTouchCloses() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        s.scene.at(0.5)
        s.scene.log.clear()
        s.scene.touch(2, .began, 100, 320)
        #expect(s.swipeRecords.last == "close r2 touchWhileOpen")
        s.scene.at(0.6)
        s.scene.touch(2, .moved, 100, 250)
        s.scene.at(0.8)
        s.scene.touch(2, .ended, 100, 200)
        #expect(s.log == ["didEndEditing r2"])
        #expect(s.table.contentOffset == .zero)
        #expect(s.table.selectedCells().isEmpty)
    }

    @Test("W5 a tap on a shown button runs that action; a tap beside the buttons closes")
    func tapOnButton() {
        let s = SwipeScene()
        s.delegate.trailing = .answered(SwipeActionsConfiguration(actions: [action("Archive"), action("Flag")]))
        s.swipe(1, row: 2, from: 300, via: -20, to: -160, start: 0)
        s.scene.at(0.5)
        // Archive spans x 316..<390, Flag 242..<316.
        s.tap(2, 316, 120, at: 0.5)
        #expect(s.log.last == "perform Archive r2")
        #expect(s.swipeRecords.last == "perform r2 tappedAction")
        s.delegate.completions.last?.complete(performed: true)
        s.scene.at(1)
        #expect(!s.table.isEditing)
        s.swipe(3, row: 2, from: 300, via: -20, to: -160, start: 2)
        s.tap(4, 315.5, 120, at: 2.5)
        #expect(s.log.last == "perform Flag r2")
        s.delegate.completions.last?.complete(performed: true)
        s.swipe(5, row: 2, from: 300, via: -20, to: -160, start: 4)
        s.tap(6, 241.5, 120, at: 4.5)
        #expect(s.swipeRecords.last == "close r2 touchWhileOpen")
    }

    @Test("W6 the row closes when complete is called, later; a second call or one after the close does nothing")
    func completeLater() {
        let s = SwipeScene()
        s.delegate.trailing = .answered(SwipeActionsConfiguration(actions: [action("Archive")]))
        s.swipe(1, row: 2, from: 350, via: -20, to: -300, start: 0)
        #expect(s.log.last == "perform Archive r2")
        s.scene.at(2)
        #expect(s.table.isEditing)
        let completion = s.delegate.completions[0]
        completion.complete(performed: true)
        #expect(s.swipeRecords.last == "close r2 completed")
        s.scene.at(2.3)
        #expect(s.log.last == "didEndEditing r2")
        completion.complete(performed: true)
        #expect(s.log.filter { $0 == "didEndEditing r2" }.count == 1)
        // After a close by touch, a late complete does nothing to the next swipe.
        s.swipe(2, row: 3, from: 350, via: -20, to: -300, start: 3)
        let late = s.delegate.completions[1]
        s.tap(3, 10, 600, at: 3.5)
        s.swipe(4, row: 4, from: 300, via: -20, to: -100, start: 4)
        late.complete(performed: false)
        #expect(s.table.openSwipeRow() === s.row(4))
    }

    @Test("W6 the default Delete calls tableCommitDelete, then the row closes")
    func commitDelete() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.swipe(1, row: 2, from: 350, via: -20, to: -300, start: 0)
        #expect(s.log.suffix(1) == ["commitDelete r2"])
        #expect(s.swipeRecords.suffix(2) == ["perform r2 fullSwipe", "close r2 completed"])
        s.scene.at(0.4)
        #expect(s.log.last == "didEndEditing r2")
    }

    @Test("W6 a swipe on a row removed by its own action ends once, and the table goes on")
    func rowRemovedByAction() {
        let s = SwipeScene()
        s.delegate.trailing = .answered(SwipeActionsConfiguration(actions: [action("Delete")]))
        s.delegate.onPerform = { cell, completion in
            cell.removeFromSuperview()
            completion.complete(performed: true)
        }
        let removed = s.row(2)
        s.swipe(1, row: 2, from: 350, via: -20, to: -300, start: 0)
        #expect(removed.superview == nil)
        #expect(s.log.filter { $0 == "didEndEditing r2" }.count == 1)
        #expect(!s.table.isEditing)
        #expect(s.swipeRecords.last == "close r2 rowRemoved")
        s.scene.at(1)
        #expect(s.log.filter { $0 == "didEndEditing r2" }.count == 1)
        // Row 3 moved up into its place and swipes.
        s.swipe(2, row: 2, from: 350, via: -20, to: -300, start: 2)
        #expect(s.log.last == "didEndEditing r3")
    }

    @Test("W7 by default an enclosing horizontal pager takes a horizontal drag that starts on a row")
    func pagerTakesDrag() {
        let s = SwipeScene(inPager: true)
        s.delegate.commitsDelete = true
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        #expect(!s.table.isEditing)
        #expect(s.pager!.contentOffset.x > 0)
    }

    @Test("W7 with the pager's pan requiring swipeActions to fail, the row swipes; no actions: the pager scrolls")
    func knownFix() {
        let s = SwipeScene(inPager: true)
        s.delegate.commitsDelete = true
        s.pager!.panGestureRecognizer.requiredToFail = [s.table.swipeActionsGestureRecognizer]
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        #expect(s.table.openSwipeRow() === s.row(2))
        #expect(s.pager!.contentOffset.x == 0)
        s.tap(2, 10, 600, at: 1)
        s.delegate.commitsDelete = false
        s.swipe(3, row: 2, from: 300, via: -20, to: -100, start: 2)
        #expect(!s.table.isEditing || s.table.openSwipeRow() == nil)
        #expect(s.pager!.contentOffset.x > 0)
    }

    @Test("W8 scrollEnabled false and allowsSelection false leave swipe actions working")
    func flagsLeaveSwipe() {
        let s = SwipeScene()
        s.delegate.commitsDelete = true
        s.table.isScrollEnabled = false
        s.table.allowsSelection = false
        s.swipe(1, row: 2, from: 300, via: -20, to: -100, start: 0)
        #expect(s.table.openSwipeRow() === s.row(2))
        s.table.closeSwipeRow(animated: false)
        #expect(!s.table.isEditing)
        #expect(s.log.last == "didEndEditing r2")
    }

    @Test("W4 buttons: the first action outermost, min edges inclusive and max edges exclusive")
    func buttonGeometry() {
        var swipe = RowSwipe()
        let cell = Cell(name: "c")
        _ = swipe.begin(
            row: cell, edge: .trailing,
            configuration: SwipeActionsConfiguration(actions: [action("A"), action("B")]), now: 0)
        #expect(swipe.button(at: 389.9, width: 390) == 0)
        #expect(swipe.button(at: 390, width: 390) == nil)
        #expect(swipe.button(at: 316, width: 390) == 0)
        #expect(swipe.button(at: 315.9, width: 390) == 1)
        #expect(swipe.button(at: 242, width: 390) == 1)
        #expect(swipe.button(at: 241.9, width: 390) == nil)
        var leading = RowSwipe()
        _ = leading.begin(
            row: cell, edge: .leading, configuration: SwipeActionsConfiguration(actions: [action("A"), action("B")]),
            now: 0)
        #expect(leading.button(at: 0, width: 390) == 0)
        #expect(leading.button(at: 74, width: 390) == 1)
        #expect(leading.button(at: 148, width: 390) == nil)
        #expect(leading.button(at: -0.1, width: 390) == nil)
    }

    @Test("W6 complete with a stale generation, twice, or after close does nothing (state machine)")
    func staleCompletion() {
        var swipe = RowSwipe()
        let cell = Cell(name: "c")
        _ = swipe.begin(row: cell, edge: .trailing, configuration: .defaultDelete, now: 0)
        let effects = swipe.lift(dx: -300, width: 390, now: 0.1)
        guard case .perform(_, _, let generation) = effects.last else {
            Issue.record("expected a perform, got \(effects)")
            return
        }
        #expect(swipe.complete(generation: generation + 1, performed: true, now: 0.2).isEmpty)
        #expect(swipe.complete(generation: generation, performed: true, now: 0.2).count == 2)
        #expect(swipe.complete(generation: generation, performed: true, now: 0.3).isEmpty)
        #expect(swipe.close(reason: "x", animated: false, now: 0.3) == [.didEndEditing(cell)])
        #expect(!swipe.isEditing)
        #expect(swipe.close(reason: "x", animated: true, now: 0.4).isEmpty)
    }
}
