import Testing

@testable import ResponderKit

@Suite("Gestures: rotation")
struct RotationGestureRecognizerTests {
    private func scene() -> (GestureScene, RotationGestureRecognizer) {
        let scene = GestureScene()
        let rotation = RotationGestureRecognizer(name: "rotation")
        rotation.action = "rotated"
        scene.child.addGestureRecognizer(rotation)
        scene.child.isMultipleTouchEnabled = true
        return (scene, rotation)
    }

    @Test("rotation: kind and starting values")
    func defaults() {
        let rotation = RotationGestureRecognizer(name: "r")
        #expect(rotation.kindName == "rotation")
        #expect(!rotation.isDiscrete)
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
        #expect(GestureScene.close(RotationGestureRecognizer.minimumRotation, Double.pi / 36))
    }

    @Test("rotation: a clockwise turn on screen is positive, as in UIKit; it begins past 5 degrees")
    func clockwisePositive() {
        let (scene, rotation) = scene()
        scene.touches([(1, .began, 150, 200), (2, .began, 250, 200)], at: 0)
        // Second finger 5 points down on the right: about 2.9 degrees clockwise.
        scene.touch(2, .moved, 250, 205, at: 0.1)
        #expect(rotation.state == .possible)
        #expect(rotation.rotation > 0)
        // 10 points down: about 5.7 degrees.
        scene.touch(2, .moved, 250, 210, at: 0.2)
        #expect(rotation.state == .began)
        let angle = 0.09966865249116204  // atan(10 / 100)
        #expect(GestureScene.close(rotation.rotation, angle))
        #expect(rotation.velocity > 0)
        // Back up past the start: counter-clockwise is negative.
        scene.touch(2, .moved, 250, 190, at: 0.3)
        #expect(GestureScene.close(rotation.rotation, -angle))
        #expect(rotation.velocity < 0)
        scene.touches([(1, .ended, 150, 200), (2, .ended, 250, 190)], at: 0.4)
        #expect(
            scene.entries.suffix(3) == [
                "child rotated rotation began", "child rotated rotation changed", "child rotated rotation ended",
            ])
    }

    @Test("rotation: setting rotation makes later turns add to it")
    func setRotation() {
        let (scene, rotation) = scene()
        scene.touches([(1, .began, 150, 200), (2, .began, 250, 200)], at: 0)
        scene.touch(2, .moved, 250, 300, at: 0.1)
        #expect(GestureScene.close(rotation.rotation, Double.pi / 4))
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        scene.touch(2, .moved, 150, 300, at: 0.2)
        #expect(GestureScene.close(rotation.rotation, Double.pi / 4))
    }

    @Test("rotation: a turn across the half-turn seam is the small turn it is")
    func acrossTheSeam() {
        let (scene, rotation) = scene()
        // The vector from finger 1 to finger 2 points left, slightly down (angle just under π).
        scene.touches([(1, .began, 250, 200), (2, .began, 150, 201)], at: 0)
        // Now slightly up (angle just over -π): a small clockwise turn on screen.
        scene.touch(2, .moved, 150, 199, at: 0.1)
        #expect(rotation.rotation > 0)
        #expect(rotation.rotation < 0.03)
        #expect(GestureScene.close(normalizedAngle(3 * Double.pi / 2), -Double.pi / 2))
    }
}
