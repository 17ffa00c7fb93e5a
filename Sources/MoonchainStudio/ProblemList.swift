import Foundation
import MoonchainHost

/// Files whose newest version did not load, so an older one (or none) is running: what the
/// page's banner says until they are fixed. Kept by file, in the order they broke, with
/// whether the pages were told of the last change.
final class ProblemList {
    struct Problem: Equatable {
        var file: String
        var message: String
    }

    private var problems: [Problem] = []
    private var changed = false

    /// The files with their error, in the order they broke.
    var entries: [Problem] { problems }

    /// Notes that `file` failed to load with `message`, or (nil) that it loaded now.
    func set(_ message: String?, for file: String) {
        let index = problems.firstIndex { $0.file == file }
        switch (message, index) {
        case (let message?, let index?):
            guard problems[index].message != message else { return }
            problems[index].message = message
        case (let message?, nil):
            problems.append(Problem(file: file, message: message))
        case (nil, let index?):
            problems.remove(at: index)
        case (nil, nil):
            return
        }
        changed = true
    }

    /// Every file loaded afresh: nothing old is left running.
    func clear() {
        guard !problems.isEmpty else { return }
        problems.removeAll()
        changed = true
    }

    /// Whether the list changed since this was last asked (the pages are then told).
    func takeChanged() -> Bool {
        defer { changed = false }
        return changed
    }
}

extension StudioSession {
    /// The `problems` message: every file whose old version (or nothing) runs in its place,
    /// with what runs and its error's first line ("old code running: file:line: message").
    func problemsMessage(onlyToSender: Bool) -> [Outgoing] {
        let list = problems.entries.map { problem in
            let first = problem.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? problem.message
            let state =
                problem.file == scenePath && !sceneLoaded
                ? "nothing running, the scene did not load: " : "old code running: "
            // `path` and `files`: the absolute files behind the short names, for editor links.
            return ServerMessage.Problems.Entry(
                file: URL(fileURLWithPath: problem.file).lastPathComponent,
                path: StudioSession.absolutePath(ofLoadedFile: problem.file),
                message: state + first, files: locationFiles(in: [first]))
        }
        return [Outgoing(.problems(.init(problems: list)), onlyToSender: onlyToSender)]
    }
}
