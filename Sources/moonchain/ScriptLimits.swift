import ArgumentParser
import MoonchainHost
import MoonchainRunLoop

/// The behaviour search path and script limits every command that runs a scene takes.
///
/// The limits are read as text and checked here, so that a missing, non-numeric, zero,
/// negative or absurdly large value is a usage error (exit status 2) whose message says what
/// is expected, the same on `run`, `explain` and `hitmap`.
struct ScriptLimits: ParsableArguments {
    /// The largest `--budget`: about an hour of Lua at full speed, far beyond any `--timeout`.
    static let maximumBudget = 1_000_000_000_000
    /// The largest `--memory` in megabytes (64 GB).
    static let maximumMemory = 65_536
    /// The largest `--timeout` in seconds (one day).
    static let maximumTimeout = 86_400.0

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Add a behaviour search directory (after the scene's, before the bundled scripts).", valueName: "DIR"))
    var plugins: [String] = []

    @Option(
        name: .long, help: ArgumentHelp("Lua instructions one script call may run, 1 to 1000000000000.", valueName: "N")
    )
    var budget: String = "10000000"

    @Option(name: .long, help: ArgumentHelp("The Lua heap cap in megabytes, 1 to 65536.", valueName: "MB"))
    var memory: String = "256"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds one script call may run (nested calls included), more than 0 and at most 86400.",
            valueName: "SECONDS"))
    var timeout: String = "10"

    func validate() throws {
        guard parsedBudget != nil else {
            throw ValidationError(
                "--budget expects a whole number of Lua instructions from 1 to \(Self.maximumBudget), got '\(budget)'")
        }
        guard parsedMemory != nil else {
            throw ValidationError(
                "--memory expects a whole number of megabytes from 1 to \(Self.maximumMemory), got '\(memory)'")
        }
        guard parsedTimeout != nil else {
            throw ValidationError(
                "--timeout expects a number of seconds more than 0 and at most \(Int(Self.maximumTimeout)), got '\(timeout)'"
            )
        }
    }

    /// `--budget` as a number, nil unless it is a whole number in 1...maximumBudget.
    var parsedBudget: Int? { Self.wholeNumber(budget, in: 1...Self.maximumBudget) }
    /// `--memory` in megabytes, nil unless it is a whole number in 1...maximumMemory.
    var parsedMemory: Int? { Self.wholeNumber(memory, in: 1...Self.maximumMemory) }
    /// `--timeout` in seconds, nil unless it is a finite number in (0, maximumTimeout].
    var parsedTimeout: Double? {
        guard let seconds = Double(timeout.trimmingSpaces), seconds.isFinite, seconds > 0,
            seconds <= Self.maximumTimeout
        else { return nil }
        return seconds
    }

    /// The host options these limits describe (call after `validate()`).
    var hostOptions: HostOptions {
        HostOptions(
            instructionBudget: parsedBudget ?? 10_000_000, memoryLimit: (parsedMemory ?? 256) << 20,
            pluginDirectories: plugins, bundledScriptsDirectory: InstalledScripts.directory(),
            timeLimit: parsedTimeout ?? 10)
    }

    /// `text` as a whole number within `range` ("10000000", "1e7" and "10_000_000" all are).
    static func wholeNumber(_ text: String, in range: ClosedRange<Int>) -> Int? {
        let trimmed = text.trimmingSpaces
        if let value = Int(trimmed.filter { $0 != "_" }), !trimmed.hasPrefix("_") {
            return range.contains(value) ? value : nil
        }
        guard let value = Double(trimmed), value.isFinite, value == value.rounded(),
            value >= Double(range.lowerBound), value <= Double(range.upperBound)
        else { return nil }
        return Int(value)
    }
}

extension String {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
