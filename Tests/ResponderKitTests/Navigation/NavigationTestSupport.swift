@testable import ResponderKit

/// What a navigation test saw, in order: deliveries, appearance callbacks, navigation records
/// and the pop recognizers' state changes.
final class NavigationLog {
    var entries: [String] = []
    var navigation: [String] = []
    var gestures: [String] = []
    var controlEvents: [String] = []
}

/// A behaviour that logs touches (on views) and appearance callbacks (on controllers), and
/// for the navigation optionally answers `gestureShouldBegin`.
final class NavigationTestBehavior: ResponderBehavior, GestureRecognizerDelegate {
    let log: NavigationLog
    var overrides = ResponderMethods([.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled])
    var shouldBegin: Bool?

    init(log: NavigationLog) { self.log = log }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        log.entries.append("\(responder.name) \(method.name)")
    }

    func appearance(_ callback: AppearanceCallback, animated: Bool, controller: ViewController) {
        log.entries.append("\(controller.name).\(callback.rawValue)(\(animated))")
    }

    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> {
        shouldBegin.map { .answered($0) } ?? .failed
    }
}

final class NavigationObserver: DispatchObserver {
    let log: NavigationLog
    init(log: NavigationLog) { self.log = log }

    func record(_ record: TraceRecord) {
        switch record {
        case .navigation(_, let event, let subject, let touch, let reason):
            var entry = "nav.\(event.rawValue)"
            if let subject { entry += " \(subject.name)" }
            if let touch { entry += " touch \(touch.id)" }
            log.navigation.append(entry + ": " + reason)
        case .gestureState(let recognizer, let from, let to, let reason):
            log.gestures.append("\(recognizer.name): \(from.rawValue)->\(to.rawValue) \(reason.code)")
        case .controlEvent(let control, let event):
            log.controlEvents.append("\(control.name):\(event.name)")
        default:
            break
        }
    }
}

/// A 390×844 window holding a navigation `nav` that fills it, with the controllers `root`
/// (view `rootView`) and `detail` (view `detailView`) on its stack (`stack` of them, bottom first).
final class NavigationScene {
    let app = Application(screenSize: Size(width: 390, height: 844))
    let window = Window(name: "w", frame: rect(0, 0, 390, 844))
    let nav: NavigationController
    let root: ViewController
    let detail: ViewController
    let third: ViewController
    let log = NavigationLog()
    let navBehavior: NavigationTestBehavior
    private let observer: NavigationObserver

    init(stack: Int = 2, contentPop: Bool = false) {
        observer = NavigationObserver(log: log)
        navBehavior = NavigationTestBehavior(log: log)
        app.observer = observer
        app.addWindow(window)
        let navView = View(name: "navView", frame: rect(0, 0, 390, 844))
        window.addSubview(navView)
        nav = NavigationController(name: "nav", view: navView)
        nav.behavior = navBehavior
        nav.usesContentPop = contentPop
        root = ViewController(name: "root", view: View(name: "rootView", frame: rect(0, 0, 10, 10)))
        detail = ViewController(name: "detail", view: View(name: "detailView", frame: rect(0, 0, 10, 10)))
        third = ViewController(name: "third", view: View(name: "thirdView", frame: rect(0, 0, 10, 10)))
        for responder in [root, detail, third, root.view, detail.view, third.view] as [Responder] {
            responder.behavior = NavigationTestBehavior(log: log)
        }
        try! nav.setViewControllers(Array([root, detail, third].prefix(stack)))
    }

    var entries: [String] { log.entries }
    var stackNames: [String] { nav.viewControllers.map(\.name) }

    func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double) {
        app.clock.advance(to: time)
        app.sendTouches([TouchInput(id: id, phase: phase, location: Point(x: x, y: y))])
    }

    func tick(to time: Double) { app.clock.advance(to: time) }

    /// A drag along y = 400 through `xs`, one event per 0.1 s from `start`, lifted at the last x
    /// `liftAfter` seconds after the last move (the lift's location is the last x).
    func drag(_ xs: [Double], y: Double = 400, from start: Double = 0, liftAfter: Double = 0.1, id: Int = 1) {
        touch(id, .began, xs[0], y, at: start)
        var time = start
        for x in xs.dropFirst().dropLast() {
            time += 0.1
            touch(id, .moved, x, y, at: time)
        }
        touch(id, .ended, xs[xs.count - 1], y, at: time + liftAfter)
    }

    /// The entries made by `body`.
    func entries(during body: () -> Void) -> [String] {
        let start = log.entries.count
        body()
        return Array(log.entries[start...])
    }
}
