import MoonchainHost

/// How one case went: what its run printed and returned, and each way it failed.
public struct CaseResult: Sendable {
    /// One way a case failed, with a diff when there is something to compare.
    public struct Failure: Sendable {
        public enum Kind: Sendable {
            /// Standard output differs from `expected.txt` (or there is no `expected.txt`).
            case output
            /// An object of `expected-trace.jsonl` matched no trace record.
            case trace
            /// The exit status differs from `exit`.
            case status
            /// The case's files could not be read or make no sense; it was not run as written.
            case problem
            /// The host crashed while running the case.
            case crash
        }
        /// What failed.
        public var kind: Kind
        /// Why, for a person: `file:line` where a file is to blame.
        public var message: String
        /// A unified diff (expected, then actual), when the failure is a difference.
        public var diff: String?
    }

    /// The case that ran.
    public let testCase: TestCase
    /// Every way it failed; empty when it passed.
    public internal(set) var failures: [Failure] = []
    /// What the run printed on standard output and standard error.
    public internal(set) var standardOutput = ""
    public internal(set) var standardError = ""
    /// The run's exit status, nil when the case did not run.
    public internal(set) var status: Int32?
    /// Seconds the case took.
    public internal(set) var seconds = 0.0
    /// `expected.txt` as read (nil when it is missing or unreadable).
    var expectedText: String?
    /// `expected-trace.jsonl` rewritten from the run, when it exists and this text differs.
    var updatedTrace: String?
    /// What still fails once `expected-trace.jsonl` is rewritten (objects no record fits).
    var updatedTraceFailures: [String] = []
    /// Every file the case's run read, absolute: its own files, the scene, the behaviours.
    public internal(set) var files: Set<String> = []

    /// Whether the case passed: no failure at all.
    public var passed: Bool { failures.isEmpty }

    /// Output compared as the shell runners always compared it: trailing newlines aside, so an
    /// `expected.txt` saved without its last newline still matches.
    static func sameOutput(_ a: String, _ b: String) -> Bool {
        trimmingNewlines(a) == trimmingNewlines(b)
    }

    static func trimmingNewlines(_ text: String) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == "\n" || text[text.index(before: end)] == "\r\n" {
            end = text.index(before: end)
        }
        return text[..<end]
    }
}
