import MoonchainHost
import ResponderKit

/// Collects what the core decided during one input (deliveries, forwards, gesture changes,
/// cancellations) as JSON objects for the why panel: the same `TraceRecord` channel the
/// `--trace` writer reads. Hit-test records are left out: the explanation sent before the
/// event already holds the walk.
final class TraceCollector: DispatchObserver {
    private(set) var records: [JSONValue] = []
    /// Finds handler locations (`file:line`) through the current host.
    var handlerLocation: (ResponderMethod, Responder) -> String? = { _, _ in nil }

    func take() -> [JSONValue] {
        defer { records.removeAll(keepingCapacity: true) }
        return records
    }

    private func add(_ type: String, _ fields: [(String, JSONValue)]) {
        records.append(.object([("type", .string(type))] + fields))
    }

    private func name(_ responder: Responder?) -> JSONValue {
        responder.map { .string($0.name) } ?? .null
    }

    private func handler(_ method: ResponderMethod, _ responder: Responder) -> JSONValue {
        .string(handlerLocation(method, responder) ?? "default")
    }

    /// A gesture reason as the trace writes it: `reason`, and `other` when one is named.
    private static func fields(of reason: GestureReason) -> [(String, JSONValue)] {
        [("reason", .string(reason.code))] + (reason.other.map { [("other", JSONValue.string($0))] } ?? [])
    }

    func record(_ record: TraceRecord) {
        switch record {
        case .hitTestWindow, .hitTestVisit, .hitTestSkipped, .hitTestResult, .pointInsideAnswered:
            return
        case let .overrideFailed(responder, method):
            add("override.failed", [("responder", name(responder)), ("method", .string(method.name))])
        case let .touchBound(touch, view, delivered, reason):
            var fields: [(String, JSONValue)] = [("touch", .number(Double(touch.id))), ("view", name(view)),
                                                 ("delivered", .bool(delivered)), ("tapCount", .number(Double(touch.tapCount)))]
            if let reason { fields.append(("reason", .string(reason))) }
            add("touch.bound", fields)
        case let .delivery(responder, method, ids):
            add("deliver", [("responder", name(responder)), ("method", .string(method.name)),
                            ("touches", .array(ids.map { .number(Double($0)) })), ("handler", handler(method, responder))])
        case let .touchDelivery(responder, method, touches):
            var fields: [(String, JSONValue)] = [
                ("responder", name(responder)), ("method", .string(method.name)),
                ("touches", .array(touches.map { .number(Double($0.id)) })), ("handler", handler(method, responder)),
            ]
            // T8: what made each touch that is not a plain finger, and its force.
            let kinds = touches.filter { $0.type != .direct || $0.force != 0 }
            if !kinds.isEmpty {
                fields.append(("touchKinds", .array(kinds.map { touch in
                    .object([("touch", .number(Double(touch.id))), ("type", .string(touch.type.rawValue)),
                             ("force", .number(touch.force))])
                })))
            }
            add("deliver", fields)
        case let .forward(from, to, method):
            add("forward", [("from", name(from)), ("to", name(to)), ("method", .string(method.name)),
                            ("handler", handler(method, to))])
        case let .dropped(at, method):
            add("drop", [("at", name(at)), ("method", .string(method.name))])
        case let .chainCycle(at, next):
            add("chain.cycle", [("at", name(at)), ("next", name(next))])
        case let .firstResponderChanged(window, from, to):
            add("firstResponder", [("window", name(window)), ("from", name(from)), ("to", name(to))])
        case let .action(actionName, target, sender):
            add("action", [("name", .string(actionName)), ("target", name(target)), ("sender", name(sender))])
        case let .remoteControlIgnored(subtype):
            add("remote.ignored", [("subtype", .string(subtype.rawValue))])
        case let .keyWindowChanged(from, to):
            add("keyWindow", [("from", name(from)), ("to", name(to))])
        case let .gestureState(recognizer, from, to, reason):
            add("gesture", [("gesture", .string(recognizer.name)), ("kind", .string(recognizer.kindName)),
                            ("view", name(recognizer.view)), ("from", .string(from.rawValue)), ("to", .string(to.rawValue))]
                + Self.fields(of: reason))
        case let .gestureTouchRefused(recognizer, touch, reason):
            add("gesture.touchRefused", [("gesture", .string(recognizer.name)), ("touch", .number(Double(touch.id)))]
                + Self.fields(of: reason))
        case let .touchHeld(touch, phase, reason):
            add("touch.held", [("touch", .number(Double(touch.id))), ("phase", .string(phase.rawValue)),
                               ("view", name(touch.view))] + Self.fields(of: reason))
        case let .touchReleased(touch, phase, delivered, reason):
            add(delivered ? "touch.released" : "touch.dropped",
                [("touch", .number(Double(touch.id))), ("phase", .string(phase.rawValue)), ("view", name(touch.view))]
                    + Self.fields(of: reason))
        case let .touchesCancelledByGesture(view, ids, reason):
            add("touch.cancelled", [("view", name(view)), ("touches", .array(ids.map { .number(Double($0)) }))]
                + Self.fields(of: reason))
        case let .gestureRefusedByView(recognizer, view):
            add("gesture.refused", [("gesture", .string(recognizer.name)), ("kind", .string(recognizer.kindName)),
                                    ("view", name(recognizer.view)), ("by", name(view)),
                                    ("reason", .string("gestureRecognizerShouldBegin"))])
        case let .diagnostic(message):
            add("diagnostic", [("message", .string(message))])
        }
    }
}
