import Testing

/// Standard output is only what scripts print; diagnostics go to standard error (contract "The command").
@Suite("Contract: output streams")
struct OutputStreamsTests {
    @Test("stdout is exactly the prints, one line per call; warnings, errors and reload notices go to stderr")
    func onlyPrintsOnStdout() throws {
        let dir = TempDirectory()
        dir.write("mod.lua", "return { touchesBegan = function(self, t, e) print('mod v1') end }\n")
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w", colour = "red",
              view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },
              view { name = "bad", frame = {200, 0, 100, 100}, behaviour = {
                touchesBegan = function(self, t, e) error("broken handler") end } } } }
            """)
        dir.write(
            "events.txt",
            """
            0 lua print("a", 1, nil, true)
            0.1 lua print()
            0.2 touch 1 began 10 10
            0.3 touch 1 ended 10 10
            0.4 touch 2 began 210 10
            0.5 touch 2 ended 210 10
            0.6 touch 3 moved 1 1
            0.7 lua print("multi\\nline")
            0.8 reload mod
            """)
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(result.status == 0)
        #expect(result.stdout == "a\t1\tnil\ttrue\n\nmod v1\nmulti\nline\n")
        #expect(result.stderr.contains("colour"))
        #expect(result.stderr.contains("broken handler"))
        #expect(result.stderr.contains("scene.lua:4"))
        #expect(result.stderr.contains("events.txt:7"))
    }

    @Test("a script error's report carries a traceback on stderr")
    func traceback() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        dir.write("events.txt", "0 lua local function f() error('deep') end f()\n")
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("events.txt:1"))
        #expect(result.stderr.contains("traceback"))
    }
}
