import Foundation

/// The timeline lines applied since the last reset, in order: what "Save timeline" writes and
/// what time travel replays; with what the pages have not been told yet (a `recorded` message),
/// which files were reloaded since it started (a replay runs them as they are now), and its
/// generation (how many times the host was rebuilt: time travel drops replays of an older one).
final class StudioRecording {
    /// The lines, in order.
    private(set) var lines: [String] = []
    /// Lines recorded since the pages were last told.
    private var unsent: [String] = []
    /// Whether the recording restarted since the pages were last told.
    private var restarted = false
    private var reloaded: Set<String> = []
    /// How many times the recording restarted on a new host.
    private(set) var generation = 0

    /// Whether there is something to tell the pages.
    var hasUnsent: Bool { !unsent.isEmpty }

    func append(_ line: String) {
        lines.append(line)
        unsent.append(line)
    }

    /// Takes back the last line (a console or inspector line that raised): it is not part of
    /// the session a replay or a saved test plays. Only a line the pages were not told of yet.
    func dropLast() {
        guard let last = unsent.last, lines.last == last else { return }
        unsent.removeLast()
        lines.removeLast()
    }

    /// A new host: no lines, a new generation, the pages to be told it restarted.
    func restart() {
        lines.removeAll()
        generation += 1
        reloaded.removeAll()
        unsent.removeAll()
        restarted = true
    }

    /// The `recorded` message's content when there is something to tell; then it is told.
    func takeUnsent() -> ServerMessage.Recorded? {
        guard !unsent.isEmpty || restarted else { return nil }
        defer {
            unsent.removeAll()
            restarted = false
        }
        return ServerMessage.Recorded(restarted: restarted, lines: unsent)
    }

    /// Behaviour files reloaded in place (absolute paths).
    func noteReloaded(_ files: some Sequence<String>) {
        reloaded.formUnion(files)
    }

    /// The reloaded files' names, sorted.
    var reloadedNames: [String] {
        reloaded.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
    }
}
