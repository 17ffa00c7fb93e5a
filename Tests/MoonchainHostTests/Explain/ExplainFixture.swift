import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// A scene written to its own temporary directory and loaded into a `SceneInspector` with
/// captured output (the directory goes away with the fixture).
final class ExplainFixture {
    /// The repository root, from this file's path (Tests/MoonchainHostTests/Explain/ExplainFixture.swift).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url = url.deletingLastPathComponent() }
        return url.path
    }()

    let directory: String
    let scenePath: String
    let output = CapturedOutput()
    let inspector: SceneInspector

    /// Writes `files` and `scene.lua` (`scene` is the body of `app { ... }` unless it starts
    /// with `return`) and loads it; a load error fails the test.
    init(_ scene: String, files: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Short: Lua cuts chunk names longer than 60 characters in file:line.
        directory = NSTemporaryDirectory() + "mcx-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
        }
        let source = scene.hasPrefix("return") ? scene : "return app {\n\(scene)\n}\n"
        scenePath = directory + "/scene.lua"
        try source.write(toFile: scenePath, atomically: false, encoding: .utf8)
        let options = HostOptions(bundledScriptsDirectory: Self.root + "/scripts")
        inspector = SceneInspector(options: options, output: output)
        do {
            try inspector.loadScene(path: scenePath)
        } catch {
            Issue.record("the scene did not load: \(error.message)", sourceLocation: sourceLocation)
            throw error
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Explains a touch at (`x`, `y`) on the screen.
    func explain(_ x: Double, _ y: Double, window: String? = nil) -> HitExplanation {
        inspector.explain(at: Point(x: x, y: y), window: window.flatMap { inspector.window(named: $0) })
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
