import Testing

@testable import ResponderKit

/// A view behaviour that logs its touches and answers UIView's `gestureRecognizerShouldBegin`
/// with `answer` (logging each question), and is its recognizers' action target.
final class ShouldBeginBehavior: ResponderBehavior, GestureRecognizerDelegate {
    let log: GestureLog
    var overrides: ResponderMethods = {
        var methods = ResponderMethods()
        for method in [
            ResponderMethod.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
            .gestureRecognizerShouldBegin,
        ] {
            methods.insert(method)
        }
        return methods
    }()
    var answer: (GestureRecognizer, View) -> Answer<Bool>
    /// The delegate's `gestureShouldBegin`, logged; nil means UIKit's default.
    var delegateShouldBegin: Bool?

    init(log: GestureLog, answer: @escaping (GestureRecognizer, View) -> Answer<Bool> = { _, _ in .answered(true) }) {
        self.log = log
        self.answer = answer
    }

    /// UIButton's rule (UIControl since iOS 6): a single-finger single-tap recognizer attached to
    /// another view (an ancestor's) may not begin; anything else may.
    static func control(log: GestureLog) -> ShouldBeginBehavior {
        ShouldBeginBehavior(log: log) { recognizer, view in
            if let tap = recognizer as? TapGestureRecognizer, tap.view !== view,
                tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
            {
                return .answered(false)
            }
            return .answered(true)
        }
    }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        log.entries.append("\(responder.name) \(method.name) \(touches.map(\.id))")
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, view: View) -> Answer<Bool> {
        log.entries.append("\(view.name) asked about \(recognizer.name)")
        return answer(recognizer, view)
    }

    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> {
        guard let delegateShouldBegin else { return .failed }
        log.entries.append("delegate asked about \(recognizer.name)")
        return .answered(delegateShouldBegin)
    }

    func performGestureAction(_ action: String, recognizer: GestureRecognizer) {
        log.entries.append("\(recognizer.view?.name ?? "?") \(action) \(recognizer.name) \(recognizer.state.rawValue)")
    }
}

/// Collects the G10 refusals from the trace (the application holds its observer weakly: keep it).
final class RefusalObserver: DispatchObserver {
    var refusals: [String] = []
    let next: (any DispatchObserver)?
    init(next: (any DispatchObserver)?) { self.next = next }
    func record(_ record: TraceRecord) {
        if case .gestureRefusedByView(let recognizer, let view) = record {
            refusals.append("\(recognizer.name) refused by \(view.name)")
        }
        next?.record(record)
    }
}

@Suite("Rule G10: UIView's gestureRecognizerShouldBegin")
struct ViewShouldBeginTests {
    /// The gesture scene with `ShouldBeginBehavior`s: the parent answers yes and logs, the
    /// child (the "button") answers with `child`.
    private static func scene(child: (GestureLog) -> ShouldBeginBehavior) -> (
        GestureScene, ShouldBeginBehavior, ShouldBeginBehavior, RefusalObserver
    ) {
        let scene = GestureScene()
        let parent = ShouldBeginBehavior(log: scene.log)
        let button = child(scene.log)
        scene.parent.behavior = parent
        scene.child.behavior = button
        let refusals = RefusalObserver(next: scene.app.observer)
        scene.app.observer = refusals
        return (scene, parent, button, refusals)
    }

