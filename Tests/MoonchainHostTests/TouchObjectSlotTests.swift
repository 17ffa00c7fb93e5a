import LuaVM
import LuaVMTestSupport
import MoonchainHost
import Testing

/// A finished touch's registry slot is kept for the next touch's userdata, and the touches
/// table handed out takes the last one's slot (TouchObjects): what a script holds must not
/// notice, and the registry must not grow.
@Suite("Contract: touch userdata across reused registry slots")
struct TouchObjectSlotTests {
    private static let tapper = scene(
        """
        view { name = "v", frame = {0, 0, 200, 200}, behaviour = {
          touchesBegan = function(self, t, e)
            self.seen = self.seen or {}
            self.tables = self.tables or {}
            local touch = t[1]
            local fresh = true
            for _, old in ipairs(self.seen) do if old == touch then fresh = false end end
            for _, old in ipairs(self.tables) do if old == t then fresh = false end end
            self.seen[#self.seen + 1] = touch
            self.tables[#self.tables + 1] = t
            local first = self.seen[1]
            print("began", #self.seen, fresh, first.phase, first:location(self).x, #self.tables[1])
          end,
          touchesEnded = function(self, t, e) print("ended", t[1] == self.seen[#self.seen], t[1].id) end },
        },
        """)

    @Test("T1, T2: each new touch and touches table is new; a kept touch stays itself, over and collected around")
    func keptTouchOutlivesItsSlot() throws {
        let h = try Harness(scene: Self.tapper, files: [:])
        for tap in 0..<6 {
            let time = Double(tap)
            let x = 10 + tap * 20
            h.play("\(time) touch \(tap + 1) began \(x) 10\n\(time + 0.1) touch \(tap + 1) ended \(x) 10")
            // Collected between taps: a finished touch nobody keeps may go, one kept may not.
            h.host.vm.collectGarbage()
            h.host.vm.collectGarbage()
        }
        var expected: [String] = []
        for tap in 0..<6 {
            expected.append("began\t\(tap + 1)\ttrue\t\(tap == 0 ? "began" : "ended")\t10\t1")
            expected.append("ended\ttrue\t\(tap + 1)")
        }
        #expect(h.lines == expected)
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("T1: touches nobody keeps leave the registry flat, however many begin and end")
    func registryStaysFlat() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 200, 200}, multipleTouchEnabled = true, behaviour = {
                  touchesBegan = function(self, t, e) self.n = (self.n or 0) + #t end,
                  touchesEnded = function(self, t, e) end },
                },
                """), files: [:])
        func taps(from first: Int, count: Int) {
            for tap in first..<(first + count) {
                let time = Double(tap)
                // Two fingers now and then: two slots taken at once, then both parked.
                if tap % 3 == 0 {
                    h.play(
                        "\(time) touch 1 began 10 10\n\(time) touch 2 began 50 10\n"
                            + "\(time + 0.1) touch 1 ended 10 10\n\(time + 0.1) touch 2 ended 50 10")
                } else {
                    h.play("\(time) touch 1 began 10 10\n\(time + 0.1) touch 1 ended 10 10")
                }
            }
        }
        taps(from: 0, count: 6)
        h.host.vm.collectGarbage()
        let registry = h.host.vm.registryLength
        taps(from: 6, count: 60)
        h.host.vm.collectGarbage()
        #expect(h.host.vm.registryLength <= registry)
        h.lua("print(find('v').n)", at: 100)
        #expect(h.lines == ["88"])
        #expect(h.host.scriptErrorCount == 0)
    }
}
