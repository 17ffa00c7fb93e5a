import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// A scene written to its own temporary directory and loaded into a `SceneExplainer` with
/// captured output (the directory goes away with the fixture).
final class ExplainFixture {
    /// Removed with the fixture.
    private let folder: TempDirectory
    var directory: String { folder.path }
    let scenePath: String
    let output = CapturedOutput()
    let explainer: SceneExplainer

    /// Writes `files` and `scene.lua` (`scene` is the body of `app { ... }` unless it starts
    /// with `return`) and loads it; a load error fails the test.
    init(_ scene: String, files: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Short: Lua cuts chunk names longer than 60 characters in file:line.
        folder = TempDirectory(prefix: "mcx-", idLength: 8)
        for (name, text) in files { folder.write(name, text) }
        let source = scene.hasPrefix("return") ? scene : "return app {\n\(scene)\n}\n"
        scenePath = folder.write("scene.lua", source)
        let options = HostOptions(bundledScriptsDirectory: repositoryRoot + "/scripts")
        explainer = SceneExplainer(options: options, output: output)
        do {
            try explainer.loadScene(path: scenePath)
        } catch {
            Issue.record("the scene did not load: \(error.message)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Explains a touch at (`x`, `y`) on the screen.
    func explain(_ x: Double, _ y: Double, window: String? = nil) -> HitExplanation {
        explainer.explain(at: Point(x: x, y: y), window: window.flatMap { explainer.window(named: $0) })
    }

    /// The `file:line` of line `line` of the scene file.
    func sceneLine(_ line: Int) -> String { "\(scenePath):\(line)" }
}

extension HitExplanation {
    /// The visit of the view called `name` (the first, if visited more than once).
    func visit(_ name: String) -> HitVisit? {
        visits.first { $0.view == name }
    }
}
