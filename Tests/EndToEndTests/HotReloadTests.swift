import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `moonchain run SCENE --watch --events -`: a behaviour file saved while the scene runs is
/// reloaded between two events, never inside one, and the responders keep their state
/// (contract "The command", "Behaviours").
///
/// Each test runs the built binary with pipes, writes timeline lines to its standard input,
/// rewrites behaviour files, and waits (with a deadline) for the output each step must give.
@Suite("Contract: --watch hot reload", .serialized)
struct HotReloadTests {
    /// A counter whose `self.n` is instance state; `tag` names the version.
    static func counter(_ tag: String, didReload: Bool = false) -> String {
        """
        return {
          touchesBegan = function(self, t, e)
            self.n = (self.n or 0) + 1
            print("\(tag) began " .. self.name .. " n=" .. self.n)
          end,
          touchesEnded = function(self, t, e)
            print("\(tag) ended " .. self.name .. " n=" .. self.n)
          end,
        \(didReload ? "  didReload = function(self) print(\"\(tag) didReload \" .. self.name .. \" n=\" .. tostring(self.n)) end," : "")
        }
        """
    }

    static let counterScene = """
        return app { window { name = "w",
          view { name = "v", frame = {0, 0, 100, 100}, behaviour = "counter" },
        } }
        """

    /// Starts a watching run and checks the first tap is answered by v1 (so the watcher is up).
    static func startCounter(_ dir: TempDirectory, arguments: [String] = []) throws -> WatchedRun {
        dir.write("scene.lua", counterScene)
        dir.write("counter.lua", counter("v1"))
        let run = try WatchedRun(in: dir.path, arguments: arguments)
        run.send("0 touch 1 began 10 10", "0.1 touch 1 ended 10 10")
        try run.expectStdout("v1 began v n=1\nv1 ended v n=1\n")
        return run
    }

    @Test("a file written in place: the next event runs the new code, with the old state; didReload runs")
    func inPlaceWrite() throws {
        let dir = TempDirectory()
        let run = try Self.startCounter(dir)
        dir.write("counter.lua", Self.counter("v2", didReload: true))
        let notice = try run.waitForStderr(containing: "reloaded counter (", count: 1)
        #expect(notice.contains("1 responder updated"))
        #expect(notice.contains("didReload added"))
        #expect(notice.contains(" ms: "))
        try run.expectStdout("v1 began v n=1\nv1 ended v n=1\nv2 didReload v n=1\n")
        run.send("1 touch 1 began 10 10", "1.1 touch 1 ended 10 10")
        try run.expectStdout("v1 began v n=1\nv1 ended v n=1\nv2 didReload v n=1\nv2 began v n=2\nv2 ended v n=2\n")
        try run.finish()
    }

    @Test("an editor-style save (a temporary file renamed over the behaviour) is picked up")
    func renameOver() throws {
        let dir = TempDirectory()
        let run = try Self.startCounter(dir)
        dir.write("counter.lua.swp", Self.counter("v2"))
        #expect(rename(dir.path + "/counter.lua.swp", dir.path + "/counter.lua") == 0)
        _ = try run.waitForStderr(containing: "reloaded counter (", count: 1)
        run.send("1 touch 1 began 10 10", "1.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v2 began v n=2\nv2 ended v n=2\n")
        // Renamed over a second time: the watch is on the directory, not the replaced inode.
        dir.write("counter.lua.swp", Self.counter("v3"))
        #expect(rename(dir.path + "/counter.lua.swp", dir.path + "/counter.lua") == 0)
        _ = try run.waitForStderr(containing: "reloaded counter (", count: 2)
        run.send("2 touch 1 began 10 10", "2.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v3 began v n=3\nv3 ended v n=3\n")
        try run.finish()
    }

    @Test("a file deleted and written again is picked up; while it is missing the old version runs")
    func deleteAndRecreate() throws {
        let dir = TempDirectory()
        let run = try Self.startCounter(dir)
        try FileManager.default.removeItem(atPath: dir.path + "/counter.lua")
        run.send("1 touch 1 began 10 10", "1.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v1 began v n=2\nv1 ended v n=2\n")
        dir.write("counter.lua", Self.counter("v2"))
        _ = try run.waitForStderr(containing: "reloaded counter (", count: 1)
        run.send("2 touch 1 began 10 10", "2.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v2 began v n=3\nv2 ended v n=3\n")
        #expect(!run.stderr.text.contains("failed"), "a missing or half-written file was loaded: \(run.stderr.text)")
        try run.finish()
    }

