import Foundation
import MoonchainHost
import ResponderKit
import Testing

@testable import MoonchainStudio

/// The why entry of a touch comes from the touch's own hit test (`TouchWalkExplainer`), not
/// from a second walk before it: the same entry as the old explain, scripts' hit-test methods
/// run once per touch (as under `moonchain run`) and their prints reach the console once.
struct TouchWalkWhyTests {
    /// Scenes whose scripts take part in the walk in every way a why entry shows: prints,
    /// errors, wrong types, a `hitTest` through `super` or answering another view, two windows.
    static let scenes: [(name: String, scene: String, points: [(Double, Double)])] = [
        (
            "pointInside prints and answers",
            """
            local grow = { pointInside = function(self, p) print(self.name .. " asked at " .. string.format("%g", p.x))
              return p.x >= -10 and p.y >= 0 and p.x < self.bounds.width + 10 and p.y < self.bounds.height end }
            local never = { pointInside = function(self, p) print("never says yes") return false end }
            return app { window { name = "w",
              view { name = "a", frame = {20, 20, 100, 100}, behaviour = grow,
                view { name = "inner", frame = {10, 10, 30, 30}, behaviour = never } },
              view { name = "b", frame = {200, 20, 100, 100}, behaviour = grow,
                gestures = { tap { name = "tapB" } } },
            } }
            """, [(25, 25), (115, 50), (35, 35), (205, 30), (5, 300)]
        ),
        (
            "pointInside errors and returns wrong types",
            """
            local boom = { pointInside = function(self, p) error("boom at " .. string.format("%g", p.x)) end }
            local text = { pointInside = function(self, p) print("answering a string") return "yes" end }
            local nan = { pointInside = function(self, p) return 0/0 end }
            return app { window { name = "w",
              view { name = "e", frame = {0, 0, 100, 100}, behaviour = boom },
              view { name = "s", frame = {0, 100, 100, 100}, behaviour = text },
              view { name = "n", frame = {0, 200, 100, 100}, behaviour = nan },
            } }
            """, [(50, 50), (50, 150), (50, 250)]
        ),
        (
            "hitTest overrides print, call super, error and answer other views",
            """
            local viaSuper = { hitTest = function(self, p, e) print("hitTest " .. self.name)
              return self.super:hitTest(p, e) end }
            local other = { hitTest = function(self, p, e) print("sending it to b2") return find("b2") end }
            local broken = { hitTest = function(self, p, e) error("hitTest broke") end }
            local wrong = { hitTest = function(self, p, e) return 42 end }
            return app {
              window { name = "front", level = 1, frame = {0, 0, 390, 200},
                view { name = "sup", frame = {0, 0, 100, 100}, behaviour = viaSuper,
                  view { name = "child", frame = {10, 10, 20, 20} } },
                view { name = "redirect", frame = {100, 0, 100, 100}, behaviour = other },
                view { name = "err", frame = {200, 0, 100, 100}, behaviour = broken },
                view { name = "num", frame = {300, 0, 90, 100}, behaviour = wrong },
              },
              window { name = "back",
                view { name = "b2", frame = {0, 0, 390, 844} },
              },
            }
            """, [(15, 15), (50, 50), (150, 50), (250, 50), (350, 50), (50, 500)]
        ),
        (
            "hidden, disabled and transparent views are skipped",
            """
            return app { window { name = "w",
              view { name = "hidden", frame = {0, 0, 100, 100}, hidden = true },
              view { name = "off", frame = {0, 100, 100, 100}, userInteractionEnabled = false },
              view { name = "clear", frame = {0, 200, 100, 100}, alpha = 0 },
              button { name = "ok", frame = {0, 300, 100, 100} },
            } }
            """, [(50, 50), (50, 150), (50, 250), (50, 350)]
        ),
        // More plain misses than the why panel lists (`StudioSession.foldAfter`): the touch's
        // walk is folded while it is built, the explain's after; both must say the same.
        ("plain misses beyond the first few are folded", manyMisses, [(3, 93), (5, 600), (95, 303), (200, 200)]),
    ]

    /// 30 siblings, most missed outside their bounds, every third by its Lua `pointInside`, one
    /// printing as it misses (not plain: kept), one with a subview (the touch at (3, 93)).
    static let manyMisses: String = {
        var views = ""
        for i in 0..<30 {
            let behaviour = i == 12 ? ", behaviour = loud" : i % 3 == 0 ? ", behaviour = no" : ""
            views += "view { name = \"v\(i)\", frame = {\(i * 10 + 30), 300, 8, 8}\(behaviour) },\n"
        }
        return """
            local no = { pointInside = function(self, p) return false end }
            local loud = { pointInside = function(self, p) print("loud " .. self.name) return false end }
            return app { window { name = "w",
              view { name = "grid", frame = {0, 0, 390, 844},
                view { name = "holder", frame = {0, 90, 20, 20}, view { name = "inner", frame = {0, 0, 5, 5} } },
            \(views) } } }
            """
    }()

