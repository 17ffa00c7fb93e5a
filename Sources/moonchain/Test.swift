import ArgumentParser
import Foundation
import MoonchainHost
import MoonchainRunLoop
import MoonchainTestRunner

/// `moonchain test`: runs case folders as a suite.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run case folders (scene, timeline, expected output) as regression tests.",
        discussion: """
            A case is a folder with scene.lua (or a file `scene` whose one line is the path of the \
            scene to load, relative to the case), events.txt and expected.txt (exactly what \
            `moonchain run` prints), and optionally `exit` (the expected status, default 0), `args` \
            (more `run` options) and expected-trace.jsonl (JSON objects that must each match a \
            trace record, in order, by the fields they give). Each case runs on a fresh host, as \
            `cd CASE && moonchain run scene.lua --events events.txt ARGS` would.
            Exit status: 0 every case passed; 1 any failed (or none was found); 2 usage error.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Case folders, or folders searched for cases (default: the current directory).", valueName: "PATH"))
    var paths: [String] = []

    @Flag(
        name: .long,
        help:
            "Rewrite expected.txt (and an existing expected-trace.jsonl) from the runs, writing only what changed, and list what changed."
    )
    var update = false

    @Option(name: .long, help: ArgumentHelp("Write the results as JUnit XML to FILE.", valueName: "FILE"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Only the cases whose path contains TEXT.", valueName: "TEXT"))
    var filter: String?

    @Option(name: .long, help: ArgumentHelp("Cases run at once (default: the number of cores).", valueName: "N"))
    var jobs: Int?

    @Flag(name: .long, help: "After the run, run again the cases whose files change, until stopped.")
    var watch = false

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs expects a whole number from 1 to 256, got \(jobs)")
        }
    }

    func run() throws {
        let colour =
            isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        let options = TestOptions(
            paths: paths, update: update, junit: junit, filter: filter,
            jobs: jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
            watch: watch, colour: colour, stackSize: Moonchain.stackSize)
        let runner = TestRunner(options: options, parse: { Test.parseRunArguments($0) }) { text in
            _ = text.withCString { write(1, $0, strlen($0)) }
        }
        let status = runner.run()
        if status != 0 { throw ExitCode(status) }
    }

    /// A case's `run` arguments parsed exactly as `moonchain run` parses its own.
    static func parseRunArguments(_ arguments: [String]) -> Result<RunRequest, CaseProblem> {
        do {
            let command = try Run.parse(arguments)
            return .success(command.request)
        } catch {
            return .failure(CaseProblem(Run.message(for: error)))
        }
    }
}
