import ArgumentParser
import MoonchainHost
import MoonchainRunLoop

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

    @Option(
        name: .long,
        help: ArgumentHelp("The timeline to replay; - reads standard input line by line.", valueName: "FILE|-"))
    var events: String?

    @Flag(
        name: .long,
        help:
            "Reload behaviour files when they change, and rebuild the scene when the scene file changes (between two events, never inside one)."
    )
    var watch = false

    @Option(name: .long, help: ArgumentHelp("Write every dispatch decision as JSON lines to FILE.", valueName: "FILE"))
    var trace: String?

    @Flag(
        name: .long,
        help:
            "Exit with status 3 if any script raised an error, or on a likely typo: a behaviour function, gesture action or self.FIELD write that misspells a host name."
    )
    var strict = false

    @OptionGroup var limits: ScriptLimits

    /// The request these arguments make (call after ArgumentParser validated them).
    var request: RunRequest {
        RunRequest(
            scene: scene, events: events, watch: watch, trace: trace, strict: strict, options: limits.hostOptions)
    }

    func run() throws {
        // The same function runs each case of `moonchain test`: one engine for both.
        let status = SceneRun.perform(request, output: StandardOutput()).status
        if status != 0 { throw ExitCode(status) }
    }
}
