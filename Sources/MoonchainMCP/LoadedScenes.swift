import Foundation
import MoonchainExplain
import MoonchainHost

/// The scenes the server has loaded, kept between tool calls so a question about a scene
/// already asked about needs no new load; a scene is loaded again when its file or one of its
/// behaviour files changed since (as `--watch` reloads them), or when it failed to load.
/// Used only on the host thread.
final class LoadedScenes {
    /// A file's modification time and size, to notice a change.
    private struct Stamp: Equatable {
        var modified: Date?
        var size: Int?

        init(_ path: String) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            modified = attributes?[.modificationDate] as? Date
            size = attributes?[.size] as? Int
        }
    }

    private struct Entry {
        var explainer: SceneExplainer
        var output: CapturedLines
        var stamps: [String: Stamp]
    }

    private let options: HostOptions
    private var entries: [String: Entry] = [:]
    /// Scenes kept at once; the least recently used goes first.
    private let capacity = 16
    private var order: [String] = []

    /// Loads added with `options` (the command's script limits and behaviour search path).
    init(options: HostOptions) {
        self.options = options
    }

    /// The explainer of the scene at `path` (a real path), loaded now if it is not loaded or
    /// its files changed; `loaded` says whether it was. Throws the load error's message.
    func explainer(for path: String) throws(ToolFailure) -> (explainer: SceneExplainer, loaded: Bool) {
        if let entry = entries[path], entry.stamps.allSatisfy({ Stamp($0.key) == $0.value }) {
            touch(path)
            return (entry.explainer, false)
        }
        entries[path] = nil
        let output = CapturedLines()
        let explainer = SceneExplainer(options: options, output: output)
        do {
            try explainer.loadScene(path: path)
        } catch {
            explainer.host.flushOutput()
            let printed = output.diagnostics.isEmpty ? "" : "\n" + output.diagnostics.joined(separator: "\n")
            throw ToolFailure("the scene did not load: \(error.description)\(printed)")
        }
        explainer.host.flushOutput()
        var stamps: [String: Stamp] = [path: Stamp(path)]
        for file in explainer.host.behaviourFiles { stamps[file] = Stamp(file) }
        entries[path] = Entry(explainer: explainer, output: output, stamps: stamps)
        touch(path)
        if order.count > capacity, let oldest = order.first {
            order.removeFirst()
            entries[oldest] = nil
        }
        return (explainer, true)
    }

    /// What the scene's scripts reported while it loaded (warnings, errors).
    func loadDiagnostics(for path: String) -> [String] {
        entries[path]?.output.diagnostics ?? []
    }

    private func touch(_ path: String) {
        order.removeAll { $0 == path }
        order.append(path)
    }
}

/// A host output that keeps what it is given (the server's standard output is the protocol's:
/// nothing a script prints may reach it).
final class CapturedLines: HostOutput {
    private(set) var lines: [String] = []
    private(set) var diagnostics: [String] = []
    /// Lines kept at most of each; the rest are counted.
    private let limit: Int
    private(set) var dropped = 0

    init(limit: Int = 10_000) {
        self.limit = limit
    }

    func printLine(_ line: String) {
        if lines.count < limit { lines.append(line) } else { dropped += 1 }
    }

    func diagnostic(_ text: String) {
        if diagnostics.count < limit { diagnostics.append(text) } else { dropped += 1 }
    }

    func flush() {}
}

/// A tool call that cannot be answered: the message the agent is shown (`isError`).
struct ToolFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
