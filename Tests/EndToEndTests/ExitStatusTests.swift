import Testing

/// Exit statuses 0/1/2/3 (contract "The command": Exit status).
@Suite("Contract: exit status", .serialized)
struct ExitStatusTests {
    @Test("0: a scene and a timeline that run")
    func ranOK() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        dir.write("events.txt", "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n")
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "began 1\nended 1\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("0: without --events the scene only loads (didLoad runs)")
    func loadOnly() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            #"return app { window { name = "w", behaviour = { didLoad = function(self) print("loaded " .. self.name) end } } }"#
        )
        let result = try runMoonchain(["run", "scene.lua"], in: dir.path)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.stdout == "loaded w\n")
    }

    @Test("1: a scene with a syntax error; the message names scene.lua:line")
    func badSceneSyntax() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", "return app {\n  window { name = \"w\" \n  view { }\n}\n")
        let result = try runMoonchain(["run", "scene.lua"], in: dir.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("scene.lua:3"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("1: a duplicate name, a missing behaviour, a missing scene file")
    func otherLoadErrors() throws {
        let dir = TempDirectory()
        dir.write(
            "dup.lua",
            "return app { window { name = \"w\",\n  view { name = \"a\", frame = {0, 0, 1, 1} },\n  view { name = \"a\", frame = {0, 0, 1, 1} } } }\n"
        )
        dir.write("missing.lua", "return app { window { name = \"w\", behaviour = \"nowhere_to_be_found\" } }\n")
        let duplicate = try runMoonchain(["run", "dup.lua"], in: dir.path)
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr.contains("dup.lua:2") && duplicate.stderr.contains("dup.lua:3"), "\(duplicate.stderr)")
        let missing = try runMoonchain(["run", "missing.lua"], in: dir.path)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nowhere_to_be_found"), "\(missing.stderr)")
        let absent = try runMoonchain(["run", "absent.lua"], in: dir.path)
        #expect(absent.status == 1)
        #expect(absent.stderr.contains("absent.lua"), "\(absent.stderr)")
    }

    @Test("2: an unknown option, a missing scene argument, a bad --budget")
    func usageErrors() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let unknown = try runMoonchain(["run", "scene.lua", "--frobnicate"], in: dir.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("frobnicate"), "\(unknown.stderr)")
        #expect(unknown.stdout.isEmpty)
        let noScene = try runMoonchain(["run"], in: dir.path)
        #expect(noScene.status == 2)
        let badBudget = try runMoonchain(["run", "scene.lua", "--budget", "lots"], in: dir.path)
        #expect(badBudget.status == 2)
        let noCommand = try runMoonchain(["fly"], in: dir.path)
        #expect(noCommand.status == 2)
    }

    @Test("2: a timeline file with two malformed lines: both reported with file:line, nothing runs")
    func malformedTimelineFile() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            #"""
            return app { window { name = "w", behaviour = { didLoad = function(self) print("loaded") end },
              view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                touchesBegan = function(self, t, e) print("began " .. t[1].id) end } } } }
            """#)
        dir.write(
            "events.txt",
            "# header\n0 touch 1 began 10 10\n0.1 touch 1 sideways 10 10\n0.2 touch 1 ended 10 10\n0.3 tap\n")
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("events.txt:3:") && result.stderr.contains("sideways"), "\(result.stderr)")
        #expect(
            result.stderr.contains("events.txt:5:") && result.stderr.contains("unknown command 'tap'"),
            "\(result.stderr)")
        #expect(
            !result.stderr.contains("events.txt:2:") && !result.stderr.contains("events.txt:4:"), "\(result.stderr)")
        // Nothing of the file is delivered, and the scene is not even loaded (no didLoad).
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test("2: a malformed line on standard input is reported and skipped; the run goes on")
    func malformedStandardInput() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let input = "# header\n0 touch 1 began 10 10\n0.1 touch 1 sideways 10 10\n+0.1 touch 1 ended 10 10\n"
        let result = try runMoonchain(["run", "scene.lua", "--events", "-"], in: dir.path, input: input)
        #expect(result.status == 2)
        #expect(result.stderr.contains("<stdin>:3"), "\(result.stderr)")
        #expect(result.stdout == "began 1\nended 1\n")
    }

    @Test("2: a decreasing time names its line; in a file nothing runs, on standard input the line is skipped")
    func decreasingTime() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let timeline = "1 lua print('a')\n0.5 lua print('b')\n2 lua print('c')\n"
        dir.write("events.txt", timeline)
        let file = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(file.status == 2)
        #expect(file.stderr.contains("events.txt:2") && file.stderr.contains("never decrease"), "\(file.stderr)")
        #expect(file.stdout.isEmpty)
        let piped = try runMoonchain(["run", "scene.lua", "--events", "-"], in: dir.path, input: timeline)
        #expect(piped.status == 2)
        #expect(piped.stderr.contains("<stdin>:2"), "\(piped.stderr)")
        #expect(piped.stdout == "a\nc\n")
    }

    @Test("3: --strict when a script raised an error; 0 without --strict; 0 with --strict and no error")
    func strict() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w", behaviour = {
              touchesBegan = function(self, t, e) error("oops") end } } }
            """)
        dir.write("events.txt", "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n1 lua print('after')\n")
        dir.write("fine.txt", "0 lua print('fine')\n")
        let strict = try runMoonchain(["run", "scene.lua", "--events", "events.txt", "--strict"], in: dir.path)
        #expect(strict.status == 3)
        #expect(strict.stdout == "after\n")
        #expect(strict.stderr.contains("scene.lua:2"), "\(strict.stderr)")
        let lenient = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(lenient.status == 0)
        let clean = try runMoonchain(["run", "scene.lua", "--events", "fine.txt", "--strict"], in: dir.path)
        #expect(clean.status == 0)
    }

    @Test("3: --strict counts a runaway loop stopped by --budget and memory stopped by --memory")
    func budgetAndMemory() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        dir.write("loop.txt", "0 lua while true do end\n1 lua print('alive')\n")
        dir.write("memory.txt", "0 lua local s = string.rep('x', 1e9)\n1 lua print('alive')\n")
        let loop = try runMoonchain(
            ["run", "scene.lua", "--events", "loop.txt", "--budget", "100000", "--strict"], in: dir.path)
        #expect(!loop.timedOut)
        #expect(loop.status == 3)
        #expect(loop.stdout == "alive\n")
        #expect(loop.stderr.contains("loop.txt:1"), "\(loop.stderr)")
        #expect(loop.stderr.contains("budget"), "\(loop.stderr)")
        let memory = try runMoonchain(
            ["run", "scene.lua", "--events", "memory.txt", "--memory", "16", "--strict"], in: dir.path)
        #expect(memory.status == 3)
        #expect(memory.stdout == "alive\n")
        #expect(memory.stderr.contains("memory.txt:1"), "\(memory.stderr)")
        #expect(memory.stderr.contains("memory"), "\(memory.stderr)")
    }
}
