import Testing

@testable import ResponderKit

/// Logs `touchesEstimatedPropertiesUpdated` and every touch handler, with the touches' values.
private final class EstimateLoggingBehavior: ResponderBehavior {
    let overrides: ResponderMethods
    var entries: [String] = []
    var seen: [Touch] = []
    var onTouches: ((TouchList, Event) -> Void)?

    init(_ overrides: ResponderMethods) { self.overrides = overrides }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        entries.append("\(responder.name).\(method.name)\(touches.map(\.id))")
        seen.append(contentsOf: touches)
        onTouches?(touches, event)
    }

    func touchesEstimatedPropertiesUpdated(_ touches: TouchList, responder: Responder) {
        for touch in touches {
            entries.append(
                "\(responder.name).updated \(touch.id) #\(touch.estimationUpdateIndex ?? -1) force \(formatPoints(touch.force)) expecting \(touch.estimatedPropertiesExpectingUpdates.names)"
            )
        }
    }
}

/// A scene with one window and a `canvas` view covering it, logging into `behavior`.
private func canvasScene(
    overriding methods: ResponderMethods = ResponderMethods.touchHandlers
        .union(ResponderMethods(.touchesEstimatedPropertiesUpdated))
) -> (TestScene, View, EstimateLoggingBehavior) {
    let scene = TestScene()
    let window = scene.window("w")
    let canvas = makeView("canvas", rect(0, 0, 390, 844), in: window)
    let behavior = EstimateLoggingBehavior(methods)
    canvas.behavior = behavior
    return (scene, canvas, behavior)
}

private func send(
    _ scene: TestScene, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double,
    _ attributes: TouchAttributes = TouchAttributes()
) {
    scene.app.sendTouches([TouchInput(id: id, phase: phase, location: Point(x, y), attributes: attributes)])
}

@Suite("T8: touch types and their values")
struct TouchValuesTests {
    @Test(
        "T8: a finger is direct, with no force on a device without 3D Touch, a fingertip's radius, altitude π/2, azimuth 0"
    )
    func fingerDefaults() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200)
        let touch = try #require(behavior.seen.first)
        #expect(touch.type == .direct)
        #expect(touch.force == 0)
        #expect(touch.maximumPossibleForce == 0)
        #expect(touch.majorRadius == 20.84375)
        #expect(touch.majorRadiusTolerance == 5.2109375)
        #expect(touch.altitudeAngle == Double.pi / 2)
        #expect(touch.azimuthAngle(in: nil) == 0)
        #expect(touch.azimuthUnitVector(in: nil) == Point(1, 0))
        #expect(touch.estimatedProperties.isEmpty && touch.estimatedPropertiesExpectingUpdates.isEmpty)
        #expect(touch.estimationUpdateIndex == nil)
        #expect(touch.preciseLocation(in: nil) == touch.location(in: nil))
        #expect(touch.precisePreviousLocation(in: nil) == touch.previousLocation(in: nil))
    }

    @Test("T8: a finger given a force is on a 3D Touch screen: maximumPossibleForce 20/3")
    func fingerWithForce() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200, TouchAttributes(force: 2.5))
        let touch = try #require(behavior.seen.first)
        #expect(touch.force == 2.5)
        #expect(touch.maximumPossibleForce == 20.0 / 3.0)
    }

    @Test("T8: a pencil's defaults: force 1, maximumPossibleForce 25/6, radius 0.25 with no tolerance, upright")
    func pencilDefaults() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil))
        let touch = try #require(behavior.seen.first)
        #expect(touch.type == .pencil)
        #expect(touch.force == 1)
        #expect(touch.maximumPossibleForce == 25.0 / 6.0)
        #expect(touch.majorRadius == 0.25 && touch.majorRadiusTolerance == 0)
        #expect(touch.altitudeAngle == Double.pi / 2)
        #expect(touch.azimuthAngle(in: nil) == 0)
    }

    @Test(
        "T8: a pencil takes the given force, radius, altitude and azimuth, and keeps them until a later sample changes one"
    )
    func pencilValues() throws {
        let (scene, canvas, behavior) = canvasScene()
        send(
            scene, 1, .began, 100, 200,
            TouchAttributes(type: .pencil, force: 0.4, majorRadius: 3, altitude: 0.8, azimuth: 1.2))
        let touch = try #require(behavior.seen.first)
        #expect(touch.force == 0.4 && touch.majorRadius == 3 && touch.altitudeAngle == 0.8)
        #expect(touch.azimuthAngle(in: canvas) == 1.2)
        let vector = touch.azimuthUnitVector(in: canvas)
        #expect(abs(vector.x - 0.36235775447667357) < 1e-12 && abs(vector.y - 0.9320390859672263) < 1e-12)
        send(scene, 1, .moved, 110, 200, TouchAttributes(altitude: 0.5))
        #expect(touch.force == 0.4 && touch.altitudeAngle == 0.5 && touch.azimuthAngle(in: nil) == 1.2)
    }

    @Test(
        "T8: azimuthAngle is in [0, 2π) and measured in the view's coordinates, which a scrolled bounds origin does not turn"
    )
    func azimuthInView() throws {
        let scene = TestScene()
        let window = scene.window("w")
        let scroller = makeView("scroller", rect(0, 0, 390, 844), in: window)
        scroller.bounds = Rect(x: 0, y: 300, width: 390, height: 844)
        let behavior = EstimateLoggingBehavior(ResponderMethods.touchHandlers)
        scroller.behavior = behavior
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, azimuth: -Double.pi / 2))
        let touch = try #require(behavior.seen.first)
        #expect(touch.azimuthAngle(in: scroller) == 3 * Double.pi / 2)
        #expect(touch.location(in: scroller) == Point(100, 500))
    }

    @Test("T8: only a pencil has angles: a finger stays at altitude π/2 and azimuth 0 whatever the input says")
    func fingerHasNoAngles() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200)
        send(scene, 1, .moved, 110, 200, TouchAttributes(altitude: 0.3, azimuth: 1))
        let touch = try #require(behavior.seen.first)
        #expect(touch.altitudeAngle == Double.pi / 2 && touch.azimuthAngle(in: nil) == 0)
    }

    @Test("T8: an indirect pointer is a point (radius 0); an indirect touch has a fingertip's radius")
    func indirectTypes() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .indirectPointer))
        send(scene, 1, .ended, 100, 200)
        send(scene, 2, .began, 200, 200, TouchAttributes(type: .indirect))
        let first = try #require(behavior.seen.first)
        let last = try #require(behavior.seen.last)
        #expect([first.type, last.type] == [.indirectPointer, .indirect])
        #expect([first.majorRadius, last.majorRadius] == [0, 20.84375])
        #expect([first.maximumPossibleForce, last.maximumPossibleForce] == [0, 0])
    }
}

