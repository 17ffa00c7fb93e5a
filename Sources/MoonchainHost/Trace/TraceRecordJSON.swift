import ResponderKit

/// How a `TraceRecord` reads as JSON: the one rendering behind both `--trace` (`TraceWriter`,
/// which adds `seq` and `t` to each object) and the studio's why panel.
///
/// The two readers want slightly different objects, and every difference is stated here, by
/// `audience`: the panel leaves out the hit-test walk (its explanation already holds it), names
/// a forward's handler on the `forward` object instead of a second `deliver`, and keeps the
/// field names its page reads (`other` for the recognizer a reason names, `type` in
/// `touchKinds`).
public struct TraceRecordJSON {
    /// Who reads the objects.
    public enum Audience: Sendable {
        /// The `--trace` file, whose fields docs/Trace.md lists.
        case traceFile
        /// The studio's why panel.
        case whyPanel
    }

    /// One object: its `type` and the fields after it, in order.
    public struct Object {
        public var type: String
        public var fields: [(String, JSONValue)]
    }

    public let audience: Audience
    /// Where the behaviour method of a responder is written (`file:line`); nil when no script
    /// defines it (the handler is then `"default"`).
    public var handlerLocation: (ResponderMethod, Responder) -> String?

    public init(audience: Audience, handlerLocation: @escaping (ResponderMethod, Responder) -> String?) {
        self.audience = audience
        self.handlerLocation = handlerLocation
    }

    private var forFile: Bool { audience == .traceFile }

    private func name(_ responder: Responder?) -> JSONValue { .string(responder?.name) }

    private func handler(_ method: ResponderMethod, _ responder: Responder) -> JSONValue {
        .string(handlerLocation(method, responder) ?? "default")
    }

    /// `script`: where the method that decided is written (null for none); the file only.
    private func script(_ method: ResponderMethod, _ responder: Responder) -> [(String, JSONValue)] {
        forFile ? [("script", .string(handlerLocation(method, responder)))] : []
    }

    /// The fields that name a recognizer: `gesture`, `kind`, `view`.
    private func recognizer(_ recognizer: GestureRecognizer) -> [(String, JSONValue)] {
        [
            ("gesture", .string(recognizer.name)), ("kind", .string(recognizer.kindName)),
            ("view", name(recognizer.view)),
        ]
    }

    /// A gesture reason: `reason`, and the other recognizer it names under `key` (the panel
    /// calls it `other` everywhere).
    private func reason(_ reason: GestureReason, otherAs key: String) -> [(String, JSONValue)] {
        [("reason", .string(reason.code))]
            + (reason.other.map { [(forFile ? key : "other", JSONValue.string($0))] } ?? [])
    }

    /// A finger with no force and no estimates: the touch every trace had before touch types.
    static func isPlainFinger(_ touch: Touch) -> Bool {
        touch.type == .direct && touch.force == 0 && touch.estimationUpdateIndex == nil
    }

    /// `touchType` and `force` of a touch that is not a plain finger, and its estimates.
    private static func kind(of touch: Touch) -> [(String, JSONValue)] {
        guard !isPlainFinger(touch) else { return [] }
        var fields: [(String, JSONValue)] = [
            ("touchType", .string(touch.type.rawValue)), ("force", .number(touch.force)),
        ]
        if let index = touch.estimationUpdateIndex {
            fields.append(("estimationUpdateIndex", .number(Double(index))))
            fields.append(
                ("expectingUpdates", .string(touch.estimatedPropertiesExpectingUpdates.names.joined(separator: ","))))
        }
        return fields
    }

    private static func ids(_ ids: [Int]) -> JSONValue { .array(ids.map { .number(Double($0)) }) }

    /// The objects `record` reads as: none, one, or (a forward, in the file) two. For the why
    /// panel each object also carries `sentence` and `rule` (``TraceSentence``): the line the
    /// page shows.
    public func objects(for record: TraceRecord) -> [Object] {
        var objects = plainObjects(for: record)
        guard !forFile, !objects.isEmpty, let sentence = TraceSentence.of(record) else { return objects }
        objects[0].fields.append(("sentence", .string(sentence.text)))
        objects[0].fields.append(("rule", .string(sentence.rule)))
        return objects
    }

