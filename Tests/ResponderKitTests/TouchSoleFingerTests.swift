import Testing

@testable import ResponderKit

/// The usual event, one finger that is the only one down moving, takes a path of its own in
/// `Application.sendTouches`, and a new touch skips the gesture arena when no view from its
/// view up to its window has a recognizer (issue 41). These tests pin what both must still do
/// as the general path does: they fail if the shortcut is taken where it must not be.
@Suite("Touch delivery: the one-finger path (T2, T5, T6, G1)")
struct TouchSoleFingerTests {
    @Test("T2 a one-finger move updates the touch and the event, and only its view hears it")
    func soleMoveUpdatesTouch() {
        let (scene, _, a, _) = twoRecordingViews()
        var seen: [String] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { method, touches, event, _ in
            let touch = touches.first!
            seen.append(
                "\(method.name) \(touch.phase.rawValue) \(touch.screenLocation) \(touch.previousScreenLocation) "
                    + "\(touch.timestamp) \(touch.previousTimestamp) \(event.timestamp) \(event.allTouches.map(\.id))")
        }
        scene.at(1.0)
        scene.touch(1, .began, 50, 50)
        scene.at(1.25)
        scene.touch(1, .moved, 60, 55)
        scene.at(1.5)
        scene.touch(1, .stationary, 60, 55)
        scene.at(1.75)
        scene.touch(1, .moved, 150, 50)  // over B: still A's (T1)
        #expect(
            seen == [
                "touchesBegan began \(Point(50, 50)) \(Point(50, 50)) 1.0 1.0 1.0 [1]",
                "touchesMoved moved \(Point(60, 55)) \(Point(50, 50)) 1.25 1.0 1.25 [1]",
                "touchesMoved moved \(Point(150, 50)) \(Point(60, 55)) 1.75 1.5 1.75 [1]",
            ])
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesMoved[1]"])
    }

    @Test("T2 after a second finger lifts, the first one's moves carry allTouches of that finger alone")
    func allTouchesAfterSecondFingerLifts() {
        let (scene, _, a, b) = twoRecordingViews()
        var allTouches: [[Int]] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { method, _, event, _ in
            if method == .touchesMoved { allTouches.append(event.allTouches.map(\.id)) }
        }
        scene.touch(1, .began, 50, 50)
        scene.touch(2, .began, 150, 50)
        scene.touch(1, .moved, 55, 50)  // two fingers down: the general path
        scene.touch(2, .ended, 150, 50)
        scene.touch(1, .moved, 60, 50)  // one finger down again
        scene.touch(1, .ended, 60, 50)
        #expect(allTouches == [[1, 2], [1]])
        #expect(scene.log.entries(startingWith: "B.") == ["B.touchesBegan[2]", "B.touchesEnded[2]"])
        #expect(scene.app.activeTouches.isEmpty)
        _ = b
    }

    @Test("T2 a line for another finger than the one down is ignored, not taken for the finger down")
    func otherFingerIgnored() {
        let (scene, _, _, _) = twoRecordingViews()
        scene.touch(1, .began, 50, 50)
        scene.touch(2, .moved, 60, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]"])
        #expect(scene.app.activeTouches.map(\.id) == [1])
        #expect(scene.app.activeTouches[0].screenLocation == Point(50, 50))
    }

    @Test("G1 a recognizer on the window or a superview sees a new touch; one added mid-sequence does not")
    func recognizersUpTheChain() {
        let scene = TestScene()
        let window = scene.window("w")
        let outer = makeView("outer", rect(0, 0, 200, 200), in: window)
        let inner = makeView("inner", rect(0, 0, 100, 100), in: outer)
        scene.record(inner, .touchHandlers)
        let onWindow = NotingRecognizer(name: "onWindow")
        onWindow.delaysTouchesEnded = false
        window.addGestureRecognizer(onWindow)
        let onOuter = NotingRecognizer(name: "onOuter")
        onOuter.delaysTouchesEnded = false
        outer.addGestureRecognizer(onOuter)
        scene.touch(1, .began, 50, 50)
        let late = NotingRecognizer(name: "late")
        late.delaysTouchesEnded = false
        inner.addGestureRecognizer(late)
        scene.touch(1, .moved, 55, 50)
        scene.touch(1, .ended, 55, 50)
        #expect(onWindow.seen == ["began[1]", "moved[1]", "ended[1]"])
        #expect(onOuter.seen == ["began[1]", "moved[1]", "ended[1]"])
        #expect(late.seen.isEmpty)
        // The next touch begins with the late recognizer attached: it is offered that one.
        scene.touch(2, .began, 50, 50)
        #expect(late.seen == ["began[2]"])
        #expect(
            scene.log.entries(startingWith: "inner.touchesBegan") == ["inner.touchesBegan[1]", "inner.touchesBegan[2]"])
    }

    @Test("G1 a sibling's recognizer is not on a touch's way up: the touch is offered to none")
    func siblingRecognizerNotOffered() {
        let (scene, _, _, b) = twoRecordingViews()
        let onSibling = NotingRecognizer(name: "onSibling")
        b.addGestureRecognizer(onSibling)
        scene.touch(1, .began, 50, 50)
        scene.touch(1, .moved, 55, 50)
        #expect(scene.app.activeTouches.first?.gestureRecognizers.isEmpty == true)
        scene.touch(1, .ended, 55, 50)
        #expect(onSibling.seen.isEmpty)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesEnded[1]"])
        #expect(scene.app.activeTouches.isEmpty && scene.app.gestures.isIdle)
    }

    @Test("T6 a view its own move handler removes: cancelled at once, and the finger's later lines go nowhere")
    func removedByOwnMoveHandler() {
        let (scene, _, a, _) = twoRecordingViews()
        (a.behavior as? RecordingBehavior)?.onTouches = { method, _, _, _ in
            if method == .touchesMoved { a.removeFromSuperview() }
        }
        scene.touch(1, .began, 50, 50)
        scene.touch(1, .moved, 55, 50)
        scene.touch(1, .moved, 60, 50)
        scene.touch(1, .ended, 60, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesCancelled[1]"])
        #expect(scene.app.activeTouches.isEmpty)
    }

    @Test("T2 T5 a move handler that ends its touch through a nested event: it leaves once, and is the last tap")
    func nestedEndDuringMove() {
        let (scene, _, a, _) = twoRecordingViews()
        var nested = false
        var counts: [Int] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { method, touches, _, _ in
            if method == .touchesBegan { counts.append(touches.first!.tapCount) }
            guard method == .touchesMoved, !nested else { return }
            nested = true
            scene.touch(1, .ended, 55, 50)
        }
        scene.at(1.0)
        scene.touch(1, .began, 50, 50)
        scene.at(1.1)
        scene.touch(1, .moved, 55, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesEnded[1]"])
        #expect(scene.app.activeTouches.isEmpty)
        scene.at(1.2)
        scene.touch(1, .moved, 60, 50)  // the finger is no longer down: ignored
        scene.touch(2, .began, 52, 50)
        #expect(counts == [1, 2])
        #expect(scene.app.activeTouches.map(\.id) == [2])
    }
}
