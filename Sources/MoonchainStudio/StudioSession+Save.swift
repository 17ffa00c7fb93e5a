import Foundation
import MoonchainHost

extension StudioSession {
    /// The recording as a timeline file: the lines since the last reset, then a `tick` to the
    /// time the clock last reached, so timers that fired in the session fire in a replay too.
    public func recordingText() -> String {
        var lines = recording
        let lastLineTime = recording.last.flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0
        if lastAdvance > lastLineTime { lines.append("\(format(lastAdvance)) tick") }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// What `moonchain run` prints replaying the recording: the prints since the last reset.
    public func expectedText() -> String {
        printedSinceReset.isEmpty ? "" : printedSinceReset.joined(separator: "\n") + "\n"
    }

    var sceneDirectory: URL { URL(fileURLWithPath: scenePath).deletingLastPathComponent() }

    /// Writes NAME.events.txt beside the scene.
    func saveTimeline(name: String) -> Outgoing {
        var bare = name
        if bare.hasSuffix(".events.txt") { bare.removeLast(".events.txt".count) }
        switch SaveName.validate(bare) {
        case let .failure(error): return errorReply("save timeline: \(error.message)")
        case .success: break
        }
        let url = sceneDirectory.appendingPathComponent(bare + ".events.txt")
        do {
            try Data(recordingText().utf8).write(to: url)
        } catch {
            return errorReply("save timeline: cannot write \(url.path): \(error.localizedDescription)")
        }
        output.marker("saved the timeline (\(recording.count) lines) as \(url.path)")
        return saved("timeline", url.path)
    }

    /// Writes a test case folder NAME/ beside the scene: scene.lua, the behaviour files it
    /// loaded from its own or plugin directories, events.txt and expected.txt, and with
    /// `withTrace` an expected-trace.jsonl (see ``expectedTrace(replaying:)``). `moonchain test`
    /// passes it as written.
    func saveTest(name: String, withTrace: Bool = false) -> Outgoing {
        switch SaveName.validate(name) {
        case let .failure(error): return errorReply("save test: \(error.message)")
        case .success: break
        }
        let folder = sceneDirectory.appendingPathComponent(name, isDirectory: true)
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return errorReply("save test: \(folder.path) exists and is not a folder")
        }
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contentsOf: URL(fileURLWithPath: scenePath)).write(to: folder.appendingPathComponent("scene.lua"))
            let own = Set([sceneDirectory.standardizedFileURL.path] + options.pluginDirectories.map {
                URL(fileURLWithPath: $0).standardizedFileURL.path
            })
            for file in host.behaviourFiles {
                let url = URL(fileURLWithPath: file).standardizedFileURL
                guard own.contains(url.deletingLastPathComponent().path) else { continue }
                try Data(contentsOf: url).write(to: folder.appendingPathComponent(url.lastPathComponent))
            }
            try Data(recordingText().utf8).write(to: folder.appendingPathComponent("events.txt"))
            try Data(expectedText().utf8).write(to: folder.appendingPathComponent("expected.txt"))
            let traceFile = folder.appendingPathComponent("expected-trace.jsonl")
            if withTrace {
                guard let trace = expectedTrace(replaying: folder) else {
                    return errorReply("save test: the saved case could not be replayed for its trace (\(folder.path))")
                }
                try Data(trace.utf8).write(to: traceFile)
            } else if files.fileExists(atPath: traceFile.path) {
                // Saved again without the trace: an old one would assert a session that is gone.
                try files.removeItem(at: traceFile)
            }
        } catch {
            return errorReply("save test: cannot write \(folder.path): \(error.localizedDescription)")
        }
        output.marker("saved a test case (\(recording.count) lines, \(printedSinceReset.count) expected lines) in \(folder.path)")
        return saved("test", folder.path)
    }

    private func saved(_ kind: String, _ path: String) -> Outgoing {
        Outgoing(.object([("type", .string("saved")), ("kind", .string(kind)), ("path", .string(path)),
                          ("lines", .number(Double(recording.count)))]))
    }
}