    private func plainObjects(for record: TraceRecord) -> [Object] {
        func one(_ type: String, _ fields: [(String, JSONValue)]) -> [Object] { [Object(type: type, fields: fields)] }
        switch record {
        case .hitTestWindow, .hitTestVisit, .hitTestSkipped, .hitTestResult, .pointInsideAnswered:
            guard forFile else { return [] }
            return hitTest(record)
        case .overrideFailed(let responder, let method):
            return one(
                "override.failed",
                [("responder", name(responder)), ("method", .string(method.name))]
                    + script(method, responder))
        case .touchBound(let touch, let view, let delivered, let reason):
            var fields: [(String, JSONValue)] = [
                ("touch", .number(Double(touch.id))), ("view", name(view)),
                ("delivered", .bool(delivered)), ("tapCount", .number(Double(touch.tapCount))),
            ]
            if forFile { fields += Self.kind(of: touch) }
            if let reason { fields.append(("reason", .string(reason))) }
            return one("touch.bound", fields)
        case .touchDelivery(let responder, let method, let touches):
            var fields: [(String, JSONValue)] = [
                ("responder", name(responder)), ("method", .string(method.name)),
                ("touches", Self.ids(touches.map(\.id))),
            ]
            if forFile {
                // Only touches that are not a plain finger: most traces stay as they were.
                let kinds = touches.filter { !Self.isPlainFinger($0) }
                if !kinds.isEmpty {
                    fields.append(
                        (
                            "touchKinds",
                            .array(kinds.map { .object([("touch", .number(Double($0.id)))] + Self.kind(of: $0)) })
                        ))
                }
                fields.append(("handler", handler(method, responder)))
            } else {
                fields.append(("handler", handler(method, responder)))
                // T8: what made each touch that is not a plain finger, and its force.
                let kinds = touches.filter { $0.type != .direct || $0.force != 0 }
                if !kinds.isEmpty {
                    fields.append(
                        (
                            "touchKinds",
                            .array(
                                kinds.map { touch in
                                    .object([
                                        ("touch", .number(Double(touch.id))), ("type", .string(touch.type.rawValue)),
                                        ("force", .number(touch.force)),
                                    ])
                                })
                        ))
                }
            }
            return one("deliver", fields)
        case .delivery(let responder, let method, let ids):
            var fields: [(String, JSONValue)] = [("responder", name(responder)), ("method", .string(method.name))]
            if !ids.isEmpty || !forFile { fields.append(("touches", Self.ids(ids))) }
            fields.append(("handler", handler(method, responder)))
            return one("deliver", fields)
        case .forward(let from, let to, let method):
            let forward: [(String, JSONValue)] = [
                ("from", name(from)), ("to", name(to)), ("method", .string(method.name)),
            ]
            guard forFile else { return one("forward", forward + [("handler", handler(method, to))]) }
            // The responder a forward reaches runs its handler too: say which one.
            return one("forward", forward)
                + one(
                    "deliver",
                    [("responder", name(to)), ("method", .string(method.name)), ("handler", handler(method, to))])
        case .dropped(let at, let method):
            return one("drop", [("at", name(at)), ("method", .string(method.name))])
        case .chainCycle(let at, let next):
            return one("chain.cycle", [("at", name(at)), ("next", name(next))])
        case .firstResponderChanged(let window, let from, let to):
            return one("firstResponder", [("window", name(window)), ("from", name(from)), ("to", name(to))])
        case .keyWindowChanged(let from, let to):
            return one("keyWindow", [("from", name(from)), ("to", name(to))])
        case .action(let actionName, let target, let sender):
            return one("action", [("name", .string(actionName)), ("target", name(target)), ("sender", name(sender))])
        case .remoteControlIgnored(let subtype):
            return one("remote.ignored", [("subtype", .string(subtype.rawValue))])
        case .gestureState(let recognizer, let from, let to, let reason):
            return one(
                "gesture",
                self.recognizer(recognizer) + [("from", .string(from.rawValue)), ("to", .string(to.rawValue))]
                    + self.reason(reason, otherAs: "other"))
        case .gestureTouchRefused(let recognizer, let touch, let reason):
            guard forFile else {
                return one(
                    "gesture.touchRefused",
                    [("gesture", .string(recognizer.name)), ("touch", .number(Double(touch.id)))]
                        + self.reason(reason, otherAs: "other"))
            }
            return one(
                "gesture.touchRefused",
                self.recognizer(recognizer) + [
                    ("touch", .number(Double(touch.id))),
                    ("reason", .string(reason.code)),
                ])
        case .touchHeld(let touch, let phase, let reason):
            return one(
                "touch.held",
                [
                    ("touch", .number(Double(touch.id))), ("phase", .string(phase.rawValue)),
                    ("view", name(touch.view)),
                ] + self.reason(reason, otherAs: "gesture"))
        case .touchReleased(let touch, let phase, let delivered, let reason):
            return one(
                delivered ? "touch.released" : "touch.dropped",
                [("touch", .number(Double(touch.id))), ("phase", .string(phase.rawValue)), ("view", name(touch.view))]
                    + self.reason(reason, otherAs: "gesture"))
        case .touchesCancelledByGesture(let view, let ids, let reason):
            return one(
                "touch.cancelled",
                [("view", name(view)), ("touches", Self.ids(ids))] + self.reason(reason, otherAs: "gesture"))
        case .gestureRefusedByView(let recognizer, let view):
            return one(
                "gesture.refused",
                self.recognizer(recognizer)
                    + [("by", name(view)), ("reason", .string("gestureRecognizerShouldBegin"))]
                    + script(.gestureRecognizerShouldBegin, view))
        case .controlEvent(let control, let event):
            return one("control.event", [("control", name(control)), ("event", .string(event.name))])
        case .controlAction(let control, let action, let target, let receiver):
            // `target` null: nil-targeted (E3), `receiver` where the walk found a performer.
            return one(
                "control.action",
                [
                    ("control", name(control)), ("action", .string(action)), ("target", name(target)),
                    ("receiver", name(receiver)), ("handled", .bool(receiver != nil)),
                ])
        case .scroll(let view, let event, let subject, let reason):
            var fields: [(String, JSONValue)] = [("scrollView", name(view))]
            if let subject { fields.append(("view", name(subject))) }
            fields.append(("reason", .string(reason)))
            return one("scroll.\(event.rawValue)", fields)
        case .navigation(let navigation, let event, let subject, let touch, let reason):
            var fields: [(String, JSONValue)] = [("navigation", name(navigation))]
            if let subject { fields.append(("controller", name(subject))) }
            if let touch { fields.append(("touch", .number(Double(touch.id)))) }
            fields.append(("reason", .string(reason)))
            return one("nav.\(event.rawValue)", fields)
        case .swipe(let table, let event, let cell, let reason):
            return one(
                "swipe.\(event.rawValue)", [("table", name(table)), ("cell", name(cell)), ("reason", .string(reason))])
        // Text fields and the keyboard (X2–X7).
        case .editing(let field, let transition, let reason):
            return one(
                "text.\(transition.rawValue)",
                [("field", name(field)), ("text", .string(field.text)), ("reason", .string(reason))])
        case .keyboard(let shown, let frame, let reason):
            return one(
                shown ? "keyboard.show" : "keyboard.hide",
                [
                    ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number($0) })),
                    ("reason", .string(reason)),
                ])
        case .diagnostic(let message):
            return one("diagnostic", [("message", .string(message))])
        // Hardware keyboard (rules K2–K8).
        case .keyCommand(let press, let command, let definer, let performer, let reason):
            return one(
                "key.command",
                Self.key(press) + [
                    ("command", .string(command.summary)), ("action", .string(command.action)),
                    ("matched", .bool(performer != nil)), ("definedBy", name(definer)),
                    ("ranOn", name(performer)), ("reason", .string(reason)),
                ])
        case .keyText(let press, let field, let reason):
            return one("key.text", Self.key(press) + [("field", name(field)), ("reason", .string(reason))])
        case .keyPress(let press, let responder, let phase, let reason):
            return one(
                "key.press",
                Self.key(press) + [
                    ("phase", .string(phase.rawValue)), ("responder", name(responder)), ("reason", .string(reason)),
                ])
        }
    }

    /// The fields that name a key press: `key` (its timeline name) and `modifiers`.
    private static func key(_ press: Press) -> [(String, JSONValue)] {
        [("key", .string(press.keyName)), ("modifiers", .array(press.modifierFlags.names.map { .string($0) }))]
    }

    /// The hit-test walk (the file only).
    private func hitTest(_ record: TraceRecord) -> [Object] {
        switch record {
        case .hitTestWindow(let window, let point):
            return [Object(type: "hitTest.window", fields: [("window", name(window)), ("point", .point(point))])]
        case .hitTestVisit(let view, let point):
            return [Object(type: "hitTest.visit", fields: [("view", name(view)), ("point", .point(point))])]
        case .hitTestSkipped(let view, let point, let reason):
            var fields: [(String, JSONValue)] = [
                ("view", name(view)), ("point", .point(point)), ("reason", .string(reason.rawValue)),
            ]
            if reason == .pointInsideFalse { fields += script(.pointInside, view) }
            return [Object(type: "hitTest.skip", fields: fields)]
        case .hitTestResult(let view, let point, let result, let byOverride):
            var fields: [(String, JSONValue)] = [
                ("view", name(view)), ("point", .point(point)), ("result", name(result)),
                ("by", .string(byOverride ? "script" : "default")),
            ]
            if byOverride { fields += script(.hitTest, view) }
            return [Object(type: "hitTest.result", fields: fields)]
        case .pointInsideAnswered(let view, let point, let inside):
            return [
                Object(
                    type: "pointInside",
                    fields: [("view", name(view)), ("point", .point(point)), ("inside", .bool(inside))]
                        + script(.pointInside, view))
            ]
        default:
            return []
        }
    }
}
