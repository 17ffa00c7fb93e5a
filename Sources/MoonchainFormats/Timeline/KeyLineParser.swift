import ResponderKit

/// `key down|up KEY [MODS]` (rule K1): KEY is one Unicode scalar, a named key or a modifier
/// key, MODS a comma list of modifier names, each at most once.
enum KeyLineParser {
    static let usage =
        "expected 'key down|up KEY [MODS]' (KEY: one character, or return, escape, delete, tab, space, up, down, "
        + "left, right, home, end, pageUp, pageDown, f1…f12, cmd, alt, ctrl, shift, capsLock; "
        + "MODS: a comma list of cmd, alt, ctrl, shift, alphaShift, numericPad)"

    static func parse(_ words: [Substring], line: Int) throws(TimelineError) -> TimelineCommand {
        func fail(_ message: String) -> TimelineError { TimelineError(line: line, message: message) }
        guard words.count == 2 || words.count == 3 else { throw fail("\(usage), got \(words.count) argument(s)") }
        guard words[0] == "down" || words[0] == "up" else {
            throw fail("\(usage): '\(words[0])' is neither down nor up")
        }
        guard let key = KeyboardKey(name: words[1]) else {
            let hint =
                NameSuggestion.closest(to: String(words[1]), among: KeyboardKey.names)
                .map { " (did you mean '\($0)'?)" } ?? ""
            throw fail("\(usage): unknown key '\(words[1])' (more than one character and no key's name)\(hint)")
        }
        var modifiers: ModifierFlags = []
        if words.count == 3 {
            let names = ModifierFlags.named.map(\.name)
            for name in words[2].split(separator: ",", omittingEmptySubsequences: false) {
                guard !name.isEmpty else { throw fail("\(usage): an empty modifier in '\(words[2])'") }
                guard let flag = ModifierFlags(name: name) else {
                    let hint =
                        NameSuggestion.closest(to: String(name), among: names)
                        .map { " (did you mean '\($0)'?)" } ?? ""
                    throw fail("\(usage): unknown modifier '\(name)'\(hint)")
                }
                guard !modifiers.contains(flag) else { throw fail("\(usage): modifier '\(name)' written twice") }
                modifiers.insert(flag)
            }
        }
        return .key(down: words[0] == "down", key: key, modifiers: modifiers)
    }
}
