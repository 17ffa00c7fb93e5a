import Foundation
import MoonchainHost
import MoonchainRunLoop
@testable import MoonchainStudio
import MoonchainTestRunner
import Testing

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
        let folder = TempDirectory(prefix: "studio-inspector-", files: ["scene.lua": Self.scene, "say.lua": Self.say])
        return (try StudioSession(scenePath: folder.file("scene.lua"), wallClock: wall.read), folder)
    }

    func inspected(_ out: [StudioSession.Outgoing]) throws -> [String: Any] {
        try #require(objects(out).first { $0["type"] as? String == "inspected" })
    }

    func fields(_ message: [String: Any]) -> [String: [String: Any]] {
        var byKey: [String: [String: Any]] = [:]
        for field in message["fields"] as? [[String: Any]] ?? [] {
            if let key = field["key"] as? String { byKey[key] = field }
        }
        return byKey
    }

    @Test("inspect: a button's fields as Lua literals, its control state, gestures with state, behaviour methods with file:line, and its chain")
    func inspectButton() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let out = session.handle("{\"type\":\"inspect\",\"view\":\"save\"}")
        #expect(out.count == 1 && out[0].onlyToSender)
        let message = try inspected(out)
        #expect(message["kind"] as? String == "button")
        #expect(message["window"] as? String == "w")
        #expect(message["editable"] as? Bool == true)
        let f = fields(message)
        #expect(f["frame"]?["value"] as? String == "{20, 100, 100, 44}")
        #expect(f["bounds"]?["value"] as? String == "{0, 0, 100, 44}")
        #expect(f["center"]?["value"] as? String == "{70, 122}")
        #expect(f["transform"]?["value"] as? String == "{1, 0, 0, 1, 0, 0}")
        #expect(f["alpha"]?["value"] as? String == "1")
        #expect(f["hidden"]?["value"] as? String == "false")
        #expect(f["userInteractionEnabled"]?["value"] as? String == "true")
        #expect(f["backgroundColor"]?["value"] as? String == "\"#ff0000ff\"")
        #expect(f["enabled"]?["value"] as? String == "true" && f["enabled"]?["group"] as? String == "control")
        #expect(f["tracking"]?["editable"] as? Bool == false)
        #expect(f["contentOffset"] == nil, "a button has no scroll state")
        let gestures = message["gestures"] as? [[String: Any]] ?? []
        #expect(gestures.map { "\($0["name"] ?? "") \($0["kind"] ?? "") \($0["state"] ?? "")" } == ["hold longPress possible"])
        let behaviour = try #require(message["behaviour"] as? [String: Any])
        #expect(behaviour["name"] as? String == "say")
        #expect((behaviour["file"] as? String)?.hasSuffix("/say.lua") == true)
        let methods = (behaviour["methods"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "") \($0["location"] ?? "")" }
        #expect(methods == ["touchesBegan say.lua:2", "touchesEnded say.lua:5"], "\(methods)")
        // UIKit's chain: the view, its superview (a controller's root view), the controller,
        // the window, the application.
        let chain = (message["chain"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "") \($0["kind"] ?? "")" }
        #expect(chain == ["save button", "root view", "settings controller", "w window", "app application"], "\(chain)")
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
        let gestures = save["gestures"] as? [[String: Any]] ?? []
        #expect(gestures.first?["state"] as? String == "began", "the long press is recognized after 0.5 s held")
        let list = fields(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"list\"}")))
        #expect(list["contentOffset"]?["value"] as? String == "{0, 0}")
        #expect(list["contentSize"]?["value"] as? String == "{390, 1200}")
        #expect(list["zoomScale"]?["value"] as? String == "1")
        #expect(list["enabled"] == nil, "a scroll view has no control state")
    }

    @Test("edit: a frame becomes one recorded lua line, applied at once, and the inspector shows the new frame")
    func editFrame() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let out = session.handle("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{10, 600, 120, 80}\"}")
        #expect(session.recording == ["0 lua find(\"card\").frame = {10, 600, 120, 80}"])
        let edited = try #require(objects(out).first { $0["type"] as? String == "edited" })
        #expect(edited["error"] is NSNull)
        #expect(edited["line"] as? String == "0 lua find(\"card\").frame = {10, 600, 120, 80}")
        #expect(fields(try inspected(out))["frame"]?["value"] as? String == "{10, 600, 120, 80}")
        // Every page gets the change as an update, the first message.
        #expect(out.first?.type == "update" && out.first?.onlyToSender == false)
        #expect(out.first?.text.contains("\"frame\":[10,600,120,80]") == true, "\(out.first?.text ?? "")")
        let again = fields(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}")))
        #expect(again["frame"]?["value"] as? String == "{10, 600, 120, 80}")
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
        let runner = TestRunner(options: TestOptions(paths: [folder.file("edited")], jobs: 1), parse: SaveAsTestTests.parse) { report += $0 }
        #expect(runner.run() == 0, "\(report)")
        #expect(report == "1 passed, 0 failed\n")
        #expect(folder.read("edited/events.txt")?.contains("lua find(\"card\").frame = {200, 300, 50, 50}") == true)
    }

    @Test("edit: a value that does not fit the field gets the console's error, beside the field too; the session goes on")
    func editWrongType() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let viaEdit = session.handle("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"true\"}")
        let edited = try #require(objects(viaEdit).first { $0["type"] as? String == "edited" })
        let error = try #require(edited["error"] as? String)
        #expect(error.contains("frame must be a rect (x, y, width, height), got boolean"), "\(error)")
        #expect(consoleTexts(viaEdit, kind: "error") == [error])
        // The console's own lua line gives the same message.
        let viaConsole = session.handle("{\"type\":\"lua\",\"code\":\"find(\\\"card\\\").frame = true\"}")
        let consoleError = try #require(consoleTexts(viaConsole, kind: "error").first)
        #expect(consoleError.replacingOccurrences(of: "studio:2", with: "studio:1") == error)
        #expect(fields(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}")))["frame"]?["value"] as? String == "{0, 700, 100, 100}")
        let alpha = session.handle("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"alpha\",\"value\":\"0.5\"}")
        #expect(fields(try inspected(alpha))["alpha"]?["value"] as? String == "0.5")
    }

    @Test("edit: values that are not Lua literals, unknown views and fields and read-only fields are refused; nothing runs or is recorded")
    func editRefusals() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let refused: [(String, String)] = [
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{1, 2, 3, 4}; print(1)\"}", "expected the end of the value"),
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"os.exit()\"}", "'os' is not a value"),
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"alpha\",\"value\":\"\"}", "the value is empty"),
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"alpha\",\"value\":\"(function() end)()\"}", "unexpected '('"),
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"backgroundColor\",\"value\":\"\\\"#fff\"}", "unfinished string"),
            ("{\"type\":\"edit\",\"view\":\"nobody\",\"field\":\"frame\",\"value\":\"{0, 0, 1, 1}\"}", "no view named 'nobody'"),
            ("{\"type\":\"edit\",\"view\":\"card\",\"field\":\"superview\",\"value\":\"nil\"}", "has no field 'superview' the inspector edits"),
            ("{\"type\":\"edit\",\"view\":\"save\",\"field\":\"tracking\",\"value\":\"true\"}", "save.tracking is read-only"),
        ]
        for (message, wanted) in refused {
            let out = session.handle(message)
            let error = objects(out).first { $0["type"] as? String == "error" }?["message"] as? String ?? ""
            #expect(error.contains(wanted), "\(message): \(error)")
            #expect(objects(out).contains { $0["type"] as? String == "edited" && ($0["error"] as? String) == error })
        }
        #expect(session.recording.isEmpty)
        #expect(session.printedSinceReset.isEmpty)
        // Malformed messages are refused by the parser.
        for bad in ["{\"type\":\"inspect\"}", "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"frame\",\"value\":\"{1,\\n2}\"}",
                    "{\"type\":\"edit\",\"view\":\"card\",\"field\":\"a b\",\"value\":\"1\"}"] {
            let out = session.handle(bad)
            #expect(out.count == 1 && out[0].type == "error", "\(bad)")
        }
    }

    @Test("an unnamed view is inspected read-only with a note; an edit of it is refused")
    func unnamedView() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        let state = try #require(objects(session.welcome()).first { $0["type"] as? String == "update" })
        let views = ((state["windows"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        let generated = try #require(views.compactMap { $0["name"] as? String }.first { $0.hasPrefix("view") })
        let message = try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"\(generated)\"}"))
        #expect(message["generatedName"] as? Bool == true)
        #expect(message["editable"] as? Bool == false)
        #expect((message["note"] as? String)?.contains("has no name in the scene") == true)
        #expect(fields(message).values.allSatisfy { $0["editable"] as? Bool == false })
        let out = session.handle("{\"type\":\"edit\",\"view\":\"\(generated)\",\"field\":\"alpha\",\"value\":\"0\"}")
        #expect(objects(out).contains { $0["type"] as? String == "error" && ($0["message"] as? String)?.contains("give it name") != nil })
        #expect(session.recording.isEmpty)
        // A named view is not taken for a generated one.
        #expect(try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}"))["generatedName"] as? Bool == false)
    }

    @Test("inspect of a view that is gone says so; the tree's update names a controller's root view's controller")
    func missingViewAndControllers() throws {
        let (session, folder) = try session()
        defer { folder.remove() }
        _ = session.handle("{\"type\":\"lua\",\"code\":\"find(\\\"card\\\"):removeFromSuperview()\"}")
        let gone = try inspected(session.handle("{\"type\":\"inspect\",\"view\":\"card\"}"))
        #expect(gone["missing"] as? Bool == true)
        let state = try #require(objects(session.welcome()).first { $0["type"] as? String == "update" && $0["full"] as? Bool == true })
        let views = ((state["windows"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        #expect(views.first { $0["name"] as? String == "root" }?["controller"] as? String == "settings")
        #expect(views.filter { $0["controller"] != nil }.count == 1)
    }

    @Test("edit: a view name with quotes and backslashes is quoted in the lua line, never run as code")
    func quotedNames() throws {
        let scene = #"return app { window { name = "w", view { name = "say \"hi\" \\", frame = {0, 0, 10, 10} } } }"#
        let folder = TempDirectory(prefix: "studio-inspector-", files: ["scene.lua": scene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        let name = #"say "hi" \"#
        let message = #"{"type":"edit","view":"say \"hi\" \\","field":"alpha","value":"0.5"}"#
        let out = session.handle(message)
        #expect(session.recording == [#"0 lua find("say \"hi\" \\").alpha = 0.5"#], "\(session.recording)")
        #expect(fields(try inspected(out))["alpha"]?["value"] as? String == "0.5")
        #expect(objects(out).first { $0["type"] as? String == "inspected" }?["view"] as? String == name)
    }

    @Test("inspector values: Lua literals are taken, anything that could run code is not")
    func literals() {
        for good in ["1", "-2.5", "1e3", "true", "nil", "\"#ff0000\"", "'x'", "{1, 2, 3, 4}", "{x = 1, y = -2}", "{ {1}, {2} }", "{}", "{1; 2,}"] {
            #expect(InspectorLiteral.problem(in: good) == nil, "\(good)")
        }
        for bad in ["print(1)", "1 + 1", "{1, 2} .. x", "x", "{f()}", "\"a\" \"b\"", "{1, 2", "--1", "1)", "{{{{{1}}}}}", "0/0"] {
            #expect(InspectorLiteral.problem(in: bad) != nil, "\(bad)")
        }
        #expect(StudioSession.luaQuoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
    }
}
