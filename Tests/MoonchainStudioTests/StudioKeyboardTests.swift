import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The studio's hardware keyboard and text fields (issue #37): the page's `key` and `text`
/// messages become timeline lines, and a text field's update carries what the page draws.
struct StudioKeyboardTests {
    static let fieldScene = """
        return app { window { name = "w",
          textField { name = "email", frame = {20, 100, 350, 44}, placeholder = "Email" },
        } }
        """

    private func key(_ phase: String, _ key: String, _ modifiers: [String] = []) -> String {
        let mods = modifiers.map { "\"\($0)\"" }.joined(separator: ",")
        return "{\"type\":\"key\",\"phase\":\"\(phase)\",\"key\":\"\(key)\",\"modifiers\":[\(mods)]}"
    }

    @Test("K1 a key message is recorded as a key down/up line with its modifiers")
    func keyLines() throws {
        let studio = try StudioFixture(scene: Self.fieldScene)
        defer { studio.remove() }
        _ = studio.session.handle(key("down", "s", ["cmd", "shift"]))
        _ = studio.session.handle(key("up", "s"))
        #expect(studio.session.recording == ["0 key down s cmd,shift", "0 key up s"])
    }

    @Test("K1 a key the contract does not name is refused with the timeline's message, nothing recorded")
    func badKey() throws {
        let studio = try StudioFixture(scene: Self.fieldScene)
        defer { studio.remove() }
        let out = messages(studio.session.handle(key("down", "nope")))
        #expect(out.contains { $0.type == "error" })
        #expect(studio.session.recording.isEmpty)
        #expect(throws: ClientMessage.Invalid.self) { try ClientMessage.parse(key("sideways", "a")) }
    }

    @Test("X7 K5 typed keys and text edit the editing field; its update carries text, placeholder, editing")
    func fieldState() throws {
        let studio = try StudioFixture(scene: Self.fieldScene)
        defer { studio.remove() }
        let before = studio.session.handle(#"{"type":"lua","code":"find(\"email\"):becomeFirstResponder()"}"#)
        let first = try #require(before.first { $0.text.contains("\"type\":\"update\"") })
        #expect(first.text.contains(#""placeholder":"Email""#), "\(first.text)")
        #expect(first.text.contains(#""editing":true"#), "\(first.text)")
        _ = studio.session.handle(key("down", "h", ["shift"]))
        _ = studio.session.handle(key("up", "h"))
        let typed = studio.session.handle(#"{"type":"text","text":"i #1"}"#)
        let update = try #require(typed.first { $0.text.contains("\"type\":\"update\"") })
        #expect(update.text.contains(#""text":"Hi #1""#), "\(update.text)")
        #expect(studio.session.recording.last == "0 text i #1")
    }
}
