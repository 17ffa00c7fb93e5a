import Foundation
import MoonchainHost
import MoonchainImport
import ResponderKit

/// The view inspector (docs/Studio.md, "View tree and inspector"): a view's fields, gestures, behaviour
/// and responder chain for the page that asked, and edits of its fields turned into timeline
/// `lua` lines, so they go through the one event path, the sandbox and the recording exactly
/// as the console's `lua` lines do.
extension StudioSession {
    /// The `inspected` message for the page that asked: everything the inspector shows of the
    /// view called `name`, or `missing` when there is none in a window (it was removed from its
    /// superview, or the scene was rebuilt without it).
    func inspectMessage(of name: String) -> Outgoing {
        // A view taken out of the tree lives on (a script may add it back), but is not in the
        // scene the tree and canvas show.
        guard let view = host.responder(named: name) as? View, view is Window || view.window != nil else {
            return Outgoing(.inspected(.missingView(name)), onlyToSender: true)
        }
        let generated = host.isGeneratedName(name)
        let fields = InspectorField.fields(of: view).map { field in
            ServerMessage.Inspected.Field(
                key: field.key, value: field.value, editable: field.editable && !generated,
                hint: field.hint, group: field.group)
        }
        let gestures = view.gestureRecognizers.map { recognizer in
            ServerMessage.Inspected.Gesture(
                name: recognizer.name, kind: recognizer.kindName,
                state: recognizer.state.rawValue, enabled: recognizer.isEnabled)
        }
        let behaviour = host.behaviourSummary(of: view).map { behaviour in
            // `location`: `file:line` with the file's bare name, as the why panel writes handlers.
            // `path`: the file itself, absolute, for the page's editor link.
            ServerMessage.Inspected.Behaviour(
                name: behaviour.name, file: behaviour.file,
                methods: behaviour.methods.map { method in
                    let file = ResponderMethod.allCases.first { $0.name == method.name }.flatMap {
                        host.handlerFile(of: $0, on: view)
                    }
                    return ServerMessage.Inspected.Method(
                        name: method.name,
                        location: method.location.split(separator: "/").last.map(String.init) ?? method.location,
                        path: file.flatMap(StudioSession.absolutePath(ofLoadedFile:)))
                })
        }
        let chain = view.responderChain().map {
            ServerMessage.Inspected.Link(name: $0.name, kind: Self.kindName(of: $0))
        }
        return Outgoing(
            .inspected(
                .init(
                    view: name, kind: Self.kindName(of: view), window: view.window?.name,
                    controller: view.viewController?.name,
                    generatedName: generated, editable: !generated,
                    note: generated ? Self.generatedNameNote(name) : nil,
                    fields: fields, gestures: gestures, behaviour: behaviour, chain: chain)), onlyToSender: true)
    }

    /// The kind a debugger names: a control's class (`button`, `switch`, ...), else the
    /// responder's kind (`view`, `scrollView`, `cell`, `window`, ...).
    static func kindName(of responder: Responder) -> String {
        if let control = (responder as? View)?.asControl { return type(of: control).controlKind }
        return responder.kind.rawValue
    }

    static func generatedNameNote(_ name: String) -> String {
        "\(name) has no name in the scene: the host made this one up from its place in the file, "
            + "so a recorded edit could reach another view once the scene changes. "
            + "Give it name = \"…\" in the scene to edit it here (the console's lua lines can still reach it with find(\"\(name)\"))."
    }

    /// The timeline's Lua for setting `field` of the view called `name` to `value`, or why the
    /// inspector refuses it (then nothing is run or recorded).
    func editCode(view name: String, field: String, value: String) -> Result<String, ClientMessage.Invalid> {
        guard let view = host.responder(named: name) as? View else {
            return .failure(.init(message: "edit: no view named '\(name)'"))
        }
        if host.isGeneratedName(name) {
            return .failure(.init(message: "edit: " + Self.generatedNameNote(name)))
        }
        let fields = InspectorField.fields(of: view)
        guard let known = fields.first(where: { $0.key == field }) else {
            let names = fields.filter(\.editable).map(\.key).joined(separator: ", ")
            return .failure(
                .init(message: "edit: \(name) has no field '\(field)' the inspector edits (it edits \(names))"))
        }
        guard known.editable else {
            return .failure(.init(message: "edit: \(name).\(field) is read-only"))
        }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let problem = InspectorLiteral.problem(in: trimmed) {
            return .failure(.init(message: "edit: \(name).\(field): \(problem)"))
        }
        return .success("find(\(Self.luaQuoted(name))).\(field) = \(trimmed)")
    }

    /// Applies an edit as a timeline `lua` line; the messages for the page that asked: an
    /// `edited` reply (with the error the host reported, if the value did not fit) and the view
    /// inspected again. A refused edit runs and records nothing.
    func applyEdit(view name: String, field: String, value: String) -> [Outgoing] {
        let code: String
        switch editCode(view: name, field: field, value: value) {
        case .success(let text): code = text
        case .failure(let refusal):
            return [
                errorReply(refusal.message), editedReply(view: name, field: field, line: nil, error: refusal.message),
            ]
        }
        let errorsBefore = output.pending.count
        let line = "\(format(inputTime(touch: false))) lua \(code)"
        if let error = apply(line) {
            return [errorReply(error), editedReply(view: name, field: field, line: nil, error: error)]
        }
        // The host reports a value that does not fit (`frame must be a rect ...`) as it does
        // for any lua line; the inspector shows that same message beside the field.
        let error = output.pending.dropFirst(errorsBefore).first { $0.kind == .error }?.text
        // A refused value changed nothing: it is not recorded, so no replay or saved test plays it.
        if error != nil { recorded.dropLast() }
        let kept = error == nil ? line : nil
        return [editedReply(view: name, field: field, line: kept, error: error), inspectMessage(of: name)]
    }

    private func editedReply(view: String, field: String, line: String?, error: String?) -> Outgoing {
        Outgoing(.edited(.init(view: view, field: field, line: line, error: error)), onlyToSender: true)
    }

    /// `text` as a Lua string literal (a name may hold any character).
    static func luaQuoted(_ text: String) -> String { LuaString.quoted(text) }
}
