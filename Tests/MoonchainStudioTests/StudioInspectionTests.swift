import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

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
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        let update = try #require(messages(session.welcome()).compactMap(\.update).first)
        let views = try #require(update.windows?.first?.views)
        #expect(views.map { $0["name"]?.stringValue } == ["w", "panel", "ghost", "off", "inert"])
        #expect(views[2]["frame"]?.numbers == [15, 25, 10, 10])
        #expect(views[2]["alpha"]?.numberValue == 0)
        #expect(views[3]["hidden"]?.boolValue == true)
        #expect(views[4]["interactive"]?.boolValue == false)
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
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        // Sampled in slices between inputs: a slow machine may need a few ticks.
        var out = session.handle("{\"type\":\"hitmap\",\"step\":10}")
        for _ in 0..<1000 where !out.contains(where: { $0.type == "hitmap" }) { out += session.tick() }
        let map = try #require(messages(out).compactMap(\.hitmap).first)
        let legend = (map.legend ?? []).map(\.name)
        let cells = map.cells ?? []
        #expect(map.columns == 10 && cells.count == 100)
        let button = try #require(legend.firstIndex(of: "button"))
        // The cell centred on (25, 25) is 15 points outside the button's frame, inside its grown area.
        #expect(cells[2 * 10 + 2] == button)
        #expect(cells[0] != button)
        #expect(session.recording.isEmpty)
    }

    @Test("H7: explain answers only the asker, records nothing, and names the view a touch would reach")
    func hoverExplains() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": buttonScene])
        defer { studio.remove() }
        let session = studio.session
        let out = session.handle("{\"type\":\"explain\",\"x\":30,\"y\":50}")
        #expect(out.count == 1 && out[0].onlyToSender)
        let explain = messages(out).first?.explanation?.explain
        #expect(explain?["hit"]?["view"]?.stringValue == "close")
        #expect(
            explain?["responderChain"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == [
                "close", "toolbar", "w", "app",
            ])
        #expect(session.recording.isEmpty && session.printedSinceReset.isEmpty)
    }
}

/// The why of a touch past many views stays small.
struct StudioWhyFoldingTests {
    @Test("H3: plain misses beyond the first few siblings are folded into one note")
    func manyMissesFolded() throws {
        var views = ""
        for i in 0..<50 { views += "view { name = \"v\(i)\", frame = {\(i * 5 + 100), 300, 4, 4} },\n" }
        let scene =
            "return app { window { name = \"w\", view { name = \"grid\", frame = {0, 0, 390, 844},\n\(views) } } }"
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        let out = session.handle(touch(1, "began", 10, 10))
        let why = try #require(messages(out).compactMap(\.why).first)
        let window = try #require(why.explain["windows"]?.arrayValue?.first)
        let grid = try #require(window["children"]?.arrayValue?.first)
        #expect(grid["children"]?.arrayValue?.count == StudioSession.foldAfter)
        let notes = (grid["notes"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
        #expect(notes.contains("42 more subviews skipped: 42 outside their bounds"))
    }
}
