import Foundation
import Testing

/// `--budget`, `--memory` and `--timeout` accept only usable values, on every command that
/// runs a scene: anything else is a usage error (exit status 2) whose message says what is expected.
@Suite("Limit options: unusable values are usage errors")
struct LimitOptionsTests {
    static let scene = """
        return app { window { name = "w", view { name = "v", frame = {0, 0, 100, 100},
          behaviour = { touchesBegan = function(self) print("began") end } } } }
        """

    static let commands: [[String]] = [
        ["run", "scene.lua"], ["explain", "scene.lua", "--at", "10,10"], ["hitmap", "scene.lua", "-o", "map.svg"],
    ]

    @Test(
        "2: --budget 0, negative, non-numeric, fractional or absurdly large",
        arguments: ["0", "-5", "lots", "2.5", "1e300", "99999999999999999999"])
    func badBudget(value: String) throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        for command in Self.commands {
            let result = try runMoonchain(command + ["--budget=\(value)"], in: dir.path)
            #expect(result.status == 2, "\(command) --budget \(value): \(result.stderr)")
            #expect(
                result.stderr.contains("--budget expects a whole number of Lua instructions from 1"), "\(result.stderr)"
            )
        }
    }

    @Test("2: --memory 0, negative, non-numeric or absurdly large", arguments: ["0", "-1", "big", "nan", "100000000"])
    func badMemory(value: String) throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        for command in Self.commands {
            let result = try runMoonchain(command + ["--memory=\(value)"], in: dir.path)
            #expect(result.status == 2, "\(command) --memory \(value): \(result.stderr)")
            #expect(result.stderr.contains("--memory expects a whole number of megabytes"), "\(result.stderr)")
        }
    }

    @Test(
        "2: --timeout 0, negative, non-numeric, infinite or absurdly large",
        arguments: ["0", "-1", "soon", "inf", "1e9"])
    func badTimeout(value: String) throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        for command in Self.commands {
            let result = try runMoonchain(command + ["--timeout=\(value)"], in: dir.path)
            #expect(result.status == 2, "\(command) --timeout \(value): \(result.stderr)")
            #expect(result.stderr.contains("--timeout expects a number of seconds"), "\(result.stderr)")
        }
    }

    @Test(
        "0: usable values run",
        arguments: [["--budget", "1e7"], ["--budget", "500000", "--memory", "64"], ["--timeout", "0.5"]])
    func usableValues(options: [String]) throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        dir.write("events.txt", "0 touch 1 began 10 10\n")
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"] + options, in: dir.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "began\n")
    }

    @Test("--timeout stops a call that runs long in library code, reports file:line, and the run goes on")
    func timeoutStopsACall() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w", view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
              touchesBegan = function(self)
                while true do local s = ("x"):rep(100000):upper() end
              end,
              touchesEnded = function(self) print("still answering") end,
            } } } }
            """)
        dir.write("events.txt", "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n")
        let result = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--budget", "1000000000000", "--timeout", "0.5"],
            in: dir.path)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("scene.lua:3: script call took longer than 0.5 s (--timeout raises it)"),
            "\(result.stderr)")
        #expect(result.stdout == "still answering\n")
    }
}
