import LuaVM
import ResponderKit

/// Looking inside responders from Lua: `tostring(responder)`, `pairs(responder)` and `dump()`.
extension ScriptHost {
    /// `tostring(responder)`: kind, name and, for views, the frame (`view close (10, 10, 20, 20)`).
    func describe(_ responder: Responder) -> String {
        guard let view = responder as? View else { return "\(responder.kind.rawValue) \(responder.name)" }
        return "\(responder.kind.rawValue) \(responder.name) \(Self.text(of: view.frame))"
    }

    /// A behaviour's name for `dump`: the module's, or `inline@FILE:LINE` with the file's
    /// directories left out (the scene's place can be long, and Lua may have cut it).
    static func shortName(of definition: BehaviourDefinition) -> String {
        guard definition.path == nil, definition.name.hasPrefix("inline@") else { return definition.name }
        let place = definition.name.dropFirst("inline@".count)
        return "inline@" + (place.split(separator: "/").last.map(String.init) ?? String(place))
    }

    /// `(x, y, width, height)` with whole numbers written without a fraction.
    static func text(of rect: Rect) -> String {
        "(\(formatPoints(rect.x)), \(formatPoints(rect.y)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
    }

    /// `pairs(responder)`: `next` over a snapshot of the host fields it has (nil ones left
    /// out) and its instance state. The snapshot is a new table: changing the responder
    /// while iterating is safe.
    func responderPairs(_ state: OpaquePointer) -> Int32 {
        let stack = LuaStack(state)
        guard let binding = binding(at: 1, on: stack) else { return stack.error("pairs: not a responder") }
        let saved = enter(state)
        defer { leave(restoring: saved) }
        pairsNext.push(on: stack)
        stack.newTable()
        let snapshot = stack.top
        stack.push(binding.state)
        stack.pushNil()
        while stack.next(in: -2) {
            stack.pushValue(at: -2)
            stack.pushValue(at: -2)
            stack.rawSet(in: snapshot)
            stack.pop()
        }
        stack.pop()
        for field in ResponderField.allCases where field != .superProxy {
            _ = pushField(field, of: binding, on: stack)
            if stack.type(at: -1) == .nil {
                stack.pop()
                continue
            }
            stack.rawSet(field.key, in: snapshot)
        }
        stack.pushNil()
        return 3
    }

    /// The lines `dump(responder)` prints: the responder and everything below it, one per
    /// line, indented two spaces a level (see docs/LuaAPI.md, Looking inside, for the format).
    func dumpLines(of root: Responder?) -> [String] {
        var lines: [String] = []
        let firstResponder = application.firstResponder
        func flags(of responder: Responder) -> [String] {
            var flags: [String] = []
            if let window = responder as? Window {
                if window.isKeyWindow { flags.append("key") }
                if window.level != 0 { flags.append("level=\(formatPoints(window.level))") }
            }
            if let view = responder as? View {
                if view.bounds.origin != .zero { flags.append("bounds=\(Self.text(of: view.bounds))") }
                if view.isHidden { flags.append("hidden") }
                if view.alpha != 1 { flags.append("alpha=\(formatPoints(view.alpha))") }
                if !view.isUserInteractionEnabled { flags.append("interaction=off") }
                if view.isMultipleTouchEnabled { flags.append("multipleTouch") }
                if view.isExclusiveTouch { flags.append("exclusiveTouch") }
                if view.clipsToBounds { flags.append("clips") }
                if let controller = view.viewController { flags.append("controller=\(controller.name)") }
            }
            if let behaviour = binding(for: responder).behaviour {
                flags.append("behaviour=\(Self.shortName(of: behaviour.definition))")
            }
            if responder === firstResponder { flags.append("*first responder*") }
            return flags
        }
        // An explicit stack, not recursion: a script can nest views as deep as the heap allows.
        var pending: [(Responder, Int)] = [(root ?? application, 0)]
        while let (responder, depth) = pending.popLast() {
            let indent = String(repeating: "  ", count: depth)
            lines.append(([indent + describe(responder)] + flags(of: responder)).joined(separator: " "))
            var children: [Responder] = []
            if let app = responder as? Application {
                if let delegate = app.delegate { children.append(delegate) }
                children += app.windows as [Responder]
            } else if let controller = responder as? ViewController {
                children.append(controller.view)
            } else if let view = responder as? View {
                for recognizer in view.gestureRecognizers {
                    var text =
                        "\(indent)  gesture \(recognizer.kindName) \(recognizer.name) \(recognizer.state.rawValue)"
                    if !recognizer.isEnabled { text += " enabled=false" }
                    if let action = recognizer.action { text += " action=\(action)" }
                    if !recognizer.requiredToFail.isEmpty {
                        text += " requireToFail=\(recognizer.requiredToFail.map(\.name).joined(separator: ","))"
                    }
                    lines.append(text)
                }
                children += view.subviews as [Responder]
            }
            pending += children.reversed().map { ($0, depth + 1) }
        }
        return lines
    }

    /// Installs the global `dump(responder?)`: prints ``dumpLines(of:)`` as `print` would.
    func installDump() {
        let dumpID = vm.register(unretained: self) { `self`, state in
            let stack = LuaStack(state)
            var root: Responder?
            if stack.type(at: 1) != .nil && stack.type(at: 1) != .none {
                guard let given = self.responder(at: 1, on: stack) else {
                    return stack.error(
                        "dump expects a responder or nothing (the whole application), got \(self.typeName(at: 1, on: stack))"
                    )
                }
                root = given
            }
            for line in self.dumpLines(of: root) { self.printLine(line, from: state) }
            return 0
        }
        vm.main.push(dumpID)
        vm.addSandboxGlobal("dump", value: vm.main.ref())
    }

    /// One line of script output (`print`, `dump`) from Lua thread `state`: standard output,
    /// and a `print` record in the trace, so the trace lines up with standard output.
    func printLine(_ line: String, from state: OpaquePointer) {
        output.printLine(line)
        if let trace { trace.print(line, responder: printingObjectName(state)) }
    }

    /// The name of the responder (or recognizer) whose method is printing: the `self` of the
    /// innermost Lua function on the call stack whose first parameter is one. Only when tracing.
    private func printingObjectName(_ state: OpaquePointer) -> String? {
        let stack = LuaStack(state)
        var level: Int32 = 0
        while level < 64, let pushed = stack.pushFirstParameter(atLevel: level) {
            level += 1
            // `self` is a Lua function's first parameter (a C function's first local is its
            // first argument, a chunk's is a local variable).
            guard pushed else { continue }
            defer { stack.pop() }
            if let binding = binding(at: -1, on: stack) { return binding.responder.name }
            if let binding = gestureBinding(at: -1, on: stack) { return binding.recognizer.name }
        }
        return nil
    }
}
