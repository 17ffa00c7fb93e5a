import Testing

@testable import ResponderKit

@Suite("First responder and input views (F1–F4)")
struct FirstResponderTests {
    /// A window "w" with two text fields that can become first responder.
    private func scene() -> (TestScene, Window, View, View) {
        let scene = TestScene()
        let window = scene.window("w")
        let first = makeView("field1", rect(0, 0, 100, 40), in: window)
        let second = makeView("field2", rect(0, 50, 100, 40), in: window)
        scene.record(first, .firstResponderMethods)
        scene.record(second, .firstResponderMethods)
        return (scene, window, first, second)
    }

    // MARK: F1

    @Test("F1 each window has its own first responder; the app's is the key window's")
    func perWindow() {
        let (scene, window, field1, _) = scene()
        let other = scene.window("other")
        let field3 = makeView("field3", rect(0, 0, 10, 10), in: other)
        scene.record(field3, .firstResponderMethods)
        #expect(scene.app.keyWindow === window)
        #expect(field1.becomeFirstResponder())
        #expect(field3.becomeFirstResponder())
        // Becoming first responder in one window does not take it from another.
        #expect(field1.isFirstResponder)
        #expect(field3.isFirstResponder)
        #expect(window.firstResponder === field1)
        #expect(other.firstResponder === field3)
        #expect(scene.app.firstResponder === field1)
        scene.app.makeKey(other)
        #expect(scene.app.firstResponder === field3)
        #expect(other.isKeyWindow && !window.isKeyWindow)
    }

    @Test("F1 no key window or no first responder: the app has none")
    func noneWithoutKeyWindow() {
        let app = Application()
        #expect(app.firstResponder == nil)
        let window = Window(name: "w", frame: rect(0, 0, 10, 10))
        app.addWindow(window)
        #expect(app.keyWindow === window)
        #expect(app.firstResponder == nil)
    }

    @Test("F1 a window and a controller can be first responders")
    func windowAndController() {
        let scene = TestScene()
        let window = scene.window("w")
        let root = View(name: "root", frame: rect(0, 0, 10, 10))
        let controller = ViewController(name: "C", view: root)
        window.addSubview(root)
        scene.record(controller, .firstResponderMethods)
        #expect(controller.becomeFirstResponder())
        #expect(window.firstResponder === controller)
        #expect(controller.isFirstResponder)
        scene.record(window, .firstResponderMethods)
        #expect(window.becomeFirstResponder())
        #expect(scene.app.firstResponder === window)
        #expect(!controller.isFirstResponder)
    }

    // MARK: F2

    @Test("F2 a responder in no window cannot become first responder")
    func notInWindow() {
        let (scene, window, field1, _) = scene()
        let loose = makeView("loose", rect(0, 0, 10, 10))
        scene.record(loose, .firstResponderMethods)
        #expect(field1.becomeFirstResponder())
        #expect(loose.becomeFirstResponder() == false)
        #expect(window.firstResponder === field1)
        #expect(!loose.isFirstResponder)
        #expect(!scene.log.entries.contains("field1.resignFirstResponder"))
    }

    @Test("F2 canBecomeFirstResponder false (the default) refuses and changes nothing")
    func cannotBecome() {
        let (scene, window, field1, field2) = scene()
        let plain = makeView("plain", rect(0, 0, 10, 10), in: window)
        #expect(plain.canBecomeFirstResponder() == false)
        #expect(plain.becomeFirstResponder() == false)
        #expect(window.firstResponder == nil)
        #expect(field1.becomeFirstResponder())
        (field2.behavior as? RecordingBehavior)?.canBecomeAnswer = .answered(false)
        scene.log.clear()
        scene.tracer.clear()
        #expect(field2.becomeFirstResponder() == false)
        #expect(window.firstResponder === field1)
        #expect(scene.log.entries == ["field2.becomeFirstResponder", "field2.canBecomeFirstResponder"])
        #expect(scene.tracer.firstResponderChanges.isEmpty)
    }

