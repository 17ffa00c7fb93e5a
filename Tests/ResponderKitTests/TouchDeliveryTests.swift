import Testing

@testable import ResponderKit

@Suite("Touch delivery (T1–T7)")
struct TouchDeliveryTests {
    // MARK: T1

    @Test("T1 every phase goes to the view hit when the touch began, wherever the finger moves")
    func boundAtBegan() {
        let (scene, _, a, _) = twoRecordingViews()
        var locations: [Point] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { _, touches, _, view in
            locations.append(touches.first!.location(in: view as? View))
            #expect(touches.first!.view === a)
        }
        scene.touch(1, .began, 50, 50)
        scene.touch(1, .moved, 150, 50)  // over B
        scene.touch(1, .moved, 300, 500)  // over the window only
        scene.touch(1, .ended, 150, 60)
        #expect(
            scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesMoved[1]", "A.touchesEnded[1]"])
        #expect(locations == [Point(50, 50), Point(150, 50), Point(300, 500), Point(150, 60)])
    }

    @Test("T1 hiding or disabling the view after began does not reroute the touch")
    func bindingSurvivesChanges() {
        let (scene, _, a, _) = twoRecordingViews()
        scene.touch(1, .began, 50, 50)
        a.isHidden = true
        scene.touch(1, .moved, 60, 50)
        a.isUserInteractionEnabled = false
        scene.touch(1, .ended, 60, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesEnded[1]"])
        // A new touch is hit-tested again: A no longer takes it.
        scene.log.clear()
        scene.touch(2, .began, 50, 50)
        #expect(scene.log.entries.isEmpty)
    }

    @Test("T1 a touch cancelled by the digitizer ends with touchesCancelled on its view")
    func cancelledPhase() {
        let (scene, _, _, _) = twoRecordingViews()
        scene.touch(1, .began, 150, 50)
        scene.touch(1, .cancelled, 10, 10)
        scene.touch(1, .moved, 10, 10)  // no longer down: ignored
        #expect(scene.log.entries == ["B.touchesBegan[1]", "B.touchesCancelled[1]"])
    }

    // MARK: T2

    @Test("T2 two touches on two views in one event: one call per view, in first-appearance order")
    func twoViewsOneEvent() {
        let (scene, _, a, _) = twoRecordingViews()
        var allTouches: [[Int]] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { _, _, event, _ in
            allTouches.append(event.allTouches.map(\.id))
        }
        scene.touches((1, .began, 150, 50), (2, .began, 50, 50))
        #expect(scene.log.entries == ["B.touchesBegan[1]", "A.touchesBegan[2]"])
        #expect(allTouches == [[1, 2]])
        scene.log.clear()
        scene.touches((2, .moved, 55, 50), (1, .moved, 155, 50))
        #expect(scene.log.entries == ["A.touchesMoved[2]", "B.touchesMoved[1]"])
        scene.log.clear()
        scene.touches((1, .ended, 155, 50), (2, .ended, 55, 50))
        #expect(scene.log.entries == ["B.touchesEnded[1]", "A.touchesEnded[2]"])
        #expect(allTouches.last == [1, 2])
    }

    @Test("T2 two touches on one view in one event arrive in one call; phases get one call each")
    func oneCallPerPhase() {
        let (scene, _, a, _) = twoRecordingViews()
        a.isMultipleTouchEnabled = true
        scene.touches((1, .began, 10, 10), (2, .began, 20, 20))
        #expect(scene.log.entries == ["A.touchesBegan[1,2]"])
        scene.log.clear()
        scene.touches((3, .began, 30, 30), (1, .moved, 12, 12), (2, .ended, 20, 20))
        #expect(scene.log.entries == ["A.touchesBegan[3]", "A.touchesMoved[1]", "A.touchesEnded[2]"])
        scene.log.clear()
        scene.touches((1, .ended, 12, 12), (3, .ended, 30, 30))
        #expect(scene.log.entries == ["A.touchesEnded[1,3]"])
    }

    @Test("T2 allTouches holds a resting finger as stationary; its view gets no call")
    func restingFingerIsStationary() {
        let (scene, _, a, b) = twoRecordingViews()
        var seen: [(Int, TouchPhase)] = []
        var forB: [Int] = []
        (b.behavior as? RecordingBehavior)?.onTouches = { _, _, event, _ in
            seen = event.allTouches.map { ($0.id, $0.phase) }
            forB = event.touches(for: b).map(\.id)
            #expect(event.touches(for: a).map(\.id) == [1])
            #expect(event.type == .touches)
        }
        scene.touch(1, .began, 50, 50)
        scene.touch(2, .began, 150, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "B.touchesBegan[2]"])
        #expect(seen.map(\.0) == [1, 2])
        #expect(seen.map(\.1) == [.stationary, .began])
        #expect(forB == [2])
        scene.touch(2, .ended, 150, 50)
        #expect(seen.map(\.1) == [.stationary, .ended])
    }

