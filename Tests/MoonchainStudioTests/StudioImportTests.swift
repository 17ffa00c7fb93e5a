import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The page's "Import dump" action: a pasted hierarchy becomes NAME.lua beside the scene and runs.
struct StudioImportTests {
    let pasted = """
        <UIView: 0x10; frame = (0 0; 200 100); layer = <CALayer: 0x11>>
           | <UIButton: 0x12; frame = (10 10; 80 30); layer = <CALayer: 0x13>>
        """

    func message(_ name: String, _ text: String) throws -> String {
        ClientMessage.importDump(name: name, text: text).text
    }

    @Test("a pasted dump is written as NAME.lua beside the scene and becomes the running scene")
    func importsAndRuns() throws {
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"))
        let replies = session.handle(try message("mine", pasted))
        let saved = try #require(messages(replies).compactMap(\.saved).first)
        #expect(saved.kind == "scene")
        #expect(session.scenePath.hasSuffix("/mine.lua"))
        let written = try #require(folder.read("mine.lua"))
        #expect(written.contains("button { name = \"UIButton@0x12\", frame = {10, 10, 80, 30}"))
        let explained = session.handle(#"{"type": "explain", "x": 20, "y": 20}"#)
        let why = try #require(messages(explained).compactMap(\.explanation).first)
        #expect(why.explain["hit"]?["view"]?.stringValue == "UIButton@0x12")
    }

    @Test("a paste that is not a view hierarchy, or a name in use, leaves the scene running with the reason")
    func refusals() throws {
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"))
        let before = session.scenePath
        let trace = session.handle(try message("mine", "UIWindow:0x1\n|   *UIView:0x2\n"))
        let error = try #require(messages(trace).compactMap(\.failure).first)
        #expect(error.message.contains("_autolayoutTrace"))
        let taken = session.handle(try message("scene", pasted))
        let exists = try #require(messages(taken).compactMap(\.failure).first)
        #expect(exists.message.contains("exists; choose another name"))
        #expect(session.scenePath == before)
        #expect(folder.read("mine.lua") == nil)
    }
}
