/// What `moonchain test` is asked to do (see docs/Testing.md).
public struct TestOptions: Sendable {
    /// Cases, or folders searched for cases (empty: the current directory).
    public var paths: [String]
    /// Rewrite `expected.txt` (and an existing `expected-trace.jsonl`) from the runs.
    public var update: Bool
    /// Where to write JUnit XML, if anywhere.
    public var junit: String?
    /// Only the cases whose name contains this text.
    public var filter: String?
    /// How many cases run at once.
    public var jobs: Int
    /// After the run, run again the cases whose files change, until stopped.
    public var watch: Bool
    /// Whether diffs are coloured (standard output is a terminal).
    public var colour: Bool
    /// The native stack of each worker thread (the command's own stack size: scenes decide
    /// how deep the host's walks go).
    public var stackSize: Int

    /// Options as the command's flags give them; the defaults are the flags left out.
    public init(
        paths: [String] = [], update: Bool = false, junit: String? = nil, filter: String? = nil,
        jobs: Int = 1, watch: Bool = false, colour: Bool = false, stackSize: Int = 512 << 20
    ) {
        self.paths = paths
        self.update = update
        self.junit = junit
        self.filter = filter
        self.jobs = jobs
        self.watch = watch
        self.colour = colour
        self.stackSize = stackSize
    }
}
