import LuaVM
import MoonchainFormats
import ResponderKit

extension BehaviourLibrary {
    /// Every function name a behaviour may define that the host calls by name, with what it is.
    static let behaviourKeyRoles: [(name: String, role: String)] =
        ResponderMethod.allCases.map { ($0.name, "responder method") }
        + BehaviourHook.allCases.map { ($0.name, $0.role) }

    /// Warns about each key of `definition`'s own table that is a near miss of a responder
    /// method or hook (`touchEnded`, `pointinside`): such a function is never called, and
    /// nothing else would say so. Called when a behaviour is loaded or reloaded.
    func lint(_ definition: BehaviourDefinition) {
        let stack = vm.main
        stack.push(definition.table)
        let table = stack.top
        var found: [(key: String, place: String, role: String, suggestion: String)] = []
        stack.pushNil()
        while stack.next(in: table) {
            defer { stack.pop() }
            guard stack.type(at: -2) == .string, let key = stack.toString(at: -2), key != "extends",
                let suggestion = NameSuggestion.closest(to: key, among: Self.behaviourKeyRoles.map(\.name)),
                let role = Self.behaviourKeyRoles.first(where: { $0.name == suggestion })?.role
            else { continue }
            let place =
                stack.type(at: -1) == .function
                ? BehaviourDefinition.location(ofFunctionAt: -1, on: stack)
                : definition.path ?? String(definition.name.trimmingPrefix("inline@"))
            found.append((key, place, role, suggestion))
        }
        stack.pop()
        for item in found.sorted(by: { ($0.place, $0.key) < ($1.place, $1.key) }) {
            diagnostics.authoringWarning(
                "\(item.place): '\(item.key)' is not a \(item.role); did you mean '\(item.suggestion)'?")
        }
    }
}
