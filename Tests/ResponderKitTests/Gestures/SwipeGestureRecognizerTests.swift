import Testing

@testable import ResponderKit

@Suite("Gestures: swipe")
struct SwipeGestureRecognizerTests {
    private func scene(_ direction: SwipeDirection = .right) -> (GestureScene, SwipeGestureRecognizer) {
        let scene = GestureScene()
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = direction
        swipe.action = "swiped"
        scene.parent.addGestureRecognizer(swipe)
        return (scene, swipe)
    }

    @Test("swipe: defaults, kind, direction names")
    func defaults() {
        let swipe = SwipeGestureRecognizer(name: "s")
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(swipe.kindName == "swipe")
        #expect(swipe.isDiscrete)
        #expect(SwipeDirection.allCases.map(\.rawValue) == ["right", "left", "up", "down"])
    }

    @Test("swipe: 50 points right within 0.5 s recognizes on the move, cancelling the view's touch")
    func recognizesRight() {
        let (scene, swipe) = scene()
        scene.touch(1, .began, 100, 500, at: 0)
        scene.touch(1, .moved, 130, 505, at: 0.1)
        #expect(swipe.state == .possible)
        scene.touch(1, .moved, 150, 510, at: 0.2)
        #expect(swipe.state == .ended)
        scene.touch(1, .ended, 150, 510, at: 0.3)
        #expect(
            scene.entries == [
                "parent touchesBegan [1]", "parent touchesMoved [1]", "parent touchesCancelled [1]",
                "parent swiped swipe ended",
            ])
    }

    @Test("swipe: straying 25 points across fails it")
    func strayedAcross() {
        let (scene, swipe) = scene()
        scene.touch(1, .began, 100, 500, at: 0)
        scene.touch(1, .moved, 140, 525, at: 0.1)
        #expect(swipe.state == .failed)
    }

    @Test("swipe: too slow fails at 0.5 s")
    func tooSlow() {
        let (scene, swipe) = scene()
        scene.touch(1, .began, 100, 500, at: 0)
        scene.touch(1, .moved, 140, 500, at: 0.4)
        scene.tick(to: 0.5)
        #expect(swipe.state == .failed)
        scene.touch(1, .moved, 200, 500, at: 0.6)
        #expect(swipe.state == .failed)
    }

    @Test("swipe: lifting before the distance fails it; the lifting location still counts")
    func liftedFirst() {
        let (scene, swipe) = scene()
        scene.touch(1, .began, 100, 500, at: 0)
        scene.touch(1, .ended, 140, 500, at: 0.1)
        #expect(scene.log.transitions.first == "swipe: possible->failed")

        scene.touch(2, .began, 100, 500, at: 1)
        scene.touch(2, .ended, 160, 500, at: 1.1)
        #expect(scene.entries.last == "parent swiped swipe ended")
        #expect(swipe.state == .possible)
    }

    @Test("swipe: up and left are measured in screen coordinates; the wrong way never recognizes")
    func directions() {
        let (upScene, up) = scene(.up)
        upScene.touch(1, .began, 100, 500, at: 0)
        upScene.touch(1, .moved, 100, 440, at: 0.1)
        #expect(up.state == .ended)

        let (leftScene, left) = scene(.left)
        leftScene.touch(1, .began, 200, 500, at: 0)
        leftScene.touch(1, .moved, 280, 500, at: 0.1)
        #expect(left.state == .possible)
        leftScene.tick(to: 0.5)
        #expect(left.state == .failed)
    }

    @Test("swipe: two fingers required means both move together")
    func twoFingers() {
        let (scene, swipe) = scene(.down)
        swipe.numberOfTouchesRequired = 2
        scene.parent.isMultipleTouchEnabled = true
        scene.touches([(1, .began, 100, 400), (2, .began, 150, 400)], at: 0)
        scene.touches([(1, .moved, 100, 460), (2, .moved, 150, 460)], at: 0.1)
        #expect(swipe.state == .ended)
    }
}
