import Testing

@testable import ResponderKit

@Suite("Control tracking (C1–C4)")
struct ControlTrackingTests {
    @Test("C1 a touch beginning on a control: tracking, highlighted, touchInside, then touchDown; nothing forwarded")
    func beginSendsTouchDown() {
        let (scene, _, _, control) = controlScene(Control.init)
        var flagsAtTouchDown: [Bool] = []
        targetActions(of: control, [("down", .touchDown)], in: scene) { _ in
            flagsAtTouchDown = [control.isTracking, control.isHighlighted, control.isTouchInside]
        }
        scene.touch(1, .began, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown"])
        #expect(flagsAtTouchDown == [true, true, true])
        #expect(scene.log.entries == ["owner.down(c, event)"])
        #expect(scene.tracer.forwards.isEmpty)
        #expect(control.trackedTouch?.id == 1)
    }

    @Test("C1 a second tap sends touchDownRepeat right after touchDown")
    func touchDownRepeat() {
        let (scene, _, _, _) = controlScene(Control.init)
        scene.tap(1, 150, 120)
        scene.at(0.2)
        scene.touch(2, .began, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpInside", "c:touchDown", "c:touchDownRepeat"])
    }

    @Test("C1 beginTracking false: the touch is not tracked and sends nothing")
    func beginTrackingRefuses() {
        let (scene, _, _, control) = controlScene(Control.init)
        let override = TrackingOverride(log: scene.log)
        override.begin = .answered(false)
        control.behavior = override
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 160, 120)
        scene.touch(1, .ended, 160, 120)
        #expect(scene.log.entries == ["beginTracking 1"])
        #expect(scene.tracer.controlEvents.isEmpty)
        #expect(!control.isTracking)
        #expect(scene.tracer.forwards.isEmpty)
    }

    @Test("C1 a failed beginTracking override falls back to the default (track it)")
    func beginTrackingFails() {
        let (scene, _, _, control) = controlScene(Control.init)
        let override = TrackingOverride(log: scene.log)
        override.begin = .failed
        control.behavior = override
        scene.touch(1, .began, 150, 120)
        #expect(control.isTracking)
        #expect(scene.tracer.controlEvents == ["c:touchDown"])
    }

    @Test("C1 only one touch is tracked: a second finger on the control is ignored")
    func secondFingerIgnored() {
        let (scene, _, _, control) = controlScene(Control.init)
        control.isMultipleTouchEnabled = true
        scene.touch(1, .began, 150, 120)
        scene.touch(2, .began, 180, 120)
        scene.touch(2, .moved, 400, 600)
        scene.touch(2, .ended, 400, 600)
        #expect(control.trackedTouch?.id == 1)
        scene.touch(1, .ended, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpInside"])
    }

    @Test(
        "C2 leaving the grown rect sends touchDragExit then touchDragOutside; coming back touchDragEnter then touchDragInside"
    )
    func dragExitEnter() {
        let (scene, _, _, control) = controlScene(Control.init)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 160, 120)
        scene.touch(1, .moved, 150, 300)
        #expect(!control.isTouchInside && !control.isHighlighted && control.isTracking)
        scene.touch(1, .moved, 150, 310)
        scene.touch(1, .moved, 150, 125)
        #expect(control.isTouchInside && control.isHighlighted)
        #expect(
            scene.tracer.controlEvents == [
                "c:touchDown", "c:touchDragInside", "c:touchDragExit", "c:touchDragOutside", "c:touchDragOutside",
                "c:touchDragEnter", "c:touchDragInside",
            ])
    }