    @Test("F2 the current first responder refusing canResign keeps it, returns false, and resign is not called")
    func currentCannotResign() {
        let (scene, window, field1, field2) = scene()
        #expect(field1.becomeFirstResponder())
        (field1.behavior as? RecordingBehavior)?.canResignAnswer = .answered(false)
        scene.log.clear()
        #expect(field2.becomeFirstResponder() == false)
        #expect(window.firstResponder === field1)
        #expect(
            scene.log.entries == [
                "field2.becomeFirstResponder", "field2.canBecomeFirstResponder", "field1.canResignFirstResponder",
            ])
    }

    @Test("F2 the current first responder's resignFirstResponder returning false keeps it")
    func currentResignReturnsFalse() {
        let (scene, window, field1, field2) = scene()
        #expect(field1.becomeFirstResponder())
        (field1.behavior as? RecordingBehavior)?.resignAnswer = .answered(false)
        scene.log.clear()
        scene.tracer.clear()
        #expect(field2.becomeFirstResponder() == false)
        #expect(window.firstResponder === field1)
        #expect(field1.isFirstResponder && !field2.isFirstResponder)
        #expect(
            scene.log.entries == [
                "field2.becomeFirstResponder", "field2.canBecomeFirstResponder",
                "field1.canResignFirstResponder", "field1.resignFirstResponder",
            ])
        #expect(scene.tracer.firstResponderChanges.isEmpty)
    }

    @Test("F2 success: the current one resigns and the new one becomes first responder")
    func success() {
        let (scene, window, field1, field2) = scene()
        #expect(field1.becomeFirstResponder())
        scene.log.clear()
        scene.tracer.clear()
        #expect(field2.becomeFirstResponder())
        #expect(window.firstResponder === field2)
        #expect(!field1.isFirstResponder)
        #expect(
            scene.log.entries == [
                "field2.becomeFirstResponder", "field2.canBecomeFirstResponder",
                "field1.canResignFirstResponder", "field1.resignFirstResponder", "field1.canResignFirstResponder",
            ])
        let changes = scene.tracer.firstResponderChanges
        #expect(changes.map(\.from) == ["field1", nil])
        #expect(changes.map(\.to) == [nil, "field2"])
        // Becoming it again is a no-op success.
        #expect(field2.becomeFirstResponder())
        #expect(scene.tracer.firstResponderChanges.count == 2)
    }

    @Test("F2 resignFirstResponder by default gives it up, unless canResign is false")
    func resignDefault() {
        let (_, window, field1, _) = scene()
        #expect(field1.becomeFirstResponder())
        (field1.behavior as? RecordingBehavior)?.canResignAnswer = .answered(false)
        #expect(field1.resignFirstResponder() == false)
        #expect(window.firstResponder === field1)
        (field1.behavior as? RecordingBehavior)?.canResignAnswer = .answered(true)
        #expect(field1.resignFirstResponder())
        #expect(window.firstResponder == nil)
    }

    // MARK: F3

    /// field1 with a 260-point input view and a 44-point accessory; field2 with neither.
    private func inputScene() -> (TestScene, Window, View, View, View, View) {
        let (scene, window, field1, field2) = scene()
        let keyboard = View(name: "keyboard", frame: rect(5, 5, 100, 260))
        let accessory = View(name: "accessory", frame: rect(0, 0, 10, 44))
        field1.inputView = keyboard
        field1.inputAccessoryView = accessory
        makeView("content", rect(0, 500, 390, 344), in: window)
        return (scene, window, field1, field2, keyboard, accessory)
    }

    @Test("F3 the input view sits at the bottom, full width; the accessory directly above")
    func inputViewFrames() {
        let (scene, _, field1, _, keyboard, accessory) = inputScene()
        #expect(field1.becomeFirstResponder())
        #expect(keyboard.frame == rect(0, 844 - 260, 390, 260))
        #expect(accessory.frame == rect(0, 844 - 260 - 44, 390, 44))
        #expect(keyboard.window === scene.app.inputWindow)
        #expect(accessory.window === scene.app.inputWindow)
        #expect(keyboard.convertToScreen(.zero) == Point(0, 584))
    }

    @Test("F3 the input window is in front of every window, even a higher-level one added later")
    func inputWindowInFront() {
        let (scene, _, field1, _, _, _) = inputScene()
        scene.window("alert", frame: rect(0, 0, 390, 100), level: 20_000_000)
        #expect(!scene.app.windowsFrontToBack.contains { $0 === scene.app.inputWindow })
        #expect(field1.becomeFirstResponder())
        #expect(scene.app.windowsFrontToBack.first === scene.app.inputWindow)
        #expect(scene.app.windowsFrontToBack.map(\.name) == ["inputWindow", "alert", "w"])
    }

    @Test("F3 the input window takes touches on the input views and passes the others on")
    func inputWindowTouches() {
        let (scene, _, field1, _, keyboard, accessory) = inputScene()
        scene.record(keyboard, .touchHandlers)
        #expect(field1.becomeFirstResponder())
        #expect(scene.hit(200, 700) == "keyboard")
        #expect(scene.hit(200, 560) == "accessory")
        #expect(scene.hit(200, 530) == "content")  // above the accessory: the window behind
        #expect(scene.hit(50, 20) == "field1")
        scene.touch(1, .began, 200, 700)
        scene.touch(1, .ended, 200, 700)
        #expect(
            scene.log.entries(startingWith: "keyboard.") == ["keyboard.touchesBegan[1]", "keyboard.touchesEnded[1]"])
        _ = accessory
    }

    @Test("F3 resigning removes the input views and the input window")
    func resignRemoves() {
        let (scene, _, field1, _, keyboard, accessory) = inputScene()
        #expect(field1.becomeFirstResponder())
        #expect(field1.resignFirstResponder())
        #expect(keyboard.superview == nil)
        #expect(accessory.superview == nil)
        #expect(!scene.app.windowsFrontToBack.contains { $0 === scene.app.inputWindow })
        #expect(scene.hit(200, 700) == "content")
    }

    @Test("F3 another responder becoming first responder swaps the input views out")
    func switchingResponderSwapsInputViews() {
        let (scene, _, field1, field2, keyboard, _) = inputScene()
        let picker = View(name: "picker", frame: rect(0, 0, 0, 200))
        field2.inputView = picker
        #expect(field1.becomeFirstResponder())
        #expect(field2.becomeFirstResponder())
        #expect(keyboard.superview == nil)
        #expect(picker.window === scene.app.inputWindow)
        #expect(picker.frame == rect(0, 644, 390, 200))
        #expect(scene.app.inputWindow.subviews.map(\.name) == ["picker"])
    }

    @Test("F3 an accessory view alone sits at the bottom of the screen")
    func accessoryAlone() {
        let (scene, _, _, field2, _, _) = inputScene()
        let bar = View(name: "bar", frame: rect(0, 0, 100, 50))
        field2.inputAccessoryView = bar
        #expect(field2.becomeFirstResponder())
        #expect(bar.frame == rect(0, 794, 390, 50))
        #expect(scene.app.windowsFrontToBack.first === scene.app.inputWindow)
    }

    @Test("F3 a responder with no input views shows no input window")
    func noInputViews() {
        let (scene, _, _, field2, _, _) = inputScene()
        #expect(field2.becomeFirstResponder())
        #expect(scene.app.windowsFrontToBack.map(\.name) == ["w"])
    }

    @Test("F3 reloadInputViews swaps the views in, only while first responder")
    func reloadInputViews() {
        let (scene, _, field1, _, keyboard, accessory) = inputScene()
        let emoji = View(name: "emoji", frame: rect(0, 0, 390, 300))
        // Not first responder: nothing happens.
        field1.inputView = emoji
        field1.reloadInputViews()
        #expect(emoji.superview == nil)
        #expect(!scene.app.windowsFrontToBack.contains { $0 === scene.app.inputWindow })
        // First responder: reloading swaps them.
        field1.inputView = keyboard
        #expect(field1.becomeFirstResponder())
        field1.inputView = emoji
        #expect(keyboard.window === scene.app.inputWindow)  // not until reloaded
        field1.reloadInputViews()
        #expect(keyboard.superview == nil)
        #expect(emoji.frame == rect(0, 544, 390, 300))
        #expect(accessory.frame == rect(0, 500, 390, 44))
        #expect(scene.hit(10, 600) == "emoji")
        // Dropping every input view hides the input window.
        field1.inputView = nil
        field1.inputAccessoryView = nil
        field1.reloadInputViews()
        #expect(!scene.app.windowsFrontToBack.contains { $0 === scene.app.inputWindow })
        #expect(emoji.superview == nil && accessory.superview == nil)
    }

    // MARK: F4

    @Test("F4 a first responder removed from its window resigns")
    func removedResigns() {
        let (scene, window, field1, _, keyboard, _) = inputScene()
        #expect(field1.becomeFirstResponder())
        scene.log.clear()
        field1.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(!field1.isFirstResponder)
        #expect(scene.log.entries.contains("field1.resignFirstResponder"))
        #expect(keyboard.superview == nil)
        #expect(scene.app.firstResponder == nil)
    }

    @Test("F4 removing an ancestor of the first responder makes it resign, even if it refuses")
    func removedAncestorResigns() {
        let scene = TestScene()
        let window = scene.window("w")
        let form = makeView("form", rect(0, 0, 200, 200), in: window)
        let field = makeView("field", rect(0, 0, 100, 40), in: form)
        let behavior = scene.record(field, .firstResponderMethods)
        #expect(field.becomeFirstResponder())
        behavior.canResignAnswer = .answered(false)
        behavior.resignAnswer = .answered(false)
        form.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(scene.tracer.firstResponderChanges.last?.to == nil)
    }

    @Test("F4 a first responder moved into another window resigns in its old window")
    func movedToAnotherWindowResigns() {
        let (scene, window, field1, _) = scene()
        let other = scene.window("other")
        #expect(field1.becomeFirstResponder())
        other.addSubview(field1)
        #expect(window.firstResponder == nil)
        #expect(other.firstResponder == nil)
        #expect(!field1.isFirstResponder)
    }

    @Test("F4 removing an unrelated view keeps the first responder")
    func unrelatedRemovalKeeps() {
        let (_, window, field1, field2) = scene()
        #expect(field1.becomeFirstResponder())
        field2.removeFromSuperview()
        #expect(window.firstResponder === field1)
    }

    @Test("F4 a controller whose root view leaves the window resigns")
    func controllerResigns() {
        let scene = TestScene()
        let window = scene.window("w")
        let root = View(name: "root", frame: rect(0, 0, 10, 10))
        let controller = ViewController(name: "C", view: root)
        window.addSubview(root)
        scene.record(controller, .firstResponderMethods)
        #expect(controller.becomeFirstResponder())
        root.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(!controller.isFirstResponder)
    }
}
