import MoonchainHost
import ResponderKit

extension KeyExplanation {
    /// The explanation as one JSON document (`explain --key K --json`; its shape is documented
    /// in docs/Explain.md): the press (rule K1), every candidate command nearest first with
    /// whether it matches and why not (K2–K4), and who takes the key and why (K3, K5, K6).
    public var json: JSONValue {
        let press = route.press
        let taken: Int? = if case .command(let index) = route.taker { index } else { nil }
        let candidates = route.candidates.enumerated().map { index, candidate -> JSONValue in
            let command = candidate.command
            let outcome: String
            if index == taken {
                outcome = "runs"
            } else if candidate.mismatch != nil {
                outcome = "noMatch"
            } else {
                outcome = "textFieldFirst"
            }
            return .object([
                ("definer", .string(candidate.definer.name)),
                ("definerKind", .string(candidate.definer.kindName)),
                ("input", .string(command.input)),
                ("modifiers", .array(command.modifierFlags.intersection(.matched).names.map(JSONValue.string))),
                ("action", .string(command.action)),
                ("title", .string(command.title)),
                ("wantsPriorityOverSystemBehavior", .bool(command.wantsPriorityOverSystemBehavior)),
                ("repeatBehavior", .string(command.repeatBehavior.rawValue)),
                ("outcome", .string(outcome)),
                ("performer", .string(candidate.performer?.name)),
                ("reason", .string(candidate.mismatch)),
            ])
        }
        let taker: JSONValue
        switch route.taker {
        case .command(let index):
            let candidate = route.candidates[index]
            taker = .object([
                ("kind", .string("command")), ("responder", .string(candidate.performer?.name)),
                ("action", .string(candidate.command.action)), ("definer", .string(candidate.definer.name)),
            ])
        case .text(let field):
            taker = .object([("kind", .string("textField")), ("responder", .string(field.name))])
        case .presses(let target):
            taker = .object([("kind", .string("presses")), ("responder", .string(target?.name))])
        }
        return .object([
            ("key", .string(written)),
            ("keyName", .string(press.keyName)),
            ("characters", .string(press.key)),
            ("charactersIgnoringModifiers", .string(press.charactersIgnoringModifiers)),
            ("keyCode", .number(Double(press.keyCode))),
            ("modifierFlags", .array(press.modifierFlags.names.map(JSONValue.string))),
            ("candidates", .array(candidates)),
            ("taker", taker),
            ("reason", .string(route.reason)),
        ])
    }
}