    @Test("T2 a stationary line changes no view's state and calls no handler")
    func stationaryLine() {
        let (scene, _, _, _) = twoRecordingViews()
        scene.touch(1, .began, 50, 50)
        scene.touches((1, .stationary, 50, 50))
        #expect(scene.log.entries == ["A.touchesBegan[1]"])
    }

    // MARK: T3

    @Test("T3 multipleTouchEnabled false: only the first of simultaneous touches is delivered")
    func singleTouchSimultaneous() {
        let (scene, _, _, _) = twoRecordingViews()
        scene.touches((1, .began, 10, 10), (2, .began, 20, 20))
        scene.touches((1, .moved, 11, 11), (2, .moved, 21, 21))
        scene.touches((2, .ended, 21, 21))
        scene.touches((1, .ended, 11, 11))
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesEnded[1]"])
        scene.log.clear()
        scene.touch(3, .began, 10, 10)  // the view is free again
        #expect(scene.log.entries == ["A.touchesBegan[3]"])
    }

    @Test("T3 a second touch while the first is down is not delivered, not even after the first ends")
    func singleTouchLater() {
        let (scene, _, _, b) = twoRecordingViews()
        scene.touch(1, .began, 10, 10)
        scene.touch(2, .began, 20, 20)
        scene.touch(1, .ended, 10, 10)
        scene.touch(2, .moved, 25, 25)
        scene.touch(2, .ended, 25, 25)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesEnded[1]"])
        // Another view is unaffected.
        scene.log.clear()
        b.isMultipleTouchEnabled = false
        scene.touch(4, .began, 10, 10)
        scene.touch(5, .began, 150, 10)
        #expect(scene.log.entries == ["A.touchesBegan[4]", "B.touchesBegan[5]"])
    }

    @Test("T3 multipleTouchEnabled true: every touch is delivered")
    func multipleTouchEnabled() {
        let (scene, _, a, _) = twoRecordingViews()
        a.isMultipleTouchEnabled = true
        scene.touch(1, .began, 10, 10)
        scene.touch(2, .began, 20, 20)
        scene.touches((1, .ended, 10, 10), (2, .ended, 20, 20))
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesBegan[2]", "A.touchesEnded[1,2]"])
    }

