import LuaVM
import MoonchainFormats
import ResponderKit

extension ScriptHost {
    /// Warns when a recognizer's `action` names no function of its view's behaviour: the
    /// action would do nothing each time the recognizer fires. `place` is the scene's file:line.
    func lintGestureAction(of recognizer: GestureRecognizer, on view: View, at place: String) {
        guard let action = recognizer.action else { return }
        let binding = binding(for: view)
        let stack = vm.main
        if let definition = binding.behaviour?.definition {
            guard !definition.defines(action, on: stack, names: actionNames) else { return }
            let names = definition.functionNames(on: stack)
            let module = definition.path == nil ? "" : " (\(definition.name))"
            let hint = NameSuggestion.closest(to: action, among: names).map { "; did you mean '\($0)'?" } ?? ""
            authoringWarning(
                "\(place): \(recognizer.kindName) '\(recognizer.name)': action '\(action)' names no method of the behaviour of '\(view.name)'\(module)\(hint)"
            )
        } else {
            authoringWarning(
                "\(place): \(recognizer.kindName) '\(recognizer.name)': action '\(action)' names no method: '\(view.name)' has no behaviour"
            )
        }
    }

    /// The host fields a near-miss write is compared with: every responder field, and the
    /// scroll field long enough that a near miss is surely a typo (X9).
    private static let lintedFieldKeys = ResponderField.allCases.map(\.key) + [ScrollField.keyboardDismissMode.key]

    /// Called on a write of the string key at index 2 that is not a host field: warns once per
    /// key when it is a near miss of one (`self.hiden = true` sets instance state, not
    /// `hidden`). The keys already judged are kept in a Lua table, so a handler that sets
    /// `self.taps` on every call pays one table read.
    func lintStateWrite(on stack: LuaStack) {
        guard !stateKeys.isFull else { return }
        stack.push(stateKeys.table)
        stack.pushValue(at: 2)
        let judged = stack.rawGet(from: -2) != .nil
        guard !judged else {
            stack.pop(2)
            return
        }
        stack.pop()
        stack.pushValue(at: 2)
        stack.push(true)
        stack.rawSet(in: -3)
        stack.pop()
        stateKeys.countJudged()
        guard let key = stack.toString(at: 2),
            let field = NameSuggestion.closest(to: key, among: Self.lintedFieldKeys),
            // `self.frames = {}` is a list of one's own, not a misspelt `frame`.
            key != field + "s"
        else { return }
        let place = ScriptHost.callerPlace(stack.pointer)
        authoringWarning(
            "\(place): '\(key)' is not a responder field, so this sets instance state; did you mean '\(field)'?")
    }
}

extension BehaviourDefinition {
    /// The names of the functions this behaviour and those it extends define.
    func functionNames(on stack: LuaStack) -> [String] {
        var names: [String] = []
        var current: BehaviourDefinition? = self
        while let definition = current {
            stack.push(definition.table)
            let table = stack.top
            stack.pushNil()
            while stack.next(in: table) {
                if stack.type(at: -1) == .function, stack.type(at: -2) == .string, let key = stack.toString(at: -2) {
                    names.append(key)
                }
                stack.pop()
            }
            stack.pop()
            current = definition.parent
        }
        return names
    }
}