@Suite("T8: estimated properties and their updates")
struct EstimatedPropertiesTests {
    @Test(
        "T8: each estimated sample gets the next estimationUpdateIndex, across touches; a sample without estimates has none"
    )
    func indexes() throws {
        let (scene, _, behavior) = canvasScene()
        var seen: [Int?] = []
        behavior.onTouches = { touches, _ in seen.append(contentsOf: touches.map(\.estimationUpdateIndex)) }
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, estimated: [.force, .altitude]))
        send(scene, 1, .moved, 110, 200)
        send(scene, 1, .moved, 120, 200, TouchAttributes(estimated: .force))
        send(scene, 1, .ended, 120, 200)
        send(scene, 2, .began, 100, 200, TouchAttributes(type: .pencil, estimated: .force))
        #expect(seen == [1, nil, 2, nil, 3])
        #expect(behavior.seen[0].estimatedProperties.isEmpty)
    }

    @Test(
        "T8: an update goes to the view the touch belongs to, with the final value, and the default does not forward it"
    )
    func updateReachesTheView() throws {
        let scene = TestScene()
        let window = scene.window("w")
        let parent = makeView("parent", rect(0, 0, 390, 844), in: window)
        let child = makeView("child", rect(0, 0, 200, 400), in: parent)
        let parentBehavior = EstimateLoggingBehavior(ResponderMethods(.touchesEstimatedPropertiesUpdated))
        parent.behavior = parentBehavior
        let childBehavior = EstimateLoggingBehavior(ResponderMethods.touchHandlers)
        child.behavior = childBehavior
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, force: 0.5, estimated: .force))
        #expect(scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 0.7)) == nil)
        // The child has no override: UIKit's default does nothing, so the parent hears nothing.
        #expect(parentBehavior.entries.isEmpty)
        #expect(childBehavior.seen.first?.force == 0.7)

        let (scene2, _, behavior) = canvasScene()
        send(scene2, 1, .began, 100, 200, TouchAttributes(type: .pencil, force: 0.5, estimated: .force))
        scene2.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 0.7))
        #expect(behavior.entries.last == "canvas.updated 1 #1 force 0.7 expecting []")
    }

    @Test("T8: a partial update leaves the rest expecting; an update with no values means none is coming")
    func partialUpdates() throws {
        let (scene, _, behavior) = canvasScene()
        send(
            scene, 1, .began, 100, 200,
            TouchAttributes(type: .pencil, force: 0.5, altitude: 1, estimated: [.force, .altitude]))
        #expect(scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(altitude: 0.9)) == nil)
        #expect(behavior.entries.last == "canvas.updated 1 #1 force 0.5 expecting [\"force\"]")
        #expect(scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes()) == nil)
        #expect(behavior.entries.last == "canvas.updated 1 #1 force 0.5 expecting []")
        // Nothing more is expected from that sample.
        #expect(scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 1)) != nil)
    }

    @Test("T8: an update that arrives after the touch ended still reaches its view")
    func updateAfterEnd() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil))
        send(scene, 1, .ended, 100, 200, TouchAttributes(force: 0.3, estimated: .force))
        scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 0.35))
        #expect(
            behavior.entries == [
                "canvas.touchesBegan[1]", "canvas.touchesEnded[1]", "canvas.updated 1 #1 force 0.35 expecting []",
            ])
    }

    @Test("T8/T6: a view that left its window hears no update of its touch; the sample still stops expecting it")
    func noUpdateAfterLeavingTheWindow() throws {
        let (scene, canvas, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, estimated: .force))
        canvas.removeFromSuperview()
        #expect(scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 2)) == nil)
        #expect(behavior.entries == ["canvas.touchesBegan[1]", "canvas.touchesCancelled[1]"])
        #expect(scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 2)) != nil)
    }

    @Test(
        "T8: an unknown index, another touch's index, or a property that was not estimated is refused and delivers nothing"
    )
    func badUpdates() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, estimated: .force))
        send(scene, 2, .began, 200, 200, TouchAttributes(type: .pencil))
        let before = behavior.entries
        #expect(
            scene.app.updateEstimatedProperties(touch: 1, index: 7, TouchAttributes(force: 1))
                == "touch 1 has no estimated sample 7 expecting an update (expecting: 1)")
        #expect(
            scene.app.updateEstimatedProperties(touch: 2, index: 1, TouchAttributes(force: 1))
                == "touch 2 has no estimated sample 1 expecting an update (none is expecting updates)")
        #expect(
            scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(altitude: 1))
                == "touch 1 sample 1 expects updates of force, not altitude")
        #expect(behavior.entries == before)
    }

    @Test("T8: the recognizers holding the touch are told of the update too")
    func recognizersHearUpdates() throws {
        final class Script: GestureScript {
            var updates: [Double] = []
            func touches(
                _ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer
            ) {}
            func reset(recognizer: ScriptedGestureRecognizer) {}
            func touchesEstimatedPropertiesUpdated(_ touches: [Touch], recognizer: ScriptedGestureRecognizer) {
                updates.append(contentsOf: touches.map(\.force))
            }
        }
        let (scene, canvas, _) = canvasScene()
        let recognizer = ScriptedGestureRecognizer(name: "g")
        let script = Script()
        recognizer.script = script
        canvas.addGestureRecognizer(recognizer)
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, estimated: .force))
        scene.app.updateEstimatedProperties(touch: 1, index: 1, TouchAttributes(force: 0.25))
        #expect(script.updates == [0.25])
    }
}

