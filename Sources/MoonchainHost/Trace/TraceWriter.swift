import LuaVM
import ResponderKit

/// Writes `--trace`: one JSON object per line for every decision (see the README's field list).
public final class TraceWriter: DispatchObserver {
    private let writer: DescriptorWriter
    /// The clock of the traced application, for each line's `t`.
    var clock: VirtualClock?
    private var sequence = 0

    /// A trace written to `path`; nil when the file cannot be created.
    public init?(path: String) {
        guard let writer = DescriptorWriter(path: path) else { return nil }
        self.writer = writer
    }

    deinit { writer.close() }

    public func flush() { writer.flush() }

    private func emit(_ type: String, _ fill: (inout JSONLine) -> Void) {
        sequence += 1
        var line = JSONLine()
        line.add("seq", sequence)
        line.add("t", TraceWriter.time(clock?.now ?? 0))
        line.add("type", type)
        fill(&line)
        writer.append(line.finished)
        writer.append("\n")
    }

    /// A virtual time as the trace writes it: to the nanosecond, so a time reached by adding
    /// intervals (1.1 + 0.35) is written as the shortest decimal (1.45), not as the nearest
    /// double's full expansion (1.4500000000000002).
    static func time(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        return (seconds * 1e9).rounded() / 1e9
    }

    /// Where the behaviour method `name` of `responder` is written, if a script defines it.
    private func script(_ method: ResponderMethod, of responder: Responder) -> String? {
        (responder.behavior as? ScriptedBehavior)?.location(of: method)
    }

    public func record(_ record: TraceRecord) {
        switch record {
        case let .hitTestWindow(window, point):
            emit("hitTest.window") { $0.add("window", window.name); $0.add("point", point) }
        case let .hitTestVisit(view, point):
            emit("hitTest.visit") { $0.add("view", view.name); $0.add("point", point) }
        case let .hitTestSkipped(view, point, reason):
            emit("hitTest.skip") {
                $0.add("view", view.name)
                $0.add("point", point)
                $0.add("reason", reason.rawValue)
                if reason == .pointInsideFalse { $0.add("script", script(.pointInside, of: view)) }
            }
        case let .hitTestResult(view, point, result, byOverride):
            emit("hitTest.result") {
                $0.add("view", view.name)
                $0.add("point", point)
                $0.add("result", result?.name)
                $0.add("by", byOverride ? "script" : "default")
                if byOverride { $0.add("script", script(.hitTest, of: view)) }
            }
        case let .overrideFailed(responder, method):
            emit("override.failed") {
                $0.add("responder", responder.name)
                $0.add("method", method.name)
                $0.add("script", script(method, of: responder))
            }
        case let .pointInsideAnswered(view, point, inside):
            emit("pointInside") {
                $0.add("view", view.name)
                $0.add("point", point)
                $0.add("inside", inside)
                $0.add("script", script(.pointInside, of: view))
            }
        case let .touchBound(touch, view, delivered, reason):
            emit("touch.bound") {
                $0.add("touch", touch.id)
                $0.add("view", view?.name)
                $0.add("delivered", delivered)
                $0.add("tapCount", touch.tapCount)
                TraceWriter.addKind(of: touch, to: &$0)
                if let reason { $0.add("reason", reason) }
            }
        case let .touchDelivery(responder, method, touches):
            emit("deliver") {
                $0.add("responder", responder.name)
                $0.add("method", method.name)
                $0.add("touches", touches.map(\.id))
                // Only touches that are not a plain finger: most traces stay as they were.
                let kinds = touches.filter { !TraceWriter.isPlainFinger($0) }
                if !kinds.isEmpty {
                    $0.add("touchKinds", json: "[" + kinds.map { touch in
                        var entry = JSONLine()
                        entry.add("touch", touch.id)
                        TraceWriter.addKind(of: touch, to: &entry)
                        return entry.finished
                    }.joined(separator: ",") + "]")
                }
                $0.add("handler", script(method, of: responder) ?? "default")
            }
        case let .delivery(responder, method, ids):
            emit("deliver") {
                $0.add("responder", responder.name)
                $0.add("method", method.name)
                if !ids.isEmpty { $0.add("touches", ids) }
                $0.add("handler", script(method, of: responder) ?? "default")
            }
        case let .forward(from, to, method):
            emit("forward") { $0.add("from", from.name); $0.add("to", to.name); $0.add("method", method.name) }
            // The responder a forward reaches runs its handler too: say which one.
            emit("deliver") {
                $0.add("responder", to.name)
                $0.add("method", method.name)
                $0.add("handler", script(method, of: to) ?? "default")
            }
        case let .dropped(at, method):
            emit("drop") { $0.add("at", at.name); $0.add("method", method.name) }
        case let .chainCycle(at, next):
            emit("chain.cycle") { $0.add("at", at.name); $0.add("next", next.name) }
        case let .firstResponderChanged(window, from, to):
            emit("firstResponder") { $0.add("window", window.name); $0.add("from", from?.name); $0.add("to", to?.name) }
        case let .keyWindowChanged(from, to):
            emit("keyWindow") { $0.add("from", from?.name); $0.add("to", to.name) }
        case let .action(name, target, sender):
            emit("action") { $0.add("name", name); $0.add("target", target?.name); $0.add("sender", sender?.name) }
        case let .remoteControlIgnored(subtype):
            emit("remote.ignored") { $0.add("subtype", subtype.rawValue) }
        case let .gestureState(recognizer, from, to, reason):
            emit("gesture") {
                $0.add(recognizer: recognizer)
                $0.add("from", from.rawValue)
                $0.add("to", to.rawValue)
                $0.add(reason: reason, otherAs: "other")
            }
        case let .gestureTouchRefused(recognizer, touch, reason):
            emit("gesture.touchRefused") {
                $0.add(recognizer: recognizer)
                $0.add("touch", touch.id)
                $0.add("reason", reason.code)
            }
        case let .touchHeld(touch, phase, reason):
            emit("touch.held") {
                $0.add("touch", touch.id)
                $0.add("phase", phase.rawValue)
                $0.add("view", touch.view?.name)
                $0.add(reason: reason, otherAs: "gesture")
            }
        case let .touchReleased(touch, phase, delivered, reason):
            emit(delivered ? "touch.released" : "touch.dropped") {
                $0.add("touch", touch.id)
                $0.add("phase", phase.rawValue)
                $0.add("view", touch.view?.name)
                $0.add(reason: reason, otherAs: "gesture")
            }
        case let .touchesCancelledByGesture(view, ids, reason):
            emit("touch.cancelled") {
                $0.add("view", view.name)
                $0.add("touches", ids)
                $0.add(reason: reason, otherAs: "gesture")
            }
        case let .gestureRefusedByView(recognizer, view):
            emit("gesture.refused") {
                $0.add(recognizer: recognizer)
                $0.add("by", view.name)
                $0.add("reason", "gestureRecognizerShouldBegin")
                $0.add("script", script(.gestureRecognizerShouldBegin, of: view))
            }
        case let .diagnostic(message):
            emit("diagnostic") { $0.add("message", message) }
        }
    }