    /// The control's frame is (100, 100, 100, 50): grown by 70, x in [30, 270), y in [30, 220) (H5 edges).
    @Test(
        "C2 grown-rect edges: min edges inclusive, max edges exclusive, 70 points on every side",
        arguments: [
            (30.0, 120.0, true), (29.999, 120.0, false), (269.999, 120.0, true), (270.0, 120.0, false),
            (150.0, 30.0, true), (150.0, 29.999, false), (150.0, 219.999, true), (150.0, 220.0, false),
        ])
    func grownRectEdges(x: Double, y: Double, inside: Bool) {
        let (scene, _, _, control) = controlScene(Control.init)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, x, y)
        #expect(control.isTouchInside == inside)
        scene.touch(1, .ended, x, y)
        #expect(scene.tracer.controlEvents.last == (inside ? "c:touchUpInside" : "c:touchUpOutside"))
    }

    @Test("C2 continueTracking false ends tracking: flags cleared and the touch sends nothing more")
    func continueTrackingFalse() {
        let (scene, _, _, control) = controlScene(Control.init)
        let override = TrackingOverride(log: scene.log)
        override.continueAnswer = .answered(false)
        control.behavior = override
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 160, 120)
        #expect(!control.isTracking && !control.isHighlighted)
        scene.touch(1, .moved, 170, 120)
        scene.touch(1, .ended, 170, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown"])
        #expect(scene.log.entries == ["beginTracking 1", "continueTracking 1"])
    }

    @Test("C3 the touch ending calls endTracking, clears the flags, then sends touchUpInside")
    func endTrackingThenUp() {
        let (scene, _, _, control) = controlScene(Control.init)
        control.behavior = TrackingOverride(log: scene.log)
        var trackingAtUp: Bool?
        targetActions(of: control, [("up", .touchUpInside)], in: scene) { _ in
            trackingAtUp = control.isTracking || control.isHighlighted
        }
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .ended, 150, 120)
        #expect(scene.log.entries == ["beginTracking 1", "endTracking 1 tracking=true", "owner.up(c, event)"])
        #expect(trackingAtUp == false)
    }

    @Test("C3 ending outside the grown rect sends touchUpOutside and no touchUpInside")
    func upOutside() {
        let (scene, _, _, _) = controlScene(Control.init)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .ended, 150, 400)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpOutside"])
    }

    @Test(
        "C3 T6 a control removed from its window while tracking: cancelTracking, flags cleared, touchCancel, no touch-up"
    )
    func removedWhileTracking() {
        let (scene, _, _, control) = controlScene(Control.init)
        control.behavior = TrackingOverride(log: scene.log)
        scene.touch(1, .began, 150, 120)
        control.removeFromSuperview()
        #expect(!control.isTracking && !control.isHighlighted && !control.isTouchInside)
        scene.touch(1, .ended, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchCancel"])
        #expect(scene.log.entries == ["beginTracking 1", "cancelTracking"])
    }

    @Test("C3 G5 a recognizer with cancelsTouchesInView cancels the tracking: touchCancel, no touch-up")
    func recognizerCancels() {
        let (scene, _, _, control) = controlScene(Control.init)
        control.addGestureRecognizer(TapGestureRecognizer(name: "own"))
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .ended, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchCancel"])
        #expect(!control.isTracking)
    }

    @Test("C3 T6 an action that removes the control from the window: touchCancel at once, nothing more")
    func actionEditsTree() {
        let (scene, _, _, control) = controlScene(Control.init)
        targetActions(of: control, [("down", .touchDown)], in: scene) { _ in control.removeFromSuperview() }
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 150, 130)
        scene.touch(1, .ended, 150, 130)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchCancel"])
    }

    @Test("C4 a disabled control is skipped by hit testing (reason disabledControl): the touch goes behind it")
    func disabledSkipped() {
        let (scene, _, container, control) = controlScene(Control.init)
        control.isEnabled = false
        #expect(scene.app.hitTest(screenPoint: Point(150, 120), with: nil)?.view === container)
        #expect(scene.tracer.skips.contains { $0.view == "c" && $0.reason == .disabledControl })
        control.isEnabled = true
        #expect(scene.app.hitTest(screenPoint: Point(150, 120), with: nil)?.view === control)
    }

    @Test("C4 disabling a control while it tracks keeps the pending touch-up event")
    func disabledMidTrack() {
        let (scene, _, _, control) = controlScene(Control.init)
        scene.touch(1, .began, 150, 120)
        control.isEnabled = false
        scene.touch(1, .ended, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpInside"])
    }

    @Test("C4 programmatic changes send nothing; sendActions sends that event's actions with a nil event")
    func programmaticChanges() {
        let (scene, _, _, _) = controlScene(Control.init)
        let (_, _, _, toggle) = controlScene(Switch.init)
        let slider = Slider(name: "s", frame: rect(0, 0, 228, 40))
        let owner = makeView("owner", .zero)
        owner.behavior = ActionTarget(log: scene.log, actions: ["changed"])
        toggle.addTarget(owner, action: "changed", for: ControlEvents(.valueChanged))
        toggle.isOn = true
        toggle.isSelected = true
        toggle.isHighlighted = true
        slider.value = 0.5
        #expect(scene.log.entries.isEmpty)
        toggle.sendActions(for: .valueChanged, with: nil)
        #expect(scene.log.entries == ["owner.changed(c, nil)"])
    }
}