@Suite("T8: coalesced and predicted touches")
struct TouchSamplesTests {
    @Test(
        "T8: coalescedTouches holds the samples since the last delivery, timed evenly, then a copy of the touch as it is now"
    )
    func coalesced() throws {
        let (scene, canvas, behavior) = canvasScene()
        var samples: [Touch]?
        var predicted: [Touch]?
        behavior.onTouches = { touches, event in
            samples = event.coalescedTouches(for: touches.first!)
            predicted = event.predictedTouches(for: touches.first!)
        }
        send(scene, 1, .began, 100, 200, TouchAttributes(type: .pencil, force: 0.5))
        #expect(samples?.map { $0.location(in: canvas) } == [Point(100, 200)])
        #expect(predicted?.isEmpty == true)
        scene.at(0.3)
        send(
            scene, 1, .moved, 130, 230,
            TouchAttributes(force: 0.8, estimated: .force, coalesced: [Point(110, 210), Point(120, 220)]))
        let all = try #require(samples)
        #expect(all.map { $0.location(in: canvas) } == [Point(110, 210), Point(120, 220), Point(130, 230)])
        #expect(all.map { $0.previousLocation(in: canvas) } == [Point(100, 200), Point(110, 210), Point(120, 220)])
        #expect(all.map { ($0.timestamp * 1000).rounded() } == [100, 200, 300])
        #expect(all.map(\.phase) == [.moved, .moved, .moved])
        #expect(all.map(\.estimationUpdateIndex) == [nil, nil, 1])
        let current = try #require(all.last)
        let touch = try #require(behavior.seen.last)
        #expect(current !== touch)
        #expect(current.force == touch.force && current.type == .pencil && current.timestamp == touch.timestamp)
        // Linear extrapolation of the last step (120,220 -> 130,230), one step (0.1 s) later.
        #expect(predicted?.map { $0.location(in: canvas) } == [Point(140, 240)])
        #expect(predicted?.map { ($0.timestamp * 1000).rounded() } == [400])
    }

