import MoonchainHost

/// One line of the page's console.
public struct ConsoleEntry: Sendable, Equatable {
    /// What the line is.
    public enum Kind: String, Sendable {
        /// A line a script printed (standard output under `run`).
        case print
        /// A script error or a host diagnostic (standard error under `run`): first line is the
        /// message with its file:line, the rest (the traceback) is folded on the page.
        case error
        /// A warning that changed nothing.
        case warning
        /// An input applied (the timeline line), a reload or a rebuild.
        case marker
    }

    public var kind: Kind
    public var text: String
}

/// Where a studio session's host writes: prints and diagnostics become console entries,
/// kept until the session sends them; prints are also kept as the session's expected output.
final class SessionOutput: HostOutput {
    private(set) var pending: [ConsoleEntry] = []
    /// Every line printed since the last reset, in order (a saved test's expected.txt).
    private(set) var printedSinceReset: [String] = []

    func printLine(_ line: String) {
        pending.append(ConsoleEntry(kind: .print, text: line))
        printedSinceReset.append(line)
    }

    func diagnostic(_ text: String) {
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        // A reload's notice ("reloaded say (say.lua) in 0.4 ms: ...") is news, not an error.
        let kind: ConsoleEntry.Kind =
            trimmed.hasPrefix("warning:") ? .warning : trimmed.hasPrefix("reloaded ") ? .marker : .error
        pending.append(ConsoleEntry(kind: kind, text: trimmed))
    }

    func flush() {}

    func marker(_ text: String) {
        pending.append(ConsoleEntry(kind: .marker, text: text))
    }

    /// The entries not sent yet; empties the list. They join the history.
    func take() -> [ConsoleEntry] {
        defer { pending.removeAll(keepingCapacity: true) }
        history.append(contentsOf: pending)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        return pending
    }

    /// The entries sent so far (the last ``historyLimit``), replayed to a page that connects.
    private(set) var history: [ConsoleEntry] = []
    /// As many lines as a page's console keeps.
    static let historyLimit = 2000

    /// Starts with an earlier output's history (a rebuilt scene's console goes on).
    func continueHistory(of earlier: SessionOutput) {
        history = earlier.history
    }

    /// Starts the history again with `entries`, dropping what waits to be sent (a session
    /// resumed from an earlier event: its console is that moment's).
    func restartHistory(_ entries: [ConsoleEntry]) {
        pending.removeAll()
        history = Array(entries.suffix(Self.historyLimit))
    }

    /// Puts entries before the ones waiting (what an earlier host wrote, then a marker).
    func prepend(_ entries: [ConsoleEntry]) {
        pending.insert(contentsOf: entries, at: 0)
    }
}
