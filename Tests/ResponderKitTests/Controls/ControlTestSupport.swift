@testable import ResponderKit

/// A target that performs every action in `actions`, logging "target.ACTION(sender, event?)";
/// `then` runs after each (to edit the tree or the table from inside an action).
final class ActionTarget: ResponderBehavior {
    var overrides = ResponderMethods()
    let log: EventLog
    var actions: Set<String>
    var then: ((String) -> Void)?

    init(log: EventLog, actions: Set<String>) {
        self.log = log
        self.actions = actions
    }

    func respondsToAction(_ action: String) -> Bool { actions.contains(action) }
    func performAction(_ action: String, sender: Responder?, event: Event?, responder: Responder) {
        log.append("\(responder.name).\(action)(\(sender?.name ?? "nil"), \(event == nil ? "nil" : "event"))")
        then?(action)
    }
}

/// A control behaviour overriding the tracking methods (rules C1–C3), logging each call.
final class TrackingOverride: ResponderBehavior {
    var overrides = ResponderMethods([ResponderMethod.beginTracking, .continueTracking, .endTracking, .cancelTracking])
    let log: EventLog
    var begin: Answer<Bool> = .answered(true)
    var continueAnswer: Answer<Bool> = .answered(true)

    init(log: EventLog) { self.log = log }

    func beginTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool> {
        log.append("beginTracking \(touch.id)")
        return begin
    }
    func continueTracking(_ touch: Touch, event: Event, control: Control) -> Answer<Bool> {
        log.append("continueTracking \(touch.id)")
        return continueAnswer
    }
    func endTracking(_ touch: Touch, event: Event, control: Control) {
        log.append("endTracking \(touch.id) tracking=\(control.isTracking)")
        control.defaultEndTracking(touch, event: event)
    }
    func cancelTracking(event: Event?, control: Control) {
        log.append("cancelTracking")
        control.defaultCancelTracking(event: event)
    }
}

extension TraceRecorder {
    /// Every control event sent, as "control:event".
    var controlEvents: [String] {
        records.compactMap {
            if case .controlEvent(let control, let event) = $0 { return "\(control.name):\(event.name)" }
            return nil
        }
    }

    /// Every control action, as "action->receiver" ("nil" when nobody performed it).
    var controlActions: [String] {
        records.compactMap {
            if case .controlAction(_, let action, _, let receiver) = $0 {
                return "\(action)->\(receiver?.name ?? "nil")"
            }
            return nil
        }
    }
}

/// A full-screen window holding `control` at (100, 100, 100, 50) inside a container view.
func controlScene<C: Control>(_ make: (String, Rect) -> C) -> (TestScene, Window, View, C) {
    let scene = TestScene()
    let window = scene.window("w")
    let container = makeView("container", rect(0, 0, 390, 844), in: window)
    let control = make("c", rect(100, 100, 100, 50))
    container.addSubview(control)
    return (scene, window, container, control)
}

/// Makes an `owner` view (kept alive by `scene`) `control`'s target for each `(action, event)`
/// pair (C5), performing them through an ``ActionTarget`` that logs each to the scene's log and
/// then runs `then` (to read the control's state during its events, or to edit the tree).
@discardableResult
func targetActions(
    of control: Control, _ pairs: [(String, ControlEvent)], in scene: TestScene, then: ((String) -> Void)? = nil
) -> View {
    let owner = makeView("owner", .zero)
    scene.keep(owner)
    let target = ActionTarget(log: scene.log, actions: Set(pairs.map(\.0)))
    target.then = then
    owner.behavior = target
    for (action, event) in pairs { control.addTarget(owner, action: action, for: ControlEvents(event)) }
    return owner
}