    @Test("T8: a touch that is not in the event has no coalesced or predicted touches (nil)")
    func notInEvent() throws {
        let (scene, _, behavior) = canvasScene()
        send(scene, 1, .began, 100, 200)
        send(scene, 1, .ended, 100, 200)
        let old = try #require(behavior.seen.first)
        var asked = false
        var coalesced: [Touch]? = []
        var predicted: [Touch]? = []
        behavior.onTouches = { _, event in
            asked = true
            coalesced = event.coalescedTouches(for: old)
            predicted = event.predictedTouches(for: old)
        }
        send(scene, 2, .began, 50, 50)
        #expect(asked)
        #expect(coalesced == nil && predicted == nil)
    }
}

@Suite("G1/T8: allowedTouchTypes")
struct AllowedTouchTypesTests {
    @Test(
        "G1/T8: a recognizer is never offered a touch of a type it does not allow: not its touch, no state change, the view still gets it"
    )
    func pencilNotOfferedToFingerPan() throws {
        let scene = TestScene()
        let window = scene.window("w")
        let canvas = makeView("canvas", rect(0, 0, 390, 844), in: window)
        let behavior = EstimateLoggingBehavior(ResponderMethods.touchHandlers)
        canvas.behavior = behavior
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedTouchTypes = TouchTypes(.direct)
        canvas.addGestureRecognizer(pan)
        #expect(PanGestureRecognizer(name: "other").allowedTouchTypes == .all)

        send(scene, 1, .began, 100, 400, TouchAttributes(type: .pencil))
        send(scene, 1, .moved, 100, 300)
        send(scene, 1, .ended, 100, 300)
        #expect(behavior.entries == ["canvas.touchesBegan[1]", "canvas.touchesMoved[1]", "canvas.touchesEnded[1]"])
        #expect(behavior.seen[0].gestureRecognizers.isEmpty)
        #expect(pan.touches.isEmpty && pan.state == .possible)
        #expect(scene.tracer.records.allSatisfy { if case .gestureState = $0 { return false } else { return true } })

        behavior.entries.removeAll()
        send(scene, 2, .began, 100, 400)
        send(scene, 2, .moved, 100, 300)
        #expect(behavior.seen.last?.gestureRecognizers.map(\.name) == ["pan"])
        #expect(pan.state == .began)
        #expect(behavior.entries == ["canvas.touchesBegan[2]", "canvas.touchesCancelled[2]"])
    }

    @Test("G1/T8: allowedTouchTypes filters before the delegate is asked, and a changed list applies to the next touch")
    func changingTheList() throws {
        let scene = TestScene()
        let window = scene.window("w")
        let canvas = makeView("canvas", rect(0, 0, 390, 844), in: window)
        let tap = TapGestureRecognizer(name: "tap")
        tap.allowedTouchTypes = TouchTypes([.pencil, .indirectPointer])
        canvas.addGestureRecognizer(tap)
        send(scene, 1, .began, 100, 400)
        #expect(tap.touches.isEmpty)
        send(scene, 1, .ended, 100, 400)
        tap.allowedTouchTypes = .all
        send(scene, 2, .began, 100, 400)
        #expect(tap.touches.map(\.id) == [2])
    }
}
