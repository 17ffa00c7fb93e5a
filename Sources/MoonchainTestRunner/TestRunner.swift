import Foundation
import MoonchainHost

/// `moonchain test`: finds the cases, runs them in parallel on fresh hosts through the same
/// function as `moonchain run`, prints each failure with its reason and a unified diff, then
/// `N passed, M failed` alone on the last line.
public final class TestRunner {
    let options: TestOptions
    let runner: CaseRunner
    /// Where the report goes (standard output in the command; tests pass their own).
    let write: (String) -> Void
    private let scratch: String

    /// A runner with `options`, parsing each case's `run` arguments with `parse`.
    public init(options: TestOptions, parse: @escaping RunArgumentParser, write: @escaping (String) -> Void) {
        self.options = options
        self.write = write
        scratch = NSTemporaryDirectory() + "moonchain-test-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        runner = CaseRunner(parse: parse, scratch: scratch)
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    /// Runs the cases (then, with `watch`, runs changed ones again until the process is
    /// stopped); returns the exit status: 0 all passed, 1 any failed or none found, 2 usage.
    public func run() -> Int32 {
        let found = CaseDiscovery.cases(under: options.paths, filter: options.filter)
        for problem in found.problems { write("error: \(problem)\n") }
        guard found.problems.isEmpty else { return 2 }
        CrashReport.install(workers: max(1, options.jobs))
        let start = ContinuousClock.now
        var results = runCases(found.cases)
        let elapsed = ContinuousClock.now - start
        results = finish(
            results, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let failed = results.filter { !$0.passed }.count
        if found.cases.isEmpty {
            let under = options.paths.isEmpty ? "." : options.paths.joined(separator: " ")
            write(
                "no case found under \(under)\(options.filter.map { " whose name contains '\($0)'" } ?? "") (a case is a folder with scene.lua, or a scene file, and expected.txt)\n"
            )
        }
        write("\(results.count - failed) passed, \(failed) failed\n")
        if options.watch { watch(results) }
        return failed == 0 && !found.cases.isEmpty ? 0 : 1
    }

    /// Finds and runs the cases once and returns their results, printing nothing and updating
    /// nothing (the MCP server's `test` tool reports them as data); `problems` are the paths
    /// that name no case, as `run()` prints them.
    public func results() -> (cases: [CaseResult], problems: [String]) {
        let found = CaseDiscovery.cases(under: options.paths, filter: options.filter)
        guard found.problems.isEmpty else { return ([], found.problems) }
        return (runCases(found.cases), [])
    }

    func runCases(_ cases: [TestCase]) -> [CaseResult] {
        CaseScheduler(cases: cases, runner: runner).run(jobs: options.jobs, stackSize: options.stackSize)
    }

    /// Applies `--update`, prints the failures, writes `--junit`; returns the results as they
    /// stand after updating.
    func finish(_ results: [CaseResult], seconds: Double) -> [CaseResult] {
        var results = results
        if options.update {
            for index in results.indices { update(&results[index]) }
        }
        for result in results where !result.passed { report(result) }
        if let junit = options.junit {
            let xml = JUnitReport.xml(results, seconds: seconds)
            if FileManager.default.createFile(atPath: junit, contents: Data(xml.utf8)) == false {
                write("error: cannot write the JUnit report \(junit)\n")
            }
        }
        return results
    }

    /// Prints one failing case: each reason, its diff, and the start of standard error.
    func report(_ result: CaseResult) {
        var text = "FAIL \(result.testCase.name)\n"
        for failure in result.failures {
            text +=
                failure.message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
                    separator: "\n") + "\n"
            if let diff = failure.diff { text += colour(diff) }
        }
        let errors = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).prefix(4)
        if !result.standardError.isEmpty {
            text += errors.map { "  stderr: " + $0.prefix(300) }.joined(separator: "\n") + "\n"
        }
        write(text)
    }

    /// A unified diff, indented, in red and green on a terminal.
    private func colour(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            guard options.colour else { return "    " + line }
            if line.hasPrefix("---") || line.hasPrefix("+++") { return "    \u{1B}[1m\(line)\u{1B}[0m" }
            if line.hasPrefix("@@") { return "    \u{1B}[36m\(line)\u{1B}[0m" }
            if line.hasPrefix("-") { return "    \u{1B}[31m\(line)\u{1B}[0m" }
            if line.hasPrefix("+") { return "    \u{1B}[32m\(line)\u{1B}[0m" }
            return "    " + line
        }.joined(separator: "\n") + "\n"
    }

    /// `--update`: writes `expected.txt` when the output differs (or it is missing), and an
    /// existing `expected-trace.jsonl` when the run's records give other values; says so. The
    /// failures those files caused are then gone; others (status, bad files) remain.
    private func update(_ result: inout CaseResult) {
        let testCase = result.testCase
        guard result.status != nil else { return }
        if result.expectedText.map({ !CaseResult.sameOutput($0, result.standardOutput) }) ?? true {
            if FileManager.default.createFile(
                atPath: testCase.path(TestCase.File.expected), contents: Data(result.standardOutput.utf8))
            {
                write("updated \(testCase.name)/\(TestCase.File.expected)\n")
                result.failures.removeAll { $0.kind == .output }
            } else {
                result.failures.append(.init(kind: .problem, message: "cannot write \(TestCase.File.expected)"))
            }
        }
        if let trace = result.updatedTrace {
            if FileManager.default.createFile(
                atPath: testCase.path(TestCase.File.expectedTrace), contents: Data(trace.utf8))
            {
                write("updated \(testCase.name)/\(TestCase.File.expectedTrace)\n")
                // Objects with no record to take values from stay, and still fail.
                result.failures.removeAll { $0.kind == .trace }
                result.failures += result.updatedTraceFailures.map { .init(kind: .trace, message: $0) }
            } else {
                result.failures.append(.init(kind: .problem, message: "cannot write \(TestCase.File.expectedTrace)"))
            }
        }
    }
}
