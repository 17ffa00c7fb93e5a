import Testing

@testable import ResponderKit

@Suite("Gestures: pinch")
struct PinchGestureRecognizerTests {
    private func scene() -> (GestureScene, PinchGestureRecognizer) {
        let scene = GestureScene()
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.action = "pinched"
        scene.child.addGestureRecognizer(pinch)
        scene.child.isMultipleTouchEnabled = true
        return (scene, pinch)
    }

    @Test("pinch: kind and starting values")
    func defaults() {
        let pinch = PinchGestureRecognizer(name: "p")
        #expect(pinch.kindName == "pinch")
        #expect(!pinch.isDiscrete)
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(PinchGestureRecognizer.minimumDistanceChange == 10)
    }

    @Test("pinch: begins when the distance changed by more than 10 points; scale and velocity follow")
    func beginsAndScales() {
        let (scene, pinch) = scene()
        scene.touches([(1, .began, 150, 200), (2, .began, 250, 200)], at: 0)
        scene.touch(2, .moved, 260, 200, at: 0.1)
        #expect(pinch.state == .possible)
        #expect(GestureScene.close(pinch.scale, 1.1))
        scene.touch(2, .moved, 261, 200, at: 0.2)
        #expect(pinch.state == .began)
        #expect(GestureScene.close(pinch.scale, 1.11))
        #expect(GestureScene.close(pinch.velocity, 0.1, tolerance: 1e-6))
        scene.touches([(1, .moved, 100, 200), (2, .moved, 300, 200)], at: 0.3)
        #expect(GestureScene.close(pinch.scale, 2))
        scene.touch(1, .ended, 100, 200, at: 0.4)
        #expect(pinch.state == .changed)
        scene.touch(2, .ended, 300, 200, at: 0.5)
        #expect(
            scene.entries == [
                "child touchesBegan [1, 2]", "child touchesMoved [2]", "child touchesCancelled [1, 2]",
                "child pinched pinch began", "child pinched pinch changed", "child pinched pinch ended",
            ])
    }

    @Test("pinch: fingers together; lifting before it began fails it")
    func pinchInAndFail() {
        let (scene, pinch) = scene()
        scene.touches([(1, .began, 150, 200), (2, .began, 250, 200)], at: 0)
        scene.touches([(1, .moved, 175, 200), (2, .moved, 225, 200)], at: 0.1)
        #expect(pinch.state == .began)
        #expect(GestureScene.close(pinch.scale, 0.5))
        scene.touches([(1, .ended, 175, 200), (2, .ended, 225, 200)], at: 0.2)

        scene.touches([(3, .began, 150, 200), (4, .began, 250, 200)], at: 1)
        scene.touches([(3, .ended, 150, 200), (4, .ended, 250, 200)], at: 1.1)
        #expect(scene.log.transitions.suffix(2) == ["pinch: possible->failed", "pinch: failed->possible"])
    }

    @Test("pinch: setting scale makes later moves scale from it, and resets the velocity")
    func setScale() {
        let (scene, pinch) = scene()
        scene.touches([(1, .began, 150, 200), (2, .began, 250, 200)], at: 0)
        scene.touch(2, .moved, 300, 200, at: 0.1)
        #expect(GestureScene.close(pinch.scale, 1.5))
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        scene.touch(2, .moved, 225, 200, at: 0.2)
        #expect(GestureScene.close(pinch.scale, 0.5))
    }

    @Test("pinch: one finger never begins it")
    func oneFinger() {
        let (scene, pinch) = scene()
        scene.touch(1, .began, 150, 200, at: 0)
        scene.touch(1, .moved, 250, 280, at: 0.1)
        #expect(pinch.state == .possible)
    }
}