    @Test("T3 the view's recognizers still see the touches the view does not get")
    func recognizersSeeExtraTouches() {
        let (scene, _, a, _) = twoRecordingViews()
        let watcher = NotingRecognizer(name: "watch")
        watcher.delaysTouchesEnded = false
        a.addGestureRecognizer(watcher)
        scene.touches((1, .began, 10, 10), (2, .began, 20, 20))
        scene.touches((1, .moved, 11, 11), (2, .moved, 21, 21))
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]"])
        #expect(watcher.seen == ["began[1, 2]", "moved[1, 2]"])
    }

    // MARK: T4

    @Test("T4 while an exclusive view tracks a touch, no other view in its window gets a new touch")
    func exclusiveBlocksOthers() {
        let (scene, window, a, _) = twoRecordingViews()
        a.isExclusiveTouch = true
        let other = scene.window("other", frame: rect(0, 500, 390, 100))
        let c = makeView("C", rect(0, 0, 100, 100), in: other)
        scene.record(c, .touchHandlers)
        scene.touch(1, .began, 50, 50)
        scene.touch(2, .began, 150, 50)  // B: kept out
        scene.touch(3, .began, 300, 300)  // the window itself: kept out too
        scene.touch(4, .began, 50, 550)  // another window: unaffected
        scene.touch(2, .ended, 150, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "C.touchesBegan[4]"])
        scene.touch(1, .ended, 50, 50)
        scene.log.clear()
        scene.touch(5, .began, 150, 50)  // A is no longer tracking
        #expect(scene.log.entries == ["B.touchesBegan[5]"])
        _ = window
    }

    @Test("T4 an exclusive view gets no new touch while another view in its window is tracking")
    func exclusiveKeptOutWhileOthersTrack() {
        let (scene, _, a, _) = twoRecordingViews()
        a.isExclusiveTouch = true
        scene.touch(1, .began, 150, 50)  // B tracks
        scene.touch(2, .began, 50, 50)  // A: kept out
        scene.touch(2, .moved, 55, 50)
        scene.touch(2, .ended, 55, 50)
        #expect(scene.log.entries == ["B.touchesBegan[1]"])
        scene.touch(1, .ended, 150, 50)
        scene.log.clear()
        scene.touch(3, .began, 50, 50)
        #expect(scene.log.entries == ["A.touchesBegan[3]"])
    }

    @Test("T4 an exclusive view may take several touches itself")
    func exclusiveOwnTouches() {
        let (scene, _, a, _) = twoRecordingViews()
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        scene.touch(1, .began, 50, 50)
        scene.touch(2, .began, 60, 60)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesBegan[2]"])
    }

    @Test("T4 simultaneous touches: the first one on the exclusive view keeps the second out")
    func exclusiveSimultaneous() {
        let (scene, _, a, _) = twoRecordingViews()
        a.isExclusiveTouch = true
        scene.touches((1, .began, 50, 50), (2, .began, 150, 50))
        #expect(scene.log.entries == ["A.touchesBegan[1]"])
        scene.log.clear()
        scene.touches((3, .began, 150, 60), (4, .began, 60, 60))
        // A still tracks touch 1: B is kept out (T4), and A is busy with touch 1 (T3).
        #expect(scene.log.entries.isEmpty)
    }

    @Test("T4 T6 an exclusive view removed from the window stops keeping other views out")
    func removedExclusiveViewStopsBlocking() {
        let (scene, _, a, _) = twoRecordingViews()
        a.isExclusiveTouch = true
        scene.touch(1, .began, 50, 50)
        a.removeFromSuperview()
        scene.touch(2, .began, 150, 50)  // finger 1 is still down, but A no longer tracks it here
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesCancelled[1]", "B.touchesBegan[2]"])
    }

    @Test("T4 T6 a view removed from the window no longer keeps an exclusive view out")
    func removedTrackerStopsBlockingExclusive() {
        let (scene, _, a, b) = twoRecordingViews()
        a.isExclusiveTouch = true
        scene.touch(1, .began, 150, 50)
        b.removeFromSuperview()
        scene.touch(2, .began, 50, 50)
        #expect(scene.log.entries == ["B.touchesBegan[1]", "B.touchesCancelled[1]", "A.touchesBegan[2]"])
    }

    // MARK: T5

    @Test("T5 taps close in time and place count 1, 2, 3")
    func tapCountIncreases() {
        let (scene, _, a, _) = twoRecordingViews()
        var counts: [Int] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { method, touches, _, _ in
            if method == .touchesBegan { counts.append(touches.first!.tapCount) }
        }
        scene.at(1.0)
        scene.touch(1, .began, 50, 50)
        scene.at(1.1)
        scene.touch(1, .ended, 50, 50)
        scene.at(1.3)
        scene.touch(2, .began, 60, 55)
        scene.at(1.4)
        scene.touch(2, .ended, 60, 55)
        scene.at(1.7)
        scene.touch(3, .began, 55, 50)  // 0.3 s after the end
        scene.at(1.8)
        scene.touch(3, .ended, 55, 50)
        #expect(counts == [1, 2, 3])
    }

    @Test("T5 tapCount resets after more than 0.35 s")
    func tapCountResetByTime() {
        let (scene, _, a, _) = twoRecordingViews()
        var counts: [Int] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { method, touches, _, _ in
            if method == .touchesBegan { counts.append(touches.first!.tapCount) }
        }
        scene.at(1.0)
        scene.tap(1, 50, 50)
        scene.at(1.2)
        scene.tap(2, 50, 50)
        scene.at(1.56)
        scene.tap(3, 50, 50)  // 0.36 s later
        scene.at(1.7)
        scene.tap(4, 50, 50)
        #expect(counts == [1, 2, 1, 2])
    }

    @Test("T5 tapCount resets beyond 25 points from the previous end")
    func tapCountResetByDistance() {
        let (scene, _, a, _) = twoRecordingViews()
        var counts: [Int] = []
        (a.behavior as? RecordingBehavior)?.onTouches = { method, touches, _, _ in
            if method == .touchesBegan { counts.append(touches.first!.tapCount) }
        }
        scene.at(1.0)
        scene.tap(1, 10, 10)
        scene.at(1.1)
        scene.tap(2, 25, 30)  // exactly 25 points away (15, 20)
        scene.at(1.2)
        scene.tap(3, 51, 30)  // 26 points away
        scene.at(1.3)
        scene.touch(4, .began, 60, 30)
        scene.at(1.4)
        scene.touch(4, .moved, 90, 90)
        scene.touch(4, .ended, 90, 90)  // this tap ended far away
        scene.at(1.5)
        scene.tap(5, 60, 30)  // 0.1 s later but 67 points from that end
        #expect(counts == [1, 2, 1, 2, 1])
    }

    // MARK: T6

    @Test("T6 a view removed mid-sequence gets touchesCancelled at once and nothing after")
    func removedViewCancelled() {
        let (scene, _, a, _) = twoRecordingViews()
        var phaseSeen: TouchPhase?
        (a.behavior as? RecordingBehavior)?.onTouches = { method, touches, _, _ in
            if method == .touchesCancelled { phaseSeen = touches.first?.phase }
        }
        scene.touch(1, .began, 50, 50)
        scene.touch(1, .moved, 55, 50)
        a.removeFromSuperview()
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesMoved[1]", "A.touchesCancelled[1]"])
        #expect(phaseSeen == .cancelled)
        scene.touch(1, .moved, 60, 50)
        scene.touch(1, .ended, 60, 50)
        #expect(scene.log.entries.count == 3)
    }

    @Test("T6 removing an ancestor cancels the touches of every view below it, one call per view")
    func removedAncestor() {
        let scene = TestScene()
        let window = scene.window("w")
        let container = makeView("container", rect(0, 0, 200, 200), in: window)
        let a = makeView("A", rect(0, 0, 100, 100), in: container)
        let b = makeView("B", rect(100, 0, 100, 100), in: container)
        a.isMultipleTouchEnabled = true
        scene.record(a, .touchHandlers)
        scene.record(b, .touchHandlers)
        let outside = makeView("outside", rect(0, 300, 100, 100), in: window)
        scene.record(outside, .touchHandlers)
        scene.touches((1, .began, 10, 10), (2, .began, 150, 10), (3, .began, 20, 20), (4, .began, 10, 310))
        scene.log.clear()
        container.removeFromSuperview()
        #expect(scene.log.entries == ["A.touchesCancelled[1,3]", "B.touchesCancelled[2]"])
        scene.touches((1, .ended, 10, 10), (2, .ended, 150, 10), (3, .ended, 20, 20), (4, .ended, 10, 310))
        #expect(scene.log.entries == ["A.touchesCancelled[1,3]", "B.touchesCancelled[2]", "outside.touchesEnded[4]"])
    }

    @Test("T6 removal from inside a handler: cancelled at once, no later phase of the same event")
    func removedInsideHandler() {
        let (scene, _, a, b) = twoRecordingViews()
        a.isMultipleTouchEnabled = true
        (a.behavior as? RecordingBehavior)?.onTouches = { method, _, _, view in
            if method == .touchesMoved { (view as? View)?.removeFromSuperview() }
        }
        scene.touches((1, .began, 10, 10), (2, .began, 20, 20))
        scene.touch(9, .began, 150, 50)
        scene.log.clear()
        scene.touches((1, .moved, 12, 12), (2, .ended, 20, 20), (9, .moved, 155, 50))
        #expect(scene.log.entries == ["A.touchesMoved[1]", "A.touchesCancelled[1,2]", "B.touchesMoved[9]"])
        scene.touches((1, .ended, 12, 12), (9, .ended, 155, 50))
        #expect(scene.log.entries.suffix(1) == ["B.touchesEnded[9]"])
        #expect(scene.log.entries.count == 4)
        _ = b
    }

    @Test("T6 a view removed by another view's handler earlier in the same event gets nothing more")
    func removedBySiblingHandler() {
        let (scene, _, a, b) = twoRecordingViews()
        (b.behavior as? RecordingBehavior)?.onTouches = { method, _, _, _ in
            if method == .touchesMoved { a.removeFromSuperview() }
        }
        scene.touches((1, .began, 150, 50), (2, .began, 50, 50))
        scene.log.clear()
        scene.touches((1, .moved, 151, 50), (2, .moved, 51, 50))
        #expect(scene.log.entries == ["B.touchesMoved[1]", "A.touchesCancelled[2]"])
    }

    @Test("T6 a view moved to another window leaves its window: its touch is cancelled")
    func movedToAnotherWindow() {
        let (scene, _, a, _) = twoRecordingViews()
        let other = scene.window("other", frame: rect(0, 600, 390, 244))
        scene.touch(1, .began, 50, 50)
        other.addSubview(a)
        scene.touch(1, .ended, 50, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesCancelled[1]"])
    }

    @Test("T6 moving a view within its window keeps its touches")
    func movedWithinWindow() {
        let (scene, window, a, b) = twoRecordingViews()
        scene.touch(1, .began, 50, 50)
        b.addSubview(a)
        window.bringSubviewToFront(b)
        scene.touch(1, .ended, 50, 50)
        #expect(scene.log.entries == ["A.touchesBegan[1]", "A.touchesEnded[1]"])
    }

    // MARK: T7

    @Test("T7 default touch handlers forward the same call up the chain")
    func defaultForwards() {
        let scene = TestScene()
        let window = scene.window("w")
        let container = makeView("container", rect(0, 0, 200, 200), in: window)
        makeView("leaf", rect(0, 0, 100, 100), in: container)
        scene.record(container, .touchHandlers)
        var receivedIDs: [Int] = []
        (container.behavior as? RecordingBehavior)?.onTouches = { _, touches, _, _ in
            receivedIDs += touches.map(\.id)
        }
        scene.touch(1, .began, 10, 10)
        scene.touch(1, .ended, 10, 10)
        #expect(scene.log.entries == ["container.touchesBegan[1]", "container.touchesEnded[1]"])
        #expect(receivedIDs == [1, 1])
        #expect(scene.tracer.forwards == ["leaf>container", "leaf>container"])
    }

    @Test("T7 at the end of the chain the event is dropped")
    func droppedAtEnd() {
        let scene = TestScene()
        let window = scene.window("w")
        makeView("leaf", rect(0, 0, 100, 100), in: window)
        scene.touch(1, .began, 10, 10)
        #expect(scene.tracer.forwards == ["leaf>w", "w>app"])
        #expect(scene.tracer.drops.map(\.at) == ["app"])
        #expect(scene.tracer.drops.map(\.method) == [.touchesBegan])
    }

    @Test("T7 with an app delegate the delegate is the last stop; a forwarding override passes it on")
    func delegateGetsForwarded() {
        let scene = TestScene()
        let window = scene.window("w")
        let leaf = makeView("leaf", rect(0, 0, 100, 100), in: window)
        let delegate = AppDelegate()
        scene.app.delegate = delegate
        scene.record(leaf, .touchHandlers).forwardsEvents = true
        scene.record(delegate, .touchHandlers)
        scene.touch(1, .began, 10, 10)
        scene.touch(1, .cancelled, 10, 10)
        #expect(
            scene.log.entries == [
                "leaf.touchesBegan[1]", "delegate.touchesBegan[1]", "leaf.touchesCancelled[1]",
                "delegate.touchesCancelled[1]",
            ])
        #expect(scene.tracer.drops.isEmpty)
    }

    // The default walk steps through responders with no behaviour without calling their
    // handlers (issue 41): what it reaches and records must be what the call per responder did.

    @Test("T7 the default walk through plain views stops at a control, which tracks and forwards nothing (C1)")
    func defaultWalkStopsAtControl() {
        let scene = TestScene()
        let window = scene.window("w")
        let button = Button(name: "button", frame: rect(0, 0, 200, 200))
        window.addSubview(button)
        let middle = makeView("middle", rect(0, 0, 200, 200), in: button)
        makeView("leaf", rect(0, 0, 100, 100), in: middle)
        scene.touch(1, .began, 10, 10)
        scene.touch(1, .moved, 20, 20)
        #expect(scene.tracer.forwards == ["leaf>middle", "middle>button", "leaf>middle", "middle>button"])
        #expect(scene.tracer.drops.isEmpty)
    }

    @Test("T7 the default walk reaches a scripted ancestor past plain views and a controller, every step traced")
    func defaultWalkReachesScriptedAncestor() {
        let scene = TestScene()
        let window = scene.window("w")
        let outer = makeView("outer", rect(0, 0, 300, 300), in: window)
        let root = makeView("root", rect(0, 0, 200, 200), in: outer)
        let controller = ViewController(name: "controller", view: root)
        let middle = makeView("middle", rect(0, 0, 200, 200), in: root)
        makeView("leaf", rect(0, 0, 100, 100), in: middle)
        scene.record(outer, .touchHandlers)
        scene.touch(1, .began, 10, 10)
        #expect(scene.log.entries == ["outer.touchesBegan[1]"])
        #expect(scene.tracer.forwards == ["leaf>middle", "middle>root", "root>controller", "controller>outer"])
        withExtendedLifetime(controller) {}
    }

    @Test("T6/T7 an ancestor's handler reached past plain views removes them: the walk ends, the view hears a cancel")
    func handlerRemovesWalkedViews() {
        let scene = TestScene()
        let window = scene.window("w")
        let outer = makeView("outer", rect(0, 0, 300, 300), in: window)
        var middle: View? = makeView("middle", rect(0, 0, 200, 200), in: outer)
        let leaf = makeView("leaf", rect(0, 0, 100, 100), in: middle)
        scene.record(leaf, .touchHandlers).forwardsEvents = true
        // The plain view the walk stepped through goes away for good during the handler.
        scene.record(outer, .touchHandlers).onTouches = { method, _, _, _ in
            guard method == .touchesMoved else { return }
            middle?.removeFromSuperview()
            middle = nil
        }
        scene.touch(1, .began, 10, 10)
        scene.touch(1, .moved, 20, 20)
        scene.touch(1, .moved, 30, 30)
        #expect(leaf.window == nil)
        #expect(
            scene.log.entries == [
                "leaf.touchesBegan[1]", "outer.touchesBegan[1]", "leaf.touchesMoved[1]", "outer.touchesMoved[1]",
                "leaf.touchesCancelled[1]",
            ])
    }
}
