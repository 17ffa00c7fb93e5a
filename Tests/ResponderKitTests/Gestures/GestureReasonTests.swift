import Testing

@testable import ResponderKit

/// Issue 16 item 10: every recognizer state change says why, in the trace (TraceRecord), and
/// touches held back from the view are recorded when held, released and dropped.
@Suite("Gestures: reasons in the trace")
struct GestureReasonTests {
    @Test("tap: recognized, then reset")
    func tapRecognized() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("tap"))
        scene.tap(1, 150, 150, at: 0)
        #expect(scene.log.reasons == ["tap: possible->ended recognized", "tap: ended->possible reset"])
    }

    @Test("tap: moved too far, held too long, wrong touch count, cancelled touch")
    func tapFailures() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("tap"))
        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 170, 150, at: 0.1)
        scene.touch(1, .ended, 170, 150, at: 0.2)
        scene.touch(2, .began, 150, 150, at: 1)
        scene.tick(to: 1.6)
        scene.touch(2, .ended, 150, 150, at: 1.7)
        scene.child.isMultipleTouchEnabled = true
        scene.touches([(3, .began, 150, 150), (4, .began, 160, 150)], at: 2)
        scene.touches([(3, .ended, 150, 150), (4, .ended, 160, 150)], at: 2.1)
        scene.touch(5, .began, 150, 150, at: 3)
        scene.touch(5, .cancelled, 150, 150, at: 3.1)
        #expect(
            scene.log.reasons.filter { !$0.hasSuffix("reset") } == [
                "tap: possible->failed movedTooFar",
                "tap: possible->failed tooSlow",
                "tap: possible->failed wrongTouchCount",
                "tap: possible->failed touchCancelled",
            ])
    }

    @Test(
        "G4: a double tap's timer expires; the single tap waiting on it recognizes (requiredFailed); a recognized double tap fails the single (requireToFail)"
    )
    func requireToFail() {
        let scene = GestureScene()
        _ = scene.addSingleTapWaitingForDoubleTap()
        scene.tap(1, 150, 150, at: 0)
        scene.tick(to: 1)
        scene.tap(2, 150, 150, at: 2)
        scene.tap(3, 150, 150, at: 2.2)
        #expect(
            scene.log.reasons.filter { !$0.hasSuffix("reset") } == [
                "doubleTap: possible->failed timerExpired",
                "singleTap: possible->ended requiredFailed doubleTap",
                "doubleTap: possible->ended recognized",
                "singleTap: possible->failed requireToFail doubleTap",
            ])
    }

    @Test("G3: another recognizer with the same touches recognized (simultaneity refused); allowed, both recognize")
    func simultaneity() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makePan("childPan"))
        scene.parent.addGestureRecognizer(GestureScene.makePan("parentPan"))
        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 170, 150, at: 0.1)
        scene.touch(1, .moved, 180, 150, at: 0.2)
        scene.touch(1, .ended, 180, 150, at: 0.3)
        #expect(
            scene.log.reasons == [
                "childPan: possible->began recognized",
                "parentPan: possible->failed simultaneity childPan",
                "childPan: began->changed changed",
                "childPan: changed->ended touchesEnded",
                "childPan: ended->possible reset",
                "parentPan: failed->possible reset",
            ])
    }

    @Test("G8 shouldBegin false; G2 shouldReceiveTouch false is a refused touch, not a state change")
    func delegates() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("vetoed"))
        scene.child.addGestureRecognizer(GestureScene.makeTap("deaf"))
        scene.childBehavior.shouldBegin["vetoed"] = false
        scene.childBehavior.shouldReceiveTouch["deaf"] = false
        scene.tap(1, 150, 150, at: 0)
        #expect(scene.log.reasons.first == "vetoed: possible->failed shouldBegin")
        #expect(!scene.log.reasons.contains { $0.hasPrefix("deaf") })
        #expect(scene.log.touchRecords.contains("refused 1 deaf shouldReceiveTouch"))
    }

    @Test("a recognizer that never asks fails when the attempt is over; disabling and removal say so")
    func attemptOverDisabledRemoved() {
        let scene = GestureScene()
        let (silent, _) = GestureScene.makeScripted("silent")
        scene.child.addGestureRecognizer(silent)
        scene.tap(1, 150, 150, at: 0)
        let pan = GestureScene.makePan("pan")
        scene.child.addGestureRecognizer(pan)
        scene.touch(2, .began, 150, 150, at: 1)
        scene.touch(2, .moved, 170, 150, at: 1.1)
        pan.isEnabled = false
        scene.touch(2, .ended, 170, 150, at: 1.2)
        pan.isEnabled = true
        scene.touch(3, .began, 150, 150, at: 2)
        scene.touch(3, .moved, 170, 150, at: 2.1)
        scene.child.removeGestureRecognizer(pan)
        scene.touch(3, .ended, 170, 150, at: 2.2)
        let reasons = scene.log.reasons.filter { !$0.hasSuffix("reset") }
        #expect(reasons.contains("silent: possible->failed attemptOver"), "\(reasons)")
        #expect(reasons.contains("pan: began->cancelled disabled"), "\(reasons)")
        #expect(reasons.contains("pan: began->cancelled viewRemoved"), "\(reasons)")
    }

    @Test("a scripted recognizer's own request says script; a view leaving the window says viewRemoved")
    func scriptAndViewRemoved() {
        let scene = GestureScene()
        let (scripted, _) = GestureScene.makeScripted("s") { method, _, recognizer in
            if method == .touchesBegan { recognizer.request(.began, reason: .script) }
        }
        scene.child.addGestureRecognizer(scripted)
        scene.touch(1, .began, 150, 150, at: 0)
        scene.child.removeFromSuperview()
        #expect(
            scene.log.reasons == [
                "s: possible->began script", "s: began->cancelled viewRemoved", "s: cancelled->possible reset",
            ])
    }

    @Test("swipe too slow, screen-edge pan away from its edge")
    func swipeAndEdge() {
        let scene = GestureScene()
        let swipe = SwipeGestureRecognizer(name: "swipe")
        scene.child.addGestureRecognizer(swipe)
        scene.touch(1, .began, 110, 150, at: 0)
        scene.touch(1, .moved, 120, 150, at: 0.1)
        scene.tick(to: 0.7)
        scene.touch(1, .ended, 120, 150, at: 0.8)
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        scene.parent.addGestureRecognizer(edge)
        scene.touch(2, .began, 150, 150, at: 1)
        scene.touch(2, .ended, 150, 150, at: 1.1)
        let reasons = scene.log.reasons.filter { !$0.hasSuffix("reset") }
        #expect(reasons.contains("swipe: possible->failed tooSlow"), "\(reasons)")
        #expect(reasons.contains("edge: possible->failed notAtEdge"), "\(reasons)")
    }

    @Test(
        "G6, G7: held phases are recorded when held, released late, and dropped; G5 cancels with the recognizer's name")
    func heldTouches() {
        let scene = GestureScene()
        let tap = GestureScene.makeTap("tap")
        tap.delaysTouchesBegan = true
        scene.child.addGestureRecognizer(tap)
        // Recognized: the held began is dropped, the view never hears of the touch.
        scene.tap(1, 150, 150, at: 0)
        // Failed (moved too far): the held began and moved are released to the view.
        scene.touch(2, .began, 150, 150, at: 1)
        scene.touch(2, .moved, 170, 150, at: 1.1)
        scene.touch(2, .ended, 170, 150, at: 1.2)
        #expect(
            scene.log.touchRecords == [
                "held 1 began delaysTouches tap",
                "dropped 1 began recognizedWhileHeld tap",
                "held 2 began delaysTouches tap",
                "released 2 began noLongerHeld",
            ], "\(scene.log.touchRecords)")
        // G7: a double tap holds the first tap's end; when its timer expires it is released.
        scene.child.removeGestureRecognizer(tap)
        scene.child.addGestureRecognizer(GestureScene.makeTap("double", taps: 2))
        scene.log.touchRecords.removeAll()
        scene.tap(4, 150, 150, at: 1.5)
        scene.tick(to: 2)
        #expect(
            scene.log.touchRecords == ["held 4 ended delaysTouches double", "released 4 ended noLongerHeld"],
            "\(scene.log.touchRecords)")
        let pan = GestureScene.makePan("pan")
        scene.child.addGestureRecognizer(pan)
        scene.touch(3, .began, 150, 150, at: 3)
        scene.touch(3, .moved, 170, 150, at: 3.1)
        #expect(scene.log.touchRecords.last == "cancelled 3 in child cancelsTouches pan", "\(scene.log.touchRecords)")
    }
}
