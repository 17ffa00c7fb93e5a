import Foundation
import MoonchainHost

extension StudioSession {
    /// Files whose newest version did not load, so an older one (or none) is running: what
    /// the page's banner says until they are fixed. Kept by file, in the order they broke.
    struct Problem: Equatable {
        var file: String
        var message: String
    }

    /// Notes that `file` failed to load with `message`, or (nil) that it loaded now.
    func setProblem(_ message: String?, for file: String) {
        let index = problems.firstIndex { $0.file == file }
        switch (message, index) {
        case let (message?, index?):
            guard problems[index].message != message else { return }
            problems[index].message = message
        case let (message?, nil):
            problems.append(Problem(file: file, message: message))
        case let (nil, index?):
            problems.remove(at: index)
        case (nil, nil):
            return
        }
        problemsChanged = true
    }

    func clearProblems() {
        guard !problems.isEmpty else { return }
        problems.removeAll()
        problemsChanged = true
    }

    /// The `problems` message: every file whose old version (or nothing) runs in its place,
    /// with what runs and its error's first line ("old code running: file:line: message").
    func problemsMessage(onlyToSender: Bool) -> [Outgoing] {
        let list: [JSONValue] = problems.map { problem in
            let first = problem.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? problem.message
            let state = problem.file == scenePath && !sceneLoaded ? "nothing running, the scene did not load: " : "old code running: "
            // `path` and `files`: the absolute files behind the short names, for editor links.
            return .object([("file", .string(URL(fileURLWithPath: problem.file).lastPathComponent)),
                            ("path", StudioSession.absolutePath(ofLoadedFile: problem.file).map(JSONValue.string) ?? .null),
                            ("message", .string(state + first)),
                            ("files", .object(locationFiles(in: [first])))])
        }
        return [Outgoing(.object([("type", .string("problems")), ("problems", .array(list))]), onlyToSender: onlyToSender)]
    }
}
