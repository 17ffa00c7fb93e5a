import Testing

@testable import ResponderKit

/// Rules G1–G9 of semantics.md, each through a small scene and the exact deliveries it causes.
@Suite("Gestures: rules G1–G9")
struct GestureRulesTests {
    // MARK: G1, G2

    @Test("G1 a touch is offered to the hit view's and its ancestors' recognizers, deepest first, before the view")
    func offeredDeepestFirst() {
        let scene = GestureScene()
        func recording(_ name: String) -> ScriptedGestureRecognizer {
            let (recognizer, _) = GestureScene.makeScripted(name, action: nil) { method, _, _ in
                scene.log.entries.append("\(name) \(method.name)")
            }
            return recognizer
        }
        let c1 = recording("c1")
        let c2 = recording("c2")
        let off = recording("off")
        let p1 = recording("p1")
        let w1 = recording("w1")
        off.isEnabled = false
        scene.child.addGestureRecognizer(c1)
        scene.child.addGestureRecognizer(off)
        scene.child.addGestureRecognizer(c2)
        scene.parent.addGestureRecognizer(p1)
        scene.window.addGestureRecognizer(w1)

        scene.touch(1, .began, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "c1 touchesBegan", "c2 touchesBegan", "p1 touchesBegan", "w1 touchesBegan",
                "child touchesBegan [1]",
            ])
        let offered = scene.app.activeTouches.first?.gestureRecognizers.map(\.name)
        #expect(offered == ["c1", "c2", "p1", "w1"])
    }

    @Test("G1 a touch on the parent is not offered to the child's recognizers")
    func notOfferedToDescendants() {
        let scene = GestureScene()
        let childTap = GestureScene.makeTap("childTap")
        scene.child.addGestureRecognizer(childTap)
        scene.tap(1, 50, 500, at: 0)
        #expect(scene.entries == ["parent touchesBegan [1]", "parent touchesEnded [1]"])
        #expect(scene.log.transitions.isEmpty)
    }

    @Test("G2 gestureShouldReceiveTouch false keeps the touch from that recognizer only")
    func shouldReceiveTouchFalse() {
        let scene = GestureScene()
        let (kept, keptScript) = GestureScene.makeScripted("kept")
        let (seeing, seeingScript) = GestureScene.makeScripted("seeing")
        scene.child.addGestureRecognizer(kept)
        scene.child.addGestureRecognizer(seeing)
        scene.childBehavior.shouldReceiveTouch["kept"] = false

        scene.tap(1, 150, 150, at: 0)

        #expect(keptScript.calls.isEmpty)
        #expect(keptScript.resets == 0)
        #expect(seeingScript.calls == ["touchesBegan [1]", "touchesEnded [1]"])
        #expect(!scene.log.transitions.contains { $0.hasPrefix("kept") })
    }

    // MARK: G3

    @Test("G3 the child's tap wins over its parent's tap, which fails")
    func childRecognizerWins() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("childTap"))
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]", "child tapped childTap ended",
            ])
        #expect(
            scene.log.transitions == [
                "childTap: possible->ended", "parentTap: possible->failed",
                "childTap: ended->possible", "parentTap: failed->possible",
            ])
    }

    @Test("G3 a delegate allowing simultaneous recognition lets both taps recognize")
    func simultaneousRecognition() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("childTap"))
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))
        scene.childBehavior.simultaneous = ["childTap+parentTap"]

        scene.tap(1, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]",
                "child tapped childTap ended", "parent tapped parentTap ended",
            ])
    }

    @Test("G3 a pan that begins makes the long press tracking the same touch fail")
    func continuousBeginFailsOthers() {
        let scene = GestureScene()
        let press = LongPressGestureRecognizer(name: "press")
        press.action = "pressed"
        press.allowableMovement = 100
        let pan = GestureScene.makePan()
        scene.child.addGestureRecognizer(press)
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 170, 150, at: 0.1)
        scene.tick(to: 1)

        #expect(scene.log.transitions == ["pan: possible->began", "press: possible->failed"])
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesCancelled [1]", "parent panned pan began"])
    }

    // MARK: G4

    @Test("G4 a single tap waits for the double tap to fail, 0.35 s after the tap ends")
    func singleTapWaitsForDoubleTap() {
        let scene = GestureScene()
        let (single, _) = scene.addSingleTapWaitingForDoubleTap()
        scene.childBehavior.logsActionTime = true

        scene.tap(1, 150, 150, at: 0)
        #expect(scene.entries == ["child touchesBegan [1]"])
        #expect(single.state == .possible)

        scene.tick(to: 1)
        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]", "child toggle singleTap ended @0.45",
            ])
        #expect(scene.log.transitions.prefix(2) == ["doubleTap: possible->failed", "singleTap: possible->ended"])

        // Both were reset by the timer's event: the next tap is theirs again.
        let later = scene.entries {
            scene.tap(2, 150, 150, at: 2)
            scene.tick(to: 3)
        }
        #expect(
            later == ["child touchesBegan [2]", "child touchesCancelled [2]", "child toggle singleTap ended @2.45"])
    }

    @Test("G4 the double tap fires alone when the second tap comes; the single tap fails")
    func doubleTapFiresAlone() {
        let scene = GestureScene()
        _ = scene.addSingleTapWaitingForDoubleTap()
        scene.childBehavior.logsActionTime = true

        scene.tap(1, 150, 150, at: 0)
        scene.tap(2, 152, 151, at: 0.2)
        scene.tick(to: 2)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesBegan [2]",
                "child touchesCancelled [1, 2]", "child zoom doubleTap ended @0.3",
            ])
        #expect(scene.log.transitions.prefix(2) == ["doubleTap: possible->ended", "singleTap: possible->failed"])
    }

    @Test("G4 gestureShouldRequireFailure adds the dependency dynamically")
    func dynamicRequireFailure() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("doubleTap", taps: 2, action: "zoom"))
        scene.child.addGestureRecognizer(GestureScene.makeTap("singleTap", action: "toggle"))
        scene.childBehavior.requiresFailure = ["singleTap>doubleTap"]
        scene.childBehavior.logsActionTime = true

        scene.tap(1, 150, 150, at: 0)
        scene.tick(to: 1)

        #expect(scene.entries.last == "child toggle singleTap ended @0.45")
    }

    @Test("G4 gestureShouldBeRequiredToFail adds the dependency from the other side")
    func dynamicRequiredToFail() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("doubleTap", taps: 2, action: "zoom"))
        scene.child.addGestureRecognizer(GestureScene.makeTap("singleTap", action: "toggle"))
        scene.childBehavior.requiredToFailBy = ["doubleTap<singleTap"]
        scene.childBehavior.logsActionTime = true

        scene.tap(1, 150, 150, at: 0)
        #expect(scene.entries == ["child touchesBegan [1]"])
        scene.tick(to: 1)
        #expect(scene.entries.last == "child toggle singleTap ended @0.45")
    }

    @Test("G4 without the dependency the single tap fires at once and the double tap fails")
    func noDependency() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("doubleTap", taps: 2, action: "zoom"))
        scene.child.addGestureRecognizer(GestureScene.makeTap("singleTap", action: "toggle"))
        scene.childBehavior.logsActionTime = true

        scene.tap(1, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]", "child toggle singleTap ended @0.1",
            ])
        #expect(scene.log.transitions.prefix(2) == ["singleTap: possible->ended", "doubleTap: possible->failed"])
    }

    @Test("G4 a required recognizer that is not taking part does not hold the other back")
    func requirementNotTakingPart() {
        let scene = GestureScene()
        let parentPan = PanGestureRecognizer(name: "parentPan")
        let single = GestureScene.makeTap("singleTap")
        single.requiredToFail = [parentPan]
        scene.child.addGestureRecognizer(single)
        // The pan is on a view the touch never reaches.
        let other = View(name: "other", frame: Rect(x: 0, y: 600, width: 50, height: 50))
        scene.parent.addSubview(other)
        other.addGestureRecognizer(parentPan)

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.entries.last == "child tapped singleTap ended")
    }

    // MARK: G5

    @Test("G5 a parent's tap cancels the child's touch: began, then cancelled, never ended; then the action")
    func parentTapCancelsChildTouch() {
        let scene = GestureScene()
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)
        scene.tick(to: 2)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesCancelled [1]", "parent tapped parentTap ended",
            ])
    }

    @Test("G5 with cancelsTouchesInView false the view gets its touchesEnded, then the action runs")
    func cancelsTouchesInViewFalse() {
        let scene = GestureScene()
        let tap = GestureScene.makeTap("parentTap")
        tap.cancelsTouchesInView = false
        scene.parent.addGestureRecognizer(tap)

        scene.tap(1, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesEnded [1]", "parent tapped parentTap ended",
            ])
    }

    @Test("G5 one touchesCancelled call carries every touch of the recognizer, and nothing follows")
    func cancelsAllTouchesOnce() {
        let scene = GestureScene()
        scene.child.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer(name: "pan")
        scene.parent.addGestureRecognizer(pan)

        scene.touches([(1, .began, 150, 150), (2, .began, 200, 150)], at: 0)
        scene.touches([(1, .moved, 170, 150), (2, .moved, 220, 150)], at: 0.1)
        scene.touches([(1, .moved, 180, 150), (2, .moved, 230, 150)], at: 0.2)
        scene.touches([(1, .ended, 180, 150), (2, .ended, 230, 150)], at: 0.3)

        #expect(scene.entries == ["child touchesBegan [1, 2]", "child touchesCancelled [1, 2]"])
    }

    // MARK: G6

    @Test("G6 delaysTouchesBegan holds began and moved, and releases them in order when it fails")
    func delaysTouchesBeganReleasedOnFailure() {
        let scene = GestureScene()
        let pan = PanGestureRecognizer(name: "pan")
        pan.delaysTouchesBegan = true
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 153, 150, at: 0.1)
        #expect(scene.entries.isEmpty)

        scene.touch(1, .ended, 153, 150, at: 0.2)
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesMoved [1]", "child touchesEnded [1]"])
        #expect(scene.log.transitions.first == "pan: possible->failed")
    }

    @Test("G6 held began and moved are dropped when the recognizer recognizes: the view hears nothing")
    func delaysTouchesBeganDroppedOnRecognition() {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        pan.delaysTouchesBegan = true
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 180, 150, at: 0.1)
        scene.touch(1, .moved, 190, 150, at: 0.2)
        scene.touch(1, .ended, 190, 150, at: 0.3)

        #expect(scene.entries == ["parent panned pan began", "parent panned pan changed", "parent panned pan ended"])
    }

    @Test("G6 dropped on recognition even when cancelsTouchesInView is false")
    func delaysTouchesBeganDroppedWithoutCancelling() {
        let scene = GestureScene()
        let pan = PanGestureRecognizer(name: "pan")
        pan.delaysTouchesBegan = true
        pan.cancelsTouchesInView = false
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 180, 150, at: 0.1)
        scene.touch(1, .ended, 180, 150, at: 0.2)

        #expect(scene.entries.isEmpty)
    }

    // MARK: G7

    @Test("G7 a double tap holds back the view's touchesEnded until it fails, 0.35 s after the end")
    func doubleTapHoldsEnded() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("doubleTap", taps: 2))

        scene.tap(1, 150, 150, at: 0)
        #expect(scene.entries == ["child touchesBegan [1]"])
        let early = scene.entries { scene.tick(to: 0.44) }
        #expect(early.isEmpty)
        let late = scene.entries { scene.tick(to: 0.46) }
        #expect(late == ["child touchesEnded [1]"])
        #expect(scene.log.transitions == ["doubleTap: possible->failed", "doubleTap: failed->possible"])
    }

    @Test("G7 with delaysTouchesEnded false the view gets its end at once")
    func delaysTouchesEndedFalse() {
        let scene = GestureScene()
        let double = GestureScene.makeTap("doubleTap", taps: 2)
        double.delaysTouchesEnded = false
        scene.child.addGestureRecognizer(double)

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.entries == ["child touchesBegan [1]", "child touchesEnded [1]"])
    }

    // MARK: G8

    @Test("G8 gestureShouldBegin false at recognition makes the recognizer fail: no action, the view ends normally")
    func shouldBeginFalse() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("childTap"))
        scene.childBehavior.shouldBegin["childTap"] = false

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.entries == ["child touchesBegan [1]", "shouldBegin childTap", "child touchesEnded [1]"])
        #expect(scene.log.transitions.first == "childTap: possible->failed")
    }

    @Test("G8 gestureShouldBegin is asked only after the dependencies have failed")
    func shouldBeginAskedAfterDependencies() {
        let scene = GestureScene()
        _ = scene.addSingleTapWaitingForDoubleTap()
        scene.childBehavior.shouldBegin["singleTap"] = true

        scene.tap(1, 150, 150, at: 0)
        #expect(!scene.entries.contains("shouldBegin singleTap"))
        scene.tick(to: 1)
        #expect(
            scene.entries == [
                "child touchesBegan [1]", "shouldBegin singleTap",
                "child touchesCancelled [1]", "child toggle singleTap ended",
            ])
    }

    // MARK: G9

    @Test("G9 a continuous recognizer calls its action on began, each changed, and ended")
    func continuousActions() {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 520, at: 0.1)
        scene.touch(1, .moved, 50, 530, at: 0.2)
        scene.touch(1, .moved, 50, 540, at: 0.3)
        scene.touch(1, .ended, 50, 540, at: 0.4)

        #expect(
            scene.entries == [
                "parent touchesBegan [1]", "parent touchesCancelled [1]",
                "parent panned pan began", "parent panned pan changed", "parent panned pan changed",
                "parent panned pan ended",
            ])
    }

    @Test("G9 a continuous recognizer whose touch is cancelled calls its action with cancelled")
    func continuousCancelled() {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        scene.parent.addGestureRecognizer(pan)

        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 520, at: 0.1)
        scene.touch(1, .cancelled, 50, 520, at: 0.2)

        #expect(scene.entries.suffix(2) == ["parent panned pan began", "parent panned pan cancelled"])
    }

    @Test("G9 actions run after the event's deliveries to every view")
    func actionsAfterDeliveries() {
        let scene = GestureScene()
        scene.child.addGestureRecognizer(GestureScene.makeTap("childTap"))
        scene.parent.isMultipleTouchEnabled = true

        scene.touches([(1, .began, 150, 150), (2, .began, 50, 500)], at: 0)
        scene.touches([(1, .ended, 150, 150), (2, .ended, 50, 500)], at: 0.1)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "parent touchesBegan [2]",
                "child touchesCancelled [1]", "parent touchesEnded [2]", "child tapped childTap ended",
            ])
    }

    @Test("G9 an action sees the state it was queued in")
    func actionSeesQueuedState() {
        let scene = GestureScene()
        let pan = GestureScene.makePan()
        scene.parent.addGestureRecognizer(pan)
        var seen: [GestureState] = []
        scene.parentBehavior.onAction = { seen.append($0.state) }

        scene.touch(1, .began, 50, 500, at: 0)
        scene.touch(1, .moved, 50, 520, at: 0.1)
        scene.touch(1, .ended, 50, 520, at: 0.2)

        #expect(seen == [.began, .ended])
        #expect(pan.state == .possible)
    }
}
