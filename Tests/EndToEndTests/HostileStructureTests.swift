import Testing

/// Scenes the host used to die on (a signal): too deep, cyclic, or with numbers Swift traps on.
/// Each must end with the contract's exit status and a message naming file:line, never a crash.
@Suite("Robustness: hostile structures end to end", .serialized)
struct HostileStructureTests {
    @Test("a 100,000-deep nested scene: exit 1 with the nesting limit in the message, no crash signal")
    func hundredThousandDeepScene() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            local v = view { name = "leaf", frame = {0, 0, 10, 10} }
            for i = 1, 100000 do v = view { frame = {0, 0, 100, 100}, v } end
            return app { window { name = "w", v } }
            """)
        // --timeout 60: the nesting limit must stop this load, not the default 10 s deadline,
        // which a busy machine (or AddressSanitizer) could reach first.
        let result = try runMoonchain(["run", "scene.lua", "--timeout", "60"], in: dir.path, timeout: 60)
        #expect(!result.signalled && !result.timedOut, "died: \(result.status) \(result.stderr.prefix(400))")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "scene.lua:2: view is nested 257 levels deep; views, controllers and input views nest at most 256 levels below their window"
            ), "\(result.stderr.prefix(400))")
    }

    @Test("a cyclic inline extends: exit 1 naming the cycle, no crash signal")
    func cyclicExtends() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            local a = { name = "A" }
            a.extends = { name = "B", extends = a }
            return app { window { name = "w", view { name = "x", frame = {0, 0, 10, 10}, behaviour = a } } }
            """)
        let result = try runMoonchain(["run", "scene.lua"], in: dir.path)
        #expect(!result.signalled, "died: \(result.status) \(result.stderr.prefix(400))")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "scene.lua:3: view 'x': extends leads back to a behaviour it started from: 'A' -> 'B' -> 'A'"),
            "\(result.stderr)")
    }

    @Test("G1: tap { touches = 0/0 }: exit 1 with scene.lua:line and what touches takes, no crash signal")
    func nanTapTouches() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w", view { name = "v", frame = {0, 0, 100, 100},
              gestures = { tap { touches = 0/0 } } } } }
            """)
        let result = try runMoonchain(["run", "scene.lua"], in: dir.path)
        #expect(!result.signalled, "died: \(result.status) \(result.stderr.prefix(400))")
        #expect(result.status == 1)
        #expect(result.stderr == "error: scene.lua:2: tap: touches must be a whole number from 1 to 20, got nan\n")
    }

    @Test(
        "H2: 256 levels of Lua hitTest overrides calling super, in run, explain and hitmap: the touch lands, no crash signal"
    )
    func deepSuperChainInEveryCommand() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            local b = { hitTest = function(self, p, e) return self.super:hitTest(p, e) end,
                        pointInside = function(self, p, e) return self.super:pointInside(p, e) end,
                        touchesBegan = function(self, t, e) print("began " .. self.name) end }
            local v = view { name = "leaf", frame = {0, 0, 10, 10}, behaviour = b }
            for i = 1, 255 do v = view { name = "v" .. i, frame = {0, 0, 100, 100}, behaviour = b, v } end
            return app { window { name = "w", v } }
            """)
        dir.write("events.txt", "0 touch 1 began 5 5\n0.1 touch 1 ended 5 5\n")
        let run = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path, timeout: 120)
        #expect(!run.signalled && !run.timedOut, "died: \(run.status) \(run.stderr.suffix(400))")
        #expect(run.status == 0 && run.stdout == "began leaf\n", "\(run.stdout)")
        #expect(run.stderr.contains("C stack overflow"))
        let explain = try runMoonchain(["explain", "scene.lua", "--at", "5,5", "--json"], in: dir.path, timeout: 120)
        #expect(!explain.signalled && !explain.timedOut, "died: \(explain.status) \(explain.stderr.suffix(400))")
        #expect(explain.status == 0 && explain.stdout.contains(#""leaf""#))
        let hitmap = try runMoonchain(
            ["hitmap", "scene.lua", "-o", "map.svg", "--step", "50"], in: dir.path, timeout: 120)
        #expect(!hitmap.signalled && !hitmap.timedOut, "died: \(hitmap.status) \(hitmap.stderr.suffix(400))")
        #expect(hitmap.status == 0)
    }
}
