import Testing

@testable import ResponderKit

/// The arena as a state machine: requests in, transitions out (traced), driven by scripted
/// recognizers so each step is explicit.
@Suite("Gestures: arena state machine")
struct GestureArenaTests {
    @Test("G9 possible → ended is a discrete recognition; later requests are ignored until reset")
    func discreteRecognitionIsFinal() {
        let scene = GestureScene()
        let (recognizer, _) = GestureScene.makeScripted("g") { method, _, recognizer in
            switch method {
            case .touchesBegan: recognizer.request(.ended)
            default: recognizer.request(.changed)
            }
        }
        scene.child.addGestureRecognizer(recognizer)

        scene.touch(1, .began, 150, 150, at: 0)
        #expect(recognizer.state == .ended)
        #expect(recognizer.isDiscrete)
        scene.touch(1, .moved, 160, 150, at: 0.1)
        scene.touch(1, .ended, 160, 150, at: 0.2)

        #expect(scene.log.transitions == ["g: possible->ended", "g: ended->possible"])
        // Recognized as the touch began: the view never hears of it (G5).
        #expect(scene.entries == ["child fired g ended"])
    }

    @Test("G9 possible → changed begins; began → failed cancels; both call the action")
    func continuousTransitions() {
        let scene = GestureScene()
        let (recognizer, _) = GestureScene.makeScripted("g") { method, _, recognizer in
            switch method {
            case .touchesMoved: recognizer.request(.changed)
            case .touchesEnded: recognizer.request(.failed)
            default: break
            }
        }
        scene.child.addGestureRecognizer(recognizer)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 151, 150, at: 0.1)
        #expect(!recognizer.isDiscrete)
        scene.touch(1, .moved, 152, 150, at: 0.2)
        scene.touch(1, .ended, 152, 150, at: 0.3)

        #expect(
            scene.log.transitions == [
                "g: possible->began", "g: began->changed", "g: changed->cancelled", "g: cancelled->possible",
            ])
        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]",
                "child fired g began", "child fired g changed", "child fired g cancelled",
            ])
    }

    @Test("G7 a recognizer that asks for nothing fails once its touches are up; the held end is delivered")
    func silentRecognizerFails() {
        let scene = GestureScene()
        let (recognizer, script) = GestureScene.makeScripted("g")
        scene.child.addGestureRecognizer(recognizer)

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.entries == ["child touchesBegan [1]", "child touchesEnded [1]"])
        #expect(scene.log.transitions == ["g: possible->failed", "g: failed->possible"])
        #expect(script.resets == 1)
    }

    @Test("G3 a continuous recognizer left began when its touches lift is cancelled")
    func abandonedContinuousIsCancelled() {
        let scene = GestureScene()
        let (recognizer, _) = GestureScene.makeScripted("g") { method, _, recognizer in
            if method == .touchesBegan { recognizer.request(.began) }
        }
        scene.child.addGestureRecognizer(recognizer)

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.log.transitions == ["g: possible->began", "g: began->cancelled", "g: cancelled->possible"])
        #expect(scene.entries == ["child fired g began", "child fired g cancelled"])
    }

    @Test("G3 a recognizer that began keeps a touch that joins it: the view never sees it, a rival fails")
    func recognizedOwnsJoiningTouch() {
        let scene = GestureScene()
        let pan = PanGestureRecognizer(name: "pan")
        scene.parent.addGestureRecognizer(pan)
        scene.child.addGestureRecognizer(GestureScene.makeTap("childTap"))
        scene.parent.isMultipleTouchEnabled = true

        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 520, at: 0.1)
        #expect(pan.state == .began)
        scene.tap(2, 150, 150, at: 0.2)

        #expect(scene.entries == ["parent touchesBegan [1]", "parent touchesCancelled [1]"])
        #expect(scene.log.transitions.contains("childTap: possible->failed"))
        #expect(pan.state == .began)
    }

    @Test("G4 a pending recognizer reads no more touches and is offered no new ones")
    func pendingRecognizerTakesNoNewTouch() {
        let scene = GestureScene()
        let double = GestureScene.makeTap("doubleTap", taps: 2)
        let (waiter, script) = GestureScene.makeScripted("waiter") { method, _, recognizer in
            if method == .touchesEnded { recognizer.request(.ended) }
        }
        waiter.requiredToFail = [double]
        scene.child.addGestureRecognizer(double)
        scene.child.addGestureRecognizer(waiter)

        scene.tap(1, 150, 150, at: 0)
        #expect(waiter.pendingRecognition == .ended)
        scene.tap(2, 150, 150, at: 0.2)

        #expect(script.calls == ["touchesBegan [1]", "touchesEnded [1]"])
        #expect(waiter.state == .possible)
        #expect(scene.log.transitions.prefix(2) == ["doubleTap: possible->ended", "waiter: possible->failed"])
    }

    @Test("G4 a continuous recognizer that finished while waiting reports began, then ended")
    func pendingContinuousFinishes() {
        let scene = GestureScene()
        let double = GestureScene.makeTap("doubleTap", taps: 2)
        let (waiter, _) = GestureScene.makeScripted("waiter") { method, _, recognizer in
            switch method {
            case .touchesBegan: recognizer.request(.began)
            case .touchesEnded: recognizer.request(.ended)
            default: break
            }
        }
        waiter.requiredToFail = [double]
        scene.child.addGestureRecognizer(double)
        scene.child.addGestureRecognizer(waiter)

        scene.tap(1, 150, 150, at: 0)
        #expect(waiter.state == .possible)
        scene.tick(to: 1)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]",
                "child fired waiter began", "child fired waiter ended",
            ])
    }

    @Test("G1 disabling a recognizer mid-gesture cancels it; it reads nothing more")
    func disablingCancels() {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 520, at: 0.1)
        pan.isEnabled = false
        scene.touch(1, .moved, 50, 530, at: 0.2)
        scene.touch(1, .ended, 50, 530, at: 0.3)

        #expect(scene.log.transitions == ["pan: possible->began", "pan: began->cancelled", "pan: cancelled->possible"])
        #expect(scene.entries.suffix(2) == ["parent panned pan began", "parent panned pan cancelled"])
    }

    @Test("G7 removing a possible recognizer releases what it held back")
    func removingReleasesHeld() {
        let scene = GestureScene()
        let double = GestureScene.makeTap("doubleTap", taps: 2)
        scene.child.addGestureRecognizer(double)

        scene.tap(1, 150, 150, at: 0)
        #expect(scene.entries == ["child touchesBegan [1]"])
        scene.child.removeGestureRecognizer(double)

        #expect(scene.entries == ["child touchesBegan [1]", "child touchesEnded [1]"])
        #expect(double.view == nil)
        #expect(double.state == .possible)
    }

    @Test("T6 a view leaving its window cancels its recognizer's gesture")
    func viewLeavingWindow() {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        scene.child.addGestureRecognizer(pan)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 150, 170, at: 0.1)
        scene.child.removeFromSuperview()
        scene.touch(1, .moved, 150, 180, at: 0.2)
        scene.touch(1, .ended, 150, 180, at: 0.3)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]", "child panned pan began",
                "child panned pan cancelled",
            ])
        #expect(scene.log.transitions.last == "pan: cancelled->possible")
    }

    @Test("G9 a request made outside any touch call applies at once")
    func requestOutsideHook() {
        let scene = GestureScene()
        let (recognizer, _) = GestureScene.makeScripted("g")
        scene.child.addGestureRecognizer(recognizer)

        scene.touch(1, .began, 150, 150, at: 0)
        recognizer.request(.began)

        #expect(recognizer.state == .began)
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesCancelled [1]", "child fired g began"])
    }

    @Test("G1 a recognizer with no touches ignores requests")
    func requestWithoutAttempt() {
        let scene = GestureScene()
        let (recognizer, _) = GestureScene.makeScripted("g")
        scene.child.addGestureRecognizer(recognizer)
        recognizer.request(.ended)
        #expect(recognizer.state == .possible)
        #expect(scene.log.transitions.isEmpty)
    }
}

