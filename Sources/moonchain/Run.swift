import ArgumentParser
import MoonchainHost
import MoonchainLive

/// `moonchain run`: load a scene and replay a timeline.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load a scene and replay a timeline of events.",
        discussion: """
        Timeline lines are `TIME COMMAND ARGS...`; TIME is virtual seconds, never decreasing,
        or +SECONDS after the previous line (the first line counts from 0):
          TIME touch ID began|moved|stationary|ended|cancelled X Y   (screen points; same TIME = one event)
          TIME motion shake began|ended|cancelled
          TIME remote play|pause|stop|togglePlayPause|nextTrack|previousTrack|...
          TIME press TYPE began|changed|ended|cancelled [CHARS]
          TIME action NAME          a nil-targeted action
          TIME lua STATEMENT...     Lua in a shared timeline environment
          TIME reload [BEHAVIOUR]   reload changed behaviour files now
          TIME tick                 only advance the clock
        A timeline FILE is checked whole first: if any line is malformed, every such line is \
        reported, nothing runs (not even the scene's didLoad) and the status is 2. With - each \
        line is checked as it arrives: a malformed one is reported and skipped, and the status \
        is 2 at the end.
        """
    )

    @Argument(help: "The scene file (a Lua file that returns app { ... }).")
    var scene: String

    @Option(name: .long, help: ArgumentHelp("The timeline to replay; - reads standard input line by line.", valueName: "FILE|-"))
    var events: String?

    @Flag(name: .long, help: "Reload behaviour files when they change, and rebuild the scene when the scene file changes (between two events, never inside one).")
    var watch = false

    @Option(name: .long, help: ArgumentHelp("Write every dispatch decision as JSON lines to FILE.", valueName: "FILE"))
    var trace: String?

    @Flag(name: .long, help: "Exit with status 3 if any script raised an error, or on a likely typo: a behaviour function, gesture action or self.FIELD write that misspells a host name.")
    var strict = false

    @OptionGroup var limits: ScriptLimits

    func run() throws {
        let host = ScriptHost(options: limits.hostOptions)
        if let trace {
            guard let writer = TraceWriter(path: trace) else {
                FileHandleWriter.standardError("error: cannot write the trace file \(trace)")
                throw ExitCode(2)
            }
            host.startTracing(writer)
        }
        // A timeline file is read and checked whole before the scene loads: a malformed line
        // anywhere means nothing of the run happens, not half of it.
        var timeline: TimelineFile?
        if let events, events != "-" {
            guard let file = TimelineFile(contentsOf: events) else {
                FileHandleWriter.standardError("error: cannot read the timeline \(events)")
                throw ExitCode(2)
            }
            guard file.errors.isEmpty else {
                for error in file.errors { host.reportTimelineError(error.description) }
                let count = file.errors.count
                FileHandleWriter.standardError("error: \(events): \(count) malformed line\(count == 1 ? "" : "s"); nothing was run")
                host.trace?.flush()
                throw ExitCode(2)
            }
            timeline = file
        }
        do {
            try host.loadScene(path: scene)
        } catch {
            host.flushOutput()
            FileHandleWriter.standardError("error: \(error.description)")
            throw ExitCode(1)
        }
        let watcher = watch ? host.makeWatcher(scene: scene) : nil
        let player = events.map { TimelinePlayer(host: host, fileName: $0 == "-" ? "<stdin>" : $0) }
        let source = events == "-" ? LineSource(descriptor: 0) : nil
        // The loop owns the host from here: a scene rebuilt under --watch replaces it, and
        // the old one must not outlive the switch.
        let loop = EventLoop(host: consume host, player: player, source: source, timeline: timeline, scene: scene,
                             watcher: watcher, interactive: timeline == nil)
        loop.run()
        let current = loop.host
        current.flushOutput()
        current.trace?.flush()
        if player?.sawMalformedLine == true { throw ExitCode(2) }
        if strict && (current.scriptErrorCount > 0 || current.authoringWarningCount > 0) { throw ExitCode(3) }
    }
}
