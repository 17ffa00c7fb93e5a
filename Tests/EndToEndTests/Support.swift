import Foundation
@_exported import MoonchainTestSupport
import Testing

struct MissingBinary: Error, CustomStringConvertible {
    var path: String
    var description: String {
        "no moonchain binary at \(path): run `swift build` first (or set MOONCHAIN=/path/to/moonchain)"
    }
}

/// The `moonchain` SwiftPM built beside the running test executable: the same build directory
/// whatever the configuration or `--scratch-path` (an ASan build's tests find the ASan binary).
private let builtBinary: String? = {
    let candidates = [
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),  // Linux
        Bundle.main.bundleURL,  // Darwin: the .xctest bundle
    ]
    for runner in candidates {
        let path = runner.deletingLastPathComponent().appendingPathComponent("moonchain").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}()

/// The binary under test: $MOONCHAIN, else the one SwiftPM built beside these tests, else
/// <repo>/.build/debug/moonchain.
func moonchainBinary(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let path =
        ProcessInfo.processInfo.environment["MOONCHAIN"] ?? builtBinary ?? repositoryRoot + "/.build/debug/moonchain"
    guard FileManager.default.isExecutableFile(atPath: path) else {
        let error = MissingBinary(path: path)
        Issue.record("\(error)", sourceLocation: sourceLocation)
        throw error
    }
    return path
}

struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
    /// Whether the process died by a signal (a crash), not by exiting; `status` is then the signal.
    var signalled = false
}

/// Runs moonchain with `arguments` in `directory`, standard input from `input` (empty when nil);
/// stops it after `timeout` seconds. Output goes through files, so nothing can block on a pipe.
/// The process inherits this one's environment less `COLUMNS` and `LINES` (help is then
/// wrapped to 80 columns wherever the tests run), with `environment` laid over it.
func runMoonchain(
    _ arguments: [String], in directory: String, input: String? = nil,
    environment: [String: String] = [:], timeout: TimeInterval = 30
) throws -> RunResult {
    let binary = try moonchainBinary()
    let scratch = TempDirectory()
    let inPath = scratch.write("stdin", input ?? "")
    let outPath = scratch.write("stdout", "")
    let errPath = scratch.write("stderr", "")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var inherited = ProcessInfo.processInfo.environment
    inherited["COLUMNS"] = nil
    inherited["LINES"] = nil
    process.environment = inherited.merging(environment) { _, given in given }
    process.standardInput = FileHandle(forReadingAtPath: inPath)
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = FileHandle(forWritingAtPath: errPath)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            timedOut = true
            process.terminate()
            break
        }
        Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        stdout: scratch.read("stdout") ?? "", stderr: scratch.read("stderr") ?? "", timedOut: timedOut,
        signalled: process.terminationReason == .uncaughtSignal)
}

/// Bytes read from a pipe as they arrive, readable from the test's thread.
final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var closed = false

    init(_ pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self else { return }
            self.lock.lock()
            if chunk.isEmpty {
                self.closed = true
                handle.readabilityHandler = nil
            } else {
                self.data.append(chunk)
            }
            self.lock.unlock()
        }
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until the text satisfies `condition`, or `timeout` passes; returns the text. The
    /// timeout only ends a hang: it is as long as `runMoonchain`'s, since a loaded 2-core
    /// machine can take seconds to start a process.
    func wait(timeout: TimeInterval = 30, until condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let current = text
            if condition(current) || Date() > deadline { return current }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }
}

/// A minimal one-window scene whose view "v" (0,0,100,100) prints its touches.
let touchScene = """
    return app {
      window { name = "w",
        view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
          touchesBegan = function(self, t, e) print("began " .. t[1].id) end,
          touchesEnded = function(self, t, e) print("ended " .. t[1].id) end } },
      },
    }
    """
