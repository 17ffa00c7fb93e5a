import MoonchainFormats
import MoonchainHost

/// What `moonchain run` is asked to do, once its arguments are parsed and checked.
public struct RunRequest: Sendable {
    /// The scene file, as given (relative paths name files as they do in messages).
    public var scene: String
    /// The timeline file, `-` for standard input, nil to only load the scene.
    public var events: String?
    /// Reload changed files while running (`--watch`).
    public var watch: Bool
    /// Where `--trace` writes, nil when not tracing.
    public var trace: String?
    /// Whether script errors and authoring warnings fail the run (`--strict`, status 3).
    public var strict: Bool
    /// The script limits and behaviour search path.
    public var options: HostOptions

    /// A request to run `scene`; the other arguments are `run`'s options, off by default.
    public init(
        scene: String, events: String? = nil, watch: Bool = false, trace: String? = nil,
        strict: Bool = false, options: HostOptions = HostOptions()
    ) {
        self.scene = scene
        self.events = events
        self.watch = watch
        self.trace = trace
        self.strict = strict
        self.options = options
    }
}

/// One run of a scene, as `moonchain run` does it: `moonchain test` runs its cases through
/// this same function, so a case's output and status are exactly the command's.
public enum SceneRun {
    /// How a run ended.
    public struct Outcome: Sendable {
        /// The exit status `moonchain run` gives (0, 1, 2 or 3; see docs/Commands.md).
        public var status: Int32
        /// The behaviour files the run loaded, as the host names them (to watch them).
        public var behaviourFiles: [String]
    }

    /// Runs `request`, writing scripts' prints and diagnostics to `output`; returns the status.
    public static func perform(_ request: RunRequest, output: any HostOutput) -> Outcome {
        let host = ScriptHost(options: request.options, output: output)
        if let trace = request.trace {
            guard let writer = TraceWriter(path: trace) else {
                output.diagnostic("error: cannot write the trace file \(trace)")
                return Outcome(status: 2, behaviourFiles: [])
            }
            host.startTracing(writer)
        }
        let events = request.events
        // A timeline file is read and checked whole before the scene loads: a malformed line
        // anywhere means nothing of the run happens, not half of it.
        var timeline: TimelineFile?
        if let events, events != "-" {
            guard let file = TimelineFile(contentsOf: events) else {
                output.diagnostic("error: cannot read the timeline \(events)")
                return Outcome(status: 2, behaviourFiles: [])
            }
            guard file.errors.isEmpty else {
                for error in file.errors { host.reportTimelineError(error.description) }
                let count = file.errors.count
                output.diagnostic("error: \(events): \(count) malformed line\(count == 1 ? "" : "s"); nothing was run")
                host.trace?.flush()
                return Outcome(status: 2, behaviourFiles: [])
            }
            timeline = file
        }
        do {
            try host.loadScene(path: request.scene)
        } catch {
            host.flushOutput()
            output.diagnostic("error: \(error.description)")
            host.trace?.flush()
            return Outcome(status: 1, behaviourFiles: host.behaviourFiles)
        }
        let watcher = request.watch ? host.makeWatcher(scene: request.scene) : nil
        let player = events.map { TimelinePlayer(host: host, fileName: $0 == "-" ? "<stdin>" : $0) }
        let source = events == "-" ? LineSource(descriptor: 0) : nil
        // The loop owns the host from here: a scene rebuilt under --watch replaces it, and
        // the old one must not outlive the switch.
        let loop = EventLoop(
            host: consume host, player: player, source: source, timeline: timeline,
            scene: request.scene, watcher: watcher, interactive: timeline == nil)
        loop.run()
        let current = loop.host
        current.flushOutput()
        current.trace?.flush()
        var status: Int32 = 0
        if player?.sawMalformedLine == true {
            status = 2
        } else if request.strict && (current.scriptErrorCount > 0 || current.authoringWarningCount > 0) {
            status = 3
        }
        return Outcome(status: status, behaviourFiles: current.behaviourFiles)
    }
}
