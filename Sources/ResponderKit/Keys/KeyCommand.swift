/// Whether holding a command's key repeats its action (UIKeyCommand.repeatBehavior, rule K8).
public enum KeyRepeatBehavior: String, Sendable, CaseIterable {
    case repeatable, nonRepeatable
}

/// A key command a responder offers (UIKeyCommand): a key and its modifiers, and the action
/// sent, like a nil-targeted action, when they are pressed (rules K2, K3).
public final class KeyCommand {
    /// The key as it was written ("s", "up", "return").
    public let input: String
    /// What the input is compared with: a press's `charactersIgnoringModifiers` (rule K2).
    public let matchedInput: String
    /// The modifiers that must be held, exactly (alphaShift and numericPad ignored).
    public let modifierFlags: ModifierFlags
    /// The method sent along the chain (rule K3).
    public let action: String
    /// The command's title (UIKit shows it in the discoverability overlay).
    public let title: String
    /// Rule K5: the command wins over a text field that would take its key.
    public let wantsPriorityOverSystemBehavior: Bool
    /// Rule K8.
    public let repeatBehavior: KeyRepeatBehavior

    /// A command for `input` (one character or a key name such as "up") with `modifierFlags`
    /// held, sending `action`; the rest as UIKeyCommand's defaults.
    public init(
        input: String, modifierFlags: ModifierFlags = [], action: String, title: String = "",
        wantsPriorityOverSystemBehavior: Bool = false, repeatBehavior: KeyRepeatBehavior = .repeatable
    ) {
        self.input = input
        self.matchedInput = KeyboardKey.commandInput(input)
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = title
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        self.repeatBehavior = repeatBehavior
    }

    /// Why the command does not match `press` (rule K2), or nil when it does.
    public func mismatch(with press: Press) -> String? {
        mismatch(with: press, modifierFlags: press.modifierFlags)
    }

    /// Why the command does not match `press` with `flags` held (rule K2), or nil when it does.
    func mismatch(with press: Press, modifierFlags flags: ModifierFlags) -> String? {
        if matchedInput != press.charactersIgnoringModifiers {
            return "input '\(input)' is not the key pressed ('\(press.keyName)')"
        }
        let held = flags.intersection(.matched)
        let wanted = modifierFlags.intersection(.matched)
        if held != wanted {
            return "modifiers \(wanted) are not the modifiers held (\(held))"
        }
        return nil
    }

    /// Whether the command matches `press` (rule K2): ``mismatch(with:)`` without its words.
    func matches(_ press: Press) -> Bool {
        matchedInput == press.charactersIgnoringModifiers
            && press.modifierFlags.intersection(.matched) == modifierFlags.intersection(.matched)
    }

    /// The command as a person reads it: "cmd+s → save".
    public var summary: String {
        let keys = (modifierFlags.intersection(.matched).names + [input]).joined(separator: "+")
        return "\(keys) → \(action)"
    }
}
