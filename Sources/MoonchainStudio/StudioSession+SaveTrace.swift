import Foundation
import MoonchainHost
import MoonchainRunLoop

extension StudioSession {
    /// The trace fields a saved test asserts: where each touch went, and how each gesture
    /// came out. Handler locations and times are left out, so an edit that moves a line or
    /// shifts a timer does not fail the test; what it says is why the output is what it is.
    static let assertedTraceFields: [String: [String]] = [
        "touch.bound": ["type", "touch", "view", "delivered"],
        "gesture": ["type", "gesture", "view", "to", "reason"],
    ]

    /// The gesture states that are outcomes (not the steps of one still in progress).
    static let gestureOutcomes: Set<String> = ["recognized", "began", "ended", "failed", "cancelled"]

    /// An `expected-trace.jsonl` for the saved case in `folder`, whose scene is `scene` (its copy
    /// in the folder, or the scene in place): the case is replayed as
    /// `moonchain test` runs it (the same `SceneRun` as `moonchain run`, with `--trace`), and
    /// its `touch.bound` records and gesture outcomes are kept, each with the fields of
    /// ``assertedTraceFields``. nil when the replay cannot be traced.
    func expectedTrace(replaying folder: URL, scene: String) -> String? {
        let tracePath = NSTemporaryDirectory() + "moonchain-studio-trace-" + UUID().uuidString + ".jsonl"
        defer { try? FileManager.default.removeItem(atPath: tracePath) }
        let request = RunRequest(scene: scene,
                                 events: folder.appendingPathComponent("events.txt").path,
                                 trace: tracePath, options: options)
        _ = SceneRun.perform(request, output: CapturedOutput())
        guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return nil }
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let type = record["type"] as? String, let fields = Self.assertedTraceFields[type] else { continue }
            if type == "gesture", !Self.gestureOutcomes.contains(record["to"] as? String ?? "") { continue }
            let kept = fields.compactMap { key -> (String, JSONValue)? in
                guard let value = record[key] else { return nil }
                return (key, Self.jsonValue(key, value))
            }
            lines.append(JSONValue.object(kept).text(pretty: false))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// A field `JSONSerialization` read, as a ``JSONValue``. Typed by its key: Foundation
    /// reads `true` and `1` alike as numbers on some platforms.
    private static func jsonValue(_ key: String, _ value: Any) -> JSONValue {
        if value is NSNull { return .null }
        if let string = value as? String { return .string(string) }
        guard let number = value as? NSNumber else { return .string("\(value)") }
        return key == "delivered" ? .bool(number.boolValue) : .number(number.doubleValue)
    }
}
