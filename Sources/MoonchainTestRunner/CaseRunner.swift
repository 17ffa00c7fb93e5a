import Foundation
import MoonchainHost
import MoonchainRunLoop

/// Turns a case's `run` arguments (the scene, `--events events.txt`, then what its `args`
/// file holds) into a request, with the same parsing as `moonchain run`; a failure says why.
public typealias RunArgumentParser = @Sendable ([String]) -> Result<RunRequest, CaseProblem>

/// Runs one case on a fresh host, in the case's folder, and checks what it printed.
struct CaseRunner: Sendable {
    let parse: RunArgumentParser
    /// A folder for the traces the runner reads back (`expected-trace.jsonl`).
    let scratch: String

    /// Runs `testCase` on the calling thread (whose working directory becomes the case's).
    func run(_ testCase: TestCase, worker: Int) -> CaseResult {
        let start = ContinuousClock.now
        var result = CaseResult(testCase: testCase)
        result.files = Set(TestCase.File.all.map(testCase.path))
        check(testCase, into: &result, worker: worker)
        let elapsed = ContinuousClock.now - start
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return result
    }

    private func check(_ testCase: TestCase, into result: inout CaseResult, worker: Int) {
        func problem(_ message: String) { result.failures.append(.init(kind: .problem, message: message)) }
        guard ThreadDirectory.change(to: testCase.directory) else {
            return problem("cannot enter the folder \(testCase.directory)")
        }
        let files = CaseFiles(testCase)
        var scene = TestCase.File.scene
        if !files.exists(TestCase.File.scene) {
            switch files.read(TestCase.File.sceneReference) {
            case .failure(let error): return problem(error.description)
            case .success(let text):
                let line =
                    (text ?? "").split(whereSeparator: \.isNewline).first.map {
                        $0.trimmingCharacters(in: .whitespaces)
                    } ?? ""
                guard !line.isEmpty else {
                    return problem(
                        "\(TestCase.File.sceneReference): empty; it should hold the path of the scene to load, relative to the case"
                    )
                }
                scene = line
            }
        }
        result.files.insert(CaseDiscovery.standardized(testCase.path(scene)))
        var arguments = [scene]
        if files.exists(TestCase.File.events) { arguments += ["--events", TestCase.File.events] }
        var configurationProblems: [String] = []
        switch files.read(TestCase.File.args) {
        case .failure(let error): configurationProblems.append(error.description)
        case .success(let text?):
            let extra = text.split(whereSeparator: \.isWhitespace).map(String.init)
            if let refused = extra.first(where: { $0 == "--watch" || $0 == "--events" || $0.hasPrefix("--events=") }) {
                configurationProblems.append(
                    "\(TestCase.File.args): \(refused) cannot be used in a case (the runner gives --events events.txt, and a case must end)"
                )
            }
            arguments += extra
        case .success(nil): break
        }
        var expectedStatus: Int32 = 0
        switch files.read(TestCase.File.exit) {
        case .failure(let error): configurationProblems.append(error.description)
        case .success(let text?):
            if let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                expectedStatus = status
            } else {
                configurationProblems.append(
                    "\(TestCase.File.exit): expected the run's exit status as a whole number (0, 1, 2 or 3), found '\(text.trimmingCharacters(in: .whitespacesAndNewlines))'"
                )
            }
        case .success(nil): break
        }
        var expectation: TraceExpectation?
        switch files.read(TestCase.File.expectedTrace) {
        case .failure(let error): configurationProblems.append(error.description)
        case .success(let text?):
            do { expectation = try TraceExpectation(text: text, file: TestCase.File.expectedTrace) } catch {
                configurationProblems.append(error.description)
            }
        case .success(nil): break
        }
        var request: RunRequest?
        var usageError: String?
        if configurationProblems.isEmpty {
            switch parse(arguments) {
            case .success(let parsed): request = parsed
            case .failure(let error): usageError = error.description
            }
        }
        switch files.read(TestCase.File.expected) {
        case .failure(let error): configurationProblems.append(error.description)
        case .success(let text?): result.expectedText = text
        case .success(nil):
            result.failures.append(
                .init(
                    kind: .output,
                    message:
                        "no \(TestCase.File.expected): nothing to compare the output with (moonchain test --update records it)"
                ))
        }
        guard configurationProblems.isEmpty else {
            for message in configurationProblems { problem(message) }
            return
        }
        guard var request else {
            // `run` refuses such arguments with status 2 and prints nothing: a case may expect
            // just that (`exit` 2); any other case fails, saying why.
            result.status = 2
            result.standardError = "error: \(usageError ?? "")\n"
            if expectedStatus != 2 { problem("\(TestCase.File.args): \(usageError ?? "")") }
            compareOutput(testCase, "", into: &result)
            return
        }
        let tracePath = scratch + "/trace-\(worker).jsonl"
        if expectation != nil { request.trace = tracePath }
        let output = CaseOutput()
        let outcome = SceneRun.perform(request, output: output)
        result.status = outcome.status
        result.standardOutput = output.standardOutput
        result.standardError = output.standardError
        for file in outcome.behaviourFiles {
            result.files.insert(CaseDiscovery.standardized(file.hasPrefix("/") ? file : testCase.path(file)))
        }
        if outcome.status != expectedStatus {
            result.failures.append(
                .init(
                    kind: .status,
                    message:
                        "exit status \(outcome.status), expected \(expectedStatus)\(files.exists(TestCase.File.exit) ? " (\(TestCase.File.exit))" : "")"
                ))
        }
        compareOutput(testCase, output.standardOutput, into: &result)
        if let expectation {
            let text = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: tracePath)
            let records = TraceExpectation.records(text)
            for message in expectation.check(records, file: TestCase.File.expectedTrace) {
                result.failures.append(.init(kind: .trace, message: message))
            }
            let updated = expectation.updated(from: records)
            if case .success(let current?) = files.read(TestCase.File.expectedTrace), current != updated {
                result.updatedTrace = updated
                let rewritten = try? TraceExpectation(text: updated, file: TestCase.File.expectedTrace)
                result.updatedTraceFailures = rewritten?.check(records, file: TestCase.File.expectedTrace) ?? []
            }
        }
    }
}

extension CaseRunner {
    /// Compares what the run printed with `expected.txt` (when there is one), with a diff.
    func compareOutput(_ testCase: TestCase, _ printed: String, into result: inout CaseResult) {
        result.standardOutput = printed
        guard let expected = result.expectedText, !CaseResult.sameOutput(expected, printed) else { return }
        let diff = UnifiedDiff.make(
            old: expected, new: printed,
            oldName: "\(testCase.name)/\(TestCase.File.expected)", newName: "standard output of the run")
        result.failures.append(
            .init(kind: .output, message: "standard output differs from \(TestCase.File.expected)", diff: diff))
    }
}

/// Reads a case's files, telling a missing file (nil) from one that cannot be read (an error
/// naming it and why).
struct CaseFiles {
    let testCase: TestCase

    init(_ testCase: TestCase) { self.testCase = testCase }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: testCase.path(name))
    }

    func read(_ name: String) -> Result<String?, CaseProblem> {
        let path = testCase.path(name)
        guard exists(name) else { return .success(nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = access(path, R_OK) != 0 ? String(cString: strerror(errno)) : "it is a folder or cannot be read"
            return .failure(CaseProblem("cannot read \(name): \(reason)"))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }
}
