import Foundation
import MoonchainHost
import Testing

/// A recognizer written in Lua (`gesture{ script = ... }`) runs its script's new version
/// from its next call, keeps the fields it set on itself, and gets `didReload(self)`.
@Suite("Reload: Lua gesture recognizer scripts")
struct GestureScriptReloadTests {
    static let script = """
        return {
          touchesBegan = function(self, t, e) self.hits = (self.hits or 0) + 1; print("g v1 began hits=" .. self.hits) end,
          touchesEnded = function(self, t, e) print("g v1 ended"); self.state = "ended" end,
        }
        """
    static let script2 = """
        return {
          touchesBegan = function(self, t, e) self.hits = (self.hits or 0) + 1; print("g v2 began hits=" .. self.hits) end,
          touchesEnded = function(self, t, e) print("g v2 ended hits=" .. self.hits); self.state = "ended" end,
          didReload = function(self) print("g didReload " .. self.name .. " hits=" .. tostring(self.hits)) end,
        }
        """
    static let scene = MoonchainHostTests.scene(
        """
        view { name = "pad", frame = {0, 0, 100, 100},
          behaviour = { fired = function(self, g) print("fired " .. g.name .. " " .. g.state) end },
          gestures = { gesture { name = "tapper", script = "tapper", action = "fired" } } },
        """)

    @Test("between began and ended of one touch: began by v1, ended by v2; state on the recognizer survives")
    func midGesture() throws {
        let h = try Harness(scene: Self.scene, files: ["tapper.lua": Self.script])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.takeLines() == ["g v1 began hits=1", "g v1 ended", "fired tapper ended"])
        h.player.play("1 touch 1 began 10 10", number: 10)
        h.player.sendPendingTouches()
        h.directory.write("tapper.lua", Self.script2)
        let report = try #require(h.host.reloadBehaviours(named: nil).first)
        #expect(report.recognizersAffected == 1)
        #expect(report.respondersAffected == 0)
        #expect(h.allDiagnostics.contains("0 responders updated, 1 gesture recognizer"))
        h.player.play("1.1 touch 1 ended 10 10", number: 11)
        h.player.finish()
        #expect(
            h.takeLines() == [
                "g v1 began hits=2", "g didReload tapper hits=2", "g v2 ended hits=2", "fired tapper ended",
            ])
        h.play("2 touch 1 began 10 10\n2.1 touch 1 ended 10 10")
        #expect(h.takeLines() == ["g v2 began hits=3", "g v2 ended hits=3", "fired tapper ended"])
    }

    @Test("a broken recognizer script keeps the old one recognizing")
    func brokenScript() throws {
        let h = try Harness(scene: Self.scene, files: ["tapper.lua": Self.script])
        h.directory.write("tapper.lua", "return { touchesBegan = }")
        #expect(h.host.reloadBehaviours(named: nil).first?.error?.contains("tapper.lua:1:") == true)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.takeLines() == ["g v1 began hits=1", "g v1 ended", "fired tapper ended"])
    }
}
