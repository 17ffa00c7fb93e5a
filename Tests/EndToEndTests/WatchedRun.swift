import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One `moonchain run SCENE --watch --events -` process with pipes; killed if a test fails
/// or hangs, so no test ever waits forever. Figures about the process (its resident memory,
/// its CPU time) are read from its own /proc entry, so nothing else the test runner does in
/// parallel can change them.
final class WatchedRun {
    let process = Process()
    let stdout: PipeReader
    let stderr: PipeReader
    private let input = Pipe()
    /// How long to wait for one expected output (a loaded 2-core machine is slow).
    let timeout: TimeInterval = 30

    /// Starts the process; `watch: false` leaves out `--watch`, so files are read only when
    /// a timeline line (`reload NAME`) asks.
    init(
        in directory: String, scene: String = "scene.lua", watch: Bool = true, arguments: [String] = [],
        environment: [String: String] = [:]
    ) throws {
        process.executableURL = URL(fileURLWithPath: try moonchainBinary())
        process.arguments = ["run", scene] + (watch ? ["--watch"] : []) + ["--events", "-"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        stdout = PipeReader(output)
        stderr = PipeReader(errors)
        try process.run()
    }

    deinit { kill() }

    /// Writes timeline lines to standard input.
    func send(_ lines: String...) {
        send(lines: lines)
    }

    /// Writes timeline lines to standard input.
    func send(lines: [String]) {
        let text = lines.map { $0 + "\n" }.joined()
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// The process's resident memory in bytes (VmRSS in /proc/PID/status), nil when unknown.
    var residentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }

    /// CPU seconds the process has used, user and system (/proc/PID/stat), nil when unknown.
    var cpuSeconds: Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After "PID (name) ": state is field 3, utime and stime fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Waits until standard output is exactly `expected`.
    func expectStdout(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = stdout.wait(timeout: timeout) { $0 == expected || !expected.hasPrefix($0) }
        // Output that is a prefix of the expected text may still be arriving: wait for the rest.
        let final = text == expected ? text : stdout.wait(timeout: 1) { $0 == expected }
        try check(
            final == expected, "stdout:\n\(final)\nexpected:\n\(expected)\nstderr:\n\(stderr.text)", sourceLocation)
    }

    /// Waits until standard output ends with `suffix`.
    func expectStdout(suffix: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = stdout.wait(timeout: timeout) { $0.hasSuffix(suffix) }
        try check(
            text.hasSuffix(suffix), "stdout:\n\(text)\nexpected it to end with:\n\(suffix)\nstderr:\n\(stderr.text)",
            sourceLocation)
    }

    /// Waits until the process has used `seconds` of CPU in all (see ``cpuSeconds``).
    func waitForCPU(seconds: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var used = cpuSeconds ?? 0
        while used < seconds && process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
            used = cpuSeconds ?? 0
        }
        try check(
            used >= seconds, "moonchain used \(used) s of CPU, expected \(seconds) s; stderr:\n\(stderr.text)",
            sourceLocation)
    }

    /// Waits until standard error holds `count` occurrences of `marker`; returns the text from
    /// the line of the last one on.
    @discardableResult
    func waitForStderr(
        containing marker: String, count: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let text = stderr.wait(timeout: timeout) { $0.components(separatedBy: marker).count - 1 >= count }
        let found = text.components(separatedBy: marker).count - 1
        try check(found >= count, "expected \(count) × '\(marker)' on stderr, found \(found):\n\(text)", sourceLocation)
        let range = text.range(of: marker, options: .backwards)!
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return String(text[lineStart...])
    }

    /// Closes standard input and expects a clean exit (status 0).
    func finish(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try check(!process.isRunning, "moonchain did not exit after its standard input closed", sourceLocation)
        try check(
            process.terminationStatus == 0, "exit status \(process.terminationStatus); stderr:\n\(stderr.text)",
            sourceLocation)
    }

    private func kill() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    struct Failed: Error {}

    /// Records an issue and stops the test (the process is then killed by `deinit`).
    private func check(_ condition: Bool, _ message: @autoclosure () -> String, _ location: SourceLocation) throws {
        guard !condition else { return }
        Issue.record(Comment(rawValue: message()), sourceLocation: location)
        kill()
        throw Failed()
    }
}
