import Foundation
import MoonchainHost
import ResponderKit

/// A controller offering one key command (Down, repeatable) to a first responder four
/// responders below it (leaf > middle > root > controller, rule K2): the `keyCommandPair` and
/// `keyRepeat` scenarios' scene, a key command's chain walk and Lua action next to
/// `touchSequence`'s scripted handlers.
public final class KeyScene {
    public let host: ScriptHost
    public let path: String
    public static let down = KeyboardKey(name: "down")!

    public init() {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("moonchain-bench-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("scene.lua").path
        let source = """
            local commands = { { input = "down", action = "next" } }
            return app { window { name = "w",
              controller { name = "list", behaviour = {
                  keyCommands = function(self) return commands end,
                  next = function(self, command) end },
                view { name = "root", frame = {0, 0, 390, 844},
                  view { name = "middle", frame = {0, 0, 390, 844},
                    view { name = "leaf", frame = {0, 0, 390, 844}, behaviour = {
                        canBecomeFirstResponder = function(self) return true end,
                        didLoad = function(self) self:becomeFirstResponder() end } } } } } } }
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
