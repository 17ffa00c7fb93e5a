import Testing

@testable import ResponderKit

/// A custom gesture written as a script: a one-finger stroke down at least 40 points, then
/// lifted. It fails on a second finger or on a stroke that lifts short.
private final class StrokeDownScript: GestureScript {
    var resets = 0

    func touches(_ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer) {
        switch method {
        case .touchesBegan:
            if recognizer.numberOfTouches > 1 { recognizer.request(.failed) }
        case .touchesEnded:
            guard let touch = touches.first else { return }
            let drop = touch.screenLocation.y - touch.startScreenLocation.y
            recognizer.request(drop >= 40 ? .ended : .failed)
        case .touchesCancelled:
            recognizer.request(.failed)
        default:
            break
        }
    }

    func reset(recognizer: ScriptedGestureRecognizer) {
        resets += 1
    }
}

@Suite("Gestures: scripted")
struct ScriptedGestureRecognizerTests {
    @Test("gesture: kind, and discrete until it begins")
    func defaults() {
        let recognizer = ScriptedGestureRecognizer(name: "g")
        #expect(recognizer.kindName == "gesture")
        #expect(recognizer.isDiscrete)
        #expect(recognizer.script == nil)
    }

    @Test("gesture: G5 G9 a scripted recognizer recognizes a custom stroke, the view's touch is cancelled")
    func recognizesCustomStroke() {
        let scene = GestureScene()
        let recognizer = ScriptedGestureRecognizer(name: "stroke")
        let script = StrokeDownScript()
        recognizer.script = script
        recognizer.action = "stroked"
        scene.child.addGestureRecognizer(recognizer)

        scene.touch(1, .began, 150, 120, at: 0)
        scene.touch(1, .moved, 150, 150, at: 0.1)
        scene.touch(1, .ended, 150, 170, at: 0.2)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child touchesMoved [1]", "child touchesCancelled [1]",
                "child stroked stroke ended",
            ])
        #expect(recognizer.isDiscrete)
        #expect(script.resets == 1)

        // A short stroke fails: the view gets its end.
        let short = scene.entries {
            scene.touch(2, .began, 150, 120, at: 1)
            scene.touch(2, .ended, 150, 140, at: 1.1)
        }
        #expect(short == ["child touchesBegan [2]", "child touchesEnded [2]"])
        #expect(script.resets == 2)
    }

    @Test("gesture: a script that begins is continuous, and its isDiscrete says so")
    func continuousScript() {
        let scene = GestureScene()
        let (recognizer, script) = GestureScene.makeScripted("drag") { method, _, recognizer in
            switch method {
            case .touchesMoved: recognizer.request(recognizer.state == .possible ? .began : .changed)
            case .touchesEnded: recognizer.request(.ended)
            default: break
            }
        }
        scene.child.addGestureRecognizer(recognizer)

        scene.touch(1, .began, 150, 150, at: 0)
        scene.touch(1, .moved, 151, 150, at: 0.1)
        scene.touch(1, .moved, 152, 150, at: 0.2)
        scene.touch(1, .ended, 152, 150, at: 0.3)

        #expect(!recognizer.isDiscrete)
        #expect(script.calls == ["touchesBegan [1]", "touchesMoved [1]", "touchesMoved [1]", "touchesEnded [1]"])
        #expect(
            scene.entries.suffix(3) == ["child fired drag began", "child fired drag changed", "child fired drag ended"])
    }

    @Test("gesture: schedule lets a script recognize on the virtual clock")
    func scriptTimer() {
        let scene = GestureScene()
        let (recognizer, _) = GestureScene.makeScripted("hold") { method, _, recognizer in
            if method == .touchesBegan {
                recognizer.schedule(after: 0.3) { $0.request(.ended) }
            }
        }
        scene.child.addGestureRecognizer(recognizer)
        scene.childBehavior.logsActionTime = true

        scene.touch(1, .began, 150, 150, at: 0)
        scene.tick(to: 1)
        #expect(
            scene.entries == ["child touchesBegan [1]", "child touchesCancelled [1]", "child fired hold ended @0.3"])
    }

    @Test("gesture: without a script it fails once its touches are up")
    func noScript() {
        let scene = GestureScene()
        let recognizer = ScriptedGestureRecognizer(name: "empty")
        scene.child.addGestureRecognizer(recognizer)
        scene.tap(1, 150, 150, at: 0)
        #expect(scene.log.transitions == ["empty: possible->failed", "empty: failed->possible"])
        #expect(scene.entries == ["child touchesBegan [1]", "child touchesEnded [1]"])
    }
}
