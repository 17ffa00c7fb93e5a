import Foundation
import MoonchainHost
import Testing

/// A reload is transactional: the new file runs in its own sandbox and replaces the old
/// version only if it loads; a failure keeps the old version and names file:line.
@Suite("Reload: transactional")
struct ReloadTransactionTests {
    static let v1 = """
        return {
          touchesBegan = function(self, t, e)
            self.n = (self.n or 0) + 1
            print("v1 n=" .. self.n)
          end,
        }
        """

    static func version(_ tag: String) -> String { v1.replacingOccurrences(of: "\"v1 ", with: "\"\(tag) ") }

    static let oneView = scene(#"view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },"#)

    func tap(_ h: Harness, at time: Int) {
        h.play("\(time) touch 1 began 10 10\n\(time).1 touch 1 ended 10 10")
    }

    @Test("a syntax error keeps the old version and its state; stderr and the trace name file:line")
    func syntaxError() throws {
        let h = try Harness(scene: Self.oneView, files: ["mod.lua": Self.v1], trace: true)
        tap(h, at: 0)
        h.directory.write("mod.lua", "return {\n  touchesBegan = function(self\n}\n")
        let reports = h.host.reloadBehaviours(named: nil)
        #expect(reports.count == 1)
        let error = try #require(reports.first?.error)
        #expect(error.contains("mod.lua:3:"))
        #expect(h.allDiagnostics.contains("reload: mod failed, the old version keeps running:"))
        #expect(h.allDiagnostics.contains("mod.lua:3:"))
        let record = try #require(try h.traceRecords().last(where: { $0["type"] as? String == "reload" }))
        #expect(record["ok"] as? Bool == false)
        #expect((record["error"] as? String)?.contains("mod.lua:3:") == true)
        tap(h, at: 1)
        #expect(h.lines == ["v1 n=1", "v1 n=2"])
        #expect(h.host.scriptErrorCount == 1)
    }

    @Test("a runtime error in the new module's top level keeps the old version; file:line and traceback")
    func runtimeError() throws {
        let h = try Harness(scene: Self.oneView, files: ["mod.lua": Self.v1])
        tap(h, at: 0)
        h.directory.write("mod.lua", "local x = 1\nerror('top level broke')\nreturn {}\n")
        let report = try #require(h.host.reloadBehaviours(named: "mod").first)
        #expect(report.error?.contains("mod.lua:2: top level broke") == true)
        #expect(h.allDiagnostics.contains("mod.lua:2: top level broke"))
        #expect(h.allDiagnostics.contains("traceback"))
        tap(h, at: 1)
        #expect(h.lines == ["v1 n=1", "v1 n=2"])
    }

    @Test(
        "a module that returns no table, extends a missing module, or extends itself keeps the old version",
        arguments: [
            ("return 42\n", "must return a table"),
            ("return { extends = 'nowhere' }\n", "nowhere"),
            ("return { extends = 'other' }\n", "would extend itself"),
        ])
    func otherFailures(text: String, message: String) throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },
                view { name = "o", frame = {200, 0, 100, 100}, behaviour = "other" },
                """), files: ["mod.lua": Self.v1, "other.lua": "return { extends = 'mod' }\n"])
        h.directory.write("mod.lua", text)
        let report = try #require(h.host.reloadBehaviours(named: "mod").first)
        let error = try #require(report.error)
        #expect(error.contains(message))
        #expect(error.contains("mod.lua"))
        tap(h, at: 1)
        h.play("2 touch 1 began 210 10\n2.1 touch 1 ended 210 10")
        #expect(h.lines == ["v1 n=1", "v1 n=1"])
    }

    @Test("after a failed reload, the fixed file loads and the state is still there")
    func fixAfterFailure() throws {
        let h = try Harness(scene: Self.oneView, files: ["mod.lua": Self.v1])
        tap(h, at: 0)
        h.directory.write("mod.lua", "return {")
        #expect(h.host.reloadBehaviours(named: nil).first?.error != nil)
        // The same broken text is not tried again.
        #expect(h.host.reloadBehaviours(named: nil).isEmpty)
        h.directory.write("mod.lua", Self.version("v3"))
        let report = try #require(h.host.reloadBehaviours(named: nil).first)
        #expect(report.error == nil)
        // What changed is told against the running version (v1), not the broken text.
        #expect(report.changes == ["touchesBegan changed"])
        tap(h, at: 1)
        #expect(h.lines == ["v1 n=1", "v3 n=2"])
    }

    @Test("`reload NAME` reloads even an unchanged file; `reload` reloads only changed ones")
    func forcedReload() throws {
        let h = try Harness(scene: Self.oneView, files: ["mod.lua": Self.v1 + "\n-- didReload below\n"])
        h.directory.write(
            "mod.lua",
            """
            return {
              didReload = function(self) print("didReload n=" .. tostring(self.n)) end,
            }
            """)
        // Changed: reloads.
        h.play("0 reload")
        #expect(h.lines == ["didReload n=nil"])
        // Unchanged: `reload` does nothing, `reload mod` does it again.
        h.play("1 reload")
        #expect(h.lines == ["didReload n=nil"])
        h.play("2 reload mod")
        #expect(h.lines == ["didReload n=nil", "didReload n=nil"])
        #expect(h.allDiagnostics.contains("(file unchanged)"))
    }

    @Test("the notice says which module, file, how long, how many responders and what changed")
    func notice() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = "mod" },
                view { name = "b", frame = {200, 0, 100, 100}, behaviour = "mod" },
                """), files: ["mod.lua": Self.v1 + "\n"])
        h.directory.write(
            "mod.lua",
            """
            return {
              touchesBegan = function(self, t, e)
                print("v2")
              end,
              didReload = function(self) end,
            }
            """)
        let report = try #require(h.host.reloadBehaviours(named: "mod").first)
        #expect(report.respondersAffected == 2)
        #expect(report.changes == ["didReload added", "touchesBegan changed"])
        let notice = try #require(h.diagnostics.last)
        #expect(notice.hasPrefix("reloaded mod ("))
        #expect(notice.contains("mod.lua) in "))
        #expect(notice.hasSuffix(" ms: 2 responders updated (didReload added, touchesBegan changed)"))
        // A function that only moved (a line added above it) did not change.
        h.directory.write(
            "mod.lua",
            "local VERSION = 2\n" + (try String(contentsOfFile: h.directory.path + "/mod.lua", encoding: .utf8)))
        #expect(h.host.reloadBehaviours(named: nil).first?.changes == ["code outside the methods changed"])
        #expect(h.diagnostics.last?.hasSuffix("(code outside the methods changed)") == true)
        // Forced, the same text: nothing changed.
        #expect(h.host.reloadBehaviours(named: "mod").first?.changes == [])
    }
}
