import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// Issue 42 item 6, the server's part: lines that raised are not recorded, a missing
/// `find("NAME")` is named, and an import rebuilds the scene once.
struct StudioFaultTests {
    func lua(_ code: String) -> String {
        ClientMessage.lua(code).text
    }

    @Test("a console line that raises is not recorded (a replay would raise it again); find(\"nosuch\") is named")
    func failedLineNotRecorded() throws {
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"))
        let out = session.handle(lua(#"find("nosuch").alpha = 0.5"#))
        let failure = try #require(messages(out).compactMap(\.failure).first)
        #expect(failure.message.contains("no view named nosuch"), "\(failure.message)")
        #expect(session.recording.isEmpty)
        _ = session.handle(lua(#"print("ran")"#))
        #expect(session.recording.count == 1 && session.recording[0].hasSuffix(#"lua print("ran")"#))
    }

    @Test("an inspector edit the host refuses is not recorded")
    func refusedEditNotRecorded() throws {
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"))
        let out = session.handle(#"{"type":"edit","view":"close","field":"frame","value":"true"}"#)
        let edited = try #require(messages(out).compactMap(\.edited).first)
        #expect(edited.error != nil && edited.line == nil)
        #expect(session.recording.isEmpty)
    }

    @Test("an import rebuilds the scene once: the next tick does not rebuild it again")
    func importRebuildsOnce() throws {
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"))
        let text = "<UIView: 0x10; frame = (0 0; 200 100)>\n   | <UIButton: 0x12; frame = (10 10; 80 30)>"
        _ = session.handle(ClientMessage.importDump(name: "mine", text: text).text)
        #expect(session.scenePath.hasSuffix("/mine.lua"))
        Thread.sleep(forTimeInterval: 0.2)
        let tick = session.tick()
        let markers = consoleTexts(tick, kind: "marker")
        #expect(!markers.contains { $0.hasPrefix("rebuild") }, "\(markers)")
    }
}