    /// A walk as canonical text (decoded, so its keys are sorted), to compare two documents.
    static func canonical(_ value: JSONValue?) throws -> String {
        try #require(value).text(pretty: false)
    }

    @Test("H1–H7: a touch's why entry from its own walk equals the explain walked before it")
    func whyEqualsTheOldExplain() throws {
        for (name, scene, points) in Self.scenes {
            for (x, y) in points {
                let studio = try StudioFixture(prefix: "studio-why-", files: ["scene.lua": scene])
                defer { studio.remove() }
                // The old way, on a session of its own: the point explained before any touch.
                let before = studio.session
                let old = messages([
                    before.explainMessage(at: Point(x: x, y: y), touch: 1, onlyToSender: false, time: 0)
                ])
                let played = try StudioSession(scenePath: studio.folder.file("scene.lua"), wallClock: studio.wall.read)
                let out = played.handle(touch(1, "began", x, y))
                let whys = messages(out).compactMap(\.why)
                #expect(whys.count == 1, "\(name) at (\(x), \(y))")
                #expect(whys.first?.touch == 1)
                let new = try Self.canonical(whys.first?.explain)
                #expect(new == (try Self.canonical(old.first?.why?.explain)), "\(name) at (\(x), \(y))")
            }
        }
    }

    @Test("H7: every new touch of one event gets its own why entry, in the order they began")
    func twoFingersTwoEntries() throws {
        let studio = try StudioFixture(prefix: "studio-why-", files: ["scene.lua": Self.scenes[0].scene])
        defer { studio.remove() }
        let session = studio.session
        let message =
            "{\"type\":\"touches\",\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":25,\"y\":25},{\"id\":2,\"phase\":\"began\",\"x\":205,\"y\":30}]}"
        let whys = messages(session.handle(message)).compactMap(\.why)
        #expect(whys.compactMap(\.touch) == [1, 2])
        let hits = whys.compactMap { $0.explain["hit"]?["view"]?.stringValue }
        #expect(hits == ["a", "b"])
        #expect(whys.map { $0.explain["gestures"]?.arrayValue?.count } == [0, 1])
    }

    @Test("a print during a touch's walk reaches the console once and the why notes once")
    func printsOnceInConsoleAndNotes() throws {
        let studio = try StudioFixture(prefix: "studio-why-", files: ["scene.lua": Self.scenes[0].scene])
        defer { studio.remove() }
        let session = studio.session
        let out = session.handle(touch(1, "began", 35, 35))
        // The walk asks b (frontmost, outside it), then a, then a's subview inner.
        #expect(consoleTexts(out) == ["b asked at -165", "a asked at 15", "never says yes"])
        let why = try Self.canonical(try #require(messages(out).compactMap(\.why).first).explain)
        for line in ["b asked at -165", "a asked at 15", "never says yes"] {
            #expect(why.components(separatedBy: "print: " + line).count == 2, "\(line)")
        }
        // Prints after the walk (the handlers') are not notes of it.
        let ended = session.handle(touch(1, "ended", 35, 35))
        #expect(!ended.contains { $0.type == "why" })
    }

    @Test("a script error in a touch's walk is in the console once and in the why notes")
    func errorOnceInConsole() throws {
        let studio = try StudioFixture(prefix: "studio-why-", files: ["scene.lua": Self.scenes[1].scene])
        defer { studio.remove() }
        let session = studio.session
        let out = session.handle(touch(1, "began", 50, 50))
        let errors = consoleTexts(out, kind: "error").filter { $0.contains("boom at 50") }
        #expect(errors.count == 1)
        let why = try #require(messages(out).compactMap(\.why).first)
        #expect(try Self.canonical(why.explain).contains("boom at 50"))
    }

    @Test("a Lua pointInside runs as often in the studio as under moonchain run (once per walk)")
    func pointInsideRunsOncePerTouch() throws {
        let scene = """
            asked = 0
            return app { window { name = "w",
              view { name = "counted", frame = {0, 0, 200, 200}, behaviour = {
                pointInside = function(self, p) asked = asked + 1 return true end,
                touchesEnded = function(self) print("pointInside asked " .. asked .. " times") end } },
            } }
            """
        let studio = try StudioFixture(prefix: "studio-why-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let folder = studio.folder
        let wall = studio.wall
        let session = studio.session
        for step in 0..<2 {
            wall.seconds += 0.2
            _ = session.handle(touch(step + 1, "began", 50, 50))
            wall.seconds += 0.05
            _ = session.handle(touch(step + 1, "ended", 50, 50))
        }
        #expect(session.printedSinceReset == ["pointInside asked 1 times", "pointInside asked 2 times"])

        // The same recording under `run`: the same host code, captured output.
        let output = CapturedOutput()
        let host = ScriptHost(output: output)
        try host.loadScene(path: folder.file("scene.lua"))
        let player = TimelinePlayer(host: host, fileName: "events.txt")
        for (index, line) in session.recording.enumerated() { player.play(Substring(line), number: index + 1) }
        player.finish()
        #expect(output.lines == session.printedSinceReset)
    }
}
