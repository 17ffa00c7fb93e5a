import Testing

@testable import ResponderKit

@Suite("Control target-action (C5, E3)")
struct ControlActionTests {
    /// The control scene plus a target view `owner` performing `actions`.
    private func withOwner(_ actions: Set<String>) -> (TestScene, Window, Control, View, ActionTarget) {
        let (scene, window, _, control) = controlScene(Control.init)
        let owner = makeView("owner", .zero, in: window)
        let target = ActionTarget(log: scene.log, actions: actions)
        owner.behavior = target
        return (scene, window, control, owner, target)
    }

    @Test("C5 actions for an event run in the order they were added")
    func order() {
        let (scene, _, control, owner, _) = withOwner(["a", "b", "c"])
        control.addTarget(owner, action: "b", for: ControlEvents(.touchUpInside))
        control.addTarget(owner, action: "a", for: ControlEvents(.touchUpInside))
        control.addTarget(owner, action: "c", for: .allTouchEvents)
        scene.tap(1, 150, 120)
        #expect(
            scene.log.entries == ["owner.c(c, event)", "owner.b(c, event)", "owner.a(c, event)", "owner.c(c, event)"])
    }

    @Test("C5 the same target, action and event added twice runs once")
    func duplicatesOnce() {
        let (scene, _, control, owner, _) = withOwner(["up"])
        control.addTarget(owner, action: "up", for: ControlEvents(.touchUpInside))
        control.addTarget(owner, action: "up", for: ControlEvents(.touchUpInside))
        #expect(control.targetActions.count == 1)
        scene.tap(1, 150, 120)
        #expect(scene.log.entries == ["owner.up(c, event)"])
    }

    @Test("C5 removeTarget: by target and action, a nil action removes every action, a nil target every target")
    func removal() {
        let (_, window, control, owner, _) = withOwner(["a", "b"])
        let other = makeView("other", .zero, in: window)
        control.addTarget(owner, action: "a", for: [ControlEvents(.touchDown), ControlEvents(.touchUpInside)])
        control.addTarget(owner, action: "b", for: ControlEvents(.touchUpInside))
        control.addTarget(other, action: "a", for: ControlEvents(.touchUpInside))
        control.addTarget(nil, action: "a", for: ControlEvents(.touchUpInside))
        control.removeTarget(owner, action: "a", for: ControlEvents(.touchUpInside))
        #expect(control.actions(for: .touchDown).map(\.action) == ["a"])
        #expect(
            control.actions(for: .touchUpInside).map { "\($0.target?.name ?? "nil").\($0.action)" } == [
                "owner.b", "other.a", "nil.a",
            ])
        control.removeTarget(owner, action: nil, for: .allTouchEvents)
        #expect(
            control.actions(for: .touchUpInside).map { "\($0.target?.name ?? "nil").\($0.action)" } == [
                "other.a", "nil.a",
            ])
        control.removeTarget(nil, action: "a", for: ControlEvents(.touchUpInside))
        #expect(control.targetActions.isEmpty)
    }

    @Test(
        "C5 E3 a nil target sends a nil-targeted action with the control as sender; with no first responder it starts at the control"
    )
    func nilTargetStartsAtControl() {
        let (scene, window, container, control) = controlScene(Control.init)
        let containerTarget = ActionTarget(log: scene.log, actions: ["save"])
        container.behavior = containerTarget
        window.behavior = ActionTarget(log: scene.log, actions: ["save"])
        control.addTarget(nil, action: "save", for: ControlEvents(.touchUpInside))
        scene.tap(1, 150, 120)
        // The walk starts at the control, so its superview performs it before the window.
        #expect(scene.log.entries == ["container.save(c, event)"])
        #expect(scene.tracer.controlActions == ["save->container"])
    }

    @Test("C5 E3 with a first responder the nil-targeted action starts there, not at the control")
    func nilTargetStartsAtFirstResponder() {
        let (scene, window, container, control) = controlScene(Control.init)
        container.behavior = ActionTarget(log: scene.log, actions: ["save"])
        let field = makeView("field", rect(0, 400, 100, 40), in: window)
        scene.record(field, .of(.canBecomeFirstResponder)).actions = ["save"]
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        control.addTarget(nil, action: "save", for: ControlEvents(.touchUpInside))
        scene.tap(1, 150, 120)
        #expect(scene.log.entries == ["field.action:save"])
    }

    @Test("E3 with no first responder and no sender the walk starts at the key window")
    func noSenderStartsAtKeyWindow() {
        let (scene, window, container, _) = controlScene(Control.init)
        container.behavior = ActionTarget(log: scene.log, actions: ["save"])
        scene.record(window, []).actions = ["save"]
        #expect(scene.app.target(forAction: "save", sender: nil) === window)
        #expect(scene.app.target(forAction: "save", sender: container) === container)
    }

    @Test("C5 a target without the action performs nothing; the trace says so")
    func targetWithoutAction() {
        let (scene, _, control, owner, _) = withOwner([])
        control.addTarget(owner, action: "missing", for: ControlEvents(.touchUpInside))
        scene.tap(1, 150, 120)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.tracer.controlActions == ["missing->nil"])
    }

    @Test("C5 an action removed by an earlier one of the same event does not run")
    func removedWhilePending() {
        let (scene, _, control, owner, target) = withOwner(["first", "second"])
        control.addTarget(owner, action: "first", for: ControlEvents(.touchUpInside))
        control.addTarget(owner, action: "second", for: ControlEvents(.touchUpInside))
        target.then = { action in
            if action == "first" { control.removeTarget(owner, action: "second", for: ControlEvents(.touchUpInside)) }
        }
        scene.tap(1, 150, 120)
        #expect(scene.log.entries == ["owner.first(c, event)"])
    }

    @Test("C5 a target that no longer exists is skipped, not sent as a nil-targeted action")
    func goneTarget() {
        let (scene, window, _, control) = controlScene(Control.init)
        window.behavior = ActionTarget(log: scene.log, actions: ["up"])
        do {
            let temporary = View(name: "temporary", frame: .zero)
            temporary.behavior = ActionTarget(log: scene.log, actions: ["up"])
            control.addTarget(temporary, action: "up", for: ControlEvents(.touchUpInside))
        }
        scene.tap(1, 150, 120)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.tracer.controlActions == ["up->nil"])
    }
}
