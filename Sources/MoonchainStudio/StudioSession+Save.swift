import Foundation
import MoonchainHost

extension StudioSession {
    /// The recording as a timeline file: the lines since the last reset, then a `tick` to the
    /// time the clock last reached, so timers that fired in the session fire in a replay too.
    public func recordingText() -> String {
        var lines = recording
        let lastLineTime = recording.last.flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0
        if clock.lastAdvance > lastLineTime { lines.append("\(format(clock.lastAdvance)) tick") }
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
        case .failure(let error): return errorReply("save timeline: \(error.message)")
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

    /// Writes a test case folder NAME/ beside the scene: `events.txt`, `expected.txt`, and
    /// either a `scene` file holding the scene's path relative to the folder (the default: the
    /// case tests the user's own files, so editing a behaviour breaks it as it should), or with
    /// `snapshot` a copy of `scene.lua` and the behaviour files it loaded from its own or
    /// plugin directories (a self-contained case). Saving one form over the other removes
    /// the other's `scene.lua` or `scene`, so the case is never both. With `withTrace`, an
    /// `expected-trace.jsonl` too (see ``expectedTrace(replaying:scene:)``). `moonchain test`
    /// passes the case as written.
    func saveTest(name: String, snapshot: Bool = false, withTrace: Bool = false) -> Outgoing {
        switch SaveName.validate(name) {
        case .failure(let error): return errorReply("save test: \(error.message)")
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
            if snapshot {
                try? files.removeItem(at: folder.appendingPathComponent("scene"))
                try writeSnapshot(into: folder)
            } else {
                // A case is one form or the other: a snapshot's scene.lua saved here before
                // would be taken instead of the scene in place.
                try? files.removeItem(at: folder.appendingPathComponent("scene.lua"))
                let relative = "../" + URL(fileURLWithPath: scenePath).lastPathComponent
                try Data((relative + "\n").utf8).write(to: folder.appendingPathComponent("scene"))
            }
            try Data(recordingText().utf8).write(to: folder.appendingPathComponent("events.txt"))
            try Data(expectedText().utf8).write(to: folder.appendingPathComponent("expected.txt"))
            let traceFile = folder.appendingPathComponent("expected-trace.jsonl")
            if withTrace {
                guard
                    let trace = expectedTrace(
                        replaying: folder, scene: snapshot ? folder.appendingPathComponent("scene.lua").path : scenePath
                    )
                else {
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
        let form =
            snapshot
            ? "a snapshot of the scene and its behaviours"
            : "the scene in place (../\(URL(fileURLWithPath: scenePath).lastPathComponent))"
        output.marker(
            "saved a test case (\(recording.count) lines, \(printedSinceReset.count) expected lines) in \(folder.path), testing \(form)"
        )
        return saved("test", folder.path)
    }

    /// The behaviour files the scene loaded from its own folder or a plugin folder: what a
    /// snapshot copies.
    private var ownBehaviourFiles: [URL] {
        let own = Set(
            [sceneDirectory.standardizedFileURL.path]
                + options.pluginDirectories.map {
                    URL(fileURLWithPath: $0).standardizedFileURL.path
                })
        return host.behaviourFiles.map { URL(fileURLWithPath: $0).standardizedFileURL }
            .filter { own.contains($0.deletingLastPathComponent().path) }
    }

    private func writeSnapshot(into folder: URL) throws {
        try Data(contentsOf: URL(fileURLWithPath: scenePath)).write(to: folder.appendingPathComponent("scene.lua"))
        for url in ownBehaviourFiles {
            try Data(contentsOf: url).write(to: folder.appendingPathComponent(url.lastPathComponent))
        }
    }

    func saved(_ kind: String, _ path: String) -> Outgoing {
        Outgoing(.saved(.init(kind: kind, path: path, lines: recording.count)))
    }
}
