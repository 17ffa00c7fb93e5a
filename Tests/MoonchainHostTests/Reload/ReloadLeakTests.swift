import Foundation
import LuaVM
import LuaVMTestSupport
import MoonchainHost
import Testing

/// Reloading the same file again and again never stacks handlers, never leaks registry
/// references, and leaves the Lua heap flat.
@Suite("Reload: no stacking, no leaks")
struct ReloadLeakTests {
    /// The registry's array size: `luaL_ref` reuses freed slots, so it only grows when
    /// references are kept.
    static func registrySize(_ host: ScriptHost) -> Int {
        host.vm.registryLength
    }

    static func heapAfterGC(_ host: ScriptHost) -> Int {
        host.vm.collectGarbage()
        host.vm.collectGarbage()
        return host.vm.memoryInUse
    }

    @Test("200 reloads of base and of a module extending it: one handler per event, flat registry and heap")
    func twoHundredReloads() throws {
        let base = """
            local big = string.rep("x", 10000)   -- garbage per load, to show it is collected
            return {
              touchesBegan = function(self, t, e) self.n = (self.n or 0) + 1; print("n=" .. self.n .. " " .. #big) end,
              didReload = function(self) self.reloads = (self.reloads or 0) + 1 end,
              gestureShouldBegin = function(self, g) return true end,
            }
            """
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = "child",
                  gestures = { gesture { name = "g", script = "gscript" } } },
                view { name = "b", frame = {100, 0, 100, 100}, behaviour = { extends = "base" } },
                """),
            files: [
                "base.lua": base,
                "child.lua":
                    "return { extends = 'base', pointInside = function(self, p, e) return self.super:pointInside(p, e) end }\n",
                "gscript.lua": "return { touchesEnded = function(self) self.state = 'failed' end }\n",
            ])
        func round() {
            h.host.reloadBehaviours(named: "base")
            h.host.reloadBehaviours(named: "child")
            h.host.reloadBehaviours(named: "gscript")
        }
        for _ in 0..<20 { round() }
        let registry = Self.registrySize(h.host)
        let heap = Self.heapAfterGC(h.host)
        for _ in 0..<200 { round() }
        let registryAfter = Self.registrySize(h.host)
        let heapAfter = Self.heapAfterGC(h.host)
        #expect(registryAfter <= registry, "registry grew from \(registry) to \(registryAfter) slots over 200 reloads")
        #expect(heapAfter - heap < 16 * 1024, "Lua heap grew from \(heap) to \(heapAfter) bytes over 200 reloads")
        #expect(h.diagnostics.count == 220 * 3)
        #expect(h.diagnostics.allSatisfy { $0.hasPrefix("reloaded ") })
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n1 touch 1 began 110 10\n1.1 touch 1 ended 110 10")
        // One handler ran per event (nothing stacked), and didReload ran once per reload of base or child.
        #expect(h.lines == ["n=1 10000", "n=1 10000"])
        h.lua("print(find('a').reloads, find('b').reloads)", at: 2)
        #expect(h.lines.last == "440\t220")
    }

    @Test("200 failed reloads leak nothing either")
    func failedReloads() throws {
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },"#),
            files: ["mod.lua": "return { touchesBegan = function(self) print('ok') end }\n"])
        let broken = ["return {", "error('no')", "return 1", "return { extends = 'missing' }"]
        for i in 0..<20 {
            h.directory.write("mod.lua", broken[i % broken.count])
            h.host.reloadBehaviours(named: "mod")
        }
        let registry = Self.registrySize(h.host)
        let heap = Self.heapAfterGC(h.host)
        let top = h.host.vm.main.top
        for i in 0..<200 {
            h.directory.write("mod.lua", broken[i % broken.count])
            h.host.reloadBehaviours(named: "mod")
        }
        #expect(h.host.vm.main.top == top, "a failed reload left values on the Lua stack")
        #expect(Self.registrySize(h.host) <= registry)
        #expect(Self.heapAfterGC(h.host) - heap < 16 * 1024)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["ok"])
    }
}
