import Testing

/// Issue 16 item 1: `--strict` fails a run whose behaviour misspells a host name, even though
/// no script raised an error.
@Suite("Authoring: --strict on a typo", .serialized)
struct StrictTypoTests {
    static let scene = """
        return app { window { name = "w",
          view { name = "close", frame = {10, 10, 20, 20}, behaviour = "close_button" } } }
        """
    static let behaviour = """
        return {
          touchesBegan = function(self, touches, event) print("began") end,
          touchEnded = function(self, touches, event) print("ended") end,
        }
        """

    @Test("exit 3 with --strict, 0 without; the warning names close_button.lua:3")
    func strictTypo() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        dir.write("close_button.lua", Self.behaviour)
        dir.write("events.txt", "0 touch 1 began 15 15\n0.1 touch 1 ended 15 15\n")
        let warning =
            "warning: close_button.lua:3: 'touchEnded' is not a responder method; did you mean 'touchesEnded'?"
        let strict = try runMoonchain(["run", "scene.lua", "--events", "events.txt", "--strict"], in: dir.path)
        #expect(strict.status == 3, "\(strict.stderr)")
        #expect(strict.stderr.contains(warning), "\(strict.stderr)")
        #expect(strict.stdout == "began\n")
        let lenient = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains(warning), "\(lenient.stderr)")
    }

    @Test("--strict passes once the name is right")
    func strictClean() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        dir.write("close_button.lua", Self.behaviour.replacingOccurrences(of: "touchEnded", with: "touchesEnded"))
        dir.write("events.txt", "0 touch 1 began 15 15\n0.1 touch 1 ended 15 15\n")
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt", "--strict"], in: dir.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "began\nended\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("--help says --strict covers typos")
    func helpSaysSo() throws {
        let dir = TempDirectory()
        let result = try runMoonchain(["run", "--help"], in: dir.path)
        // Words only: the help is wrapped to the terminal's width.
        let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("misspells a host name"), "\(result.stdout)")
    }
}
