import Foundation
import MoonchainTestSupport
import Testing

/// v3: a table whose every cell gives a frame places its cells there (an imported table's cells
/// where the dump printed them); rows still count in order of y.
@Suite("tables of framed cells")
struct FramedCellsTests {
    let scene = """
        return app { screen = {320, 480},
          window { name = "w", frame = {0, 0, 320, 480},
            tableView { name = "t", frame = {0, 0, 320, 480},
              cell { name = "low", frame = {0, 100, 320, 40} },
              cell { name = "high", frame = {0, 20, 320, 50} },
            } } }
        """

    @Test("L1 L3 framed cells are hit-tested and selected at their frames; row counts in order of y")
    func framedCells() throws {
        let events = """
            0.00 touch 1 began 10 110
            0.05 touch 1 ended 10 110
            1.00 lua print(find("low").row, find("high").row, find("low").selected, find("high").selected)
            1.00 lua print(find("t").contentSize.height)

            """
        let folder = TempDirectory(files: ["scene.lua": scene, "events.txt": events])
        defer { folder.remove() }
        let explain = try runMoonchain(["explain", "scene.lua", "--at", "10,110"], in: folder.path)
        #expect(explain.stdout.contains("Hit-test view: low (cell)"), "\(explain.stdout)")
        let gap = try runMoonchain(["explain", "scene.lua", "--at", "10,80"], in: folder.path)
        #expect(!gap.stdout.contains("Hit-test view: low") && !gap.stdout.contains("Hit-test view: high"))
        let run = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "1\t0\ttrue\tfalse\n140\n", "\(run.stderr)")
    }

    @Test("L1 a table with some cells framed and some not is a load error with file:line")
    func mixedFrames() throws {
        let mixed = scene.replacingOccurrences(
            of: "cell { name = \"high\", frame = {0, 20, 320, 50} }", with: "cell { name = \"high\", height = 50 }")
        let folder = TempDirectory(files: ["scene.lua": mixed, "events.txt": ""])
        defer { folder.remove() }
        let run = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: folder.path)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "scene.lua:5: tableView 't': cell 'high' gives no frame but cell 'low' does"), "\(run.stderr)")
    }
}
