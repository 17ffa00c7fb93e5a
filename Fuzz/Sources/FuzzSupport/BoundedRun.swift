import Foundation
import MoonchainHost

/// Runs one generated scene and timeline in a fresh host with small limits, so each fuzz input
/// finishes quickly and the fuzzer keeps moving. A crash, a sanitizer report or a hang here is
/// a host bug: the host promises to survive any scene and any script.
public enum BoundedRun {
    /// Instructions one script call may run: enough for real handlers, small for runaway loops.
    public static let instructionBudget = 200_000
    /// The Lua heap cap: memory eaters hit it quickly.
    public static let memoryLimit = 16 << 20
    /// Seconds one script call may run: slow library calls end well inside libFuzzer's timeout.
    public static let timeLimit = 0.25

    /// Whether to print each generated scene and timeline to standard error
    /// (MOONCHAIN_FUZZ_SHOW=1): how to turn a crashing input into a case to reproduce by hand.
    static let showInputs = ProcessInfo.processInfo.environment["MOONCHAIN_FUZZ_SHOW"] == "1"

    /// Where this process writes its scene file (one per process: fuzzer jobs run side by side).
    public static let sceneDirectory: String = {
        let path = NSTemporaryDirectory() + "moonchain-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Loads `scene` (Lua source) and, if it loads, plays `timeline` line by line.
    /// Returns what scripts printed (for tests of the harness itself).
    @discardableResult
    public static func run(scene: String, timeline: String) -> [String] {
        if showInputs {
            FileHandle.standardError.write(Data("--- scene.lua\n\(scene)\n--- events.txt\n\(timeline)\n".utf8))
        }
        let path = sceneDirectory + "/scene.lua"
        guard FileManager.default.createFile(atPath: path, contents: Data(scene.utf8)) else { return [] }
        let output = CapturedOutput()
        let host = ScriptHost(
            options: HostOptions(
                instructionBudget: instructionBudget, memoryLimit: memoryLimit,
                bundledScriptsDirectory: sceneDirectory, timeLimit: timeLimit),
            output: output
        )
        do {
            try host.loadScene(path: path)
        } catch {
            return output.lines
        }
        let player = TimelinePlayer(host: host, fileName: "fuzz.txt")
        var number = 0
        for line in timeline.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            player.play(line, number: number)
        }
        player.finish()
        return output.lines
    }
}
