/// A key command considered for a key down (rule K2), and what became of it.
public struct KeyCandidate {
    /// What became of a candidate; the words are made only when someone reads them (an
    /// unobserved key down builds no strings).
    enum Outcome {
        /// It matches and `performer` performs it.
        case matched
        /// Its input or modifiers are not the press's (the flags the press had then).
        case notPressed(Press, ModifierFlags)
        /// No responder on the chain performs its action (rule K3).
        case noPerformer
        /// A nearer command matched first (rule K4).
        case nearerFirst
    }

    /// The command.
    public let command: KeyCommand
    /// The responder whose `keyCommands` offered it.
    public let definer: Responder
    /// The responder that would perform its action (rule K3); nil when it does not match or
    /// no responder performs it.
    public let performer: Responder?
    let outcome: Outcome

    /// Why it does not match, or why no one performs it; nil for a command that matches and has a performer.
    public var mismatch: String? {
        switch outcome {
        case .matched: nil
        case .notPressed(let press, let flags): command.mismatch(with: press, modifierFlags: flags)
        case .noPerformer: "no responder on the chain performs '\(command.action)' (rule K3)"
        case .nearerFirst: "a nearer command matched first (rule K4)"
        }
    }
}

/// Where a key down goes (rules K2–K6), worked out before anything runs: the key commands
/// along the chain, and the one command, text field or responder that takes the key.
public struct KeyRoute {
    /// What takes the key.
    public enum Taker {
        /// The candidate at this index runs (rule K3).
        case command(Int)
        /// The first responder, a text field that is editing, types it (rule K5).
        case text(Responder)
        /// It goes as `pressesBegan` to this responder (rule K6); nil: there is no key window.
        case presses(Responder?)
    }

    /// Why the taker takes the key; put in words only when read (`reason`).
    enum Why {
        case noKeyWindow
        case matches(KeyCommand)
        case commandsFirst
        case priority
        case field(commandMatched: Bool)
        case presses
    }

    /// The press the key down makes (rule K1).
    public let press: Press
    /// Every key command along the chain, nearest first (rule K2).
    public let candidates: [KeyCandidate]
    /// Who takes the key.
    public let taker: Taker
    let why: Why

    /// Why, in words.
    public var reason: String {
        switch why {
        case .noKeyWindow: "there is no key window"
        case .matches(let command): "it matches \(command.summary) (rules K2, K3)"
        case .commandsFirst: "the app sets keyCommandsFirst: commands before the text field (rule K5)"
        case .priority: "the command wants priority over the text field (rule K5)"
        case .field(let matched):
            "the editing text field takes the key; "
                + (matched ? "the matching command does not want priority" : "no command matches") + " (rule K5)"
        case .presses: "no command matches and no text field takes it (rule K6)"
        }
    }
}