    /// A finger with no force and no estimates: the touch every trace had before touch types.
    static func isPlainFinger(_ touch: Touch) -> Bool {
        touch.type == .direct && touch.force == 0 && touch.estimationUpdateIndex == nil
    }

    /// `touchType` and `force` of a touch that is not a plain finger, and its estimates.
    static func addKind(of touch: Touch, to line: inout JSONLine) {
        guard !isPlainFinger(touch) else { return }
        line.add("touchType", touch.type.rawValue)
        line.add("force", touch.force)
        if let index = touch.estimationUpdateIndex {
            line.add("estimationUpdateIndex", index)
            line.add("expectingUpdates", touch.estimatedPropertiesExpectingUpdates.names.joined(separator: ","))
        }
    }

    func scriptError(message: String, what: String, kind: String) {
        emit("script.error") { $0.add("message", message); $0.add("in", what); $0.add("kind", kind) }
    }

    func print(_ text: String, responder: String?) {
        emit("print") { $0.add("text", text); $0.add("responder", responder) }
    }

    func gestureAction(_ recognizer: GestureRecognizer, action: String, target: String) {
        emit("gesture.action") {
            $0.add("gesture", recognizer.name)
            $0.add("kind", recognizer.kindName)
            $0.add("action", action)
            $0.add("target", target)
            $0.add("state", recognizer.state.rawValue)
        }
    }

    func warning(_ message: String) {
        emit("warning") { $0.add("message", message) }
    }

    func timelineLine(_ number: Int, _ text: String) {
        emit("timeline") { $0.add("line", number); $0.add("command", text) }
    }

    func sceneReload(file: String, milliseconds: Double, error: String?) {
        emit("scene.reload") {
            $0.add("file", file)
            $0.add("ms", (milliseconds * 1000).rounded() / 1000)
            $0.add("ok", error == nil)
            if let error { $0.add("error", error) }
        }
    }

    func reload(module: String, file: String, milliseconds: Double, error: String?) {
        emit("reload") {
            $0.add("module", module)
            $0.add("file", file)
            $0.add("ms", (milliseconds * 1000).rounded() / 1000)
            $0.add("ok", error == nil)
            if let error { $0.add("error", error) }
        }
    }
}

extension JSONLine {
    /// The fields that name a recognizer in every gesture record: `gesture`, `kind`, `view`.
    mutating func add(recognizer: GestureRecognizer) {
        add("gesture", recognizer.name)
        add("kind", recognizer.kindName)
        add("view", recognizer.view?.name)
    }

    /// A gesture reason: `reason`, and the other recognizer involved under `key`, if any.
    mutating func add(reason: GestureReason, otherAs key: String) {
        add("reason", reason.code)
        if let other = reason.other { add(key, other) }
    }
}
