import Testing

@testable import ResponderKit

@Suite("Gestures: tap")
struct TapGestureRecognizerTests {
    @Test("tap: defaults and kind")
    func defaults() {
        let tap = TapGestureRecognizer(name: "t")
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.kindName == "tap")
        #expect(tap.isDiscrete)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.isEnabled)
    }

    @Test("tap: G9 one tap recognizes when the finger lifts, action once with ended")
    func singleTap() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("tap"))
        scene.tap(1, 150, 150, at: 0)
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesCancelled [1]", "child tapped tap ended"])
    }

    @Test("tap: a move of 10 points still taps; more than 10 fails")
    func movement() {
        let scene = GestureScene()
        let tap = GestureScene.makeTap("tap")
        scene.child.addGestureRecognizer(tap)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 160, 150, at: 0.1)
        scene.touch(1, .ended, 160, 150, at: 0.2)
        #expect(scene.entries.last == "child tapped tap ended")

        let second = scene.entries {
            scene.touch(2, .began, 150, 200, at: 1)
            scene.touch(2, .moved, 150, 211, at: 1.1)
            scene.touch(2, .ended, 150, 211, at: 1.2)
        }
        #expect(second == ["child touchesBegan [2]", "child touchesMoved [2]", "child touchesEnded [2]"])
    }

    @Test("tap: a finger down longer than 0.5 s fails the tap at 0.5 s")
    func heldTooLong() {
        let scene = GestureScene()
        let tap = GestureScene.makeTap("tap")
        scene.child.addGestureRecognizer(tap)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.tick(to: 0.49)
        #expect(tap.state == .possible)
        scene.tick(to: 0.5)
        #expect(tap.state == .failed)
        scene.touch(1, .ended, 150, 150, at: 0.7)
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesEnded [1]"])
        #expect(tap.state == .possible)
    }

    @Test("tap: a double tap recognizes on the second tap's end")
    func doubleTap() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("double", taps: 2))
        scene.tap(1, 150, 150, at: 0)
        scene.tap(2, 160, 160, at: 0.3)
        #expect(scene.entries.last == "child tapped double ended")
    }

    @Test("tap: the next tap more than 25 points from the last end fails the double tap")
    func secondTapTooFar() {
        let scene = GestureScene()
        let double = GestureScene.makeTap("double", taps: 2)
        scene.child.addGestureRecognizer(double)
        scene.tap(1, 150, 150, at: 0)
        scene.touch(2, .began, 150, 176, at: 0.2)
        #expect(double.state == .failed)
        scene.touch(2, .ended, 150, 176, at: 0.3)
        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesEnded [1]", "child touchesBegan [2]", "child touchesEnded [2]",
            ])
    }

    @Test("tap: the next tap later than 0.35 s after the end starts over")
    func secondTapTooLate() {
        let scene = GestureScene()
        let double = GestureScene.makeTap("double", taps: 2)
        scene.child.addGestureRecognizer(double)
        scene.tap(1, 150, 150, at: 0)
        scene.tap(2, 150, 150, at: 0.5)
        #expect(double.state == .possible)
        #expect(double.tapsCompleted == 1)
        scene.tap(3, 150, 150, at: 0.7)
        #expect(scene.entries.last == "child tapped double ended")
    }

    @Test("tap: a triple tap needs three taps")
    func tripleTap() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("triple", taps: 3))
        scene.tap(1, 150, 150, at: 0)
        scene.tap(2, 150, 150, at: 0.2)
        #expect(!scene.entries.contains("child tapped triple ended"))
        scene.tap(3, 150, 150, at: 0.4)
        #expect(scene.entries.last == "child tapped triple ended")
    }

    @Test("tap: a two-finger tap needs both fingers down together")
    func twoFingerTap() {
        let scene = GestureScene()
        scene.child.isMultipleTouchEnabled = true
        let tap = GestureScene.makeTap("two")
        tap.numberOfTouchesRequired = 2
        scene.child.addGestureRecognizer(tap)

        scene.touches([(1, .began, 150, 150), (2, .began, 200, 150)], at: 0)
        scene.touch(1, .ended, 150, 150, at: 0.1)
        scene.touch(2, .ended, 200, 150, at: 0.15)
        #expect(scene.entries.last == "child tapped two ended")

        let oneFinger = scene.entries { scene.tap(3, 150, 150, at: 1) }
        #expect(oneFinger == ["child touchesBegan [3]", "child touchesEnded [3]"])
    }

    @Test("tap: a third finger fails a two-finger tap")
    func tooManyFingers() {
        let scene = GestureScene()
        scene.child.isMultipleTouchEnabled = true
        let tap = GestureScene.makeTap("two")
        tap.numberOfTouchesRequired = 2
        scene.child.addGestureRecognizer(tap)
        scene.touches([(1, .began, 150, 150), (2, .began, 200, 150), (3, .began, 250, 150)], at: 0)
        #expect(tap.state == .failed)
    }
}
