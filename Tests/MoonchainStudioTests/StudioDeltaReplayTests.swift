import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The update's delta is computed from each view's values, written as JSON only when they
/// changed: whatever changes a view — a script's write, a layout above it, a scroll and its
/// deceleration's timers, a control, a tree edit — a page that applies every update it is sent
/// holds exactly the scene a page that connects now is sent whole.
struct StudioDeltaReplayTests {
    static let scene = """
        local dim = {
          touchesBegan = function(self) self.alpha = 0.5 end,
          touchesEnded = function(self) self.alpha = 1 end,
        }
        local function rows()
          local list = {}
          for i = 0, 19 do list[#list + 1] = cell { name = "row" .. i, height = 50 } end
          return table.unpack(list)
        end
        return app {
          window { name = "w",
            view { name = "box", frame = {0, 100, 200, 100},
              view { name = "inner", frame = {10, 10, 50, 50}, behaviour = dim },
            },
            switch { name = "wifi", frame = {250, 100, 51, 31}, on = true },
            tableView { name = "list", frame = {0, 300, 390, 400}, rows() },
          },
        }
        """

    /// A page's copy of the scene: each window's views, as it applies the updates.
    struct Page {
        var windows: [[JSONValue]] = []

        /// Applies an update; whether it was a delta (not the whole scene).
        @discardableResult
        mutating func apply(_ update: ServerMessage.Update) throws -> Bool {
            if update.full == true {
                windows = try #require(update.windows).map(\.views)
                return false
            }
            for entry in try #require(update.changed).compactMap(\.arrayValue) {
                let w = try #require(entry.first?.intValue)
                let v = try #require(entry.dropFirst().first?.intValue)
                try #require(w < windows.count && v < windows[w].count, "a delta past the scene: \(entry)")
                windows[w][v] = try #require(entry.last)
            }
            return true
        }

        /// Applies every update of a reply, in order; the views the deltas named.
        mutating func apply(_ out: [StudioSession.Outgoing]) throws -> [String] {
            var named: [String] = []
            for update in messages(out).compactMap(\.update) {
                if try apply(update) {
                    named += update.views.compactMap { $0["name"]?.stringValue }
                }
            }
            return named
        }
    }

    /// Asks for the whole scene as a page that connects and checks `page` holds the same.
    func expectSame(_ page: inout Page, _ session: StudioSession, after step: String) throws {
        let welcome = session.welcome().filter { $0.type == "update" }
        // Anything new goes to every page first (the base both share), then the whole scene.
        for update in welcome where !update.onlyToSender { _ = try page.apply([update]) }
        var fresh = Page()
        let whole = try #require(welcome.last { $0.onlyToSender })
        _ = try fresh.apply(try #require(messages([whole]).first?.update))
        #expect(page.windows == fresh.windows, "after \(step), the deltas left the page behind")
    }

    @Test(
        "every way a view changes reaches the page's delta: scripts, layout above it, scrolling and its timers, controls, tree edits"
    )
    func deltasKeepThePageWhole() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        var page = Page()
        _ = try page.apply(session.welcome())

        // A script's write (alpha in touchesBegan): only that view is sent.
        let began = try page.apply(session.handle(touch(1, "began", 30, 130)))
        #expect(began == ["inner"])
        try expectSame(&page, session, after: "touchesBegan")
        let ended = try page.apply(session.handle(touch(1, "ended", 30, 130)))
        #expect(ended == ["inner"])

        // Layout above: moving the box moves its subview on the screen, whose own values did not change.
        let moved = try page.apply(session.handle(#"{"type":"lua","code":"find(\"box\").frame = {0, 150, 200, 100}"}"#))
        #expect(moved == ["box", "inner"])
        try expectSame(&page, session, after: "moving the box")

        // A control: a tap turns the switch off.
        wall.seconds += 1
        _ = try page.apply(session.handle(touch(2, "began", 270, 115)))
        wall.seconds += 0.1
        let tapped = try page.apply(session.handle(touch(2, "ended", 270, 115)))
        #expect(tapped.contains("wifi"))
        try expectSame(&page, session, after: "the switch's tap")

        // A scroll: a flick, then its deceleration's frames as timers on a stepped clock.
        _ = try page.apply(session.handle(#"{"type":"pause"}"#))
        var y = 650.0
        for phase in ["began", "moved", "moved", "moved", "ended"] {
            _ = try page.apply(session.handle(touch(3, phase, 200, y)))
            y -= 60
        }
        try expectSame(&page, session, after: "the flick")
        var stepped: [String] = []
        for _ in 0..<5 { stepped += try page.apply(session.handle(#"{"type":"step","seconds":0.1}"#)) }
        #expect(stepped.contains("list"), "the deceleration moves the list's offset")
        try expectSame(&page, session, after: "the deceleration")

        // A tree edit: the whole scene, then deltas again from it.
        _ = try page.apply(session.handle(#"{"type":"lua","code":"find(\"inner\"):removeFromSuperview()"}"#))
        try expectSame(&page, session, after: "removing a view")
        let hid = try page.apply(session.handle(#"{"type":"lua","code":"find(\"box\").hidden = true"}"#))
        #expect(hid == ["box"])
        try expectSame(&page, session, after: "hiding the box")
    }
}
