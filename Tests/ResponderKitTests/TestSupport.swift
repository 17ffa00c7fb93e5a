import Testing

@testable import ResponderKit

// MARK: - Recording

/// An ordered log shared by every behaviour of one scene, so a test can assert the exact order
/// in which responders were called, across responders.
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }

    /// The entries that start with `prefix` (e.g. one responder's name and a dot).
    func entries(startingWith prefix: String) -> [String] {
        entries.filter { $0.hasPrefix(prefix) }
    }
}

/// A `ResponderBehavior` that logs every overridden call into an `EventLog` and answers as the
/// test configures it. Only the methods named in `overrides` are ever called by the core.
///
/// Log entries: `name.touchesBegan[1,2]`, `name.pressesBegan[select]`, `name.motionBegan`,
/// `name.remoteControlReceived(remoteControlPlay)`, `name.hitTest(x, y)`, `name.pointInside(x, y)`,
/// `name.becomeFirstResponder`, `name.action:copy`, ...
final class RecordingBehavior: ResponderBehavior {
    var overrides: ResponderMethods
    let log: EventLog
    /// Event handlers also run the default (forward to the next responder) after logging.
    var forwardsEvents = false
    /// The actions this behaviour defines (UIKit: the methods the responder implements).
    var actions: Set<String> = []

    var onTouches: ((ResponderMethod, TouchList, Event, Responder) -> Void)?
    var onPresses: ((ResponderMethod, [Press], Event, Responder) -> Void)?
    var onMotion: ((ResponderMethod, Event, Responder) -> Void)?
    var onRemote: ((Event, Responder) -> Void)?
    var pointInsideAnswer: ((Point, View) -> Answer<Bool>)?
    var hitTestAnswer: ((Point, View) -> Answer<View?>)?
    var nextResponderAnswer: ((Responder) -> Answer<Responder?>)?
    var canBecomeAnswer: Answer<Bool> = .answered(true)
    var canResignAnswer: Answer<Bool> = .answered(true)
    /// nil: log and run the default (`defaultResignFirstResponder` etc.).
    var becomeAnswer: Answer<Bool>?
    var resignAnswer: Answer<Bool>?
    var canPerformAnswer: ((String, Responder?) -> Answer<Bool>)?

    init(log: EventLog, overriding overrides: ResponderMethods = []) {
        self.log = log
        self.overrides = overrides
    }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        log.append("\(responder.name).\(method.name)[\(touches.map { String($0.id) }.joined(separator: ","))]")
        onTouches?(method, touches, event, responder)
        if forwardsEvents { responder.defaultTouches(method, touches, event: event) }
    }

    func presses(_ method: ResponderMethod, _ presses: [Press], event: Event, responder: Responder) {
        log.append("\(responder.name).\(method.name)[\(presses.map(\.type.rawValue).joined(separator: ","))]")
        onPresses?(method, presses, event, responder)
        if forwardsEvents { responder.defaultPresses(method, presses, event: event) }
    }

    func motion(_ method: ResponderMethod, _ motion: MotionType, event: Event, responder: Responder) {
        log.append("\(responder.name).\(method.name)")
        onMotion?(method, event, responder)
        if forwardsEvents { responder.defaultMotion(method, motion, event: event) }
    }

    func remoteControlReceived(_ event: Event, responder: Responder) {
        log.append("\(responder.name).remoteControlReceived(\(event.subtype.rawValue))")
        onRemote?(event, responder)
        if forwardsEvents { responder.defaultRemoteControlReceived(event) }
    }

    func pointInside(_ point: Point, event: Event?, view: View) -> Answer<Bool> {
        log.append("\(view.name).pointInside\(point)")
        return pointInsideAnswer?(point, view) ?? .failed
    }

    func hitTest(_ point: Point, event: Event?, view: View) -> Answer<View?> {
        log.append("\(view.name).hitTest\(point)")
        return hitTestAnswer?(point, view) ?? .failed
    }

    func nextResponder(of responder: Responder) -> Answer<Responder?> {
        nextResponderAnswer?(responder) ?? .failed
    }

    func canBecomeFirstResponder(_ responder: Responder) -> Answer<Bool> {
        log.append("\(responder.name).canBecomeFirstResponder")
        return canBecomeAnswer
    }

    func canResignFirstResponder(_ responder: Responder) -> Answer<Bool> {
        log.append("\(responder.name).canResignFirstResponder")
        return canResignAnswer
    }

    func becomeFirstResponder(_ responder: Responder) -> Answer<Bool> {
        log.append("\(responder.name).becomeFirstResponder")
        return becomeAnswer ?? .answered(responder.defaultBecomeFirstResponder())
    }

    func resignFirstResponder(_ responder: Responder) -> Answer<Bool> {
        log.append("\(responder.name).resignFirstResponder")
        return resignAnswer ?? .answered(responder.defaultResignFirstResponder())
    }

    func canPerformAction(_ action: String, sender: Responder?, responder: Responder) -> Answer<Bool> {
        log.append("\(responder.name).canPerformAction:\(action)")
        return canPerformAnswer?(action, sender) ?? .failed
    }

    func respondsToAction(_ action: String) -> Bool { actions.contains(action) }

    func performAction(_ action: String, sender: Responder?, responder: Responder) {
        log.append("\(responder.name).action:\(action)")
    }
}

