import ArgumentParser
import MoonchainExplain
import MoonchainHost
import ResponderKit

/// The scene and the script limits `explain` and `hitmap` share with `run`.
struct SceneOptions: ParsableArguments {
    @Argument(help: "The scene file (a Lua file that returns app { ... }).")
    var scene: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only this window is hit-tested (default: every window, front to back, as run does).", valueName: "NAME"))
    var window: String?

    @OptionGroup var limits: ScriptLimits

    /// Loads the scene as `run` does (exit status 1 when it cannot) and finds `--window`
    /// (exit status 2 when there is no such window).
    func load(printsAsDiagnostics: Bool) throws -> (explainer: SceneExplainer, window: Window?) {
        let explainer = SceneExplainer(options: limits.hostOptions, printsAsDiagnostics: printsAsDiagnostics)
        do {
            try explainer.loadScene(path: scene)
        } catch {
            explainer.host.flushOutput()
            FileHandleWriter.standardError("error: \(error.description)")
            throw ExitCode(1)
        }
        explainer.host.flushOutput()
        guard let name = window else { return (explainer, nil) }
        guard let found = explainer.window(named: name) else {
            let known = explainer.windowNames.joined(separator: ", ")
            FileHandleWriter.standardError(
                "error: --window \(name): the scene has no such window (its windows: \(known))")
            throw ExitCode(2)
        }
        return (explainer, found)
    }
}
