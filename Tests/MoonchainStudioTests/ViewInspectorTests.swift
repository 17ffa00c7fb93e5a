import Foundation
import MoonchainHost
import MoonchainRunLoop
import MoonchainTestRunner
import Testing

@testable import MoonchainStudio

/// The view inspector's server side: a view's fields as the page shows them, and edits that
/// become timeline `lua` lines (recorded, replayed, refused with the console's messages).
@Suite("View inspector")
struct ViewInspectorTests {
    static let scene = """
        return app { window { name = "w",
          controller { name = "settings", view { name = "root", frame = {0, 0, 390, 844},
            button { name = "save", frame = {20, 100, 100, 44}, backgroundColor = "#ff0000",
              behaviour = "say", gestures = { longPress { name = "hold" } } },
            scrollView { name = "list", frame = {0, 200, 390, 400}, contentSize = {390, 1200},
              view { frame = {0, 0, 390, 44} } },
          } },
          view { name = "card", frame = {0, 700, 100, 100}, behaviour = {
            touchesBegan = function(self) print("card touched in " .. tostring(self.frame)) end } },
        } }
        """
    static let say = """
        return {
          touchesBegan = function(self, touches, event)
            print("save began")
          end,
          touchesEnded = function(self, touches, event) print("save ended") end,
        }
        """

    func session(_ wall: FakeWall = FakeWall()) throws -> (StudioSession, TempDirectory) {
        let studio = try StudioFixture(
            prefix: "studio-inspector-", files: ["scene.lua": Self.scene, "say.lua": Self.say], wall: wall)
        return (studio.session, studio.folder)
    }

    func inspected(_ out: [StudioSession.Outgoing]) throws -> ServerMessage.Inspected {
        try #require(messages(out).compactMap(\.inspected).first)
    }

    func fields(_ message: ServerMessage.Inspected) -> [String: ServerMessage.Inspected.Field] {
        var byKey: [String: ServerMessage.Inspected.Field] = [:]
        for field in message.fields ?? [] {
            byKey[field.key] = field
        }
        return byKey
    }

