@testable import ResponderKit

/// What a gesture test saw, in order: touch deliveries, actions and delegate questions.
final class GestureLog {
    var entries: [String] = []
    /// Every recognizer state change, as "name: from->to".
    var transitions: [String] = []
    /// Every recognizer state change with its reason, as "name: from->to reason[ other]".
    var reasons: [String] = []
    /// Held, released, dropped and cancelled touch phases, as "held 1 began delaysTouches tap".
    var touchRecords: [String] = []
}

/// A recording view behaviour that is also its recognizers' delegate and action target. Each
/// delegate answer is configurable per recognizer name; unset means "use UIKit's default".
final class GestureTestBehavior: ResponderBehavior, GestureRecognizerDelegate {
    let log: GestureLog
    var overrides: ResponderMethods = {
        var methods = ResponderMethods()
        for method in [ResponderMethod.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled] {
            methods.insert(method)
        }
        return methods
    }()
    /// Whether an action also logs the time it ran at.
    var logsActionTime = false

    var shouldBegin: [String: Bool] = [:]
    var shouldReceiveTouch: [String: Bool] = [:]
    /// Pairs "a+b" whose recognizers may recognize together (asked with a as the receiver).
    var simultaneous: Set<String> = []
    /// Pairs "a>b": a requires b to fail (`gestureShouldRequireFailure(a, of: b)`).
    var requiresFailure: Set<String> = []
    /// Pairs "b<a": b is required to fail by a (`gestureShouldBeRequiredToFail(b, by: a)`).
    var requiredToFailBy: Set<String> = []
    /// Called from each action, to look at the recognizer while it runs.
    var onAction: ((GestureRecognizer) -> Void)?

    init(log: GestureLog) {
        self.log = log
    }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        log.entries.append("\(responder.name) \(method.name) \(touches.map(\.id))")
    }

    func performGestureAction(_ action: String, recognizer: GestureRecognizer) {
        var entry = "\(recognizer.view?.name ?? "?") \(action) \(recognizer.name) \(recognizer.state.rawValue)"
        if logsActionTime {
            let now = recognizer.view?.application?.clock.now ?? -1
            entry += " @\(formatPoints((now * 100).rounded() / 100))"
        }
        log.entries.append(entry)
        onAction?(recognizer)
    }

    /// Logs the question only for the recognizers it has an answer for.
    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> {
        guard let answer = shouldBegin[recognizer.name] else { return .failed }
        log.entries.append("shouldBegin \(recognizer.name)")
        return .answered(answer)
    }

    func gestureShouldReceiveTouch(_ recognizer: GestureRecognizer, touch: Touch) -> Answer<Bool> {
        shouldReceiveTouch[recognizer.name].map { .answered($0) } ?? .failed
    }

    func gestureShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer) -> Answer<
        Bool
    > {
        simultaneous.contains("\(recognizer.name)+\(other.name)") ? .answered(true) : .failed
    }

    func gestureShouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Answer<Bool> {
        requiresFailure.contains("\(recognizer.name)>\(other.name)") ? .answered(true) : .failed
    }

    func gestureShouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Answer<Bool> {
        requiredToFailBy.contains("\(recognizer.name)<\(other.name)") ? .answered(true) : .failed
    }
}

/// Records the recognizers' state changes from the trace.
final class GestureTransitionObserver: DispatchObserver {
    let log: GestureLog
    init(log: GestureLog) { self.log = log }

    func record(_ record: TraceRecord) {
        switch record {
        case .gestureState(let recognizer, let from, let to, let reason):
            log.transitions.append("\(recognizer.name): \(from.rawValue)->\(to.rawValue)")
            log.reasons.append(
                "\(recognizer.name): \(from.rawValue)->\(to.rawValue) \(reason.code)"
                    + (reason.other.map { " " + $0 } ?? ""))
        case .gestureTouchRefused(let recognizer, let touch, let reason):
            log.touchRecords.append("refused \(touch.id) \(recognizer.name) \(reason.code)")
        case .touchHeld(let touch, let phase, let reason):
            log.touchRecords.append(
                "held \(touch.id) \(phase.rawValue) \(reason.code)" + (reason.other.map { " " + $0 } ?? ""))
        case .touchReleased(let touch, let phase, let delivered, let reason):
            log.touchRecords.append(
                "\(delivered ? "released" : "dropped") \(touch.id) \(phase.rawValue) \(reason.code)"
                    + (reason.other.map { " " + $0 } ?? ""))
        case .touchesCancelledByGesture(let view, let ids, let reason):
            log.touchRecords.append(
                "cancelled \(ids.map(String.init).joined(separator: ",")) in \(view.name) \(reason.code)"
                    + (reason.other.map { " " + $0 } ?? ""))
        default:
            break
        }
    }
}

