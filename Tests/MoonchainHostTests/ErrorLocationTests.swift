import MoonchainHost
import Testing

/// Errors that carry no position of their own (memory, budget) still name a file:line:
/// the line where the failing function is written (contract "The command").
@Suite("Contract: error locations")
struct ErrorLocationTests {
    @Test("a nil-targeted action stopped by the memory cap names where the action is written")
    func actionOutOfMemory() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                    canBecomeFirstResponder = function(self) return true end,
                    copy = function(self)
                      local t = {} while true do t[#t + 1] = string.rep("x", 1000) end
                    end } } } }
                """, options: HostOptions(memoryLimit: 8 << 20))
        h.play("0 lua find('v'):becomeFirstResponder()\n1 action copy\n2 lua print('still here')")
        #expect(h.allDiagnostics.contains("scene.lua:4: out of memory"), "\(h.allDiagnostics)")
        #expect(h.lines == ["still here"])
    }

    @Test("a super call stopped by the budget names the line of the method it reached")
    func superOutOfBudget() throws {
        let h = try Harness(
            scene: """
                local base = { pointInside = function(self, p, e)
                  while true do end
                end }
                return app { window { name = "w",
                  view { name = "v", frame = {0, 0, 100, 100}, behaviour = { extends = base,
                    pointInside = function(self, p, e) return self.super:pointInside(p, e) end } } } }
                """, options: HostOptions(instructionBudget: 100_000))
        h.play("0 lua print(find('v'):pointInside(point(5, 5)))")
        #expect(h.allDiagnostics.contains("scene.lua:2: instruction budget of 100000 exceeded"), "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("(called through super)"))
    }
}
