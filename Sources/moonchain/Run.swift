import ArgumentParser
import MoonchainHost

#if canImport(Glibc)
import Glibc
#endif

/// `moonchain run`: load a scene and replay a timeline.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load a scene and replay a timeline of events.",
        discussion: """
        Timeline lines are `TIME COMMAND ARGS...` (virtual seconds, never decreasing):
          TIME touch ID began|moved|stationary|ended|cancelled X Y   (screen points; same TIME = one event)
          TIME motion shake began|ended|cancelled
          TIME remote play|pause|stop|togglePlayPause|nextTrack|previousTrack|...
          TIME press TYPE began|changed|ended|cancelled [CHARS]
          TIME action NAME          a nil-targeted action
          TIME lua STATEMENT...     Lua in a shared timeline environment
          TIME reload [BEHAVIOUR]   reload changed behaviour files now
          TIME tick                 only advance the clock
        """
    )

    @Argument(help: "The scene file (a Lua file that returns app { ... }).")
    var scene: String

    @Option(name: .long, help: ArgumentHelp("The timeline to replay; - reads standard input line by line.", valueName: "FILE|-"))
    var events: String?

    @Flag(name: .long, help: "Reload behaviour files when they change (between two events, never inside one).")
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
        do {
            try host.loadScene(path: scene)
        } catch {
            host.flushOutput()
            FileHandleWriter.standardError("error: \(error.message)")
            throw ExitCode(1)
        }
        var malformed = false
        let watcher = watch ? host.makeWatcher() : nil
        if let events {
            let player = TimelinePlayer(host: host, fileName: events == "-" ? "<stdin>" : events)
            let source: LineSource
            if events == "-" {
                source = LineSource(descriptor: 0)
            } else {
                let fd = open(events, O_RDONLY)
                guard fd >= 0 else {
                    FileHandleWriter.standardError("error: cannot read the timeline \(events)")
                    throw ExitCode(2)
                }
                source = LineSource(descriptor: fd)
            }
            EventLoop(host: host, player: player, source: source, watcher: watcher, interactive: events == "-").run()
            malformed = player.sawMalformedLine
        } else if let watcher {
            EventLoop(host: host, player: nil, source: nil, watcher: watcher, interactive: true).run()
        }
        host.flushOutput()
        host.trace?.flush()
        if malformed { throw ExitCode(2) }
        if strict && (host.scriptErrorCount > 0 || host.authoringWarningCount > 0) { throw ExitCode(3) }
    }
}