/// A window holding `parent` (full screen) holding `child` at (100, 100, 200, 200), both with a
/// `GestureTestBehavior` on one shared log.
final class GestureScene {
    let app = Application(screenSize: Size(width: 390, height: 844))
    let window = Window(name: "w", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let child = View(name: "child", frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let log = GestureLog()
    let parentBehavior: GestureTestBehavior
    let childBehavior: GestureTestBehavior
    private let observer: GestureTransitionObserver

    init() {
        parentBehavior = GestureTestBehavior(log: log)
        childBehavior = GestureTestBehavior(log: log)
        observer = GestureTransitionObserver(log: log)
        app.observer = observer
        app.addWindow(window)
        window.addSubview(parent)
        parent.addSubview(child)
        parent.behavior = parentBehavior
        child.behavior = childBehavior
    }

    /// The log so far.
    var entries: [String] { log.entries }

    /// Advances the clock to `time` (firing timers due by then), then sends one touch event.
    func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at time: Double) {
        touches([(id, phase, x, y)], at: time)
    }

    /// Advances the clock to `time`, then sends the fingers' changes as one event.
    func touches(_ changes: [(Int, TouchPhase, Double, Double)], at time: Double) {
        app.clock.advance(to: time)
        app.sendTouches(changes.map { TouchInput(id: $0.0, phase: $0.1, location: Point(x: $0.2, y: $0.3)) })
    }

    /// Only advances the clock (a timeline's `tick`).
    func tick(to time: Double) {
        app.clock.advance(to: time)
    }

    /// A one-finger tap at (`x`, `y`), down at `time` and up 0.1 s later.
    func tap(_ id: Int, _ x: Double, _ y: Double, at time: Double) {
        touch(id, .began, x, y, at: time)
        touch(id, .ended, x, y, at: time + 0.1)
    }

    /// The log entries made by `body`.
    func entries(during body: () -> Void) -> [String] {
        let start = log.entries.count
        body()
        return Array(log.entries[start...])
    }
}

/// A scripted recognizer's script from closures, recording what it was given.
final class ClosureGestureScript: GestureScript {
    var calls: [String] = []
    var onTouches: (ResponderMethod, [Touch], ScriptedGestureRecognizer) -> Void
    var resets = 0

    init(_ onTouches: @escaping (ResponderMethod, [Touch], ScriptedGestureRecognizer) -> Void = { _, _, _ in }) {
        self.onTouches = onTouches
    }

    func touches(_ method: ResponderMethod, _ touches: [Touch], event: Event, recognizer: ScriptedGestureRecognizer) {
        calls.append("\(method.name) \(touches.map(\.id))")
        onTouches(method, touches, recognizer)
    }

    func reset(recognizer: ScriptedGestureRecognizer) {
        resets += 1
    }
}

extension GestureScene {
    /// A scripted recognizer named `name` with the action `action`, and its script.
    static func makeScripted(
        _ name: String, action: String? = "fired",
        _ onTouches: @escaping (ResponderMethod, [Touch], ScriptedGestureRecognizer) -> Void = { _, _, _ in }
    ) -> (ScriptedGestureRecognizer, ClosureGestureScript) {
        let recognizer = ScriptedGestureRecognizer(name: name)
        let script = ClosureGestureScript(onTouches)
        recognizer.script = script
        recognizer.action = action
        return (recognizer, script)
    }

    /// A tap recognizer named `name` with the action `action`.
    static func makeTap(_ name: String, taps: Int = 1, action: String? = "tapped") -> TapGestureRecognizer {
        let recognizer = TapGestureRecognizer(name: name)
        recognizer.numberOfTapsRequired = taps
        recognizer.action = action
        return recognizer
    }

    static func makePan(_ name: String = "pan", action: String? = "panned") -> PanGestureRecognizer {
        let recognizer = PanGestureRecognizer(name: name)
        recognizer.action = action
        return recognizer
    }

    /// Rule G4's classic pair on the child: "singleTap" (action "toggle") requires "doubleTap"
    /// (two taps, action "zoom") to fail.
    func addSingleTapWaitingForDoubleTap() -> (single: TapGestureRecognizer, double: TapGestureRecognizer) {
        let double = Self.makeTap("doubleTap", taps: 2, action: "zoom")
        let single = Self.makeTap("singleTap", action: "toggle")
        single.requiredToFail = [double]
        child.addGestureRecognizer(double)
        child.addGestureRecognizer(single)
        return (single, double)
    }
}

extension GestureScene {
    /// Whether two values agree up to floating-point rounding.
    static func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b))
    }

    /// Whether two points agree up to floating-point rounding.
    static func close(_ a: Point, _ b: Point) -> Bool {
        close(a.x, b.x) && close(a.y, b.y)
    }
}
