import MoonchainFormats
import MoonchainHost
import ResponderKit

/// Loads a scene exactly as `moonchain run` does (same sandbox, budgets and search path) and
/// answers questions about where touches go: `explain(at:window:)` for one point, and
/// `hitMap(step:window:)` for the whole screen.
public final class SceneExplainer {
    /// The host the scene is loaded into.
    public let host: ScriptHost
    let output: ExplainerOutput

    /// An explainer with an empty host. Diagnostics go to `output`; so do scripts' prints,
    /// as diagnostics when `printsAsDiagnostics` (keeping standard output for the answer).
    public init(
        options: HostOptions = HostOptions(), output: any HostOutput = StandardOutput(),
        printsAsDiagnostics: Bool = true
    ) {
        self.output = ExplainerOutput(base: output, printsAsDiagnostics: printsAsDiagnostics)
        host = ScriptHost(options: options, output: self.output)
    }

    /// Loads the scene file at `path` (see `ScriptHost.loadScene(path:)`).
    public func loadScene(path: String) throws(SceneError) {
        try host.loadScene(path: path)
    }

    /// The application the scene built.
    public var application: Application { host.application }

    /// The window called `name`, if the scene has one.
    public func window(named name: String) -> Window? {
        host.responder(named: name) as? Window
    }

    /// The names of the scene's windows, front to back.
    public var windowNames: [String] {
        application.windowsFrontToBack.map(\.name)
    }

    /// The hit-test view for a touch at `screenPoint`, exactly as a new touch of `run` finds it
    /// (rule H7), or only in `window` when one is given.
    public func hitTest(screenPoint: Point, window: Window?) -> (window: Window, view: View)? {
        guard let window else { return application.hitTest(screenPoint: screenPoint) }
        guard let view = window.hitTest(window.convertFromScreen(screenPoint), with: nil) else { return nil }
        return (view.window ?? window, view)
    }
}
