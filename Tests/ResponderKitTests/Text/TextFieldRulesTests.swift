import Testing

@testable import ResponderKit

@Suite("Text fields and the keyboard (X1–X10)")
struct TextFieldRulesTests {
    // MARK: X1

    @Test("X1 a text field is a control that can become first responder only while enabled")
    func canBecomeWhileEnabled() {
        let s = FieldScene()
        #expect(s.a.asControl === s.a)
        #expect(s.a.canBecomeFirstResponder())
        s.a.isEnabled = false
        #expect(!s.a.canBecomeFirstResponder())
        #expect(!s.a.becomeFirstResponder())
        #expect(!s.a.isEditing)
    }

    @Test("X1 a tap on a field under an ancestor's single tap begins editing; the tap fails")
    func refusesAncestorTap() {
        let s = FieldScene()
        let tap = TapGestureRecognizer(name: "dismiss")
        tap.action = "dismiss"
        s.containerBehavior.actions.insert("dismiss")
        s.containerBehavior.onAction = { if $0 == "dismiss" { s.container.endEditing(true) } }
        s.container.addGestureRecognizer(tap)
        s.scene.tap(1, 50, 120)
        #expect(s.a.isEditing)
        #expect(!s.take().contains("container.dismiss"))
    }

    // MARK: X2

