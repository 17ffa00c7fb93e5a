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
        let request = RunRequest(
            scene: scene,
            events: folder.appendingPathComponent("events.txt").path,
            trace: tracePath, options: options)
        _ = SceneRun.perform(request, output: CapturedOutput())
        guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return nil }
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            guard let record = try? JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8)),
                let type = record["type"]?.stringValue, let fields = Self.assertedTraceFields[type]
            else { continue }
            if type == "gesture", !Self.gestureOutcomes.contains(record["to"]?.stringValue ?? "") { continue }
            let kept = fields.compactMap { key in record[key].map { (key, $0) } }
            lines.append(JSONValue.object(kept).text(pretty: false))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
