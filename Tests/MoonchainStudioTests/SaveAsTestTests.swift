import Foundation
import MoonchainHost
import MoonchainRunLoop
import MoonchainTestRunner
import Testing

@testable import MoonchainStudio

/// "Save as test" writes a case `moonchain test` passes unchanged, with or without a trace.
@Suite("Save as test")
struct SaveAsTestTests {
    /// The arguments a saved case gives `run` (it has no `args` file): the scene and its timeline.
    static let parse: RunArgumentParser = { arguments in
        guard arguments.count == 3, arguments[1] == "--events" else {
            return .failure(CaseProblem("a saved case has no args file; got \(arguments)"))
        }
        return .success(RunRequest(scene: arguments[0], events: arguments[2]))
    }

    func runSuite(_ folder: String) -> (status: Int32, report: String) {
        var report = ""
        let runner = TestRunner(options: TestOptions(paths: [folder], jobs: 1), parse: Self.parse) { report += $0 }
        return (runner.run(), report)
    }

    @Test(
        "a saved session is a passing test as written; with trace it asserts where the touches went and how the tap ended"
    )
    func savedSessionPasses() throws {
        let scene = """
            return app { window { name = "w",
              view { name = "card", frame = {0, 0, 200, 200},
                gestures = { tap { name = "tap", action = "tapped" } },
                behaviour = { tapped = function(self) print("tapped at " .. now()) end } } } }
            """
        let folder = TempDirectory(prefix: "studio-save-", files: ["scene.lua": scene])
        let wall = FakeWall()
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: wall.read)
        wall.seconds += 0.2
        _ = session.handle(touch(1, "began", 50, 50))
        wall.seconds += 0.05
        _ = session.handle(touch(1, "ended", 50, 50))
        wall.seconds += 0.3
        _ = session.handle(touch(2, "began", 50, 50))
        wall.seconds += 0.1
        _ = session.handle(touch(2, "moved", 120, 50))
        _ = session.handle(touch(2, "ended", 120, 50))

        let plain = session.handle("{\"type\":\"saveTest\",\"name\":\"plain\"}")
        #expect(plain.contains { $0.type == "saved" })
        #expect(!FileManager.default.fileExists(atPath: folder.file("plain/expected-trace.jsonl")))
        let plainRun = runSuite(folder.file("plain"))
        #expect(plainRun.status == 0, "\(plainRun.report)")
        #expect(plainRun.report == "1 passed, 0 failed\n")

        let traced = session.handle("{\"type\":\"saveTest\",\"name\":\"why\",\"trace\":true}")
        #expect(traced.contains { $0.type == "saved" })
        let trace = try #require(folder.read("why/expected-trace.jsonl"))
        #expect(
            trace.contains("{\"type\":\"touch.bound\",\"touch\":1,\"view\":\"card\",\"delivered\":true}"), "\(trace)")
        #expect(
            trace.contains(
                "{\"type\":\"gesture\",\"gesture\":\"tap\",\"view\":\"card\",\"to\":\"ended\",\"reason\":\"recognized\"}"
            ), "\(trace)")
        #expect(trace.contains("\"to\":\"failed\",\"reason\":\"movedTooFar\""), "\(trace)")
        let tracedRun = runSuite(folder.file("why"))
        #expect(tracedRun.report == "1 passed, 0 failed\n")

        // The assertion can fail: a behaviour edit that moves the card makes the trace differ.
        folder.write("why/scene.lua", scene.replacingOccurrences(of: "name = \"card\"", with: "name = \"tile\""))
        let edited = runSuite(folder.file("why"))
        #expect(edited.status == 1)
        #expect(edited.report.contains("expected-trace.jsonl:1: no trace record matches"))
    }

    @Test("saveTest's trace must be true or false")
    func traceFlagChecked() {
        let parsed = Result { () throws -> ClientMessage in
            try ClientMessage.parse("{\"type\":\"saveTest\",\"name\":\"x\",\"trace\":\"yes\"}")
        }
        #expect(throws: (any Error).self) { try parsed.get() }
    }
}
