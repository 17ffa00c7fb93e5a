import LuaVM
import ResponderKit

/// Writes `--trace`: one JSON object per line for every decision (see docs/Trace.md for the fields).
public final class TraceWriter: DispatchObserver {
    private let writer: DescriptorWriter
    /// The clock of the traced application, for each line's `t`.
    var clock: VirtualClock?
    private var sequence = 0

    /// A trace written to `path`; nil when the file cannot be created.
    public init?(path: String) {
        guard let writer = DescriptorWriter(path: path) else { return nil }
        self.writer = writer
    }

    deinit { writer.close() }

    public func flush() { writer.flush() }

    private func emit(_ type: String, _ fill: (inout JSONLine) -> Void) {
        sequence += 1
        var line = JSONLine()
        line.add("seq", sequence)
        line.add("t", TraceWriter.time(clock?.now ?? 0))
        line.add("type", type)
        fill(&line)
        writer.append(line.finished)
        writer.append("\n")
    }

    /// A virtual time as the trace writes it: to the nanosecond, so a time reached by adding
    /// intervals (1.1 + 0.35) is written as the shortest decimal (1.45), not as the nearest
    /// double's full expansion (1.4500000000000002).
    static func time(_ seconds: Double) -> Double {
        guard seconds.isFinite else { return seconds }
        return (seconds * 1e9).rounded() / 1e9
    }

    /// The records as the trace file reads them; a handler is named by where its script is.
    private let rendering = TraceRecordJSON(audience: .traceFile) { method, responder in
        (responder.behavior as? ScriptedBehaviour)?.location(of: method)
    }

    public func record(_ record: TraceRecord) {
        for object in rendering.objects(for: record) {
            emit(object.type) { line in
                for (key, value) in object.fields { line.add(key, json: value.text(pretty: false)) }
            }
        }
    }

    func scriptError(message: String, what: String, kind: String) {
        emit("script.error") {
            $0.add("message", message)
            $0.add("in", what)
            $0.add("kind", kind)
        }
    }

    func print(_ text: String, responder: String?) {
        emit("print") {
            $0.add("text", text)
            $0.add("responder", responder)
        }
    }

    func gestureAction(_ recognizer: GestureRecognizer, action: String, target: String) {
        emit("gesture.action") {
            $0.add("gesture", recognizer.name)
            $0.add("kind", recognizer.kindName)
            $0.add("action", action)
            $0.add("target", target)
            $0.add("state", recognizer.state.rawValue)
        }
    }

    func warning(_ message: String) {
        emit("warning") { $0.add("message", message) }
    }

    func timelineLine(_ number: Int, _ text: String) {
        emit("timeline") {
            $0.add("line", number)
            $0.add("command", text)
        }
    }

    package func sceneReload(file: String, milliseconds: Double, error: String?) {
        emit("scene.reload") {
            $0.add("file", file)
            $0.add("ms", (milliseconds * 1000).rounded() / 1000)
            $0.add("ok", error == nil)
            if let error { $0.add("error", error) }
        }
    }

    func reload(module: String, file: String, milliseconds: Double, error: String?) {
        emit("reload") {
            $0.add("module", module)
            $0.add("file", file)
            $0.add("ms", (milliseconds * 1000).rounded() / 1000)
            $0.add("ok", error == nil)
            if let error { $0.add("error", error) }
        }
    }
}
