import LuaVM
import MoonchainFormats
import ResponderKit

extension ScriptHost {
    /// "; did you mean 'X'?" for `action` among the methods of `responder`'s behaviour, or "".
    func methodHint(_ action: String, of responder: Responder) -> String {
        guard let definition = binding(for: responder).behaviour?.definition else { return " (it has no behaviour)" }
        return NameSuggestion.closest(to: action, among: definition.functionNames(on: vm.main)).map {
            "; did you mean '\($0)'?"
        } ?? ""
    }

    /// Warns when no behaviour in the scene defines the nil-targeted `action` (rule E3): the
    /// chain could never find a performer. Names the closest method any behaviour defines.
    func lintNilTargetedAction(_ action: String, of control: Control, event: String, at place: FileLine) {
        var known: Set<String> = []
        for binding in registry.bindings {
            guard let definition = binding.behaviour?.definition else { continue }
            if definition.defines(action, on: vm.main, names: actionNames) { return }
            known.formUnion(definition.functionNames(on: vm.main))
        }
        let hint = NameSuggestion.closest(to: action, among: known).map { "; did you mean '\($0)'?" } ?? ""
        authoringWarning(
            "\(place): \(type(of: control).controlKind) '\(control.name)': actions.\(event): no behaviour defines '\(action)', so the nil-targeted action finds no performer\(hint)"
        )
    }
}
