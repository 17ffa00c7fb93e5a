import ArgumentParser
import MoonchainHost
import ResponderKit

/// The scene and the script limits `explain` and `hitmap` share with `run`.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene file (a Lua file that returns app { ... }).")
    var scene: String

    @Option(name: .long, help: ArgumentHelp("Only this window is hit-tested (default: every window, front to back, as run does).", valueName: "NAME"))
    var window: String?

    @Option(name: .long, help: ArgumentHelp("Add a behaviour search directory (after the scene's, before the bundled scripts).", valueName: "DIR"))
    var plugins: [String] = []

    @Option(name: .long, help: "Lua instructions one script call may run.")
    var budget: Int = 10_000_000

    @Option(name: .long, help: ArgumentHelp("The Lua heap cap in megabytes.", valueName: "MB"))
    var memory: Int = 256

    func validate() throws {
        guard budget >= 0 else { throw ValidationError("--budget must be 0 (unlimited) or more, got \(budget)") }
        guard memory > 0 else { throw ValidationError("--memory must be a positive number of megabytes, got \(memory)") }
    }

    /// Loads the scene as `run` does (exit status 1 when it cannot) and finds `--window`
    /// (exit status 2 when there is no such window).
    func load(printsAsDiagnostics: Bool) throws -> (inspector: SceneInspector, window: Window?) {
        let options = HostOptions(instructionBudget: budget, memoryLimit: memory << 20, pluginDirectories: plugins)
        let inspector = SceneInspector(options: options, printsAsDiagnostics: printsAsDiagnostics)
        do {
            try inspector.loadScene(path: scene)
        } catch {
            inspector.host.flushOutput()
            FileHandleWriter.standardError("error: \(error.message)")
            throw ExitCode(1)
        }
        inspector.host.flushOutput()
        guard let name = window else { return (inspector, nil) }
        guard let found = inspector.window(named: name) else {
            let known = inspector.windowNames.joined(separator: ", ")
            FileHandleWriter.standardError("error: --window \(name): the scene has no such window (its windows: \(known))")
            throw ExitCode(2)
        }
        return (inspector, found)
    }
}