extension ResponderMethods {
    static let touchHandlers: ResponderMethods = [
        ResponderMethods(.touchesBegan), ResponderMethods(.touchesMoved),
        ResponderMethods(.touchesEnded), ResponderMethods(.touchesCancelled),
    ]
    static let pressHandlers: ResponderMethods = [
        ResponderMethods(.pressesBegan), ResponderMethods(.pressesChanged),
        ResponderMethods(.pressesEnded), ResponderMethods(.pressesCancelled),
    ]
    static let motionHandlers: ResponderMethods = [
        ResponderMethods(.motionBegan), ResponderMethods(.motionEnded), ResponderMethods(.motionCancelled),
    ]
    static let eventHandlers: ResponderMethods = [
        touchHandlers, pressHandlers, motionHandlers, ResponderMethods(.remoteControlReceived),
    ]
    static let firstResponderMethods: ResponderMethods = [
        ResponderMethods(.canBecomeFirstResponder), ResponderMethods(.canResignFirstResponder),
        ResponderMethods(.becomeFirstResponder), ResponderMethods(.resignFirstResponder),
    ]

    static func of(_ methods: ResponderMethod...) -> ResponderMethods {
        var set = ResponderMethods()
        for method in methods { set.insert(method) }
        return set
    }
}

/// Keeps every trace record (the application holds its observer weakly: keep this alive).
final class TraceRecorder: DispatchObserver {
    private(set) var records: [TraceRecord] = []

    func record(_ record: TraceRecord) { records.append(record) }
    func clear() { records.removeAll() }

    /// Every hit-test skip as (view name, reason).
    var skips: [(view: String, reason: HitTestSkipReason)] {
        records.compactMap {
            if case .hitTestSkipped(let view, _, let reason) = $0 { return (view.name, reason) }
            return nil
        }
    }

    /// Every chain cycle as (at, next) names.
    var cycles: [(at: String, next: String)] {
        records.compactMap {
            if case .chainCycle(let at, let next) = $0 { return (at.name, next.name) }
            return nil
        }
    }

    /// Every dropped event as (responder name, method).
    var drops: [(at: String, method: ResponderMethod)] {
        records.compactMap {
            if case .dropped(let at, let method) = $0 { return (at.name, method) }
            return nil
        }
    }

    /// Every default forward as "from>to".
    var forwards: [String] {
        records.compactMap {
            if case .forward(let from, let to, _) = $0 { return "\(from.name)>\(to.name)" }
            return nil
        }
    }

    /// Every first-responder change as (window, from, to) names.
    var firstResponderChanges: [(window: String, from: String?, to: String?)] {
        records.compactMap {
            if case .firstResponderChanged(let window, let from, let to) = $0 {
                return (window.name, from?.name, to?.name)
            }
            return nil
        }
    }
}