/// The arena settles attempts only after something that can end one (issue 36's speed work):
/// these hold the paths that must still end an attempt at the next event.
@Suite("Gestures: settling after a change")
struct GestureSettleTests {
    @Test("G4 a recognizer whose touches are up ends at the next touch event once its last timer is cancelled")
    func cancelledTimerEndsTheAttempt() {
        let scene = GestureScene()
        var timer: VirtualClock.TimerID?
        let (recognizer, _) = GestureScene.makeScripted("g") { method, _, recognizer in
            // Waits after the lift (as a tap waiting for a second one would).
            if method == .touchesEnded { timer = recognizer.schedule(after: 5) { _ in } }
        }
        scene.child.addGestureRecognizer(recognizer)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .ended, 150, 150, at: 0.1)
        // Another finger outside the child: not the recognizer's.
        scene.touch(2, .began, 20, 20, at: 0.2)
        #expect(recognizer.state == .possible)
        #expect(scene.log.transitions.isEmpty)

        recognizer.cancelScheduled(timer)
        // A move that changes no attempt still ends the one left with no timer and no touch down.
        scene.touch(2, .moved, 21, 20, at: 0.3)
        #expect(scene.log.transitions == ["g: possible->failed", "g: failed->possible"])
    }

    @Test("G1 moves of an attempt that stays possible change nothing; the lift ends it")
    func possibleAttemptEndsAtTheLift() {
        let scene = GestureScene()
        let pan = PanGestureRecognizer(name: "pan")
        scene.child.addGestureRecognizer(pan)

        scene.touch(1, .began, 150, 150, at: 0)
        for step in 1...5 { scene.touch(1, .moved, 150 + Double(step), 150, at: 0.01 * Double(step)) }
        #expect(pan.state == .possible)
        #expect(scene.log.transitions.isEmpty)
        scene.touch(1, .ended, 155, 150, at: 0.1)
        #expect(scene.log.transitions == ["pan: possible->failed", "pan: failed->possible"])
    }
}
