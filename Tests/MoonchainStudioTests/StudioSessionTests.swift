import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// A studio session without a browser: messages in, timeline lines applied, messages out.
struct StudioSessionTests {
    @Test("a touch message becomes timeline lines, the handler's print, a why and a scene update")
    func touchBecomesTimelineLine() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        wall.seconds += 0.25
        let began = session.handle(touch(1, "began", 30, 50))
        wall.seconds += 0.1
        let ended = session.handle(touch(1, "ended", 30, 50))
        #expect(session.recording == ["0.25 touch 1 began 30 50", "0.35 touch 1 ended 30 50"])
        #expect(consoleTexts(began) == ["close began 0.25"])
        #expect(consoleTexts(ended) == ["close tapped"])
        let types = began.compactMap(\.type)
        #expect(types.contains("why") && types.first == "update")
        let why = try #require(messages(began).compactMap(\.why).first)
        #expect(why.explain["hit"]?["view"]?.stringValue == "close")
        let records = messages(began).compactMap(\.trace).first?.records ?? []
        #expect(records.contains { $0["type"]?.stringValue == "deliver" && $0["responder"]?.stringValue == "close" })
    }

    @Test("T8: a pen pointer becomes a type=pencil touch line, and scripts see a pencil")
    func penBecomesPencilTouch() throws {
        let scene = """
            return app { window { name = "w",
              view { name = "canvas", frame = {0, 0, 390, 400}, behaviour = {
                touchesBegan = function(self, touches) print(touches[1].type, touches[1].altitudeAngle) end,
              } },
            } }
            """
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        wall.seconds += 0.5
        let pen =
            "{\"type\":\"touches\",\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":10,\"y\":20,\"touchType\":\"pencil\"}]}"
        let out = session.handle(pen)
        #expect(session.recording == ["0.5 touch 1 began 10 20 type=pencil"])
        #expect(consoleTexts(out).first?.hasPrefix("pencil\t") == true)
    }

    @Test("two touch events at the same wall time get distinct times (a timeline would join them)")
    func touchEventsKeepDistinctTimes() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.handle(touch(1, "began", 30, 50))
        _ = session.handle(touch(1, "ended", 30, 50))
        #expect(session.recording == ["0 touch 1 began 30 50", "0.001 touch 1 ended 30 50"])
    }

    @Test("malformed and unknown messages get an error reply; the session goes on")
    func malformedMessages() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        for bad in [
            "not json", "[1,2]", "{\"kind\":\"touches\"}", "{\"type\":\"fly\"}",
            "{\"type\":\"touches\",\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":\"a\",\"y\":1}]}",
            "{\"type\":\"touches\",\"touches\":[{\"id\":1,\"phase\":\"sideways\",\"x\":1,\"y\":1}]}",
            "{\"type\":\"press\",\"press\":\"key\",\"phase\":\"began\",\"characters\":\"\(String(repeating: "a", count: 65))\"}",
            "{\"type\":\"press\",\"press\":\"a key\",\"phase\":\"began\"}",
            "{\"type\":\"lua\",\"code\":\"print(1)\\nprint(2)\"}",
            "{\"type\":\"remote\",\"command\":\"rewind\"}",
        ] {
            let out = session.handle(bad)
            #expect(out.count == 1 && out[0].type == "error" && out[0].onlyToSender, "\(bad)")
        }
        #expect(session.recording.isEmpty)
        _ = session.handle(touch(1, "began", 30, 50))
        #expect(session.printedSinceReset == ["close began 0"])
    }

    @Test("lua lines share one environment, as a timeline's do")
    func luaPromptSharesEnvironment() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.handle("{\"type\":\"lua\",\"code\":\"answer = 6 * 7\"}")
        let out = session.handle("{\"type\":\"lua\",\"code\":\"print(answer)\"}")
        #expect(consoleTexts(out) == ["42"])
        #expect(session.recording == ["0 lua answer = 6 * 7", "0 lua print(answer)"])
    }

    @Test("controls become timeline lines: shake, remote, press, action")
    func controlsBecomeLines() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.handle("{\"type\":\"shake\"}")
        _ = session.handle("{\"type\":\"remote\",\"command\":\"togglePlayPause\"}")
        _ = session.handle("{\"type\":\"press\",\"press\":\"key\",\"phase\":\"began\",\"characters\":\"a\"}")
        _ = session.handle("{\"type\":\"press\",\"press\":\"upArrow\",\"phase\":\"ended\"}")
        _ = session.handle("{\"type\":\"action\",\"name\":\"copy\"}")
        #expect(
            session.recording == [
                "0 motion shake began", "0 motion shake ended", "0 remote togglePlayPause",
                "0 press key began a", "0 press upArrow ended", "0 action copy",
            ])
    }

    @Test("the live clock fires timers on tick; a paused clock moves only by steps")
    func clockTicksPausesAndSteps() throws {
        let scene = """
            return app {
              window { name = "w",
                view { name = "v", frame = {0, 0, 200, 200}, behaviour = {
                    pressed = function(self, g) print("long press " .. g.state .. " " .. now()) end },
                  gestures = { longPress { name = "lp", action = "pressed" } } },
              },
            }
            """
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        _ = session.handle(touch(1, "began", 50, 50))
        wall.seconds += 0.3
        #expect(consoleTexts(session.tick()).isEmpty)
        wall.seconds += 0.3
        #expect(consoleTexts(session.tick()) == ["long press began 0.5"])
        _ = session.handle("{\"type\":\"pause\"}")
        wall.seconds += 5
        let stepped = session.handle("{\"type\":\"step\",\"seconds\":0.25}")
        #expect(messages(stepped).last?.update?.time == 0.85)
        #expect(session.recordingText().hasSuffix("0.85 tick\n"))
    }

    @Test("a saved snapshot test replays with exactly the session's prints")
    func savedTestReplays() throws {
        let studio = try StudioFixture(
            prefix: "studio-test-",
            files: [
                "scene.lua":
                    "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
                "say.lua":
                    "return { touchesEnded = function(self) print(self.name .. ' at ' .. now()) end, didLoad = function(self) print('loaded') end }",
            ])
        defer { studio.remove() }
        let folder = studio.folder
        let wall = studio.wall
        let session = studio.session
        for step in 0..<3 {
            wall.seconds += 0.2
            _ = session.handle(touch(step + 1, "began", 10, 10))
            wall.seconds += 0.05
            _ = session.handle(touch(step + 1, "ended", 10, 10))
        }
        let saved = session.handle("{\"type\":\"saveTest\",\"name\":\"case1\",\"snapshot\":true}")
        #expect(saved.contains { $0.type == "saved" })
        let caseFolder = folder.url.appendingPathComponent("case1")
        let expected = try String(contentsOf: caseFolder.appendingPathComponent("expected.txt"), encoding: .utf8)
        #expect(expected == "loaded\nb at 0.25\nb at 0.5\nb at 0.75\n")
        #expect(FileManager.default.fileExists(atPath: caseFolder.appendingPathComponent("say.lua").path))

        // Replay it as `run` does: the same host code, a timeline file, captured output.
        let output = CapturedOutput()
        let host = ScriptHost(output: output)
        try host.loadScene(path: caseFolder.appendingPathComponent("scene.lua").path)
        let player = TimelinePlayer(host: host, fileName: "events.txt")
        let events = try String(contentsOf: caseFolder.appendingPathComponent("events.txt"), encoding: .utf8)
        for (index, line) in events.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            player.play(line, number: index + 1)
        }
        player.finish()
        #expect(output.lines.joined(separator: "\n") + "\n" == expected)

        let timeline = session.handle("{\"type\":\"saveTimeline\",\"name\":\"mine\"}")
        #expect(timeline.contains { $0.type == "saved" })
        #expect(folder.read("mine.events.txt") == events)
    }

    @Test("save names are bare: separators, '..' and hidden names are refused, nothing is written")
    func saveNamesAreValidated() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        for name in ["../evil", "a/b", "..", "", ".hidden", "a\\\\b", "-rf", "name with space"] {
            let out = session.handle("{\"type\":\"saveTest\",\"name\":\"\(name)\"}")
            #expect(out.last?.type == "error", "\(name)")
            let timeline = session.handle("{\"type\":\"saveTimeline\",\"name\":\"\(name)\"}")
            #expect(timeline.last?.type == "error", "\(name)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(left == ["scene.lua"])
        #expect((try? SaveName.validate("good-name_1.v2").get()) == "good-name_1.v2")
    }

    @Test("a saved behaviour file reloads before the next input; instance state is kept")
    func behaviourReloadsBetweenEvents() throws {
        let studio = try StudioFixture(
            prefix: "studio-test-",
            files: [
                "scene.lua":
                    "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
                "say.lua":
                    "return { touchesEnded = function(self) self.n = (self.n or 0) + 1; print('old ' .. self.n) end }",
            ])
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        _ = session.handle(touch(1, "began", 10, 10))
        #expect(consoleTexts(session.handle(touch(1, "ended", 10, 10))) == ["old 1"])
        folder.write(
            "say.lua",
            "return { touchesEnded = function(self) self.n = (self.n or 0) + 1; print('new ' .. self.n) end }")
        _ = session.handle(touch(2, "began", 10, 10))
        let out = session.handle(touch(2, "ended", 10, 10))
        #expect(consoleTexts(out) == ["new 2"])

        // A broken version: the error is shown and the running one stays.
        folder.write("say.lua", "return { touchesEnded = function(self) print('broken' end }")
        let tick = session.tick()
        #expect(consoleTexts(tick, kind: "error").contains { $0.contains("say.lua") })
        _ = session.handle(touch(3, "began", 10, 10))
        #expect(consoleTexts(session.handle(touch(3, "ended", 10, 10))) == ["new 3"])
    }

    @Test("a changed scene file rebuilds the scene; a broken one keeps the old running")
    func sceneFileRebuilds() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        _ = session.handle(touch(1, "began", 30, 50))
        folder.write("scene.lua", "return app { window { name = \"w\", view { name = \"broken\" ")
        let broken = session.tick()
        #expect(consoleTexts(broken, kind: "error").count == 1)
        #expect(session.recording.count == 1)
        folder.write("scene.lua", buttonScene.replacingOccurrences(of: "\"close\"", with: "\"shut\""))
        let rebuilt = session.tick()
        #expect(consoleTexts(rebuilt, kind: "marker").contains { $0.hasPrefix("rebuild") })
        #expect(session.recording.isEmpty)
        _ = session.handle(touch(1, "began", 30, 50))
        #expect(session.printedSinceReset == ["shut began 0"])
    }
}
