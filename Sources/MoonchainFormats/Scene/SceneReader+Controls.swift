import LuaVM
import ResponderKit

extension SceneReader {
    /// The control fields of a `control`, `button`, `switch` or `slider { ... }`: checked
    /// here with the constructor's file:line; an unknown EVENT is warned about and skipped.
    func readControl(_ kind: String, _ node: Node, what: Subject) throws(SourceError) -> ControlSpec {
        var control = ControlSpec(kind: kind)
        control.enabled = try bool(.enabled, of: node, what: what)
        control.selected = try bool(.selected, of: node, what: what)
        switch kind {
        case "switch":
            control.on = try bool(.on, of: node, what: what)
        case "slider":
            control.value = try number(.value, of: node, what: what)
            control.minimumValue = try number(.minimumValue, of: node, what: what)
            control.maximumValue = try number(.maximumValue, of: node, what: what)
            control.continuous = try bool(.continuous, of: node, what: what)
            if let low = control.minimumValue ?? (control.maximumValue.map { min($0, 0) }),
                let high = control.maximumValue ?? (control.minimumValue.map { max($0, 1) }), low > high
            {
                throw SourceError(
                    at: node.place,
                    "\(what): minimumValue \(NumberRule.text(low)) is above maximumValue \(NumberRule.text(high))")
            }
        case "textField":
            control.text = try text(.text, of: node, what: what)
            control.placeholder = try text(.placeholder, of: node, what: what)
            control.delegate = try text(.delegate, of: node, what: what)
            control.clearsOnBeginEditing = try bool(.clearsOnBeginEditing, of: node, what: what)
        default:
            break
        }
        if node.has(.actions) { control.actions = try readActions(node, what: what) }
        return control
    }

    /// `actions = { EVENT = "name" | { "name", target = "R" } | { ... list ... } }`.
    private func readActions(_ node: Node, what: Subject) throws(SourceError) -> [ActionSpec] {
        stack.rawGet("actions", from: node.index)
        defer { stack.pop() }
        let table = stack.top
        if stack.type(at: table) == .nil { return [] }
        guard stack.type(at: table) == .table else {
            throw SourceError(
                at: node.place,
                "\(what): actions must be a table { EVENT = \"action\", ... }, got \(stack.type(at: table).name)")
        }
        // Read in a stable order (a table's `next` order is not): the events' own order.
        var found: [(String, ControlEvents)] = []
        stack.pushNil()
        while stack.next(in: table) {
            defer { stack.pop() }
            guard stack.type(at: -2) == .string, let key = stack.toString(at: -2) else {
                throw SourceError(
                    at: node.place,
                    "\(what): actions takes EVENT = ACTIONS pairs; a key of type \(stack.type(at: -2).name) is not an event"
                )
            }
            guard let events = ControlEvents(name: key) else {
                let hint =
                    NameSuggestion.closest(to: key, among: ControlEvents.names).map { "; did you mean '\($0)'?" } ?? ""
                host.warn(
                    "\(node.place): \(what): unknown control event '\(key)' in actions ignored\(hint) (events: \(ControlEvents.names.joined(separator: ", ")))"
                )
                continue
            }
            found.append((key, events))
        }
        found.sort { (ControlEvents.names.firstIndex(of: $0.0) ?? 0) < (ControlEvents.names.firstIndex(of: $1.0) ?? 0) }
        var actions: [ActionSpec] = []
        for (key, events) in found {
            stack.rawGet(key, from: table)
            defer { stack.pop() }
            try readActionValue(at: stack.top, event: key, events: events, node: node, what: what, into: &actions)
        }
        return actions
    }

    /// One EVENT's value: a name, one `{ "name", target = "R" }`, or a list of those.
    private func readActionValue(
        at index: Int32, event: String, events: ControlEvents, node: Node, what: Subject,
        into actions: inout [ActionSpec]
    ) throws(SourceError) {
        let shape =
            "\(what): actions.\(event) must be \"action\", { \"action\", target = \"RESPONDER\" } or a list of those"
        switch stack.type(at: index) {
        case .string:
            actions.append(
                ActionSpec(
                    events: events, eventName: event, name: try actionName(at: index, shape: shape, node: node),
                    target: nil, place: node.place))
        case .table:
            stack.rawGet("target", from: index)
            let targetType = stack.type(at: -1)
            let target = stack.toString(at: -1)
            stack.pop()
            if targetType != .nil {
                guard targetType == .string, let target, !target.isEmpty else {
                    throw SourceError(at: node.place, "\(shape); target must be a responder's name")
                }
                guard stack.rawLength(at: index) == 1 else {
                    throw SourceError(at: node.place, "\(shape); one action per target")
                }
                stack.rawGet(1, from: index)
                defer { stack.pop() }
                actions.append(
                    ActionSpec(
                        events: events, eventName: event, name: try actionName(at: stack.top, shape: shape, node: node),
                        target: target, place: node.place))
                return
            }
            let count = stack.rawLength(at: index)
            guard count > 0 else { throw SourceError(at: node.place, "\(shape); got an empty table") }
            for i in 1...count {
                stack.rawGet(i, from: index)
                defer { stack.pop() }
                let type = stack.type(at: -1)
                guard type == .string || type == .table else {
                    throw SourceError(at: node.place, "\(shape); item \(i) is a \(type.name)")
                }
                if type == .table {
                    // A nested list is not an action: only { "name", target = ... } is.
                    stack.rawGet("target", from: -1)
                    let hasTarget = stack.type(at: -1) != .nil
                    stack.pop()
                    guard hasTarget || stack.rawLength(at: -1) == 1 else {
                        throw SourceError(at: node.place, "\(shape); item \(i) is a list inside a list")
                    }
                    if !hasTarget {
                        stack.rawGet(1, from: -1)
                        defer { stack.pop() }
                        guard stack.type(at: -1) == .string else {
                            throw SourceError(at: node.place, "\(shape); item \(i) holds no action name")
                        }
                    }
                }
                try readActionValue(at: stack.top, event: event, events: events, node: node, what: what, into: &actions)
            }
        case let type:
            throw SourceError(at: node.place, "\(shape); got \(type.name)")
        }
    }

    private func actionName(at index: Int32, shape: String, node: Node) throws(SourceError) -> String {
        guard stack.type(at: index) == .string, let name = stack.toString(at: index), !name.isEmpty else {
            throw SourceError(at: node.place, "\(shape); an action name must be a non-empty string")
        }
        return name
    }
}
