import Foundation
import MoonchainTestSupport
import Testing

/// Rule N10 through a scene and a timeline: a leading row swipe against the back swipe.
@Suite("N10: a leading row swipe against the back swipe")
struct BackSwipeVersusRowSwipeTests {
    let scene = """
        local mail = {
          tableLeadingSwipeActions = function(self, t, c) return { { title = "Pin", handler = "pin" } } end,
          pin = function(self, action, c, complete) print("pin " .. c.name); complete(true) end,
        }
        return app { screen = {390, 844},
          window { name = "w", frame = {0, 0, 390, 844},
            navigation { name = "nav",
              controller { name = "inbox", view { name = "inboxView", frame = {0, 0, 390, 844} } },
              controller { name = "list",
                view { name = "listView", frame = {0, 0, 390, 844},
                  tableView { name = "t", frame = {0, 0, 390, 844}, behaviour = mail,
                    cell { name = "row0", height = 60 }, cell { name = "row1", height = 60 } } } } } } }
        """

    /// A drag right on row0 starting at `x`, then the top controller and row0's offset.
    func dragRight(from x: Int) -> String {
        """
        0.00 touch 1 began \(x) 30
        0.05 touch 1 moved \(x + 20) 30
        0.10 touch 1 moved \(x + 195) 30
        0.20 touch 1 ended \(x + 195) 30
        1.00 lua print(find("nav").topViewController.name, find("row0").swipeOffset)

        """
    }

    @Test("N10 a drag right from inside the band pops (edgePop wins); explain names both recognizers")
    func edgePopWins() throws {
        let folder = TempDirectory(files: ["scene.lua": scene, "events.txt": dragRight(from: 5)])
        defer { folder.remove() }
        let run = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--trace", "trace.jsonl"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "inbox\t0\n", "\(run.stderr)")
        let trace = try #require(folder.read("trace.jsonl"))
        #expect(trace.contains("\"type\":\"nav.pop\""))
        #expect(!trace.contains("\"type\":\"swipe.begin\""))
        let explain = try runMoonchain(["explain", "scene.lua", "--at", "5,30"], in: folder.path)
        #expect(explain.stdout.contains("t.swipeActions"), "\(explain.stdout)")
        #expect(explain.stdout.contains("Moonchain lets nav.edgePop win (N10"), "\(explain.stdout)")
    }

    @Test("N10 W2 the same drag from outside the band opens the row's leading actions; no pop")
    func rowSwipeOutsideBand() throws {
        let folder = TempDirectory(files: ["scene.lua": scene, "events.txt": dragRight(from: 40)])
        defer { folder.remove() }
        let run = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--trace", "trace.jsonl"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("list\t"), "\(run.stdout)")
        #expect(!run.stdout.hasPrefix("list\t0\n"), "\(run.stdout)")
        let trace = try #require(folder.read("trace.jsonl"))
        #expect(trace.contains("\"type\":\"swipe.begin\""))
        #expect(!trace.contains("\"type\":\"nav.pop\""))
    }
}