// MARK: - Scene building

/// `Rect(x:y:width:height:)`, short.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A new view named `name` with `frame`, added as the frontmost subview of `parent` if given.
@discardableResult
func makeView(_ name: String, _ frame: Rect, in parent: View? = nil) -> View {
    let view = View(name: name, frame: frame)
    parent?.addSubview(view)
    return view
}

/// An application with one log and one trace recorder, and helpers to add windows and send input.
final class TestScene {
    let app: Application
    let log = EventLog()
    let tracer = TraceRecorder()
    /// Objects only weakly referenced elsewhere (action targets), alive as long as the scene.
    private var kept: [AnyObject] = []

    init(screen: Size = Size(width: 390, height: 844), tracing: Bool = true) {
        app = Application(screenSize: screen)
        if tracing { app.observer = tracer }
    }

    /// Keeps `object` alive as long as the scene (a control holds its targets weakly, C5).
    func keep(_ object: AnyObject) { kept.append(object) }

    /// Adds a window (default: the whole screen); the first one added is the key window.
    @discardableResult
    func window(_ name: String, frame: Rect? = nil, level: Double = 0) -> Window {
        let window = Window(name: name, frame: frame ?? Rect(origin: .zero, size: app.screenSize))
        window.level = level
        app.addWindow(window)
        return window
    }

    /// Gives `responder` a recording behaviour overriding `methods`, logging into the scene's log.
    @discardableResult
    func record(_ responder: Responder, _ methods: ResponderMethods = .eventHandlers) -> RecordingBehavior {
        let behavior = RecordingBehavior(log: log, overriding: methods)
        responder.behavior = behavior
        return behavior
    }

    /// Sends one touch event made of `inputs` (one finger each) at the clock's current time.
    func touches(_ inputs: (id: Int, phase: TouchPhase, x: Double, y: Double)...) {
        app.sendTouches(inputs.map { TouchInput(id: $0.id, phase: $0.phase, location: Point($0.x, $0.y)) })
    }

    /// Sends a one-finger touch event.
    func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) {
        app.sendTouches([TouchInput(id: id, phase: phase, location: Point(x, y))])
    }

    /// A whole tap (began then ended, one event each) at the current time.
    func tap(_ id: Int, _ x: Double, _ y: Double) {
        touch(id, .began, x, y)
        touch(id, .ended, x, y)
    }

    /// Advances the virtual clock to `time`.
    func at(_ time: Double) {
        app.clock.advance(to: time)
    }

    /// The name of the view a new touch at the screen point (x, y) would go to ("nil" for none).
    func hit(_ x: Double, _ y: Double) -> String {
        app.hitTest(screenPoint: Point(x, y))?.view.name ?? "nil"
    }
}

/// The names of the responders of `responder`'s chain, itself first.
func chainNames(_ responder: Responder) -> [String] {
    responder.responderChain().map(\.name)
}

/// A recognizer that never recognizes and only notes the touches it is offered, phase by phase.
final class NotingRecognizer: GestureRecognizer {
    var seen: [String] = []

    override func touchesBegan(_ touches: [Touch], event: Event) {
        seen.append("began\(touches.map(\.id))")
    }

    override func touchesMoved(_ touches: [Touch], event: Event) {
        seen.append("moved\(touches.map(\.id))")
    }

    override func touchesEnded(_ touches: [Touch], event: Event) {
        seen.append("ended\(touches.map(\.id))")
    }
}

/// A full-screen window with two side-by-side views, A (0..100) and B (100..200), both recording
/// their touch handlers.
func twoRecordingViews() -> (TestScene, Window, View, View) {
    let scene = TestScene()
    let window = scene.window("w")
    let a = makeView("A", rect(0, 0, 100, 100), in: window)
    let b = makeView("B", rect(100, 0, 100, 100), in: window)
    scene.record(a, .touchHandlers)
    scene.record(b, .touchHandlers)
    return (scene, window, a, b)
}
