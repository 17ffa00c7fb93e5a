import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The studio draws scroll views at their offset and cells in their state, a drag in the page
/// scrolls through the same touch path as a timeline's, and a deceleration's frames reach the
/// page while the clock runs live (S6, L2, L3).
struct StudioScrollingTests {
    static let scene = """
        local function rows()
          local list = {}
          for i = 0, 19 do list[#list + 1] = cell { name = "row" .. i, height = 50 } end
          return table.unpack(list)
        end
        return app {
          window { name = "w",
            tableView { name = "list", frame = {0, 100, 390, 400}, rows() },
          },
        }
        """

    /// The view called `name` in the last update of `out` that mentions it (full or delta).
    static func view(_ name: String, in out: [StudioSession.Outgoing]) -> JSONValue? {
        for update in messages(out).compactMap(\.update).reversed() {
            if let found = update.view(name) { return found }
        }
        return nil
    }

    static func state(_ name: String, in out: [StudioSession.Outgoing]) -> JSONValue {
        view(name, in: out)?["state"] ?? .object([])
    }

    static func offsetY(_ name: String, in out: [StudioSession.Outgoing]) -> Double? {
        (state(name, in: out)["offset"]?.numbers)?.last
    }

    @Test("S6 the update carries a scroll view's offset and content size, and its content's clip rect")
    func sceneFields() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let session = studio.session
        let welcome = session.welcome()
        let list = try #require(Self.view("list", in: welcome))
        #expect(list["kind"]?.stringValue == "tableView")
        let state = Self.state("list", in: welcome)
        #expect(state["offset"]?.numbers == [0, 0])
        #expect(state["contentSize"]?.numbers == [390, 1000])
        #expect(state["dragging"] == nil && state["decelerating"] == nil)
        #expect(list["clip"] == nil)
        // Rows are cut to the table's visible rect on the screen; the window clips nothing.
        let row = try #require(Self.view("row19", in: welcome))
        #expect(row["clip"]?.numbers == [0, 100, 390, 400])
        #expect(row["frame"]?.numbers == [0, 1050, 390, 50])
    }

    @Test("S6 a drag in the page scrolls the table; after the lift it decelerates, and live ticks send its frames")
    func dragThenDecelerate() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        _ = session.welcome()
        _ = session.handle(touch(1, "began", 200, 450))
        var y = 450.0
        var last: [StudioSession.Outgoing] = []
        for _ in 0..<6 {
            wall.seconds += 0.016
            y -= 30
            last = session.handle(touch(1, "moved", 200, y))
        }
        #expect(Self.state("list", in: last)["dragging"]?.boolValue == true)
        let dragged = try #require(Self.offsetY("list", in: last))
        #expect(dragged > 100)
        wall.seconds += 0.016
        let lifted = session.handle(touch(1, "ended", 200, y))
        let afterLift = Self.state("list", in: lifted)
        #expect(afterLift["decelerating"]?.boolValue == true)
        #expect(afterLift["dragging"] == nil)
        // No input, only time: the live tick fires the deceleration's frames and sends them.
        wall.seconds += 0.1
        let frame = session.tick()
        let moved = try #require(Self.offsetY("list", in: frame), "a tick during a deceleration sends the new offset")
        #expect(moved > (Self.offsetY("list", in: lifted) ?? .infinity))
        // Long after, it has come to rest: the last update says it no longer decelerates.
        wall.seconds += 5
        let rest = session.tick()
        #expect(Self.view("list", in: rest) != nil)
        #expect(Self.state("list", in: rest)["decelerating"] == nil)
    }

    @Test("L2 L3 a tap on a row in the page highlights it while down and selects it on lift")
    func tapSelectsRow() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        _ = session.welcome()
        // row3 is at y 250...300 on the screen.
        _ = session.handle(touch(1, "began", 100, 275))
        // The table's content delay (S4) passes: the touch reaches the row, which highlights.
        wall.seconds += 0.2
        let held = session.tick()
        #expect(Self.state("row3", in: held)["highlighted"]?.boolValue == true)
        wall.seconds += 0.05
        let lifted = session.handle(touch(1, "ended", 100, 275))
        let row = Self.state("row3", in: lifted)
        #expect(row["selected"]?.boolValue == true)
        #expect(row["highlighted"] == nil)
        #expect(Self.state("row4", in: session.welcome())["selected"] == nil)
    }

    @Test("W4 a swiped row's opening and closing animate: live ticks send its frames, then stop")
    func swipeOpenAndCloseFrames() throws {
        let scene = """
            return app {
              window { name = "w",
                tableView { name = "list", frame = {0, 0, 390, 400},
                  behaviour = { tableCommitDelete = function(self, t, c) end },
                  cell { name = "row0", height = 50 }, cell { name = "row1", height = 50 } },
              },
            }
            """
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        _ = session.welcome()
        func offset(_ out: [StudioSession.Outgoing]) -> Double? {
            Self.state("row0", in: out)["swipeOffset"]?.numberValue
        }
        // A 100-point drag left, past half of Delete's 74 points: the row opens at lift (W4).
        _ = session.handle(touch(1, "began", 300, 25))
        var x = 300.0
        var moved: [StudioSession.Outgoing] = []
        for _ in 0..<5 {
            wall.seconds += 0.016
            x -= 20
            moved = session.handle(touch(1, "moved", x, 25))
        }
        #expect(offset(moved) == -100, "the row follows the finger")
        wall.seconds += 0.016
        _ = session.handle(touch(1, "ended", x, 25))
        // Over the next 0.25 s each live tick sends the row on its way to -74.
        wall.seconds += 0.1
        let opening = try #require(offset(session.tick()), "a tick while the row opens sends its offset")
        #expect(opening > -100 && opening < -74)
        wall.seconds += 0.1
        let later = try #require(offset(session.tick()))
        #expect(later > opening && later < -74)
        wall.seconds += 0.2
        #expect(offset(session.tick()) == -74)
        // At rest nothing more is sent.
        wall.seconds += 0.1
        #expect(session.tick().isEmpty)
        // A tap elsewhere in the table closes the row (W5): its frames go out too, ending at 0.
        _ = session.handle(touch(2, "began", 100, 75))
        wall.seconds += 0.05
        _ = session.handle(touch(2, "ended", 100, 75))
        wall.seconds += 0.1
        let closing = try #require(offset(session.tick()), "a tick while the row closes sends its offset")
        #expect(closing > -74 && closing < 0)
        wall.seconds += 0.3
        _ = session.tick()
        #expect(Self.state("row0", in: session.welcome())["swipeOffset"] == nil)
        wall.seconds += 0.1
        #expect(session.tick().isEmpty)
    }
}
