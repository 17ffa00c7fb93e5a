import Foundation
import Logging
import MCP
import MoonchainHost

/// The transport the server speaks through, with `tools/call` answered here rather than by the
/// SDK's `Server`.
///
/// Why: swift-sdk 0.12.1 hands every handler's result through `TypedRequestHandler`, which
/// encodes it, decodes the JSON back into a `Value` (each string matched against a data-URL
/// `Regex` compiled anew, each non-matching type tried by a thrown `DecodingError`) and encodes
/// it again with sorted keys. For `explain` on a 2,000-view grid (a 650 KB answer) that was
/// about 70% of the answer's time (perf, release build). Here the result is written once, from
/// the project's own JSON document, as the JSON-RPC response. Every other message (initialize,
/// tools/list, ping, notifications, batches) goes to the SDK's server unchanged.
actor ToolCallShortcut: Transport {
    nonisolated let logger: Logger
    private let inner: any Transport
    private let answer: @Sendable (String, [String: Value]) async -> ToolResponse

    /// `inner` carries the bytes; `answer` answers one call (on the host thread, in order).
    init(
        _ inner: any Transport, logger: Logger,
        answer: @escaping @Sendable (String, [String: Value]) async -> ToolResponse
    ) {
        self.inner = inner
        self.logger = logger
        self.answer = answer
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws { try await inner.send(data) }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let messages = inner
        let task = Task {
            // The calls are answered beside the other messages, and the stream ends only when
            // every answer is sent: a client that writes its last call and closes its end
            // still gets the answer before the server stops.
            var failure: (any Swift.Error)?
            await withDiscardingTaskGroup { group in
                do {
                    for try await data in await messages.receive() {
                        guard let call = self.toolCall(in: data) else {
                            continuation.yield(data)
                            continue
                        }
                        group.addTask { await self.respond(to: call) }
                    }
                } catch {
                    failure = error
                }
            }
            if let failure { continuation.finish(throwing: failure) } else { continuation.finish() }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// One `tools/call` request, read from the client.
    private struct Call: Sendable {
        var id: ID
        var name: String
        var arguments: [String: Value]
    }

    /// The call `data` carries when it is one `tools/call` request; nil leaves it to the server.
    private func toolCall(in data: Data) -> Call? {
        guard data.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "{"),
            let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
            envelope.method == CallTool.name, envelope.id != nil,
            let request = try? JSONDecoder().decode(Request<CallTool>.self, from: data)
        else { return nil }
        return Call(id: request.id, name: request.params.name, arguments: request.params.arguments ?? [:])
    }

    /// Answers `call` and writes the JSON-RPC response.
    private func respond(to call: Call) async {
        let response = await answer(call.name, call.arguments)
        guard let idText = try? JSONEncoder().encode(call.id) else { return }
        var text = #"{"jsonrpc":"2.0","id":"#
        text += String(decoding: idText, as: UTF8.self)
        text += #","result":"#
        text += response.json
        text += "}"
        try? await inner.send(Data(text.utf8))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    /// What tells a `tools/call` request from the other messages.
    private struct Envelope: Decodable {
        var method: String?
        var id: ID?
    }
}

/// A `tools/call` result as the JSON text of MCP's `CallToolResult`.
struct ToolResponse: Sendable {
    var json: String
}
