import Foundation
import MoonchainExplain
import MoonchainHost
import MoonchainImport
import MoonchainTestSupport
import ResponderKit
import Testing

/// A generated scene loaded into a real host, for hit tests through the host's own code.
final class LoadedScene {
    let explainer: SceneExplainer
    let output = CapturedOutput()
    let directory = TempDirectory()
    let text: String

    /// Writes `scene` as `moonchain import` does (scroll views, controls, colours) and loads it.
    init(_ scene: ImportedScene) throws {
        text = SceneWriter(source: "test").write(scene)
        let path = directory.write("scene.lua", text)
        explainer = SceneExplainer(options: HostOptions(), output: output)
        try explainer.loadScene(path: path)
    }

    deinit { directory.remove() }

    /// The name of the view the host's hit test picks at a screen point.
    func hit(_ x: Double, _ y: Double) -> String? {
        explainer.hitTest(screenPoint: Point(x: x, y: y), window: nil)?.view.name
    }

    /// Every host diagnostic (load warnings), joined.
    var diagnostics: String { output.diagnostics.joined(separator: "\n") }
}

/// `text` as the bytes the importer reads.
func dump(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Imports `text`, failing the test with the error's message when it is refused.
func imported(
    _ text: String, screen: (width: Double, height: Double)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ImportedScene {
    do {
        return try DumpImporter.importDump(dump(text), screen: screen)
    } catch {
        Issue.record("refused: \(error.message)", sourceLocation: sourceLocation)
        throw error
    }
}
