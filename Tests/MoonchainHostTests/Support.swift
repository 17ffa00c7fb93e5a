import Foundation
@_exported import LuaVMTestSupport
import MoonchainHost
@_exported import MoonchainTestSupport
import Testing

/// Options whose time limit (2 minutes) no loaded machine reaches in a test whose calls end by
/// the budget or the heap cap: wall time counts whatever else the machine and the test runner
/// do, so a tight deadline can win a race it should not be in. It still ends a call that hangs.
let farDeadline = HostOptions(timeLimit: 120)

/// A host loaded from a scene in its own temporary directory, with captured output.
final class Harness {
    let directory: TempDirectory
    let output = CapturedOutput()
    let host: ScriptHost
    let player: TimelinePlayer
    let scenePath: String
    private(set) var tracePath: String?
    private var traceWriter: TraceWriter?
    private var nextLine = 1

    /// Writes `files` and `scene.lua`, then loads the scene; a load error fails the test.
    init(
        scene: String, files: [String: String] = [:], options: HostOptions = HostOptions(),
        trace: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        directory = TempDirectory()
        for (name, text) in files { directory.write(name, text) }
        scenePath = directory.write("scene.lua", scene)
        var options = options
        if options.bundledScriptsDirectory == nil { options.bundledScriptsDirectory = repositoryRoot + "/scripts" }
        host = ScriptHost(options: options, output: output)
        if trace {
            let path = directory.path + "/trace.jsonl"
            let writer = try #require(TraceWriter(path: path), sourceLocation: sourceLocation)
            host.startTracing(writer)
            traceWriter = writer
            tracePath = path
        }
        player = TimelinePlayer(host: host, fileName: "events.txt")
        do {
            try host.loadScene(path: scenePath)
        } catch {
            Issue.record("the scene did not load: \(error.message)", sourceLocation: sourceLocation)
            throw error
        }
    }

    var lines: [String] { output.lines }
    var diagnostics: [String] { output.diagnostics }
    /// Every diagnostic, joined: for `contains` checks.
    var allDiagnostics: String { output.diagnostics.joined(separator: "\n") }

    /// Plays timeline text (line numbers continue across calls), then sends pending touches.
    func play(_ timeline: String) {
        for line in timeline.split(separator: "\n", omittingEmptySubsequences: false) {
            player.play(line, number: nextLine)
            nextLine += 1
        }
        player.finish()
    }

    /// Runs one timeline `lua` line at time `time` (a shortcut for `play("T lua ...")`).
    func lua(_ code: String, at time: Double? = nil) {
        let t = time ?? 0
        play("\(t) lua \(code)")
    }

    /// The prints since the last call to `takeLines` (or the start).
    private var taken = 0
    func takeLines() -> [String] {
        defer { taken = output.lines.count }
        return Array(output.lines[taken...])
    }

    /// The trace so far, one parsed JSON object per line (invalid JSON fails the test).
    func traceRecords(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        let writer = try #require(traceWriter, sourceLocation: sourceLocation)
        writer.flush()
        let text = try String(contentsOfFile: tracePath!, encoding: .utf8)
        return try parseJSONLines(text, sourceLocation: sourceLocation)
    }
}

/// Parses JSON lines with JSONSerialization; each must be an object.
func parseJSONLines(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    var records: [[String: Any]] = []
    for line in text.split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        let record = try #require(
            object as? [String: Any], "not a JSON object: \(line)", sourceLocation: sourceLocation)
        records.append(record)
    }
    return records
}

/// Loads a scene expected to fail; returns the error message (nil fails the test).
func sceneLoadError(
    scene: String, files: [String: String] = [:], options: HostOptions = HostOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> (message: String, directory: TempDirectory, output: CapturedOutput)? {
    let directory = TempDirectory()
    for (name, text) in files { directory.write(name, text) }
    let path = directory.write("scene.lua", scene)
    var options = options
    if options.bundledScriptsDirectory == nil { options.bundledScriptsDirectory = repositoryRoot + "/scripts" }
    let output = CapturedOutput()
    let host = ScriptHost(options: options, output: output)
    do {
        try host.loadScene(path: path)
    } catch {
        return (error.description, directory, output)
    }
    Issue.record("the scene loaded, but it should have failed", sourceLocation: sourceLocation)
    return nil
}

/// A one-window scene around `body` (views of a 390x844 window named "w").
func scene(_ body: String, prefix: String = "") -> String {
    """
    \(prefix)
    return app {
      window { name = "w",
    \(body)
      },
    }
    """
}