    @Test("G10 a view answering false makes an ancestor's recognizer fail; the view gets its touches")
    func refusalFailsRecognizer() {
        let (scene, _, _, refusals) = Self.scene { ShouldBeginBehavior(log: $0) { _, _ in .answered(false) } }
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "child touchesBegan [1]",
                "parent asked about parentTap", "child asked about parentTap",
                "child touchesEnded [1]",
            ])
        #expect(scene.log.transitions == ["parentTap: possible->failed", "parentTap: failed->possible"])
        #expect(refusals.refusals == ["parentTap refused by child"])
    }

    @Test("G10 the recognizer's own view is asked too, and its no fails the recognizer")
    func ownViewAsked() {
        let (scene, parent, _, refusals) = Self.scene { ShouldBeginBehavior(log: $0) }
        parent.answer = { _, _ in .answered(false) }
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)

        // The parent's no comes first: the child is not asked.
        #expect(scene.entries == ["child touchesBegan [1]", "parent asked about parentTap", "child touchesEnded [1]"])
        #expect(refusals.refusals == ["parentTap refused by parent"])
    }

    @Test("G10 each view is asked once, however many of the recognizer's touches hit it")
    func eachViewOnce() {
        let (scene, _, _, _) = Self.scene { ShouldBeginBehavior(log: $0) }
        let pan = GestureScene.makePan()
        scene.child.addGestureRecognizer(pan)

        scene.touches([(1, .began, 150, 150), (2, .began, 160, 150)], at: 0)
        scene.touches([(1, .moved, 150, 180), (2, .moved, 160, 180)], at: 0.1)

        #expect(scene.entries.filter { $0.contains("asked") } == ["child asked about pan"])
        #expect(pan.state == .began)
    }

    @Test("G10 the views are asked before the delegate's gestureShouldBegin, which a refusal skips")
    func viewsBeforeDelegate() {
        let (scene, parent, button, _) = Self.scene { ShouldBeginBehavior(log: $0) }
        parent.delegateShouldBegin = true
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)
        #expect(
            scene.entries.filter { $0.contains("asked") } == [
                "parent asked about parentTap", "child asked about parentTap", "delegate asked about parentTap",
            ])

        button.answer = { _, _ in .answered(false) }
        let later = scene.entries(during: { scene.tap(2, 150, 150, at: 1) })
        #expect(
            later.filter { $0.contains("asked") } == ["parent asked about parentTap", "child asked about parentTap"])
    }

    @Test("G10 an override that cannot answer counts as UIView's default, yes")
    func failedOverrideIsYes() {
        let (scene, _, _, refusals) = Self.scene { ShouldBeginBehavior(log: $0) { _, _ in .failed } }
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.log.transitions.first == "parentTap: possible->ended")
        #expect(refusals.refusals.isEmpty)
    }

    @Test("G10 a control beats a single-finger single-tap recognizer on its superview: its touches go through")
    func controlBeatsAncestorSingleTap() {
        let (scene, _, _, refusals) = Self.scene { ShouldBeginBehavior.control(log: $0) }
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentTap"))

        scene.tap(1, 150, 150, at: 0)

        #expect(scene.entries.filter { !$0.contains("asked") } == ["child touchesBegan [1]", "child touchesEnded [1]"])
        #expect(scene.log.transitions.first == "parentTap: possible->failed")
        #expect(refusals.refusals == ["parentTap refused by child"])
    }

    @Test("G10 a single-tap recognizer on the control itself wins: the control's touch is cancelled")
    func recognizerOnControlWins() {
        let (scene, _, _, refusals) = Self.scene { ShouldBeginBehavior.control(log: $0) }
        scene.child.addGestureRecognizer(GestureScene.makeTap("buttonTap"))

        scene.tap(1, 150, 150, at: 0)

        #expect(
            scene.entries == [
                "child touchesBegan [1]", "child asked about buttonTap",
                "child touchesCancelled [1]", "child tapped buttonTap ended",
            ])
        #expect(refusals.refusals.isEmpty)
    }

    @Test("G10 a control does not refuse an ancestor's double tap, nor its two-finger tap or pan")
    func controlLetsOtherRecognizersThrough() {
        let (scene, _, _, refusals) = Self.scene { ShouldBeginBehavior.control(log: $0) }
        scene.parent.addGestureRecognizer(GestureScene.makeTap("parentDoubleTap", taps: 2, action: "zoom"))

        scene.tap(1, 150, 150, at: 0)
        scene.tap(2, 150, 150, at: 0.3)

        #expect(scene.entries.contains("parent zoom parentDoubleTap ended"))
        // The double tap took both touches: the control saw them cancelled, never ended.
        #expect(!scene.entries.contains { $0.hasPrefix("child touchesEnded") })
        #expect(refusals.refusals.isEmpty)

        let twoFinger = GestureScene.makeTap("parentTwoFingerTap", action: "twoFingers")
        twoFinger.numberOfTouchesRequired = 2
        scene.parent.addGestureRecognizer(twoFinger)
        scene.parent.addGestureRecognizer(GestureScene.makePan())
        scene.touches([(3, .began, 150, 150), (4, .began, 170, 150)], at: 2)
        scene.touches([(3, .ended, 150, 150), (4, .ended, 170, 150)], at: 2.1)
        #expect(scene.entries.contains("parent twoFingers parentTwoFingerTap ended"))

        scene.touch(5, .began, 150, 150, at: 3)
        scene.touch(5, .moved, 150, 200, at: 3.1)
        #expect(scene.entries.contains("parent panned pan began"))
        #expect(refusals.refusals.isEmpty)
    }
}
