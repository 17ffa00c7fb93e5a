import ResponderKit

/// `moonchain explain --key "cmd+s"`: the key commands along the responder chain from the key
/// window's first responder (rule K2), which one a key down would run and why, or who would
/// take the key instead (rules K3–K6). Nothing runs but `keyCommands` and `canPerformAction`.
public struct KeyExplanation {
    /// The key and modifiers as written ("cmd+s").
    public let written: String
    /// The route the application works out.
    public let route: KeyRoute

    /// Reads `text` ("cmd+shift+s", "up", "escape") and works out its route in `application`;
    /// nil with a message when the text names no key or an unknown modifier.
    public static func explain(_ text: String, in application: Application) -> Result<KeyExplanation, KeyTextError> {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "cmd++" is Cmd and the + key.
        if text.hasSuffix("++") {
            parts.removeLast(2)
            parts.append("+")
        }
        guard let keyName = parts.popLast(), !keyName.isEmpty, let key = KeyboardKey(name: keyName) else {
            return .failure(KeyTextError(message: "no key in '\(text)': expected MODS+KEY, e.g. cmd+s, up, shift+tab"))
        }
        var flags: ModifierFlags = []
        for name in parts {
            guard let flag = ModifierFlags(name: name) else {
                return .failure(
                    KeyTextError(
                        message:
                            "unknown modifier '\(name)' in '\(text)' (expected \(ModifierFlags.named.map(\.name).joined(separator: ", ")))"
                    ))
            }
            flags.insert(flag)
        }
        return .success(KeyExplanation(written: text, route: application.route(keyDown: key, modifiers: flags)))
    }

    /// The explanation as text: one line per candidate, nearest first, then the outcome.
    public var text: String {
        var lines = [
            "key \(written): charactersIgnoringModifiers \(quoted(route.press.charactersIgnoringModifiers)), modifiers \(route.press.modifierFlags)"
        ]
        if route.candidates.isEmpty {
            lines.append("  no responder on the chain offers key commands")
        }
        for (index, candidate) in route.candidates.enumerated() {
            let mark: String
            if case .command(let taken) = route.taker, taken == index {
                mark = "runs on \(candidate.performer?.name ?? "?")"
            } else if let mismatch = candidate.mismatch {
                mark = "no: \(mismatch)"
            } else {
                mark = "matches, but the text field takes the key first (rule K5)"
            }
            lines.append("  \(candidate.definer.name): \(candidate.command.summary) - \(mark)")
        }
        switch route.taker {
        case .command(let index):
            let candidate = route.candidates[index]
            lines.append(
                "=> \(candidate.command.action) runs on \(candidate.performer?.name ?? "?") (defined by \(candidate.definer.name)): \(route.reason)"
            )
        case .text(let field):
            lines.append("=> the text field \(field.name) types it: \(route.reason)")
        case .presses(let target):
            lines.append("=> pressesBegan to \(target?.name ?? "nobody"): \(route.reason)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value < 32 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            + "\""
    }
}

/// A `--key` text that names no key.
public struct KeyTextError: Error {
    public let message: String
}