    @Test("X2 a touch-up inside begins editing after the touch-up events, then the keyboard shows")
    func tapBegins() {
        let s = FieldScene()
        s.containerBehavior.observesKeyboard = true
        s.scene.tap(1, 50, 120)
        #expect(s.a.isEditing && s.a.isFirstResponder)
        #expect(
            s.take() == [
                "a shouldBegin", "a didBegin", "container.a_editingDidBegin",
                "container keyboardWillShow 508.0", "container keyboardDidShow 508.0",
            ])
        let events = s.scene.tracer.controlEvents
        #expect(events.firstIndex(of: "a:touchUpInside")! < events.firstIndex(of: "a:editingDidBegin")!)
        #expect(s.app.keyboardState.isShown)
        #expect(s.scene.hit(100, 600) == "keyboard")
        #expect(s.app.keyboardWindow.frame == rect(0, 508, 390, 336))
    }

    @Test("X2 shouldBeginEditing false: nothing begins, no keyboard")
    func shouldBeginFalse() {
        let s = FieldScene()
        s.aDelegate.shouldBegin = .answered(false)
        s.scene.tap(1, 50, 120)
        #expect(!s.a.isEditing && !s.a.isFirstResponder)
        #expect(s.take() == ["a shouldBegin"])
        #expect(!s.app.keyboardState.isShown)
    }

    @Test("X2 a failed delegate answer is the default (true)")
    func failedAnswerIsTrue() {
        let s = FieldScene()
        s.aDelegate.shouldBegin = .failed
        #expect(s.a.becomeFirstResponder())
        #expect(s.a.isEditing)
    }

    @Test("X2 a touch that ends outside, or is cancelled, begins nothing")
    func cancelledBeginsNothing() {
        let s = FieldScene()
        s.scene.touch(1, .began, 50, 120)
        s.scene.touch(1, .moved, 50, 400)
        s.scene.touch(1, .ended, 50, 400)
        #expect(!s.a.isEditing)
        s.scene.touch(2, .began, 50, 120)
        s.scene.touch(2, .cancelled, 50, 120)
        #expect(!s.a.isEditing)
        #expect(!s.take().contains("a shouldBegin"))
    }

    @Test("X2 becomeFirstResponder from code asks shouldBeginEditing the same way")
    func codeAsks() {
        let s = FieldScene()
        s.aDelegate.shouldBegin = .answered(false)
        #expect(!s.a.becomeFirstResponder())
        s.aDelegate.shouldBegin = .answered(true)
        #expect(s.a.becomeFirstResponder())
        #expect(s.take() == ["a shouldBegin", "a shouldBegin", "a didBegin", "container.a_editingDidBegin"])
    }

    @Test("X2 a first responder that refuses to resign keeps it when a field is tapped")
    func firstResponderRefuses() {
        let s = FieldScene()
        let other = makeView("other", rect(0, 500, 100, 40), in: s.container)
        let recording = s.scene.record(other, .firstResponderMethods)
        #expect(other.becomeFirstResponder())
        recording.canResignAnswer = .answered(false)
        s.log.clear()
        s.scene.tap(1, 50, 120)
        #expect(other.isFirstResponder)
        #expect(!s.a.isEditing)
        #expect(s.take() == ["a shouldBegin", "other.canResignFirstResponder"])
        #expect(s.keyboardChanges.isEmpty)
    }

    // MARK: X3

    @Test("X3 a tap on B while A edits: the order of the questions; the keyboard stays up")
    func switchFields() {
        let s = FieldScene()
        s.containerBehavior.observesKeyboard = true
        #expect(s.a.becomeFirstResponder())
        _ = s.take()
        s.scene.tap(1, 50, 220)
        #expect(
            s.take() == [
                "b shouldBegin", "a shouldEnd", "a didEnd", "container.a_editingDidEnd",
                "b didBegin", "container.b_editingDidBegin",
            ])
        #expect(s.b.isEditing && !s.a.isEditing)
        #expect(s.keyboardChanges == ["show"])
    }

    @Test("X3 A's delegate refuses to end while B is tapped: A stays, B gets nothing more")
    func refuseToEnd() {
        let s = FieldScene()
        #expect(s.a.becomeFirstResponder())
        s.aDelegate.shouldEnd = .answered(false)
        _ = s.take()
        s.scene.tap(1, 50, 220)
        #expect(s.take() == ["b shouldBegin", "a shouldEnd"])
        #expect(s.a.isEditing && s.a.isFirstResponder && !s.b.isEditing)
        #expect(s.app.keyboardState.isShown)
        #expect(s.keyboardChanges == ["show"])
    }

    // MARK: X4

    @Test("X4 resignFirstResponder asks shouldEndEditing: false keeps it, true ends and hides")
    func resign() {
        let s = FieldScene()
        s.containerBehavior.observesKeyboard = true
        #expect(s.a.becomeFirstResponder())
        s.aDelegate.shouldEnd = .answered(false)
        _ = s.take()
        #expect(!s.a.resignFirstResponder())
        #expect(s.a.isEditing)
        s.aDelegate.shouldEnd = .answered(true)
        #expect(s.a.resignFirstResponder())
        #expect(!s.a.isEditing && s.window.firstResponder == nil)
        #expect(
            s.take() == [
                "a shouldEnd", "a shouldEnd", "a didEnd", "container.a_editingDidEnd",
                "container keyboardWillHide 508.0", "container keyboardDidHide 508.0",
            ])
        #expect(s.keyboardChanges == ["show", "hide"])
        #expect(s.scene.hit(100, 600) == "container")
    }

    // MARK: X5

    @Test("X5 endEditing(true) skips shouldEndEditing but sends didEndEditing")
    func endEditingForced() {
        let s = FieldScene()
        #expect(s.a.becomeFirstResponder())
        s.aDelegate.shouldEnd = .answered(false)
        _ = s.take()
        #expect(!s.container.endEditing(false))
        #expect(s.a.isEditing)
        #expect(s.window.endEditing(true))
        #expect(!s.a.isEditing)
        #expect(s.take() == ["a shouldEnd", "a didEnd", "container.a_editingDidEnd"])
    }

    @Test("X5 endEditing finds the field itself too, and a forced end does not leak to the next")
    func endEditingItself() {
        let s = FieldScene()
        #expect(s.a.becomeFirstResponder())
        #expect(s.a.endEditing(true))
        s.bDelegate.shouldEnd = .answered(false)
        #expect(s.b.becomeFirstResponder())
        #expect(!s.b.resignFirstResponder())
        #expect(s.b.isEditing)
    }

    @Test("X5 endEditing on a subtree that does not hold the first responder does nothing")
    func endEditingOtherSubtree() {
        let s = FieldScene()
        let side = makeView("side", rect(0, 600, 100, 100), in: s.window)
        #expect(s.a.becomeFirstResponder())
        _ = s.take()
        #expect(!side.endEditing(true))
        #expect(!s.b.endEditing(true))
        #expect(s.a.isEditing)
        #expect(s.take().isEmpty)
        #expect(!FieldScene().container.endEditing(true))
    }

    @Test("X5 a field removed while editing resigns the forced way; the keyboard hides")
    func removedWhileEditing() {
        let s = FieldScene()
        s.containerBehavior.observesKeyboard = true
        #expect(s.a.becomeFirstResponder())
        s.aDelegate.shouldEnd = .answered(false)
        _ = s.take()
        s.a.removeFromSuperview()
        #expect(!s.a.isEditing)
        #expect(s.window.firstResponder == nil)
        #expect(
            s.take() == [
                "a didEnd", "container.a_editingDidEnd", "container keyboardWillHide 508.0",
                "container keyboardDidHide 508.0",
            ])
        #expect(!s.app.keyboardState.isShown)
    }

    // MARK: X6

    @Test("X6 notifications go to every observer in tree order, a controller before its root view")
    func notificationOrder() {
        let s = FieldScene()
        let root = makeView("root", rect(0, 0, 10, 10))
        let controller = ViewController(name: "C", view: root)
        s.window.addSubview(root)
        let other = s.scene.window("second")
        let far = makeView("far", rect(0, 0, 10, 10), in: other)
        for responder in [s.window, root, controller, far] as [Responder] {
            let recorder = TextRecorder(log: s.log)
            recorder.observesKeyboard = true
            responder.behavior = recorder
        }
        s.containerBehavior.observesKeyboard = true
        #expect(s.a.becomeFirstResponder())
        let names = s.take().filter { $0.contains("keyboardWillShow") }.map { $0.split(separator: " ")[0] }
        #expect(names == ["w", "container", "C", "root", "far"])
    }

    @Test("X6 a view with showsKeyboard shows it; an inputView replaces it")
    func keyInputView() {
        let s = FieldScene()
        let pad = makeView("pad", rect(0, 300, 100, 40), in: s.container)
        s.scene.record(pad, .firstResponderMethods)
        pad.showsKeyboard = true
        #expect(pad.becomeFirstResponder())
        #expect(s.app.keyboardState.isShown)
        #expect(pad.resignFirstResponder())
        #expect(!s.app.keyboardState.isShown)
        s.a.inputView = View(name: "picker", frame: rect(0, 0, 390, 200))
        #expect(s.a.becomeFirstResponder())
        #expect(!s.app.keyboardState.isShown)
        #expect(s.app.isInputWindowShown)
    }

    @Test("X6 a touch on the keyboard goes nowhere else")
    func keyboardTakesTouches() {
        let s = FieldScene()
        let low = makeView("low", rect(0, 600, 390, 100), in: s.container)
        s.scene.record(low)
        #expect(s.a.becomeFirstResponder())
        _ = s.take()
        s.scene.tap(1, 100, 650)
        #expect(s.take().isEmpty)
        #expect(s.a.isEditing)
    }

    // MARK: X7

    @Test("X7 typing asks shouldChangeCharacters, then changes the text and sends editingChanged")
    func typing() {
        let s = FieldScene()
        s.a.insertText("x")
        #expect(s.a.text.isEmpty)
        #expect(s.a.becomeFirstResponder())
        _ = s.take()
        s.a.insertText("hi")
        #expect(s.a.text == "hi")
        s.aDelegate.shouldChange = .answered(false)
        s.a.insertText("!")
        #expect(s.a.text == "hi")
        #expect(s.take() == ["a shouldChange 0,0 'hi'", "container.a_editingChanged", "a shouldChange 2,0 '!'"])
        s.a.insertText("")
        #expect(s.take().isEmpty)
    }

    @Test("X7 UTF-16 ranges with emoji and combining marks")
    func utf16Ranges() {
        let s = FieldScene()
        #expect(s.a.becomeFirstResponder())
        s.a.insertText("e\u{301}")
        s.a.insertText("👍🏽")
        s.a.insertText("a")
        _ = s.take()
        s.a.insertText("z")
        s.a.deleteBackward()
        s.a.deleteBackward()
        s.a.deleteBackward()
        s.a.deleteBackward()
        #expect(s.a.text == "")
        s.a.deleteBackward()
        #expect(
            s.take() == [
                "a shouldChange 7,0 'z'", "container.a_editingChanged",
                "a shouldChange 7,1 ''", "container.a_editingChanged",
                "a shouldChange 6,1 ''", "container.a_editingChanged",
                "a shouldChange 2,4 ''", "container.a_editingChanged",
                "a shouldChange 0,2 ''", "container.a_editingChanged",
            ])
    }

    @Test("X7 setting text asks nothing and sends nothing")
    func setText() {
        let s = FieldScene()
        #expect(s.a.becomeFirstResponder())
        _ = s.take()
        s.a.text = "set"
        #expect(s.take().isEmpty)
        #expect(s.a.text == "set")
    }

    @Test("X7 return: shouldReturn; with editingDidEndOnExit actions they run, then the field resigns")
    func returnKey() {
        let s = FieldScene()
        let plain = TextField(name: "plain", frame: rect(0, 300, 100, 40))
        s.container.addSubview(plain)
        plain.behavior = TextRecorder(log: s.log)
        #expect(plain.becomeFirstResponder())
        _ = s.take()
        plain.insertReturn()
        #expect(plain.isEditing)
        #expect(s.take() == ["plain shouldReturn"])

        #expect(s.a.becomeFirstResponder())
        s.aDelegate.shouldReturn = .answered(false)
        _ = s.take()
        s.a.insertReturn()
        #expect(s.a.isEditing)
        s.aDelegate.shouldReturn = .answered(true)
        s.a.insertReturn()
        #expect(!s.a.isEditing)
        #expect(
            s.take() == [
                "a shouldReturn", "a shouldReturn", "container.a_editingDidEndOnExit", "a shouldEnd", "a didEnd",
                "container.a_editingDidEnd",
            ])
    }

    @Test("X7 the login idiom: return on A makes B first responder; the keyboard stays up")
    func nextFieldOnReturn() {
        let s = FieldScene()
        s.containerBehavior.onAction = { if $0 == "a_editingDidEndOnExit" { s.b.becomeFirstResponder() } }
        #expect(s.a.becomeFirstResponder())
        s.a.insertReturn()
        #expect(s.b.isEditing && !s.a.isEditing)
        #expect(s.keyboardChanges == ["show"])
    }

    @Test("X7 the seam: a field accepts key input only while editing")
    func keyInputSeam() {
        let s = FieldScene()
        let input: any KeyInput = s.a
        #expect(!input.acceptsKeyInput)
        #expect(s.a.becomeFirstResponder())
        #expect(input.acceptsKeyInput)
        input.insertText("k")
        #expect(input.hasText)
    }

    @Test("X7 clearsOnBeginEditing empties the text before didBeginEditing")
    func clearsOnBegin() {
        let s = FieldScene()
        s.a.text = "old"
        s.a.clearsOnBeginEditing = true
        #expect(s.a.becomeFirstResponder())
        #expect(s.a.text.isEmpty)
    }

    // MARK: X8

    /// A table with three rows under a tap-outside recognizer, and field `a` editing above it.
    private func tapOutside(cancels: Bool) -> (FieldScene, TableView, ScrollRecorder) {
        let s = FieldScene()
        let table = TableView(name: "table", frame: rect(0, 300, 390, 300))
        for row in 0..<3 { table.addSubview(Cell(name: "row\(row)", height: 44)) }
        s.container.addSubview(table)
        let tableDelegate = ScrollRecorder(log: s.log)
        table.behavior = tableDelegate
        let tap = TapGestureRecognizer(name: "dismiss")
        tap.action = "dismiss"
        tap.cancelsTouchesInView = cancels
        s.containerBehavior.actions.insert("dismiss")
        s.containerBehavior.onAction = { if $0 == "dismiss" { s.container.endEditing(true) } }
        s.container.addGestureRecognizer(tap)
        #expect(s.a.becomeFirstResponder())
        _ = s.take()
        return (s, table, tableDelegate)
    }

    @Test("X8 tap-outside with cancelsTouchesInView: the keyboard goes, no row is selected")
    func tapOutsideCancels() {
        let (s, _, _) = tapOutside(cancels: true)
        s.scene.touch(1, .began, 100, 320)
        s.scene.at(0.05)
        s.scene.touch(1, .ended, 100, 320)
        #expect(!s.a.isEditing)
        let log = s.take()
        #expect(!log.contains("didSelect row0"))
        #expect(log.contains("container.dismiss"))
    }

    @Test("X8 tap-outside without cancelsTouchesInView: the row is selected before the action")
    func tapOutsideKeeps() {
        let (s, _, _) = tapOutside(cancels: false)
        s.scene.touch(1, .began, 100, 320)
        s.scene.at(0.05)
        s.scene.touch(1, .ended, 100, 320)
        #expect(!s.a.isEditing)
        let log = s.take()
        let select = log.firstIndex(of: "didSelect row0")
        let dismiss = log.firstIndex(of: "container.dismiss")
        #expect(select != nil && dismiss != nil && select! < dismiss!)
    }

    @Test("X8 tap-outside: a tap on another field begins editing it")
    func tapOutsideOtherField() {
        let (s, _, _) = tapOutside(cancels: true)
        s.scene.tap(1, 50, 220)
        #expect(s.b.isEditing)
        #expect(!s.take().contains("container.dismiss"))
    }

    // MARK: X9

    /// A scroll view of tall content with field `a` inside, editing.
    private func dismissScene(_ mode: KeyboardDismissMode) -> (FieldScene, ScrollView) {
        let s = FieldScene()
        let scroll = ScrollView(name: "list", frame: rect(0, 0, 390, 844))
        scroll.contentSize = Size(width: 390, height: 3000)
        scroll.keyboardDismissMode = mode
        s.window.addSubview(scroll)
        let field = s.a
        scroll.addSubview(field)
        let recorder = ScrollRecorder(log: s.log)
        scroll.behavior = recorder
        #expect(field.becomeFirstResponder())
        _ = s.take()
        return (s, scroll)
    }

    private func drag(_ s: FieldScene, from y0: Double, to y1: Double) {
        s.scene.touch(1, .began, 200, y0)
        var y = y0
        var time = 0.0
        let step = y1 > y0 ? 10.0 : -10.0
        while (step > 0 && y < y1) || (step < 0 && y > y1) {
            y += step
            time += 0.016
            s.scene.at(time)
            s.scene.touch(1, .moved, 200, y)
        }
        s.scene.touch(1, .ended, 200, y1)
    }

    @Test("X9 onDrag resigns (forced) when the pan begins, before willBeginDragging")
    func onDrag() {
        let (s, _) = dismissScene(.onDrag)
        s.aDelegate.shouldEnd = .answered(false)
        drag(s, from: 400, to: 300)
        #expect(!s.a.isEditing)
        let log = s.take()
        #expect(!log.contains("a shouldEnd"))
        #expect(log.firstIndex(of: "a didEnd")! < log.firstIndex(of: "willBeginDragging")!)
    }

    @Test("X9 none (the default) never dismisses")
    func noneMode() {
        let (s, scroll) = dismissScene(.none)
        #expect(ScrollView(name: "x", frame: .zero).keyboardDismissMode == .none)
        drag(s, from: 400, to: 300)
        #expect(s.a.isEditing)
        #expect(scroll.contentOffset.y > 0)
    }

    @Test("X9 interactive resigns at lift only below the keyboard's top edge")
    func interactive() {
        let (s, _) = dismissScene(.interactive)
        drag(s, from: 300, to: 450)
        #expect(s.a.isEditing)
        s.scene.at(5)
        drag(s, from: 300, to: 600)
        #expect(!s.a.isEditing)
    }

    // MARK: X10

    @Test("X10 a hitTest override may run more than once for one touch")
    func hitTestMayRepeat() {
        let s = FieldScene()
        var calls = 0
        let recording = s.scene.record(s.container, .of(.hitTest))
        recording.hitTestAnswer = { point, view in
            calls += 1
            return .answered(view.defaultHitTest(point, with: nil))
        }
        s.scene.tap(1, 50, 120)
        // The host makes no promise of exactly one call; the touch still reaches the field.
        #expect(calls >= 1)
        #expect(s.a.isEditing)
    }

    // MARK: Trace

    @Test("X2–X6 every editing transition and keyboard change is a trace record with a reason")
    func traced() {
        let s = FieldScene()
        s.scene.tap(1, 50, 120)
        s.a.insertText("q")
        s.window.endEditing(true)
        var kinds: [String] = []
        for record in s.scene.tracer.records {
            switch record {
            case .editing(_, let transition, let reason):
                #expect(!reason.isEmpty)
                kinds.append(transition.rawValue)
            case .keyboard(let shown, _, let reason):
                #expect(!reason.isEmpty)
                kinds.append(shown ? "show" : "hide")
            default: break
            }
        }
        #expect(kinds == ["began", "show", "changed", "ended", "hide"])
    }
}
