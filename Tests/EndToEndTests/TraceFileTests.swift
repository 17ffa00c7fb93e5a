import Foundation
import Testing

/// `--trace FILE`: one JSON object per line (contract "The command"; fields in docs/Trace.md).
@Suite("Contract: --trace")
struct TraceFileTests {
    @Test("--trace writes valid JSON lines with seq, t, type and the documented decision records")
    func traceFile() throws {
        let dir = TempDirectory()
        dir.write(
            "scene.lua",
            """
            return app { window { name = "w",
              view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                touchesBegan = function(self, t, e) print("began") end } },
              view { name = "h", frame = {0, 0, 100, 100}, hidden = true } } }
            """)
        dir.write("events.txt", "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n0.2 lua error('x')\n")
        let result = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--trace", "trace.jsonl"], in: dir.path)
        #expect(result.status == 0)
        #expect(result.stdout == "began\n", "the trace must not go to stdout")
        let text = try #require(dir.read("trace.jsonl"))
        var records: [[String: Any]] = []
        for line in text.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            records.append(try #require(object as? [String: Any], "not an object: \(line)"))
        }
        #expect(records.enumerated().allSatisfy { ($1["seq"] as? NSNumber)?.intValue == $0 + 1 })
        #expect(records.allSatisfy { $0["t"] is NSNumber && $0["type"] is String })
        let types = Set(records.compactMap { $0["type"] as? String })
        for expected in [
            "timeline", "hitTest.window", "hitTest.skip", "hitTest.result", "touch.bound", "deliver", "forward", "drop",
            "script.error",
        ] {
            #expect(types.contains(expected), "no \(expected) record in \(types.sorted())")
        }
        let skip = records.first { $0["type"] as? String == "hitTest.skip" }
        #expect(skip?["view"] as? String == "h")
        #expect(skip?["reason"] as? String == "hidden")
        let error = records.first { $0["type"] as? String == "script.error" }
        #expect((error?["message"] as? String)?.hasPrefix("events.txt:3") == true)
    }

    @Test("an unwritable trace path is a usage error (2)")
    func unwritableTrace() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let result = try runMoonchain(
            ["run", "scene.lua", "--trace", dir.path + "/no/such/dir/trace.jsonl"], in: dir.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("trace"))
    }
}
