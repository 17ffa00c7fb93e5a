import Foundation
import Testing

/// `--watch` watches the scene file too (issue 16 item 6): a saved scene is rebuilt between two
/// events, a broken one keeps the old scene running, and a fixed behaviour says it reloaded.
@Suite("--watch: the scene file", .serialized)
struct SceneReloadTests {
    /// A scene whose view "v" counts its touches in instance state (`self.n`), tagged `tag`,
    /// with a behaviour module "helper" so there is one behaviour file to watch.
    static func scene(_ tag: String) -> String {
        """
        return app { window { name = "w", behaviour = "helper",
          view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
            didLoad = function(self) print("\(tag) loaded at " .. now()) end,
            touchesBegan = function(self, t, e) self.n = (self.n or 0) + 1; print("\(tag) began n=" .. self.n) end,
            touchesMoved = function(self, t, e) print("\(tag) moved") end,
            touchesEnded = function(self, t, e) print("\(tag) ended n=" .. self.n) end } },
        } }
        """
    }

    static func start(_ dir: TempDirectory) throws -> WatchedRun {
        dir.write("scene.lua", scene("v1"))
        dir.write("helper.lua", "return {}\n")
        let run = try WatchedRun(in: dir.path)
        _ = try run.waitForStderr(containing: "watching scene.lua and 1 behaviour (helper.lua)", count: 1)
        run.send("1 touch 1 began 10 10", "1.1 touch 1 ended 10 10")
        try run.expectStdout("v1 loaded at 0\nv1 began n=1\nv1 ended n=1\n")
        return run
    }

    @Test(
        "a saved scene is rebuilt between two events: didLoad runs again at the current time, instance state starts over"
    )
    func rebuild() throws {
        let dir = TempDirectory()
        let run = try Self.start(dir)
        dir.write("scene.lua", Self.scene("v2"))
        let notice = try run.waitForStderr(containing: "reloaded scene scene.lua", count: 1)
        #expect(notice.contains("instance state was reset"), "\(notice)")
        try run.expectStdout(suffix: "v2 loaded at 1.1\n")
        run.send("2 touch 1 began 10 10", "2.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v2 loaded at 1.1\nv2 began n=1\nv2 ended n=1\n")
        try run.finish()
    }

    @Test("a broken scene keeps the old one running and says why with file:line; fixed, it is rebuilt")
    func brokenScene() throws {
        let dir = TempDirectory()
        let run = try Self.start(dir)
        dir.write("scene.lua", "return app {\n  window { name = \"w\"\n  view { }\n}\n")
        let report = try run.waitForStderr(
            containing: "reload: scene.lua failed, the old scene keeps running:", count: 1)
        #expect(report.contains("scene.lua:3"), "\(report)")
        run.send("2 touch 1 began 10 10", "2.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v1 began n=2\nv1 ended n=2\n")
        // A duplicate name is a load error too: still the old scene.
        dir.write("scene.lua", "return app { window { name = \"w\" },\n  window { name = \"w\" } }\n")
        _ = try run.waitForStderr(containing: "reload: scene.lua failed", count: 2)
        // Saved back to the very text that runs: it is rebuilt (the save is a fix, not "unchanged").
        dir.write("scene.lua", Self.scene("v1"))
        _ = try run.waitForStderr(containing: "reloaded scene scene.lua", count: 1)
        run.send("3 touch 1 began 10 10", "3.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v1 loaded at 2.1\nv1 began n=1\nv1 ended n=1\n")
        try run.finish()
    }

    @Test("a touch in progress on the old scene is forgotten: its later lines are warned about and ignored")
    func touchInProgress() throws {
        let dir = TempDirectory()
        let run = try Self.start(dir)
        run.send("2 touch 7 began 10 10", "2.05 lua print('down')")
        try run.expectStdout(suffix: "v1 began n=2\ndown\n")
        dir.write("scene.lua", Self.scene("v2"))
        let notice = try run.waitForStderr(containing: "reloaded scene scene.lua", count: 1)
        #expect(notice.contains("touch 7 in progress on the old scene forgotten"), "\(notice)")
        run.send(
            "2.1 touch 7 moved 20 10", "2.2 touch 7 ended 20 10", "3 touch 1 began 10 10", "3.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v2 loaded at 2.05\nv2 began n=1\nv2 ended n=1\n")
        _ = try run.waitForStderr(containing: "<stdin>:", count: 2)
        #expect(run.stderr.text.contains("touch 7 moved but it is not down"), "\(run.stderr.text)")
        try run.finish()
    }

    @Test("the watching notice says which behaviours are built into the binary and cannot change")
    func builtInNotice() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", "return app { window { name = \"w\", behaviour = \"edit_actions\" } }\n")
        let run = try WatchedRun(in: dir.path, environment: ["MOONCHAIN_SCRIPTS": dir.path + "/none"])
        _ = try run.waitForStderr(
            containing: "watching scene.lua and no behaviour files (1 behaviour built into moonchain cannot change)",
            count: 1)
        try run.finish()
    }

    @Test("a behaviour saved broken then saved back says it reloaded, not '(file unchanged)'")
    func fixedBehaviour() throws {
        let dir = TempDirectory()
        let run = try Self.start(dir)
        dir.write("helper.lua", "return {\n")
        _ = try run.waitForStderr(containing: "reload: helper failed", count: 1)
        dir.write("helper.lua", "return {}\n")
        let notice = try run.waitForStderr(containing: "reloaded helper (", count: 1)
        #expect(!notice.contains("file unchanged"), "\(notice)")
        #expect(notice.contains("error is fixed"), "\(notice)")
        try run.finish()
    }
}
