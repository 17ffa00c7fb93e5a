import Testing

@testable import ResponderKit

/// A recognizer in the middle of an attempt holds its touches, and each touch holds its view
/// and the recognizers offered it: a cycle until the attempt ends. An application let go of
/// in the middle of one must still free its views and recognizers (an embedder drops whole
/// scenes; a leak there grows with every scene).
@Suite("Gestures: lifetime of an attempt")
struct GestureLifetimeTests {
    /// Builds an application whose view has a double-tap recognizer, taps once (the recognizer
    /// then waits for a second tap, holding the ended touch), and returns weak handles only.
    private func applicationWaitingForSecondTap() -> (
        app: Application, view: () -> View?, recognizer: () -> GestureRecognizer?, touch: () -> Touch?
    ) {
        let app = Application()
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let view = makeView("v", rect(0, 0, 200, 200), in: window)
        let tap = TapGestureRecognizer(name: "double")
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        app.sendTouches([TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50))])
        weak let touch = app.activeTouches.first
        app.sendTouches([TouchInput(id: 1, phase: .ended, location: Point(x: 50, y: 50))])
        #expect(tap.state == .possible && !tap.touches.isEmpty)
        weak let weakView = view
        weak let weakTap: GestureRecognizer? = tap
        return (app, { weakView }, { weakTap }, { touch })
    }

    @Test("an application released while a recognizer waits mid-attempt frees its views, recognizers and touches")
    func releasedMidAttempt() {
        var made: (app: Application, view: () -> View?, recognizer: () -> GestureRecognizer?, touch: () -> Touch?)? =
            applicationWaitingForSecondTap()
        let view = made!.view
        let recognizer = made!.recognizer
        let touch = made!.touch
        #expect(view() != nil && recognizer() != nil && touch() != nil)
        made = nil
        #expect(view() == nil)
        #expect(recognizer() == nil)
        #expect(touch() == nil)
    }

    @Test(
        "an application released while a finger is still down on a tap, a pan and a pinch frees them all",
        arguments: ["tap", "pan", "pinch"])
    func releasedWithFingerDown(kind: String) {
        weak var weakView: View?
        weak var weakRecognizer: GestureRecognizer?
        weak var weakTouch: Touch?
        do {
            let app = Application()
            let window = Window(name: "w", frame: rect(0, 0, 390, 844))
            app.addWindow(window)
            let view = makeView("v", rect(0, 0, 200, 200), in: window)
            let recognizer: GestureRecognizer =
                switch kind {
                case "tap": TapGestureRecognizer(name: kind)
                case "pan": PanGestureRecognizer(name: kind)
                default: PinchGestureRecognizer(name: kind)
                }
            view.addGestureRecognizer(recognizer)
            app.sendTouches([
                TouchInput(id: 1, phase: .began, location: Point(x: 50, y: 50)),
                TouchInput(id: 2, phase: .began, location: Point(x: 90, y: 90)),
            ])
            #expect(!recognizer.touches.isEmpty)
            weakView = view
            weakRecognizer = recognizer
            weakTouch = app.activeTouches.first
        }
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
        #expect(weakTouch == nil)
    }
}