    @Test(
        "inspect: a button's fields as Lua literals, its control state, gestures with state, behaviour methods with file:line, and its chain"
    )
    func inspectButton() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let out = session.handle("{\"type\":\"inspect\",\"view\":\"save\"}")
        #expect(out.count == 1 && out[0].onlyToSender)
        let message = try inspected(out)
        #expect(message.kind == "button")
        #expect(message.window == "w")
        #expect(message.editable == true)
        let f = fields(message)
        #expect(f["frame"]?.value == "{20, 100, 100, 44}")
        #expect(f["bounds"]?.value == "{0, 0, 100, 44}")
        #expect(f["center"]?.value == "{70, 122}")
        #expect(f["transform"]?.value == "{1, 0, 0, 1, 0, 0}")
        #expect(f["alpha"]?.value == "1")
        #expect(f["hidden"]?.value == "false")
        #expect(f["userInteractionEnabled"]?.value == "true")
        #expect(f["backgroundColor"]?.value == "\"#ff0000ff\"")
        #expect(f["enabled"]?.value == "true" && f["enabled"]?.group == "control")
        #expect(f["tracking"]?.editable == false)
        #expect(f["contentOffset"] == nil, "a button has no scroll state")
        let gestures = message.gestures ?? []
        #expect(gestures.map { "\($0.name) \($0.kind) \($0.state)" } == ["hold longPress possible"])
        let behaviour = try #require(message.behaviour)
        #expect(behaviour.name == "say")
        #expect(behaviour.file?.hasSuffix("/say.lua") == true)
        let methods = behaviour.methods.map { "\($0.name) \($0.location)" }
        #expect(methods == ["touchesBegan say.lua:2", "touchesEnded say.lua:5"], "\(methods)")
        // UIKit's chain: the view, its superview (a controller's root view), the controller,
        // the window, the application.
        let chain = (message.chain ?? []).map { "\($0.name) \($0.kind)" }
        #expect(
            chain == ["save button", "root view", "settings controller", "w window", "app application"], "\(chain)")
    }

    @Test("inspect: a gesture's state is its current one, a scroll view shows its offset, size and zoom")
    func inspectLiveState() throws {
        let wall = FakeWall()
        let (session, folder) = try session(wall)
        defer { folder.remove() }
        _ = session.handle(touch(1, "began", 50, 120))
        wall.seconds += 0.6
        _ = session.tick()
        let save = try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"save\"}"))
        let gestures = save.gestures ?? []
        #expect(gestures.first?.state == "began", "the long press is recognized after 0.5 s held")
        let list = fields(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"list\"}")))
        #expect(list["contentOffset"]?.value == "{0, 0}")
        #expect(list["contentSize"]?.value == "{390, 1200}")
        #expect(list["zoomScale"]?.value == "1")
        #expect(list["enabled"] == nil, "a scroll view has no control state")
    }

    @Test("edit: a frame becomes one recorded lua line, applied at once, and the inspector shows the new frame")
    func editFrame() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let out = session.handle(
            "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{10, 600, 120, 80}\"}")
        #expect(session.recording == ["0 lua find(\"card\").frame = {10, 600, 120, 80}"])
        let edited = try #require(messages(out).compactMap(\.edited).first)
        #expect(edited.error == nil)
        #expect(edited.line == "0 lua find(\"card\").frame = {10, 600, 120, 80}")
        #expect(fields(try inspected(out))["frame"]?.value == "{10, 600, 120, 80}")
        // Every page gets the change as an update, the first message.
        #expect(out.first?.type == "update" && out.first?.onlyToSender == false)
        #expect(out.first?.text.contains("\"frame\":[10,600,120,80]") == true, "\(out.first?.text ?? "")")
        let again = fields(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}")))
        #expect(again["frame"]?.value == "{10, 600, 120, 80}")
    }

    @Test("edit: a saved session with an edit replays with moonchain run to the same output")
    func editReplays() throws {
        let wall = FakeWall()
        let (session, folder) = try session(wall)
        defer { folder.remove() }
        wall.seconds += 0.1
        _ = session.handle("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{200, 300, 50, 50}\"}")
        wall.seconds += 0.1
        _ = session.handle(touch(1, "began", 220, 320))
        _ = session.handle(touch(1, "ended", 220, 320))
        #expect(session.printedSinceReset == ["card touched in {200, 300, 50, 50}"])
        let saved = session.handle("{\"type\":\"saveTest\",\"name\":\"edited\"}")
        #expect(saved.contains { $0.type == "saved" })
        var report = ""
        let runner = TestRunner(
            options: TestOptions(paths: [folder.file("edited")], jobs: 1), parse: SaveAsTestTests.parse
        ) { report += $0 }
        #expect(runner.run() == 0, "\(report)")
        #expect(report == "1 passed, 0 failed\n")
        #expect(folder.read("edited/events.txt")?.contains("lua find(\"card\").frame = {200, 300, 50, 50}") == true)
    }

    @Test(
        "edit: a value that does not fit the field gets the console's error, beside the field too; the session goes on")
    func editWrongType() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let viaEdit = session.handle("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"true\"}")
        let edited = try #require(messages(viaEdit).compactMap(\.edited).first)
        let error = try #require(edited.error)
        #expect(error.contains("frame must be a rect (x, y, width, height), got boolean"), "\(error)")
        #expect(consoleTexts(viaEdit, kind: "error") == [error])
        // The console's own lua line gives the same message.
        let viaConsole = session.handle("{\"type\":\"lua\",\"code\":\"find(\\\"card\\\").frame = true\"}")
        let consoleError = try #require(consoleTexts(viaConsole, kind: "error").first)
        #expect(consoleError.replacingOccurrences(of: "studio:2", with: "studio:1") == error)
        #expect(
            fields(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}")))["frame"]?.value
                == "{0, 700, 100, 100}")
        let alpha = session.handle("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"alpha\",\"value\":\"0.5\"}")
        #expect(fields(try inspected(alpha))["alpha"]?.value == "0.5")
    }

    @Test(
        "edit: values that are not Lua literals, unknown views and fields and read-only fields are refused; nothing runs or is recorded"
    )
    func editRefusals() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let refused: [(String, String)] = [
            (
                "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{1, 2, 3, 4}; print(1)\"}",
                "expected the end of the value"
            ),
            (
                "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"os.exit()\"}",
                "'os' is not a value"
            ),
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"alpha\",\"value\":\"\"}", "the value is empty"),
            (
                "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"alpha\",\"value\":\"(function() end)()\"}",
                "unexpected '('"
            ),
            (
                "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"backgroundColor\",\"value\":\"\\\"#fff\"}",
                "unfinished string"
            ),
            (
                "{\"type\":\"edit\",\"view\":\"nobody\",\"field\":\"frame\",\"value\":\"{0, 0, 1, 1}\"}",
                "no view named 'nobody'"
            ),
            (
                "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"superview\",\"value\":\"nil\"}",
                "has no field 'superview' the inspector edits"
            ),
            (
                "{\"type\":\"edit\",\"view\":\"save\",\"field\":\"tracking\",\"value\":\"true\"}",
                "save.tracking is read-only"
            ),
        ]
        for (message, wanted) in refused {
            let out = session.handle(message)
            let error = messages(out).compactMap(\.failure).first?.message ?? ""
            #expect(error.contains(wanted), "\(message): \(error)")
            #expect(messages(out).contains { $0.edited.map { $0.error == error } == true })
        }
        #expect(session.recording.isEmpty)
        #expect(session.printedSinceReset.isEmpty)
        // Malformed messages are refused by the parser.
        for bad in [
            "{\"type\":\"inspect\"}",
            "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{1,\\n2}\"}",
            "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"a b\",\"value\":\"1\"}",
        ] {
            let out = session.handle(bad)
            #expect(out.count == 1 && out[0].type == "error", "\(bad)")
        }
    }

    @Test("an unnamed view is inspected read-only with a note; an edit of it is refused")
    func unnamedView() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let state = try #require(messages(session.welcome()).compactMap(\.update).first)
        let views = state.windows?.first?.views ?? []
        let generated = try #require(views.compactMap { $0["name"]?.stringValue }.first { $0.hasPrefix("view") })
        let message = try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"\(generated)\"}"))
        #expect(message.generatedName == true)
        #expect(message.editable == false)
        #expect(message.note?.contains("has no name in the scene") == true)
        #expect(fields(message).values.allSatisfy { $0.editable == false })
        let out = session.handle("{\"type\":\"edit\",\"view\":\"\(generated)\",\"field\":\"alpha\",\"value\":\"0\"}")
        #expect(messages(out).contains { $0.failure?.message.contains("give it name") != nil })
        #expect(session.recording.isEmpty)
        // A named view is not taken for a generated one.
        #expect(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}")).generatedName == false)
    }

    @Test("inspect of a view that is gone says so; the tree's update names a controller's root view's controller")
    func missingViewAndControllers() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        _ = session.handle("{\"type\":\"lua\",\"code\":\"find(\\\"card\\\"):removeFromSuperview()\"}")
        let gone = try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}"))
        #expect(gone.missing == true)
        let state = try #require(messages(session.welcome()).compactMap(\.update).first { $0.full == true })
        let views = state.windows?.first?.views ?? []
        #expect(views.first { $0["name"]?.stringValue == "root" }?["controller"]?.stringValue == "settings")
        #expect(views.filter { $0["controller"] != nil }.count == 1)
    }

    @Test("edit: a view name with quotes and backslashes is quoted in the lua line, never run as code")
    func quotedNames() throws {
        let scene = #"return app { window { name = "w", view { name = "say \"hi\" \\", frame = {0, 0, 10, 10} } } }"#
        let studio = try StudioFixture(prefix: "studio-inspector-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        let name = #"say "hi" \"#
        let message = #"{"type":"edit","view":"say \"hi\" \\","field":"alpha","value":"0.5"}"#
        let out = session.handle(message)
        #expect(session.recording == [#"0 lua find("say \"hi\" \\").alpha = 0.5"#], "\(session.recording)")
        #expect(fields(try inspected(out))["alpha"]?.value == "0.5")
        #expect(messages(out).compactMap(\.inspected).first?.view == name)
    }

    @Test("inspector values: Lua literals are taken, anything that could run code is not")
    func literals() {
        for good in [
            "1", "-2.5", "1e3", "true", "nil", "\"#ff0000\"", "'x'", "{1, 2, 3, 4}", "{x = 1, y = -2}", "{ {1}, {2} }",
            "{}", "{1; 2,}",
        ] {
            #expect(InspectorLiteral.problem(in: good) == nil, "\(good)")
        }
        for bad in [
            "print(1)", "1 + 1", "{1, 2} .. x", "x", "{f()}", "\"a\" \"b\"", "{1, 2", "--1", "1)", "{{{{{1}}}}}", "0/0",
        ] {
            #expect(InspectorLiteral.problem(in: bad) != nil, "\(bad)")
        }
        #expect(StudioSession.luaQuoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
    }
}
