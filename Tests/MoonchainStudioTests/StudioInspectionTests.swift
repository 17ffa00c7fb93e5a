import Foundation
@testable import MoonchainStudio
import MoonchainHost
import Testing

/// What the page draws and overlays: the scene state, the hit map and a hover's explanation.
struct StudioInspectionTests {
    @Test("H1: the update lists every view in screen points, with hidden, alpha and interaction marks")
    func updateListsViews() throws {
        let scene = """
        return app {
          window { name = "w",
            view { name = "panel", frame = {10, 20, 200, 200},
              view { name = "ghost", frame = {5, 5, 10, 10}, alpha = 0 },
              view { name = "off", frame = {30, 5, 10, 10}, hidden = true },
              view { name = "inert", frame = {50, 5, 10, 10}, userInteractionEnabled = false },
            },
          },
        }
        """
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        let update = try #require(objects(session.welcome()).first { $0["type"] as? String == "update" })
        let window = try #require((update["windows"] as? [[String: Any]])?.first)
        let views = try #require(window["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["w", "panel", "ghost", "off", "inert"])
        #expect(views[2]["frame"] as? [Double] == [15, 25, 10, 10])
        #expect(views[2]["alpha"] as? Double == 0)
        #expect(views[3]["hidden"] as? Bool == true)
        #expect(views[4]["interactive"] as? Bool == false)
        #expect(views[1]["hidden"] == nil && views[1]["alpha"] == nil)
    }

    @Test("H6: the hit map uses the scene's pointInside, as the hitmap command does")
    func hitMapUsesScripts() throws {
        let scene = """
        local grown = { pointInside = function(self, p, e) return p.x > -20 and p.y > -20 and p.x < 40 and p.y < 40 end }
        return app {
          screen = {100, 100},
          window { name = "w", view { name = "button", frame = {40, 40, 20, 20}, behaviour = grown } },
        }
        """
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        // Sampled in slices between inputs: a slow machine may need a few ticks.
        var out = session.handle("{\"type\":\"hitmap\",\"step\":10}")
        for _ in 0..<1000 where !out.contains(where: { $0.type == "hitmap" }) { out += session.tick() }
        let map = try #require(objects(out).first { $0["type"] as? String == "hitmap" })
        let legend = (map["legend"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let cells = map["cells"] as? [Int] ?? []
        #expect(map["columns"] as? Int == 10 && cells.count == 100)
        let button = try #require(legend.firstIndex(of: "button"))
        // The cell centred on (25, 25) is 15 points outside the button's frame, inside its grown area.
        #expect(cells[2 * 10 + 2] == button)
        #expect(cells[0] != button)
        #expect(session.recording.isEmpty)
    }

    @Test("H7: explain answers only the asker, records nothing, and names the view a touch would reach")
    func hoverExplains() throws {
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        let out = session.handle("{\"type\":\"explain\",\"x\":30,\"y\":50}")
        #expect(out.count == 1 && out[0].onlyToSender)
        let explain = objects(out)[0]["explain"] as? [String: Any]
        #expect((explain?["hit"] as? [String: Any])?["view"] as? String == "close")
        #expect((explain?["responderChain"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["close", "toolbar", "w", "app"])
        #expect(session.recording.isEmpty && session.printedSinceReset.isEmpty)
    }
}

/// The why of a touch past many views stays small.
struct StudioWhyFoldingTests {
    @Test("H3: plain misses beyond the first few siblings are folded into one note")
    func manyMissesFolded() throws {
        var views = ""
        for i in 0..<50 { views += "view { name = \"v\(i)\", frame = {\(i * 5 + 100), 300, 4, 4} },\n" }
        let scene = "return app { window { name = \"w\", view { name = \"grid\", frame = {0, 0, 390, 844},\n\(views) } } }"
        let folder = TempDirectory(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        let out = session.handle(touch(1, "began", 10, 10))
        let why = try #require(objects(out).first { $0["type"] as? String == "why" })
        let window = try #require(((why["explain"] as? [String: Any])?["windows"] as? [[String: Any]])?.first)
        let grid = try #require((window["children"] as? [[String: Any]])?.first)
        #expect((grid["children"] as? [Any])?.count == StudioSession.foldAfter)
        let notes = (grid["notes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(notes.contains("42 more subviews skipped: 42 outside their bounds"))
    }
}
