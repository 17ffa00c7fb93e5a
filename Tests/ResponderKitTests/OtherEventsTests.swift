import Testing

@testable import ResponderKit

@Suite("Motion, remote-control, press events and actions (E1–E3)")
struct OtherEventsTests {
    /// Key window "w" > "form" > "field" (can become first responder); a second window "other"
    /// with "otherField". "form", both windows, the app and the delegate record event handlers.
    private func scene() -> (TestScene, Window, View, View, Window, View) {
        let scene = TestScene()
        let window = scene.window("w")
        let form = makeView("form", rect(0, 0, 200, 200), in: window)
        let field = makeView("field", rect(0, 0, 100, 40), in: form)
        let other = scene.window("other")
        let otherField = makeView("otherField", rect(0, 0, 100, 40), in: other)
        scene.record(field, .of(.canBecomeFirstResponder))
        scene.record(otherField, .of(.canBecomeFirstResponder))
        scene.record(form, .eventHandlers)
        scene.record(window, .eventHandlers)
        scene.record(other, .eventHandlers)
        return (scene, window, form, field, other, otherField)
    }

    // MARK: E1

    @Test("E1 a shake starts at the first responder and travels the chain to the first handler")
    func motionFromFirstResponder() {
        let (scene, _, _, field, _, _) = scene()
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        var subtypes: [EventSubtype] = []
        (field.superview?.behavior as? RecordingBehavior)?.onMotion = { _, event, _ in
            subtypes.append(event.subtype)
            #expect(event.type == .motion)
        }
        scene.app.sendMotion(.began)
        scene.app.sendMotion(.ended)
        scene.app.sendMotion(.cancelled)
        #expect(scene.log.entries == ["form.motionBegan", "form.motionEnded", "form.motionCancelled"])
        #expect(subtypes == [.motionShake, .motionShake, .motionShake])
        #expect(scene.tracer.forwards == ["field>form", "field>form", "field>form"])
    }

