import Testing

@testable import ResponderKit

/// C3 (v3 amendment): `touchInside` is true only while a touch is tracked; after the touch-up
/// events, a cancel or an ended tracking it reads false.
@Suite("Control touchInside after tracking (C2, C3)")
struct ControlTouchInsideTests {
    @Test("C3 touchInside reads false after touchUpInside (and primaryActionTriggered); true during them")
    func falseAfterUpInside() {
        let (scene, _, _, button) = controlScene(Button.init)
        var insideDuringEvents: [Bool] = []
        targetActions(of: button, [("up", .touchUpInside), ("primary", .primaryActionTriggered)], in: scene) { _ in
            insideDuringEvents.append(button.isTouchInside)
        }
        scene.touch(1, .began, 150, 120)
        #expect(button.isTouchInside)
        scene.touch(1, .ended, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpInside", "c:primaryActionTriggered"])
        #expect(insideDuringEvents == [true, true])
        #expect(!button.isTouchInside)
        #expect(!button.isTracking && !button.isHighlighted)
    }

    @Test("C3 touchInside reads false after touchUpInside ended inside the grown rect only")
    func falseAfterUpInsideGrownRect() {
        let (scene, _, _, control) = controlScene(Control.init)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 150, 210)  // below the bounds, inside the 70-point slop
        #expect(control.isTouchInside)
        scene.touch(1, .ended, 150, 210)
        #expect(scene.tracer.controlEvents.last == "c:touchUpInside")
        #expect(!control.isTouchInside)
    }

    @Test("C3 touchInside reads false after a switch's touch-up (valueChanged included)")
    func falseAfterSwitchFlip() {
        let (scene, _, _, toggle) = controlScene(Switch.init)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .ended, 150, 120)
        #expect(toggle.isOn)
        #expect(!toggle.isTouchInside)
    }

    @Test("C3 touchInside reads false after touchUpOutside")
    func falseAfterUpOutside() {
        let (scene, _, _, control) = controlScene(Control.init)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .ended, 150, 400)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpOutside"])
        #expect(!control.isTouchInside)
    }

    @Test("C3 touchInside reads false after a cancelled tracking (a recognizer with cancelsTouchesInView)")
    func falseAfterCancel() {
        let (scene, _, _, control) = controlScene(Control.init)
        var insideAtCancel: Bool?
        targetActions(of: control, [("cancel", .touchCancel)], in: scene) { _ in insideAtCancel = control.isTouchInside
        }
        control.addGestureRecognizer(TapGestureRecognizer(name: "own"))
        scene.touch(1, .began, 150, 120)
        #expect(control.isTouchInside)
        scene.touch(1, .ended, 150, 120)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchCancel"])
        #expect(insideAtCancel == false)
        #expect(!control.isTouchInside)
    }

    @Test("C2 C3 touchInside reads false once continueTracking false ends the tracking")
    func falseAfterContinueTrackingFalse() {
        let (scene, _, _, control) = controlScene(Control.init)
        let override = TrackingOverride(log: scene.log)
        override.continueAnswer = .answered(false)
        control.behavior = override
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 160, 120)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        scene.touch(1, .ended, 160, 120)
        #expect(!control.isTouchInside)
    }

    @Test("C3 a second tap after the first reads touchInside true again while tracked")
    func trueAgainWhileTracked() {
        let (scene, _, _, control) = controlScene(Control.init)
        scene.tap(1, 150, 120)
        #expect(!control.isTouchInside)
        scene.at(0.2)
        scene.touch(2, .began, 150, 120)
        #expect(control.isTouchInside)
    }
}
