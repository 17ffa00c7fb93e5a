import Foundation
import MoonchainHost
import Testing

/// `didReload(self)` runs after the swap on every responder whose behaviour is or extends a
/// changed module, once per reload; instance state survives; `extends` follows the new code.
@Suite("Reload: didReload, state and extends")
struct DidReloadTests {
    static let base = """
        return {
          hello = function(self) return "base v1" end,
          touchesBegan = function(self, t, e)
            self.n = (self.n or 0) + 1
            print(self.name .. " " .. self:hello() .. " n=" .. self.n)
          end,
        }
        """
    static let base2 = """
        return {
          hello = function(self) return "base v2" end,
          touchesBegan = function(self, t, e)
            self.n = (self.n or 0) + 1
            print(self.name .. " " .. self:hello() .. " n=" .. self.n)
          end,
          didReload = function(self) print("didReload " .. self.name .. " " .. self:hello() .. " n=" .. tostring(self.n)) end,
        }
        """
    static let child = """
        return {
          extends = "base",
          pointInside = function(self, p, e) return self.super:pointInside(p, e) end,
        }
        """

    static let threeViews = scene(
        """
        view { name = "plain", frame = {0, 0, 100, 100}, behaviour = "base" },
        view { name = "kid", frame = {100, 0, 100, 100}, behaviour = "child" },
        view { name = "inl", frame = {200, 0, 100, 100}, behaviour = { extends = "base" } },
        view { name = "other", frame = {300, 0, 90, 100}, behaviour = { touchesBegan = function(self) print("other") end } },
        """)

    func tapAll(_ h: Harness, at time: Int) {
        for (i, x) in [10, 110, 210, 310].enumerated() {
            h.play("\(time).\(i)0 touch 1 began \(x) 10\n\(time).\(i)5 touch 1 ended \(x) 10")
        }
    }

