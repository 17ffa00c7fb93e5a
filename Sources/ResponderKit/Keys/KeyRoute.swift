/// A key command considered for a key down (rule K2), and what became of it.
public struct KeyCandidate {
    /// The command.
    public let command: KeyCommand
    /// The responder whose `keyCommands` offered it.
    public let definer: Responder
    /// The responder that would perform its action (rule K3); nil when it does not match or
    /// no responder performs it.
    public let performer: Responder?
    /// Why it does not match, or why no one performs it; nil for a command that matches and has a performer.
    public let mismatch: String?
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

    /// The press the key down makes (rule K1).
    public let press: Press
    /// Every key command along the chain, nearest first (rule K2).
    public let candidates: [KeyCandidate]
    /// Who takes the key.
    public let taker: Taker
    /// Why, in words.
    public let reason: String
}
