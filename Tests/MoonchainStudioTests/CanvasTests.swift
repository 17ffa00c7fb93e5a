import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The canvas's server side: the hover card (explain without touching), recognizers' states in
/// `update`, and the editor URL the page's `file:line` links open.
struct CanvasTests {
    static func session(_ scene: String = buttonScene) throws -> (StudioSession, TempDirectory) {
        let studio = try StudioFixture(prefix: "studio-canvas-", files: ["scene.lua": scene])
        let (session, folder) = (studio.session, studio.folder)
        _ = session.welcome()
        return (session, folder)
    }

    @Test("H1 hover: the card of explain at a point — hit view, responder chain, why — for the asker only")
    func hoverCard() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        let out = session.handle("{\"type\":\"hover\",\"x\":30,\"y\":50,\"seq\":7}")
        let replies = messages(out)
        #expect(replies.count == 1)
        let card = try #require(replies.first?.hover)
        #expect(card.seq == 7)
        #expect(card.hit == "close")
        #expect(card.window == "w")
        #expect(card.chain.prefix(3) == ["close", "toolbar", "w"])
        let why = card.why
        // One sentence per level on the way down: the window, the toolbar, the button.
        #expect(why.count == 3)
        #expect(why.last?.hasPrefix("close: chosen") == true)
        #expect(out.allSatisfy { $0.onlyToSender })
    }

    @Test("H1 hover: nothing is delivered, printed, recorded or traced")
    func hoverLeavesNoTrace() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        for i in 0..<20 {
            let out = session.handle("{\"type\":\"hover\",\"x\":\(25 + i % 5),\"y\":50,\"seq\":\(i)}")
            #expect(messages(out).map(\.type) == ["hover"])
        }
        #expect(session.recording.isEmpty)
        #expect(session.printedSinceReset.isEmpty)
        // The next real input's why carries only its own records.
        let tap = session.handle(touch(1, "began", 30, 50))
        #expect(consoleTexts(tap).count == 1 && consoleTexts(tap).first?.hasPrefix("close began") == true)
        #expect(session.recording.count == 1)
    }

    @Test("H1 hover: a point no window takes has no hit, and says why")
    func hoverOffScreen() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        let card = try #require(messages(session.handle("{\"type\":\"hover\",\"x\":-50,\"y\":-50}")).first?.hover)
        #expect(card.hit == nil)
        #expect(card.why.first?.contains("outside") == true)
    }

    @Test("hover: malformed messages are refused with what was expected")
    func hoverMalformed() throws {
        for (text, wanted) in [
            ("{\"type\":\"hover\",\"y\":5}", "hover: expected a finite number field 'x'"),
            ("{\"type\":\"hover\",\"x\":1,\"y\":1,\"seq\":1.5}", "hover: 'seq' must be a whole number"),
            ("{\"type\":\"hover\",\"x\":\"1\",\"y\":1}", "hover: expected a finite number field 'x'"),
        ] {
            #expect(throws: ClientMessage.Invalid(message: wanted)) { try ClientMessage.parse(text) }
        }
        #expect(try ClientMessage.parse("{\"type\":\"hover\",\"x\":1,\"y\":2}") == .hover(x: 1, y: 2, sequence: 0))
    }

    static let panScene = """
        return app {
          window { name = "w",
            view { name = "pad", frame = {0, 0, 390, 400}, gestures = { pan { name = "drag" } } },
          },
        }
        """

    /// The `gestureStates` of view `name` in the last update of `out` (nil when it has none).
    static func gestureStates(_ name: String, in out: [StudioSession.Outgoing]) -> [JSONValue]? {
        lastUpdate(out)?.view(name)?["gestureStates"]?.arrayValue
    }

    @Test("G2 a recognizer mid-gesture is in the update with its state; gone once it resets")
    func gestureStatesInUpdate() throws {
        let (session, folder) = try Self.session(Self.panScene)
        defer { folder.remove() }
        let began = session.handle(touch(1, "began", 100, 100))
        #expect(Self.gestureStates("pad", in: began) == nil)
        let moved = session.handle(touch(1, "moved", 100, 130))
        let states = try #require(Self.gestureStates("pad", in: moved))
        #expect(states.count == 1)
        #expect(states.first?["name"]?.stringValue == "drag")
        #expect(states.first?["kind"]?.stringValue == "pan")
        #expect(states.first?["state"]?.stringValue == "began")
        let again = session.handle(touch(1, "moved", 100, 160))
        #expect(Self.gestureStates("pad", in: again)?.first?["state"]?.stringValue == "changed")
        let ended = session.handle(touch(1, "ended", 100, 160))
        // The view changed (its recognizer reset): it is in the delta, without the field.
        let update = try #require(lastUpdate(ended))
        #expect(update.changed != nil)
        #expect(update.views.contains { $0["name"]?.stringValue == "pad" && $0["gestureStates"] == nil })
    }

    @Test("editor URL: the default opens VS Code, with the template in welcome")
    func editorURLDefault() throws {
        #expect(EditorURLTemplate.standard.template == "vscode://file/{path}:{line}")
        #expect(
            EditorURLTemplate.standard.url(path: "/work/My App/close_button.lua", line: 5)
                == "vscode://file/work/My%20App/close_button.lua:5")
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        session.editorURL = try EditorURLTemplate("idea://open?file={path}&line={line}")
        let welcome = try #require(messages(session.welcome()).compactMap(\.welcome).first)
        #expect(welcome.editorURL == "idea://open?file={path}&line={line}")
        #expect(welcome.scene.hasPrefix("/"))
    }

    @Test("editor URL: a path's ?, # and & cannot end the path part of the link")
    func editorURLEncoding() throws {
        let template = try EditorURLTemplate("idea://open?file={path}&line={line}")
        #expect(template.url(path: "/a/b#c?d&e.lua", line: 12) == "idea://open?file=/a/b%23c%3Fd%26e.lua&line=12")
    }

    @Test(
        "editor URL: templates without {path}, with unknown placeholders, spaces or a page-running scheme are refused")
    func editorURLRefused() {
        let cases: [(String, String)] = [
            ("vscode://file/", "--editor-url must contain {path} (the file's absolute path), got 'vscode://file/'"),
            (
                "javascript:alert('{path}')",
                "--editor-url: the javascript: scheme is not allowed (it would run in the page)"
            ),
            ("DATA:text/html,{path}", "--editor-url: the data: scheme is not allowed (it would run in the page)"),
            (
                "vscode://file/{path}:{line}:{column}",
                "--editor-url: unknown placeholder {column} (known: {path}, {line})"
            ),
            (
                "/usr/bin/code {path}",
                "--editor-url must start with a URL scheme (like vscode://), got '/usr/bin/code {path}'"
            ),
            ("subl://open?url=file://{path} &line={line}", "--editor-url must not contain spaces (write %20)"),
            ("", "--editor-url must start with a URL scheme (like vscode://), got ''"),
        ]
        for (template, message) in cases {
            #expect(throws: EditorURLTemplate.Invalid(description: message)) { try EditorURLTemplate(template) }
        }
        #expect((try? EditorURLTemplate("subl://open?url=file://{path}&line={line}")) != nil)
    }

    @Test("T1 touchIDs: the sender learns the session's id for each finger it began, two pages apart")
    func touchIDs() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        let first = messages(session.handle(touch(1, "began", 30, 50), from: 1)).compactMap(\.touchIDs)
        let second = session.handle(touch(1, "began", 200, 300), from: 2)
        let ids = try #require(messages(second).compactMap(\.touchIDs).first)
        #expect(first.count == 1 && first.first?.ids == [[1, 1]])
        #expect(ids.ids == [[1, 2]])
        #expect(second.filter { $0.text.contains("\"touchIDs\"") }.allSatisfy { $0.onlyToSender })
        // A move or an end begins no finger: nothing to tell.
        let moved = session.handle(touch(1, "moved", 210, 300), from: 2)
        #expect(!messages(moved).contains { $0.type == "touchIDs" })
        #expect(session.recording.last?.hasSuffix("touch 2 moved 210 300") == true)
    }

    @Test("H4 hover: a pointInside that never returns is stopped by the script budget; the card still comes")
    func hoverUnderBudget() throws {
        let scene = """
            return app {
              window { name = "w",
                view { name = "spin", frame = {0, 0, 100, 100}, behaviour = { pointInside = function(self, p, e) while true do end end } },
              },
            }
            """
        let studio = try StudioFixture(
            prefix: "studio-canvas-", files: ["scene.lua": scene],
            options: HostOptions(instructionBudget: 100_000))
        defer { studio.remove() }
        let session = studio.session
        _ = session.welcome()
        let card = try #require(
            messages(session.handle("{\"type\":\"hover\",\"x\":50,\"y\":50}")).compactMap(\.hover).first)
        // The failed pointInside falls back to the host's default (inside its bounds).
        #expect(card.hit == "spin")
        #expect(session.recording.isEmpty)
    }
}
