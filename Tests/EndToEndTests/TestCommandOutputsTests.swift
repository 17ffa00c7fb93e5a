import Foundation
import Testing

/// `moonchain test`'s records and reports: `--update`, `expected-trace.jsonl`, `--junit`, `--watch`.
@Suite("moonchain test: update, trace, JUnit, watch")
struct TestCommandOutputsTests {
    let events = "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n"

    func makeCase(_ root: TempDirectory, _ name: String, expected: String, files: [String: String] = [:]) {
        root.write(name + "/scene.lua", touchScene)
        root.write(name + "/events.txt", events)
        root.write(name + "/expected.txt", expected)
        for (file, text) in files { root.write(name + "/" + file, text) }
    }

    func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test("--update rewrites only the expected.txt that differs, lists it, and the suite then passes")
    func updateWritesOnlyWhatChanged() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "fresh", expected: "began 1\nended 1\n")
        makeCase(root, "stale", expected: "began 1\n")
        root.write("missing/scene.lua", touchScene)
        root.write("missing/events.txt", events)
        let before = try modified(root.file("fresh/expected.txt"))
        Thread.sleep(forTimeInterval: 0.05)
        let result = try runMoonchain(["test", "--update"], in: root.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "updated missing/expected.txt\nupdated stale/expected.txt\n3 passed, 0 failed\n")
        #expect(root.read("stale/expected.txt") == "began 1\nended 1\n")
        #expect(root.read("missing/expected.txt") == "began 1\nended 1\n")
        #expect(try modified(root.file("fresh/expected.txt")) == before, "an unchanged file is not written")
        #expect(try runMoonchain(["test"], in: root.path).stdout == "3 passed, 0 failed\n")
    }

    @Test("expected-trace.jsonl asserts why: touch 1 delivered to v; a wrong view fails naming the closest records")
    func traceExpectations() throws {
        let root = TempDirectory(prefix: "mt-")
        let right =
            "{\"type\":\"touch.bound\",\"touch\":1,\"view\":\"v\"}\n{\"type\":\"deliver\",\"responder\":\"v\",\"method\":\"touchesEnded\"}\n"
        makeCase(root, "right", expected: "began 1\nended 1\n", files: ["expected-trace.jsonl": right])
        makeCase(
            root, "wrong", expected: "began 1\nended 1\n",
            files: ["expected-trace.jsonl": "{\"type\":\"touch.bound\",\"touch\":1,\"view\":\"w\"}\n"])
        let result = try runMoonchain(["test"], in: root.path)
        #expect(!result.stdout.contains("FAIL right"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "FAIL wrong\n  expected-trace.jsonl:1: no trace record matches {\"type\":\"touch.bound\",\"touch\":1,\"view\":\"w\"}\n    closest: {"
            ))
        #expect(result.stdout.contains("differs in view: \"v\""))

        // --update takes the values of the closest record for the fields the object gives.
        let update = try runMoonchain(["test", "--update", "wrong"], in: root.path)
        #expect(update.stdout == "updated wrong/expected-trace.jsonl\n1 passed, 0 failed\n")
        #expect(root.read("wrong/expected-trace.jsonl") == "{\"type\":\"touch.bound\",\"touch\":1,\"view\":\"v\"}\n")
    }

    @Test("--junit writes JUnit XML that Python's xml.etree parses: a testcase per case, a failure per failing one")
    func junit() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "suite/pass", expected: "began 1\nended 1\n")
        makeCase(root, "suite/fail <&>", expected: "began 1\nended \u{1}2\n")
        let result = try runMoonchain(["test", "--junit", "report.xml"], in: root.path)
        #expect(result.status == 1)
        let check = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == "testsuites", root.tag
            suite = root.find("testsuite")
            cases = suite.findall("testcase")
            print(suite.get("tests"), suite.get("failures"), len(cases))
            for case in cases:
                failure = case.find("failure")
                print(case.get("classname"), case.get("name"), "FAIL" if failure is not None else "ok")
                if failure is not None:
                    assert "+ended 1" in failure.text, failure.text
            """
        let script = root.write("check.py", check)
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", script, root.file("report.xml")]
        let pipe = Pipe()
        python.standardOutput = pipe
        try python.run()
        python.waitUntilExit()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(python.terminationStatus == 0)
        #expect(printed == "2 1 2\nsuite fail <&> FAIL\nsuite pass ok\n")
    }

    @Test("--watch runs again exactly the case whose file changed")
    func watchRunsTheTouchedCase() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "a", expected: "began 1\nended 1\n")
        makeCase(root, "b", expected: "began 1\nended 1\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try moonchainBinary())
        process.arguments = ["test", "--watch"]
        process.currentDirectoryURL = root.url
        let pipe = Pipe()
        process.standardOutput = pipe
        let reader = PipeReader(pipe)
        try process.run()
        defer {
            // SIGKILL: the test runner may hand its children SIGTERM blocked.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let first = reader.wait { $0.contains("watching ") }
        #expect(first.hasPrefix("2 passed, 0 failed\nwatching "), "\(first)")
        root.write("b/expected.txt", "began 1\n")
        let second = reader.wait { $0.split(separator: "\n").filter { $0.hasSuffix(" failed") }.count >= 2 }
        let rerun = second.components(separatedBy: "\nchanged: ").dropFirst().joined()
        #expect(rerun.hasPrefix("b/expected.txt; running 1 case: b\n"), "\(second)")
        #expect(rerun.contains("FAIL b\n"))
        #expect(!rerun.contains("FAIL a"))
        #expect(rerun.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test(
        "a host that crashes the process is not a silent death: the case running is named as failed, with the signal, and the closing line counts it"
    )
    func crashIsReported() throws {
        let root = TempDirectory(prefix: "mt-")
        makeCase(root, "done", expected: "began 1\nended 1\n")
        // A case that runs long enough to be crashed while it runs (a signal stands in for a
        // host bug: the host itself has none to offer).
        root.write(
            "spin/scene.lua",
            "return app { window { name = \"w\", behaviour = { didLoad = function() while true do end end } } }")
        root.write("spin/expected.txt", "")
        root.write("spin/args", "--budget 1e12 --timeout 60")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try moonchainBinary())
        process.arguments = ["test", "--jobs", "1"]
        process.currentDirectoryURL = root.url
        let pipe = Pipe()
        process.standardOutput = pipe
        let reader = PipeReader(pipe)
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        Thread.sleep(forTimeInterval: 1.5)
        kill(process.processIdentifier, SIGSEGV)
        let text = reader.wait { $0.hasSuffix(" failed\n") }
        process.waitUntilExit()
        #expect(
            text
                == "FAIL spin: the host crashed (signal 11) while running this case; the cases after it did not run\n1 passed, 1 failed\n"
        )
        #expect(process.terminationStatus == 1)
    }
}