    @Test("a syntax error keeps the old version running, named with file:line on stderr and in the trace")
    func syntaxError() throws {
        let dir = TempDirectory()
        let run = try Self.startCounter(dir, arguments: ["--trace", "trace.jsonl"])
        dir.write("counter.lua", "return {\n  touchesBegan = function(self, t, e)\n    print('never'\n  end,\n}\n")
        let report = try run.waitForStderr(
            containing: "reload: counter failed, the old version keeps running:", count: 1)
        #expect(report.contains("counter.lua:4:"), "\(report)")
        run.send("1 touch 1 began 10 10", "1.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v1 began v n=2\nv1 ended v n=2\n")
        // Fixed: it loads, and the state is still there.
        dir.write("counter.lua", Self.counter("v3"))
        _ = try run.waitForStderr(containing: "reloaded counter (", count: 1)
        run.send("2 touch 1 began 10 10", "2.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "v3 began v n=3\nv3 ended v n=3\n")
        try run.finish()
        let trace = (try? String(contentsOfFile: dir.path + "/trace.jsonl", encoding: .utf8)) ?? ""
        let reloads = trace.split(separator: "\n").filter { $0.contains("\"reload\"") && $0.contains("\"ok\"") }
        #expect(reloads.count == 2, "\(reloads)")
        #expect(reloads.first?.contains("counter.lua:4:") == true)
    }

    @Test("a change between began and ended of one touch: began answered by v1, moved and ended by v2")
    func changeMidTouch() throws {
        let dir = TempDirectory()
        let run = try Self.startCounter(dir)
        run.send("1 touch 1 began 10 10")
        try run.expectStdout(suffix: "v1 began v n=2\n")
        dir.write(
            "counter.lua",
            """
            return {
              touchesMoved = function(self, t, e) print("v2 moved " .. self.name .. " n=" .. self.n) end,
              touchesEnded = function(self, t, e) print("v2 ended " .. self.name .. " n=" .. self.n) end,
            }
            """)
        _ = try run.waitForStderr(containing: "reloaded counter (", count: 1)
        run.send("1.1 touch 1 moved 20 10", "1.2 touch 1 ended 20 10")
        try run.expectStdout(suffix: "v1 began v n=2\nv2 moved v n=2\nv2 ended v n=2\n")
        try run.finish()
    }

    @Test("a save while an event is being handled waits until the event is over")
    func neverInsideAnEvent() throws {
        let dir = TempDirectory()
        // Each view's touchesBegan takes 0.3 s of CPU: the save lands while the event runs.
        let slow = """
            return {
              touchesBegan = function(self, t, e)
                local start = os.clock()
                while os.clock() - start < 0.3 do end
                print("v1 " .. self.name)
              end,
            }
            """
        dir.write("slow.lua", slow)
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w",
              view { name = "a", frame = {0, 0, 100, 100}, behaviour = "slow" },
              view { name = "b", frame = {100, 0, 100, 100}, behaviour = "slow" },
            } }
            """)
        let run = try WatchedRun(in: dir.path, arguments: ["--budget", "1000000000000"])
        run.send("0 lua print('ready')")
        try run.expectStdout("ready\n")
        // One event, two touches: a and b. The save waits until the process has spent 0.1 s
        // of CPU since: it spends CPU only inside the event (0.6 s), so the save lands inside
        // it however slowly the machine runs the process (a fixed sleep did not).
        let idle = try #require(run.cpuSeconds)
        run.send("1 touch 1 began 10 10", "1 touch 2 began 110 10")
        try run.waitForCPU(seconds: idle + 0.1)
        dir.write("slow.lua", slow.replacingOccurrences(of: "\"v1 \"", with: "\"v2 \""))
        _ = try run.waitForStderr(containing: "reloaded slow (", count: 1)
        try run.expectStdout("ready\nv1 a\nv1 b\n")
        run.send("2 touch 1 ended 10 10", "2 touch 2 ended 110 10", "3 touch 1 began 10 10", "3.1 touch 1 ended 10 10")
        try run.expectStdout("ready\nv1 a\nv1 b\nv2 a\n")
        try run.finish()
    }

    @Test("a changed base reaches the responders whose behaviour extends it; a newly extended module is watched too")
    func extendsAndNewModules() throws {
        let dir = TempDirectory()
        dir.write(
            "base.lua",
            "return { touchesBegan = function(self) self.n = (self.n or 0) + 1; print('base v1 ' .. self.name .. ' n=' .. self.n) end }\n"
        )
        dir.write("kid.lua", "return { extends = 'base' }\n")
        dir.write(
            "fresh.lua",
            "return { touchesBegan = function(self) print('fresh v1 ' .. self.name .. ' n=' .. self.n) end }\n")
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w",
              view { name = "k", frame = {0, 0, 100, 100}, behaviour = "kid" },
              view { name = "i", frame = {100, 0, 100, 100}, behaviour = { extends = "base" } },
            } }
            """)
        let run = try WatchedRun(in: dir.path)
        run.send("0 touch 1 began 10 10", "0.1 touch 1 ended 10 10")
        try run.expectStdout("base v1 k n=1\n")
        dir.write(
            "base.lua",
            """
            return {
              touchesBegan = function(self) self.n = (self.n or 0) + 1; print('base v2 ' .. self.name .. ' n=' .. self.n) end,
              didReload = function(self) print('didReload ' .. self.name) end,
            }
            """)
        let notice = try run.waitForStderr(containing: "reloaded base (", count: 1)
        #expect(notice.contains("2 responders updated"))
        run.send(
            "1 touch 1 began 10 10", "1.1 touch 1 ended 10 10", "2 touch 1 began 110 10", "2.1 touch 1 ended 110 10")
        try run.expectStdout("base v1 k n=1\ndidReload k\ndidReload i\nbase v2 k n=2\nbase v2 i n=1\n")
        // kid now extends fresh, a module not loaded until now; then fresh changes.
        dir.write("kid.lua", "return { extends = 'fresh' }\n")
        _ = try run.waitForStderr(containing: "reloaded kid (", count: 1)
        dir.write(
            "fresh.lua",
            "return { touchesBegan = function(self) print('fresh v2 ' .. self.name .. ' n=' .. self.n) end }\n")
        _ = try run.waitForStderr(containing: "reloaded fresh (", count: 1)
        run.send("3 touch 1 began 10 10", "3.1 touch 1 ended 10 10")
        try run.expectStdout(suffix: "fresh v2 k n=2\n")
        try run.finish()
    }

    @Test("modules in --plugins directories and in the bundled scripts directory are watched")
    func pluginsAndBundled() throws {
        let dir = TempDirectory()
        dir.write(
            "game/scene.lua",
            """
            return app { window { name = "w",
              view { name = "p", frame = {0, 0, 100, 100}, behaviour = "plug" },
              view { name = "s", frame = {100, 0, 100, 100}, behaviour = "stock" },
            } }
            """)
        dir.write("plugins/plug.lua", "return { touchesBegan = function(self) print('plug v1') end }\n")
        dir.write("bundled/stock.lua", "return { touchesBegan = function(self) print('stock v1') end }\n")
        let run = try WatchedRun(
            in: dir.path, scene: "game/scene.lua", arguments: ["--plugins", "plugins"],
            environment: ["MOONCHAIN_SCRIPTS": dir.path + "/bundled"])
        run.send(
            "0 touch 1 began 10 10", "0.1 touch 1 ended 10 10", "0.2 touch 1 began 110 10", "0.3 touch 1 ended 110 10")
        try run.expectStdout("plug v1\nstock v1\n")
        dir.write("plugins/plug.lua", "return { touchesBegan = function(self) print('plug v2') end }\n")
        _ = try run.waitForStderr(containing: "reloaded plug (", count: 1)
        dir.write("bundled/stock.lua", "return { touchesBegan = function(self) print('stock v2') end }\n")
        _ = try run.waitForStderr(containing: "reloaded stock (", count: 1)
        run.send(
            "1 touch 1 began 10 10", "1.1 touch 1 ended 10 10", "1.2 touch 1 began 110 10", "1.3 touch 1 ended 110 10")
        try run.expectStdout("plug v1\nstock v1\nplug v2\nstock v2\n")
        try run.finish()
    }

    @Test("--watch with inline behaviours only: it says it watches the scene and no behaviour files, and runs as usual")
    func inlineOnly() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let run = try WatchedRun(in: dir.path)
        run.send("0 touch 1 began 10 10", "0.1 touch 1 ended 10 10")
        try run.expectStdout("began 1\nended 1\n")
        _ = try run.waitForStderr(containing: "watching scene.lua and no behaviour files", count: 1)
        try run.finish()
    }

    @Test("`reload NAME` on standard input forces a reload of an unchanged module; didReload runs")
    func forcedReloadLine() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.counterScene)
        dir.write("counter.lua", Self.counter("v1", didReload: true))
        let run = try WatchedRun(in: dir.path)
        run.send("0 touch 1 began 10 10", "0.1 touch 1 ended 10 10", "1 reload counter")
        try run.expectStdout("v1 began v n=1\nv1 ended v n=1\nv1 didReload v n=1\n")
        let notice = try run.waitForStderr(containing: "reloaded counter (", count: 1)
        #expect(notice.contains("(file unchanged)"))
        try run.finish()
    }
}
