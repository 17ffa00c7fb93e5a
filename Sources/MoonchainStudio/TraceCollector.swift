import MoonchainHost
import ResponderKit

/// Collects what the core decided during one input (deliveries, forwards, gesture changes,
/// cancellations) as JSON objects for the why panel: the same `TraceRecord` channel and the
/// same rendering (`TraceRecordJSON`) as the `--trace` writer. Hit-test records are left out:
/// the explanation sent before the event already holds the walk.
final class TraceCollector: DispatchObserver {
    private(set) var records: [JSONValue] = []
    /// Finds handler locations (`file:line`) through the current host.
    var handlerLocation: (ResponderMethod, Responder) -> String? = { _, _ in nil }

    func take() -> [JSONValue] {
        defer { records.removeAll(keepingCapacity: true) }
        return records
    }

    func record(_ record: TraceRecord) {
        // The hit test's records (thousands a touch in a large scene) render as nothing for
        // the why panel: skip building a renderer for each.
        switch record {
        case .hitTestWindow, .hitTestVisit, .hitTestSkipped, .hitTestResult, .pointInsideAnswered: return
        default: break
        }
        let rendering = TraceRecordJSON(audience: .whyPanel, handlerLocation: handlerLocation)
        for object in rendering.objects(for: record) {
            records.append(.object([("type", .string(object.type))] + object.fields))
        }
    }
}
