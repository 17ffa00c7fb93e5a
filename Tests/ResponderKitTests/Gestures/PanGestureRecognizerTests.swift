import Testing

@testable import ResponderKit

@Suite("Gestures: pan")
struct PanGestureRecognizerTests {
    private func scene() -> (GestureScene, PanGestureRecognizer) {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        scene.parent.addGestureRecognizer(pan)
        return (scene, pan)
    }

    @Test("pan: defaults and kind")
    func defaults() {
        let pan = PanGestureRecognizer(name: "p")
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.kindName == "pan")
        #expect(!pan.isDiscrete)
    }

    @Test("pan: begins once the touch has moved 10 points, with translation and velocity")
    func beginsAfterTenPoints() {
        let (scene, pan) = scene()
        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 56, 500, at: 0.1)
        #expect(pan.state == .possible)
        scene.touch(1, .moved, 60, 500, at: 0.2)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Point(x: 10, y: 0))
        #expect(pan.translation(in: scene.child) == Point(x: 10, y: 0))
        #expect(GestureScene.close(pan.velocity(in: nil), Point(x: 40, y: 0)))
        scene.touch(1, .moved, 60, 530, at: 0.3)
        #expect(pan.state == .changed)
        #expect(pan.translation(in: nil) == Point(x: 10, y: 30))
        #expect(GestureScene.close(pan.velocity(in: nil), Point(x: 0, y: 300)))
    }

    @Test("pan: setTranslation restarts the translation from the value given")
    func setTranslation() {
        let (scene, pan) = scene()
        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 70, 500, at: 0.1)
        pan.setTranslation(.zero, in: scene.child)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        scene.touch(1, .moved, 75, 500, at: 0.2)
        #expect(pan.translation(in: scene.parent) == Point(x: 5, y: 0))
    }

    @Test("pan: lifting before it began fails it; the view ends normally")
    func failsIfNeverBegan() {
        let (scene, pan) = scene()
        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 55, 500, at: 0.1)
        scene.touch(1, .ended, 55, 500, at: 0.2)
        #expect(scene.entries == ["parent touchesBegan [1]", "parent touchesMoved [1]", "parent touchesEnded [1]"])
        #expect(scene.log.transitions.first == "pan: possible->failed")
        #expect(pan.state == .possible)
    }

    @Test("pan: ends only when every finger has lifted; a second finger does not make it jump")
    func twoFingers() {
        let (scene, pan) = scene()
        scene.parent.isMultipleTouchEnabled = true
        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 520, at: 0.1)
        scene.touch(2, .began, 150, 700, at: 0.2)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
        scene.touches([(1, .moved, 60, 520), (2, .moved, 160, 700)], at: 0.3)
        #expect(pan.translation(in: nil) == Point(x: 10, y: 20))
        scene.touch(1, .ended, 60, 520, at: 0.4)
        #expect(pan.state == .changed)
        scene.touch(2, .ended, 160, 700, at: 0.5)
        #expect(scene.entries.last == "parent panned pan ended")
    }

    @Test("pan: minimumNumberOfTouches 2 waits for the second finger")
    func minimumTouches() {
        let (scene, pan) = scene()
        pan.minimumNumberOfTouches = 2
        scene.parent.isMultipleTouchEnabled = true
        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 530, at: 0.1)
        #expect(pan.state == .possible)
        scene.touch(2, .began, 150, 700, at: 0.2)
        scene.touch(2, .moved, 150, 710, at: 0.3)
        #expect(pan.state == .began)
    }

    @Test("pan: fingers beyond maximumNumberOfTouches are ignored")
    func maximumTouches() {
        let (scene, pan) = scene()
        pan.maximumNumberOfTouches = 1
        scene.parent.isMultipleTouchEnabled = true
        scene.touches([(1, .began, 50, 500), (2, .began, 150, 700)], at: 0)
        scene.touch(2, .moved, 150, 750, at: 0.1)
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
        scene.touch(1, .moved, 50, 520, at: 0.2)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 20))
    }
}
