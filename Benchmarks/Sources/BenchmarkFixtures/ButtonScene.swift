import Foundation
import MoonchainHost
import ResponderKit

/// A window holding one `button {}` with two actions on touch-up inside, both targeted at the
/// window's behaviour (rule C5): the `buttonSequence` scenario's scene, a control's tracking
/// and target-action next to `touchSequence`'s scripted handlers.
public final class ButtonScene {
    public let host: ScriptHost
    public let path: String
    /// Inside the button.
    public let point = Point(x: 150, y: 120)

    public init() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moonchain-bench-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("scene.lua").path
        let source = """
            local target = { first = function(self, sender, event) end, second = function(self, sender, event) end }
            return app { window { name = "w", behaviour = target,
              button { name = "b", frame = {100, 100, 100, 44},
                       actions = { touchUpInside = { { "first", target = "w" }, { "second", target = "w" } } } } } }
            """
        try! source.write(toFile: path, atomically: true, encoding: .utf8)
        host = ScriptHost(options: HostOptions(), output: NullOutput())
        do {
            try host.loadScene(path: path)
        } catch {
            fatalError("benchmark scene failed to load: \(error)")
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
}
