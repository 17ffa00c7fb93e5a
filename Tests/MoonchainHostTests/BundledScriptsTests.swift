import Foundation
import MoonchainHost
import Testing

/// The bundled behaviour library built into the binary (issue 16 item 9).
@Suite("Bundled scripts built into the binary")
struct BundledScriptsTests {
    @Test("the built-in copy is scripts/*.lua, byte for byte, file for file")
    func builtInCopyEqualsFiles() throws {
        let directory = repositoryRoot + "/scripts"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".lua") }
            .sorted()
        #expect(!names.isEmpty)
        #expect(BundledScripts.files.keys.sorted() == names)
        for name in names {
            let text = try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
            #expect(BundledScripts.files[name] == text, "\(name) differs from its built-in copy")
        }
    }

    @Test("with no bundled scripts directory on disk, the built-in behaviours are found, named <built-in>/NAME.lua")
    func builtInFallback() throws {
        let empty = TempDirectory()
        var options = HostOptions()
        options.bundledScriptsDirectory = empty.path
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = "log_events" },
                """), options: options)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines.first?.contains("touchesBegan") == true, "\(h.lines) \(h.diagnostics)")
        h.lua("print(debug == nil)", at: 1)
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test("a behaviour in the scene's directory still shadows a built-in one of the same name")
    func sceneDirectoryShadowsBuiltIn() throws {
        let empty = TempDirectory()
        var options = HostOptions()
        options.bundledScriptsDirectory = empty.path
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = "log_events" },
                """), files: ["log_events.lua": "return { didLoad = function(self) print('mine') end }\n"],
            options: options)
        #expect(h.lines == ["mine"])
    }
}