    @Test("responders whose behaviour extends the changed module (a module or inline) get didReload and the new code")
    func extendsGetsReload() throws {
        let h = try Harness(scene: Self.threeViews, files: ["base.lua": Self.base, "child.lua": Self.child])
        tapAll(h, at: 0)
        #expect(h.takeLines() == ["plain base v1 n=1", "kid base v1 n=1", "inl base v1 n=1", "other"])
        h.directory.write("base.lua", Self.base2)
        let reports = h.host.reloadBehaviours(named: nil)
        #expect(reports.map(\.module) == ["base"])
        #expect(reports.first?.respondersAffected == 3)
        // After the swap: didReload already sees the new hello, and the old state.
        #expect(
            h.takeLines() == ["didReload plain base v2 n=1", "didReload kid base v2 n=1", "didReload inl base v2 n=1"])
        tapAll(h, at: 1)
        #expect(h.takeLines() == ["plain base v2 n=2", "kid base v2 n=2", "inl base v2 n=2", "other"])
    }

    @Test("two changed modules, one now extending the other: one didReload per responder, after both swaps")
    func nowExtendsSecondChangedModule() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = "amod" },
                view { name = "b", frame = {100, 0, 100, 100}, behaviour = "bmod" },
                """),
            files: [
                "amod.lua": "return { touchesBegan = function(self) self.n = 1; print('a v1') end }\n",
                "bmod.lua": "return { touchesBegan = function(self) print('b v1') end }\n",
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        h.directory.write(
            "amod.lua",
            """
            return {
              extends = "bmod",
              didReload = function(self) print("a didReload: " .. self:hello() .. " n=" .. self.n) end,
            }
            """)
        h.directory.write(
            "bmod.lua",
            """
            return {
              hello = function(self) return "b v2 hello" end,
              touchesBegan = function(self) print(self.name .. " b v2 touchesBegan") end,
            }
            """)
        let reports = h.host.reloadBehaviours(named: nil)
        #expect(reports.map(\.module) == ["amod", "bmod"])
        #expect(reports.allSatisfy { $0.error == nil })
        #expect(reports.first?.changes.contains("now extends bmod") == true)
        #expect(reports.last?.respondersAffected == 2)
        h.play("1 touch 1 began 10 10\n1.1 touch 1 ended 10 10\n2 touch 1 began 110 10\n2.1 touch 1 ended 110 10")
        #expect(h.lines == ["a v1", "a didReload: b v2 hello n=1", "a b v2 touchesBegan", "b b v2 touchesBegan"])
    }

    @Test("a reloaded module that extends a module not loaded before loads it, and it reloads too")
    func extendsNewModule() throws {
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },"#),
            files: [
                "mod.lua": "return { touchesBegan = function(self) print('mod') end }\n",
                "fresh.lua": "return { touchesBegan = function(self) print('fresh v1') end }\n",
            ])
        #expect(!h.host.behaviourFiles.contains { $0.hasSuffix("fresh.lua") })
        h.directory.write("mod.lua", "return { extends = 'fresh' }\n")
        #expect(h.host.reloadBehaviours(named: "mod").first?.error == nil)
        #expect(h.host.behaviourFiles.contains { $0.hasSuffix("fresh.lua") })
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        h.directory.write("fresh.lua", "return { touchesBegan = function(self) print('fresh v2') end }\n")
        let reports = h.host.reloadBehaviours(atPath: h.directory.path + "/fresh.lua")
        #expect(reports.first?.respondersAffected == 1)
        h.play("1 touch 1 began 10 10\n1.1 touch 1 ended 10 10")
        #expect(h.lines == ["fresh v1", "fresh v2"])
    }

    @Test("an inline behaviour extending require(\"mod\") follows mod's reloads")
    func extendsRequiredTable() throws {
        let h = try Harness(
            scene: scene(
                #"""
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = { extends = require("mod") } },
                """#), files: ["mod.lua": "return { touchesBegan = function(self) print('mod v1') end }\n"])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        h.directory.write("mod.lua", "return { touchesBegan = function(self) print('mod v2') end }\n")
        #expect(h.host.reloadBehaviours(named: nil).first?.respondersAffected == 1)
        h.play("1 touch 1 began 10 10\n1.1 touch 1 ended 10 10")
        #expect(h.lines == ["mod v1", "mod v2"])
    }

    @Test("a touch sequence in progress keeps working and sees the new behaviour from its next phase")
    func midSequence() throws {
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },"#),
            files: [
                "mod.lua": """
                return {
                  touchesBegan = function(self, t, e) self.tracking = t[1]; print("v1 began") end,
                  touchesMoved = function(self, t, e) print("v1 moved") end,
                  touchesEnded = function(self, t, e) print("v1 ended, same touch: " .. tostring(t[1] == self.tracking)) end,
                }
                """
            ])
        h.player.play("0 touch 1 began 10 10", number: 1)
        h.player.play("0.1 touch 1 moved 20 10", number: 2)
        h.player.sendPendingTouches()
        h.directory.write(
            "mod.lua",
            (try String(contentsOfFile: h.directory.path + "/mod.lua", encoding: .utf8))
                .replacingOccurrences(of: "v1 ", with: "v2 "))
        h.player.play("0.2 reload", number: 3)
        h.player.play("0.3 touch 1 moved 30 10", number: 4)
        h.player.play("0.4 touch 1 ended 30 10", number: 5)
        h.player.finish()
        #expect(h.lines == ["v1 began", "v1 moved", "v2 moved", "v2 ended, same touch: true"])
    }

    @Test("an error in didReload is reported and the reload still counts; the new code runs")
    func didReloadError() throws {
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },"#),
            files: ["mod.lua": "return {}\n"])
        h.directory.write(
            "mod.lua",
            """
            return {
              didReload = function(self) error("didReload broke") end,
              touchesBegan = function(self) print("new") end,
            }
            """)
        let report = try #require(h.host.reloadBehaviours(named: nil).first)
        #expect(report.error == nil)
        #expect(h.allDiagnostics.contains("mod.lua:2: didReload broke"))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["new"])
    }
}
