import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// "Save as test" by default tests the user's own files: the case refers to the scene in
/// place through a `scene` file, so editing a behaviour afterwards breaks it.
struct StudioSaveInPlaceTests {
    static let files = [
        "scene.lua":
            "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
        "say.lua": "return { touchesEnded = function(self) print(self.name .. ' tapped') end }",
    ]

    /// What `run` prints for the case folder's scene (read from its `scene` file) and events.
    func replay(_ caseFolder: URL) throws -> String {
        let pointer = try String(contentsOf: caseFolder.appendingPathComponent("scene"), encoding: .utf8)
        let scene = caseFolder.appendingPathComponent(pointer.trimmingCharacters(in: .whitespacesAndNewlines))
            .standardizedFileURL
        let output = CapturedOutput()
        let host = ScriptHost(output: output)
        try host.loadScene(path: scene.path)
        let player = TimelinePlayer(host: host, fileName: "events.txt")
        let events = try String(contentsOf: caseFolder.appendingPathComponent("events.txt"), encoding: .utf8)
        for (index, line) in events.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            player.play(line, number: index + 1)
        }
        player.finish()
        return output.lines.map { $0 + "\n" }.joined()
    }

    @Test("the default case holds a scene file pointing at ../scene.lua, events and expected output")
    func inPlace() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: Self.files)
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        _ = session.handle(touch(1, "began", 10, 10))
        _ = session.handle(touch(1, "ended", 10, 10))
        let saved = session.handle(#"{"type":"saveTest","name":"mine"}"#)
        #expect(saved.contains { $0.type == "saved" })
        let caseFolder = folder.url.appendingPathComponent("mine")
        let names = try FileManager.default.contentsOfDirectory(atPath: caseFolder.path).sorted()
        #expect(names == ["events.txt", "expected.txt", "scene"])
        #expect(folder.read("mine/scene") == "../scene.lua\n")
        #expect(folder.read("mine/expected.txt") == "b tapped\n")
        #expect(try replay(caseFolder) == "b tapped\n")
        // The user's behaviour changes: the case now fails, as a test of their files should.
        folder.write("say.lua", "return { touchesEnded = function(self) print(self.name .. ' pressed') end }")
        #expect(try replay(caseFolder) == "b pressed\n")
    }

    @Test("saving one form over the other leaves only that form's scene")
    func formsReplaceEachOther() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: Self.files)
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        _ = session.handle(#"{"type":"saveTest","name":"mine","snapshot":true}"#)
        #expect(folder.read("mine/scene.lua") != nil && folder.read("mine/scene") == nil)
        _ = session.handle(#"{"type":"saveTest","name":"mine"}"#)
        #expect(folder.read("mine/scene.lua") == nil && folder.read("mine/scene") == "../scene.lua\n")
        _ = session.handle(#"{"type":"saveTest","name":"mine","snapshot":true}"#)
        #expect(folder.read("mine/scene.lua") != nil && folder.read("mine/scene") == nil)
        let bad = session.handle(#"{"type":"saveTest","name":"mine","snapshot":"yes"}"#)
        #expect(bad.map(\.type) == ["error"])
    }
}
