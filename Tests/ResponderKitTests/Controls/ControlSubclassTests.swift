import Testing

@testable import ResponderKit

@Suite("Button, Switch, Slider (C3, C6–C8)")
struct ControlSubclassTests {
    @Test("C3 a button sends primaryActionTriggered right after touchUpInside")
    func buttonPrimaryAction() {
        let (scene, _, _, _) = controlScene(Button.init)
        scene.tap(1, 150, 120)
        scene.at(1)
        scene.touch(2, .began, 150, 120)
        scene.touch(2, .ended, 150, 400)
        #expect(
            scene.tracer.controlEvents == [
                "c:touchDown", "c:touchUpInside", "c:primaryActionTriggered", "c:touchDown", "c:touchUpOutside",
            ])
    }

    @Test("C7 a switch's touch-up inside flips on and sends valueChanged after touchUpInside; outside it stays")
    func switchFlips() {
        let (scene, _, _, toggle) = controlScene(Switch.init)
        scene.tap(1, 150, 120)
        #expect(toggle.isOn)
        #expect(scene.tracer.controlEvents == ["c:touchDown", "c:touchUpInside", "c:valueChanged"])
        scene.at(1)
        scene.touch(2, .began, 150, 120)
        scene.touch(2, .ended, 150, 400)
        #expect(toggle.isOn)
        scene.at(2)
        scene.tap(3, 150, 120)
        #expect(!toggle.isOn)
    }

    /// A slider at (100, 100, 228, 40): travel 200 points; the thumb centre at value v is x = 114 + 200 v.
    private func sliderScene(value: Double = 0.5) -> (TestScene, Slider) {
        let scene = TestScene()
        let window = scene.window("w")
        let slider = Slider(name: "s", frame: rect(100, 100, 228, 40))
        slider.value = value
        window.addSubview(slider)
        return (scene, slider)
    }

    @Test("C8 the default track is {0, h/2 - 2, w, 4}; the thumb a 28x28 square from x = 14 to w - 14")
    func sliderGeometry() {
        let (_, slider) = sliderScene(value: 0)
        #expect(slider.currentTrackRect == rect(0, 18, 228, 4))
        #expect(slider.currentThumbRect == rect(0, 6, 28, 28))
        slider.value = 1
        #expect(slider.currentThumbRect == rect(200, 6, 28, 28))
        slider.value = 0.5
        #expect(slider.currentThumbRect == rect(100, 6, 28, 28))
    }

    @Test("C8 tracking begins only inside the thumb rect (not grown)")
    func sliderBeginsOnThumb() {
        let (scene, slider) = sliderScene()
        scene.touch(1, .began, 150, 120)  // x 50 in the slider: off the thumb (100..128)
        #expect(!slider.isTracking)
        scene.touch(1, .ended, 150, 120)
        scene.at(1)
        scene.touch(2, .began, 227.999, 120)  // 127.999: inside, max edge exclusive
        #expect(slider.isTracking)
        scene.touch(2, .ended, 227.999, 120)
        scene.at(2)
        scene.touch(3, .began, 228, 120)
        #expect(!slider.isTracking)
        #expect(scene.tracer.controlEvents == ["s:touchDown", "s:touchUpInside"])
    }

    @Test("C8 the value moves by the x movement over the travel, clamped; continuous sends valueChanged per change")
    func sliderValueContinuous() {
        let (scene, slider) = sliderScene()
        scene.touch(1, .began, 220, 120)
        scene.touch(1, .moved, 240, 150)  // +20 of 200: +0.1
        #expect(abs(slider.value - 0.6) < 1e-12)
        scene.touch(1, .moved, 900, 150)  // far right: clamped to 1
        #expect(slider.value == 1)
        scene.touch(1, .moved, 950, 150)  // still 1: no valueChanged
        scene.touch(1, .moved, -500, 150)
        #expect(slider.value == 0)
        scene.touch(1, .ended, -500, 150)
        #expect(
            scene.tracer.controlEvents == [
                "s:touchDown", "s:valueChanged", "s:touchDragInside", "s:valueChanged", "s:touchDragExit",
                "s:touchDragOutside",
                "s:touchDragOutside", "s:valueChanged", "s:touchDragOutside", "s:touchUpOutside",
            ])
    }

    @Test("C8 a slider that is not continuous sends one valueChanged at touch-up, when the value changed")
    func sliderNotContinuous() {
        let (scene, slider) = sliderScene()
        slider.isContinuous = false
        scene.touch(1, .began, 220, 120)
        scene.touch(1, .moved, 240, 120)
        scene.touch(1, .moved, 260, 120)
        scene.touch(1, .ended, 260, 120)
        #expect(abs(slider.value - 0.7) < 1e-12)
        #expect(
            scene.tracer.controlEvents == [
                "s:touchDown", "s:touchDragInside", "s:touchDragInside", "s:valueChanged", "s:touchUpInside",
            ])
        scene.at(1)
        scene.touch(2, .began, 254, 120)
        scene.touch(2, .ended, 254, 120)
        #expect(scene.tracer.controlEvents.suffix(2) == ["s:touchDown", "s:touchUpInside"])
    }

    @Test("C8 value, minimum and maximum: writes clamp, NaN is refused, the range never inverts")
    func sliderBounds() {
        let slider = Slider(name: "s", frame: rect(0, 0, 228, 40))
        slider.value = 7
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 1)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
        slider.maximumValue = .infinity
        slider.value = 3
        #expect(slider.value == 3)
        #expect(slider.currentThumbRect.isFinite)
    }

    /// A panel with a recognizer `make()` holding a control at (100, 100, 100, 50).
    private func panel(_ recognizer: GestureRecognizer, control: Control) -> (TestScene, View) {
        let scene = TestScene()
        let window = scene.window("w")
        let panel = makeView("panel", rect(0, 0, 390, 844), in: window)
        panel.addGestureRecognizer(recognizer)
        panel.addSubview(control)
        return (scene, panel)
    }

    @Test("C6 G10 a button, switch and slider refuse an ancestor's single-finger single tap; a plain control does not")
    func refuseAncestorTap() {
        for (control, refuses) in [
            (Button(name: "c", frame: rect(100, 100, 100, 50)) as Control, true),
            (Switch(name: "c", frame: rect(100, 100, 100, 50)), true),
            (Control(name: "c", frame: rect(100, 100, 100, 50)), false),
        ] {
            let tap = TapGestureRecognizer(name: "tap")
            let kept = panel(tap, control: control)
            withExtendedLifetime(kept) {
                #expect(control.gestureRecognizerShouldBegin(tap) == !refuses)
                let double = TapGestureRecognizer(name: "double")
                double.numberOfTapsRequired = 2
                control.superview?.addGestureRecognizer(double)
                #expect(control.gestureRecognizerShouldBegin(double))
            }
        }
    }

    @Test("C6 a slider and a switch refuse an ancestor's pan that moved more horizontally; a vertical pan begins")
    func refuseHorizontalPan() {
        let slider = Slider(name: "s", frame: rect(100, 100, 228, 40))
        let pan = PanGestureRecognizer(name: "pager")
        let (scene, _) = panel(pan, control: slider)
        scene.touch(1, .began, 150, 120)
        scene.touch(1, .moved, 200, 125)
        #expect(pan.state == .failed)
        scene.touch(1, .ended, 200, 125)
        #expect(
            scene.tracer.records.contains {
                if case .gestureRefusedByView(let g, let view) = $0 { return g === pan && view === slider }
                return false
            })
        scene.at(1)
        scene.touch(2, .began, 150, 120)
        scene.touch(2, .moved, 152, 160)
        #expect(pan.state == .began)
        // The button does not refuse pans (C6 names the slider and switch only).
        let button = Button(name: "b", frame: rect(0, 0, 50, 50))
        let otherPan = PanGestureRecognizer(name: "p2")
        let kept = panel(otherPan, control: button)
        withExtendedLifetime(kept) { #expect(button.gestureRecognizerShouldBegin(otherPan)) }
    }
}
