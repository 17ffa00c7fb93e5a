import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// Several pages on one session, and pages that come and go: touch ids belong to the
/// server, a page that leaves mid-drag has its fingers cancelled, a page that arrives gets the
/// console so far, and code that failed to load is named until it is fixed.
struct StudioPagesTests {
    @Test("T: two pages each counting touches from 1 get distinct touch ids")
    func pagesNeverShareTouchIDs() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.handle(touch(1, "began", 30, 50), from: 1)
        _ = session.handle(touch(1, "began", 200, 50), from: 2)
        _ = session.handle(touch(1, "ended", 30, 50), from: 1)
        _ = session.handle(touch(1, "ended", 200, 50), from: 2)
        #expect(
            session.recording == [
                "0 touch 1 began 30 50", "0.001 touch 2 began 200 50",
                "0.002 touch 1 ended 30 50", "0.003 touch 2 ended 200 50",
            ])
        // A finger that is not down, or that begins twice, is refused and nothing is recorded.
        let stray = session.handle(touch(7, "moved", 1, 1), from: 1)
        #expect(stray.map(\.type) == ["error"])
        _ = session.handle(touch(3, "began", 30, 50), from: 1)
        let twice = session.handle(touch(3, "began", 30, 50), from: 1)
        #expect(twice.map(\.type) == ["error"])
        #expect(session.recording.count == 5)
    }

    @Test("T: a page that goes away mid-drag has its fingers cancelled where they were")
    func disconnectCancelsTouches() throws {
        let scene = """
            return app { window { name = "w",
              view { name = "pad", frame = {0, 0, 390, 400}, multipleTouchEnabled = true, behaviour = {
                touchesBegan = function(self) print("began") end,
                touchesCancelled = function(self, touches) print("cancelled " .. #touches) end,
              } },
            } }
            """
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.handle(touch(1, "began", 10, 10), from: 4)
        _ = session.handle(touch(1, "moved", 20, 30), from: 4)
        _ = session.handle(touch(1, "began", 100, 100), from: 5)
        let out = session.disconnected(4)
        #expect(consoleTexts(out) == ["cancelled 1"])
        #expect(session.recording.last == "0.003 touch 1 cancelled 20 30")
        #expect(out.first?.type == "update")
        // Nothing more of that page is down; the other page's finger still is.
        #expect(session.disconnected(4).isEmpty)
        _ = session.handle(touch(1, "ended", 100, 100), from: 5)
        #expect(session.recording.last == "0.004 touch 2 ended 100 100")
        // What was recorded replays to what was printed.
        #expect(session.printedSinceReset == ["began", "began", "cancelled 1"])
    }

    @Test("a page that connects gets the console so far, load-time prints included, once")
    func consoleHistoryReplayed() throws {
        let scene = """
            print("loading")
            return app { delegate = { didLoad = function() print("did load") end },
              window { name = "w", view { name = "v", frame = {0, 0, 100, 100},
                behaviour = { touchesBegan = function() print("touched") end } } } }
            """
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        let first = session.welcome()
        #expect(consoleTexts(first) == ["loading", "did load"])
        _ = session.handle(touch(1, "began", 10, 10))
        let second = session.welcome()
        let history = try #require(messages(second).compactMap(\.console).first)
        #expect(history.history == true)
        #expect(second.first { $0.type == "console" }?.onlyToSender == true)
        #expect(consoleTexts(second) == ["loading", "did load", "touched"])
        #expect(consoleTexts(second, kind: "marker") == ["0 touch 1 began 10 10"])
    }

    @Test("a reload is said once, as news; a failed one once, as an error, and named until fixed")
    func reloadMessagesAndProblems() throws {
        let studio = try StudioFixture(
            prefix: "studio-test-",
            files: [
                "scene.lua":
                    "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
                "say.lua": "return { touchesEnded = function(self) print('one') end }",
            ])
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        _ = session.welcome()
        folder.write("say.lua", "return { touchesEnded = function(self) print('two') end }")
        let good = session.tick()
        #expect(consoleTexts(good, kind: "error").isEmpty)
        #expect(consoleTexts(good, kind: "marker").filter { $0.contains("say") }.count == 1)
        #expect(messages(good).compactMap(\.problems).isEmpty)

        folder.write("say.lua", "return { touchesEnded = function(self) print('three' end }")
        let bad = session.tick()
        let errors = consoleTexts(bad, kind: "error")
        #expect(errors.count == 1 && errors[0].contains("say.lua:1"), "\(errors)")
        #expect(consoleTexts(bad, kind: "marker").filter { $0.contains("say") }.isEmpty)
        let problems = try #require(messages(bad).compactMap(\.problems).first)
        let listed = problems.problems
        #expect(listed.count == 1 && listed.first?.file == "say.lua")
        #expect(listed.first?.message.contains("say.lua:1") == true, "\(listed)")
        // A page connecting now is told too.
        let welcome = messages(session.welcome()).compactMap(\.problems).first
        #expect(welcome?.problems.count == 1)

        folder.write("say.lua", "return { touchesEnded = function(self) print('four') end }")
        let fixed = messages(session.tick()).compactMap(\.problems).first
        #expect(fixed?.problems.isEmpty == true)
    }

    @Test("Space and # typed on the page are press lines with escaped characters")
    func spaceAndHashPresses() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.handle(#"{"type":"press","press":"key","phase":"began","characters":" "}"#)
        _ = session.handle(##"{"type":"press","press":"key","phase":"ended","characters":"#"}"##)
        #expect(session.recording == [#"0 press key began \x20"#, #"0 press key ended \x23"#])
    }

    @Test("a scene that does not load still starts a session; it loads once a file beside it is fixed")
    func brokenSceneStarts() throws {
        let folder = TempDirectory(
            prefix: "studio-test-",
            files: [
                "scene.lua":
                    "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
                "say.lua": "return { touchesEnded = function(self) print('hi' end }",
            ])
        defer { folder.remove() }
        let (session, error) = StudioSession.starting(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        #expect(error?.description.contains("say.lua:1") == true, "\(String(describing: error))")
        #expect(!session.sceneLoaded)
        let welcome = session.welcome()
        let problems = messages(welcome).compactMap(\.problems).first?.problems
        #expect(
            problems?.first?.message.hasPrefix("nothing running, the scene did not load: ") == true,
            "\(String(describing: problems))")
        #expect(consoleTexts(welcome, kind: "error").contains { $0.contains("say.lua:1") })
        let update = try #require(messages(welcome).compactMap(\.update).first)
        #expect(update.windows?.isEmpty == true)
        // Input is harmless meanwhile.
        _ = session.handle(touch(1, "began", 10, 10))

        folder.write("say.lua", "return { touchesEnded = function(self) print('hi') end }")
        let fixed = session.tick()
        #expect(session.sceneLoaded)
        let cleared = messages(fixed).compactMap(\.problems).first?.problems
        #expect(cleared?.isEmpty == true)
        let windows = messages(fixed).compactMap(\.update).first { $0.windows != nil }?.windows
        #expect(windows?.first?.name == "w")
        _ = session.handle(touch(1, "began", 10, 10))
        _ = session.handle(touch(1, "ended", 10, 10))
        #expect(session.printedSinceReset == ["hi"])
    }
}