    @Test("E1 with no first responder, events start at the key window")
    func startAtKeyWindow() {
        let (scene, window, _, _, other, otherField) = scene()
        #expect(otherField.becomeFirstResponder())  // first responder of a window that is not key
        scene.log.clear()
        #expect(scene.app.eventStartResponder === window)
        scene.app.sendMotion(.began)
        scene.app.sendPress(.select, phase: .began)
        scene.app.beginReceivingRemoteControlEvents()
        scene.app.sendRemoteControl(.remoteControlPause)
        #expect(
            scene.log.entries == [
                "w.motionBegan", "w.pressesBegan[select]", "w.remoteControlReceived(remoteControlPause)",
            ])
        scene.log.clear()
        scene.app.makeKey(other)
        scene.app.sendMotion(.began)
        #expect(scene.log.entries == ["other.motionBegan"])
        #expect(scene.tracer.forwards.last == "otherField>other")
    }

    @Test("E1 no key window: nothing is delivered")
    func noKeyWindow() {
        let app = Application()
        let delegate = AppDelegate()
        let log = EventLog()
        delegate.behavior = RecordingBehavior(log: log, overriding: .eventHandlers)
        app.delegate = delegate
        app.sendMotion(.began)
        app.sendPress(.menu, phase: .began)
        app.beginReceivingRemoteControlEvents()
        #expect(app.sendRemoteControl(.remoteControlPlay) == false)
        #expect(log.entries.isEmpty)
    }

    @Test("E1 presses travel the chain; a press keeps its identity from began to ended")
    func pressesTravel() {
        let (scene, window, form, field, _, _) = scene()
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        form.behavior = nil
        var presses: [ObjectIdentifier] = []
        var allPresses: [Int] = []
        (window.behavior as? RecordingBehavior)?.onPresses = { _, list, event, _ in
            presses.append(ObjectIdentifier(list[0]))
            allPresses.append(event.allPresses.count)
            #expect(event.type == .presses)
        }
        scene.app.sendPress(.key, phase: .began, key: "a")
        scene.app.sendPress(.upArrow, phase: .began)
        scene.app.sendPress(.key, phase: .changed, key: "a")
        scene.app.sendPress(.key, phase: .ended, key: "a")
        scene.app.sendPress(.upArrow, phase: .cancelled)
        #expect(
            scene.log.entries == [
                "w.pressesBegan[key]", "w.pressesBegan[upArrow]", "w.pressesChanged[key]",
                "w.pressesEnded[key]", "w.pressesCancelled[upArrow]",
            ])
        #expect(presses[0] == presses[2] && presses[2] == presses[3])
        #expect(presses[1] == presses[4] && presses[0] != presses[1])
        #expect(allPresses == [1, 2, 2, 2, 1])
        #expect(scene.tracer.forwards.prefix(2) == ["field>form", "form>w"])
    }

    @Test("E1 T7 unhandled events reach the app delegate, or are dropped without one")
    func reachDelegateOrDrop() {
        let scene = TestScene()
        let window = scene.window("w")
        scene.app.sendMotion(.began)
        #expect(scene.tracer.drops.map(\.at) == ["app"])
        #expect(scene.tracer.drops.map(\.method) == [.motionBegan])
        let delegate = AppDelegate()
        scene.app.delegate = delegate
        scene.record(delegate, .eventHandlers)
        scene.app.sendMotion(.ended)
        scene.app.sendPress(.playPause, phase: .began)
        scene.app.beginReceivingRemoteControlEvents()
        scene.app.sendRemoteControl(.remoteControlNextTrack)
        #expect(
            scene.log.entries == [
                "delegate.motionEnded", "delegate.pressesBegan[playPause]",
                "delegate.remoteControlReceived(remoteControlNextTrack)",
            ])
        #expect(scene.tracer.forwards.suffix(2) == ["w>app", "app>delegate"])
        _ = window
    }

    // MARK: E2

    @Test("E2 remote-control events are delivered only between begin and end receiving")
    func remoteWindow() {
        let (scene, _, _, field, _, _) = scene()
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        #expect(scene.app.sendRemoteControl(.remoteControlPlay) == false)
        scene.app.beginReceivingRemoteControlEvents()
        #expect(scene.app.sendRemoteControl(.remoteControlTogglePlayPause))
        #expect(scene.app.sendRemoteControl(.remoteControlBeginSeekingForward))
        scene.app.endReceivingRemoteControlEvents()
        #expect(scene.app.sendRemoteControl(.remoteControlStop) == false)
        #expect(
            scene.log.entries == [
                "form.remoteControlReceived(remoteControlTogglePlayPause)",
                "form.remoteControlReceived(remoteControlBeginSeekingForward)",
            ])
        let ignored = scene.tracer.records.compactMap { record -> EventSubtype? in
            if case .remoteControlIgnored(let subtype) = record { return subtype }
            return nil
        }
        #expect(ignored == [.remoteControlPlay, .remoteControlStop])
    }

    @Test("E2 timeline names map to remote-control subtypes")
    func remoteNames() {
        #expect(EventSubtype(remoteCommand: "play") == .remoteControlPlay)
        #expect(EventSubtype(remoteCommand: "togglePlayPause") == .remoteControlTogglePlayPause)
        #expect(EventSubtype(remoteCommand: "endSeekingBackward") == .remoteControlEndSeekingBackward)
        #expect(EventSubtype(remoteCommand: "shake") == nil)
        #expect(EventSubtype(remoteCommand: "") == nil)
        #expect(EventSubtype(remoteCommand: "none") == nil)
    }

    // MARK: E3

    @Test("E3 a nil-targeted action goes to the first responder in the chain that can perform it")
    func actionWalksChain() {
        let (scene, window, form, field, _, _) = scene()
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        (form.behavior as? RecordingBehavior)?.actions = ["copy"]
        (window.behavior as? RecordingBehavior)?.actions = ["copy", "paste"]
        #expect(scene.app.sendAction("copy", to: nil, from: nil))
        #expect(scene.app.sendAction("paste", to: nil, from: field))
        #expect(scene.log.entries == ["form.action:copy", "w.action:paste"])
        #expect(scene.app.target(forAction: "copy", sender: nil) === form)
    }

    @Test("E3 the first responder itself performs an action it defines")
    func firstResponderPerforms() {
        let (scene, _, form, field, _, _) = scene()
        let behavior = scene.record(field, .of(.canBecomeFirstResponder))
        behavior.actions = ["selectAll"]
        (form.behavior as? RecordingBehavior)?.actions = ["selectAll"]
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        #expect(scene.app.sendAction("selectAll", to: nil, from: nil))
        #expect(scene.log.entries == ["field.action:selectAll"])
    }

    @Test("E3 a canPerformAction override refusing passes the action up the chain")
    func canPerformRefuses() {
        let (scene, window, form, field, _, _) = scene()
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        let formBehavior = form.behavior as? RecordingBehavior
        formBehavior?.actions = ["copy"]
        formBehavior?.overrides.insert(.canPerformAction)
        formBehavior?.canPerformAnswer = { action, _ in .answered(action != "copy") }
        (window.behavior as? RecordingBehavior)?.actions = ["copy"]
        #expect(scene.app.sendAction("copy", to: nil, from: nil))
        #expect(scene.log.entries == ["form.canPerformAction:copy", "w.action:copy"])
    }

    @Test("E3 a canPerformAction override accepting an action it does not define is honoured")
    func canPerformAccepts() {
        let (scene, _, form, field, _, _) = scene()
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        let formBehavior = form.behavior as? RecordingBehavior
        formBehavior?.overrides.insert(.canPerformAction)
        formBehavior?.canPerformAnswer = { _, _ in .answered(true) }
        #expect(scene.app.target(forAction: "anything", sender: nil) === form)
        // A failing override falls back to "defines the action".
        formBehavior?.canPerformAnswer = { _, _ in .failed }
        #expect(scene.app.target(forAction: "anything", sender: nil) == nil)
    }

    @Test("E3 nobody can perform it: sendAction returns false")
    func noneReturnsFalse() {
        let (scene, _, _, field, _, _) = scene()
        #expect(scene.app.sendAction("cut", to: nil, from: nil) == false)
        #expect(field.becomeFirstResponder())
        scene.log.clear()
        #expect(scene.app.sendAction("cut", to: nil, from: nil) == false)
        #expect(scene.log.entries.isEmpty)
        let targets = scene.tracer.records.compactMap { record -> String? in
            if case .action(let name, let target, _) = record { return "\(name)->\(target?.name ?? "nil")" }
            return nil
        }
        #expect(targets == ["cut->nil", "cut->nil"])
    }

    @Test("E3 with no first responder the walk starts at the key window and reaches the delegate")
    func startsAtKeyWindow() {
        let (scene, _, form, _, other, _) = scene()
        (form.behavior as? RecordingBehavior)?.actions = ["save"]
        (other.behavior as? RecordingBehavior)?.actions = ["save"]
        let delegate = AppDelegate()
        scene.app.delegate = delegate
        scene.record(delegate, []).actions = ["save"]
        #expect(scene.app.sendAction("save", to: nil, from: nil))
        #expect(scene.log.entries == ["delegate.action:save"])
    }

    @Test("E3 a targeted action goes to its target only if it defines it")
    func targetedAction() {
        let (scene, _, form, _, _, _) = scene()
        (form.behavior as? RecordingBehavior)?.actions = ["tap"]
        #expect(scene.app.sendAction("tap", to: form, from: nil))
        #expect(scene.app.sendAction("other", to: form, from: nil) == false)
        #expect(scene.log.entries == ["form.action:tap"])
    }
}
