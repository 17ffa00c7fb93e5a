import Testing

@testable import ResponderKit

@Suite("Gestures: long press")
struct LongPressGestureRecognizerTests {
    private func scene(_ configure: (LongPressGestureRecognizer) -> Void = { _ in }) -> (
        GestureScene, LongPressGestureRecognizer
    ) {
        let scene = GestureScene()
        let press = LongPressGestureRecognizer(name: "press")
        press.action = "pressed"
        configure(press)
        scene.child.addGestureRecognizer(press)
        return (scene, press)
    }

    @Test("longPress: defaults and kind")
    func defaults() {
        let press = LongPressGestureRecognizer(name: "p")
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.kindName == "longPress")
        #expect(!press.isDiscrete)
    }

    @Test("longPress: G5 begins after 0.5 s, cancelling the view's touch; changes on moves; ends on lift")
    func beginsAndCancelsViewTouch() {
        let (scene, _) = scene()
        scene.touch(1, .began, 150, 150, at: 0)
        scene.tick(to: 0.49)
        #expect(scene.entries == ["child touchesBegan [1]"])
        scene.tick(to: 0.5)
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesCancelled [1]", "child pressed press began"])
        scene.touch(1, .moved, 155, 150, at: 0.6)
        scene.touch(1, .moved, 250, 250, at: 0.7)
        scene.touch(1, .ended, 250, 250, at: 0.8)
        #expect(
            scene.entries.suffix(3) == [
                "child pressed press changed", "child pressed press changed", "child pressed press ended",
            ])
    }

    @Test("longPress: lifting before the duration fails it; the view ends normally")
    func liftedEarly() {
        let (scene, press) = scene()
        scene.tap(1, 150, 150, at: 0)
        scene.tick(to: 1)
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesEnded [1]"])
        #expect(scene.log.transitions == ["press: possible->failed", "press: failed->possible"])
        #expect(press.state == .possible)
    }

    @Test("longPress: moving more than allowableMovement before it begins fails it")
    func movedTooFar() {
        let (scene, press) = scene()
        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 160, 150, at: 0.1)
        #expect(press.state == .possible)
        scene.touch(1, .moved, 161, 150, at: 0.2)
        #expect(press.state == .failed)
        scene.tick(to: 1)
        #expect(!scene.entries.contains { $0.contains("pressed") })
    }

    @Test("longPress: minimumPressDuration and numberOfTouchesRequired are honoured")
    func customDurationAndTouches() {
        let (scene, press) = scene {
            $0.minimumPressDuration = 1
            $0.numberOfTouchesRequired = 2
        }
        scene.child.isMultipleTouchEnabled = true
        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(2, .began, 200, 150, at: 0.2)
        scene.tick(to: 1.1)
        #expect(press.state == .possible)
        scene.tick(to: 1.2)
        #expect(press.state == .began)
    }
}
