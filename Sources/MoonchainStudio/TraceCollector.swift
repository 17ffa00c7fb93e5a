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
    /// Finds the absolute path of a handler's file: sent beside its short `file:line` as
    /// `handlerPath`, so the page links to the real file wherever it lives.
    var handlerPath: (ResponderMethod, Responder) -> String? = { _, _ in nil }
    /// The paths of the labels the record being rendered named.
    private var pathsOfLabels: [String: String] = [:]

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
        pathsOfLabels.removeAll(keepingCapacity: true)
        let rendering = TraceRecordJSON(audience: .whyPanel) { [self] method, responder in
            guard let label = handlerLocation(method, responder) else { return nil }
            pathsOfLabels[label] = handlerPath(method, responder)
            return label
        }
        for object in rendering.objects(for: record) {
            var fields = object.fields
            if let handler = fields.first(where: { $0.0 == "handler" }), case .string(let label) = handler.1,
                let path = pathsOfLabels[label]
            {
                fields.append(("handlerPath", .string(path)))
            }
            records.append(.object([("type", .string(object.type))] + fields))
        }
    }
}
