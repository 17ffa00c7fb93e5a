import Foundation
import Testing

/// `moonchain test` (docs/Testing.md): case folders run as a suite.
@Suite("moonchain test")
struct TestCommandTests {
    /// A case folder `name` under `root` with the touch scene, a tap on v, and `expected`.
    @discardableResult
    func makeCase(
        _ root: TempDirectory, _ name: String, expected: String? = "began 1\nended 1\n",
        files: [String: String] = [:]
    ) -> String {
        root.write(name + "/scene.lua", touchScene)
        root.write(name + "/events.txt", "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n")
        if let expected { root.write(name + "/expected.txt", expected) }
        for (file, text) in files { root.write(name + "/" + file, text) }
        return root.file(name)
    }

    func lastLine(_ text: String) -> String {
        String(text.split(separator: "\n").last ?? "")
    }

    @Test("passing cases: exit 0 and 'N passed, 0 failed' alone on the last line")
    func allPass() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "a")
        makeCase(root, "b")
        let result = try runMoonchain(["test"], in: root.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "2 passed, 0 failed\n")
    }

    @Test(
        "a failing case: its name, the reason, a unified diff of expected against the run; exit 1; the others still pass"
    )
    func failureWithDiff() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "good")
        makeCase(root, "stale", expected: "began 1\nended 2\n")
        let result = try runMoonchain(["test", "."], in: root.path)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                """
                FAIL stale
                  standard output differs from expected.txt
                    --- stale/expected.txt
                    +++ standard output of the run
                    @@ -1,2 +1,2 @@
                     began 1
                    -ended 2
                    +ended 1
                """))
        #expect(!result.stdout.contains("FAIL good"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when standard output is not a terminal")
        #expect(lastLine(result.stdout) == "1 passed, 1 failed")
    }

    @Test("exit and args: the status is checked, and args are run's own options (--strict gives 3)")
    func exitAndArgs() throws {
        let root = TempDirectory(prefix: "mt-")
        let scene =
            "return app { window { name = \"w\", view { name = \"v\", frame = {0, 0, 100, 100}, behaviour = { touchesBegan = function() error('boom') end } } } }"
        makeCase(root, "strict", expected: "", files: ["scene.lua": scene, "args": "--strict\n", "exit": "3\n"])
        makeCase(root, "wrongstatus", expected: "", files: ["scene.lua": scene, "args": "--strict --budget 1e7"])
        let result = try runMoonchain(["test"], in: root.path)
        #expect(result.stdout.contains("FAIL wrongstatus\n  exit status 3, expected 0\n"))
        #expect(result.stdout.contains("stderr: "))
        #expect(!result.stdout.contains("FAIL strict"))
        #expect(lastLine(result.stdout) == "1 passed, 1 failed")
    }

    @Test("bad case files are failures with clear reasons, and every other case still runs")
    func badInput() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "ok")
        makeCase(root, "no-expected", expected: nil)
        makeCase(root, "unreadable", expected: nil)
        try FileManager.default.createDirectory(
            atPath: root.file("unreadable/expected.txt"), withIntermediateDirectories: true)
        makeCase(root, "unknown-option", files: ["args": "--strict --colour blue"])
        makeCase(root, "bad-exit", files: ["exit": "zero"])
        makeCase(root, "bad-trace", files: ["expected-trace.jsonl": "{\"type\":\"deliver\"}\n{\"type\":deliver}\n"])
        let result = try runMoonchain(["test"], in: root.path)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "FAIL no-expected\n  no expected.txt: nothing to compare the output with (moonchain test --update records it)\n"
            ))
        #expect(result.stdout.contains("FAIL unreadable\n  cannot read expected.txt:"))
        #expect(result.stdout.contains("FAIL unknown-option\n  args: ") && result.stdout.contains("--colour"))
        #expect(result.stdout.contains("FAIL bad-exit\n  exit: expected the run's exit status as a whole number"))
        #expect(
            result.stdout.contains(
                "FAIL bad-trace\n  expected-trace.jsonl:2: not a JSON object: Invalid value around character 8."))
        #expect(lastLine(result.stdout) == "1 passed, 5 failed")
    }

    @Test("usage errors exit 2: a path that does not exist, --jobs 0, an unknown option")
    func usage() throws {
        let root = TempDirectory(prefix: "mt-")
        let missing = try runMoonchain(["test", "nowhere"], in: root.path)
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("error: nowhere: no such file or folder"))
        #expect(try runMoonchain(["test", "--jobs", "0"], in: root.path).status == 2)
        #expect(try runMoonchain(["test", "--frobnicate"], in: root.path).status == 2)
        let none = try runMoonchain(["test"], in: root.path)
        #expect(none.status == 1, "no case found is not a pass")
        #expect(none.stdout.hasPrefix("no case found under ."))
    }

    @Test("--filter runs only the cases whose path contains the text")
    func filter() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "group/tap-close", expected: "wrong\n")
        makeCase(root, "group/drag")
        let result = try runMoonchain(["test", "--filter", "drag"], in: root.path)
        #expect(result.status == 0)
        #expect(result.stdout == "1 passed, 0 failed\n")
    }

    @Test("--jobs 1 and --jobs 4 report the same, in case order")
    func jobs() throws {
        let root = TempDirectory(prefix: "mt-")
        for index in 0..<8 { makeCase(root, "c\(index)", expected: index % 3 == 0 ? "x\n" : "began 1\nended 1\n") }
        let one = try runMoonchain(["test", "--jobs", "1"], in: root.path)
        let four = try runMoonchain(["test", "--jobs", "4"], in: root.path)
        #expect(one.stdout == four.stdout)
        #expect(lastLine(one.stdout) == "5 passed, 3 failed")
    }

    @Test(
        "a scene file names a scene elsewhere: behaviours are found beside that scene, the case tests the files in place"
    )
    func sceneReference() throws {
        let root = TempDirectory(prefix: "mt-")
        root.write(
            "app/scene.lua",
            "return app { window { name = \"w\", view { name = \"v\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }"
        )
        root.write("app/say.lua", "return { touchesEnded = function(self) print(self.name .. ' tapped') end }")
        root.write("tests/tap/scene", "../../app/scene.lua\n")
        root.write("tests/tap/events.txt", "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n")
        root.write("tests/tap/expected.txt", "v tapped\n")
        #expect(try runMoonchain(["test", "tests"], in: root.path).stdout == "1 passed, 0 failed\n")
        // Edit the behaviour in place: the case now fails.
        root.write("app/say.lua", "return { touchesEnded = function(self) print(self.name .. ' pressed') end }")
        let after = try runMoonchain(["test", "tests"], in: root.path)
        #expect(after.status == 1)
        #expect(after.stdout.contains("+v pressed"))
    }
}
