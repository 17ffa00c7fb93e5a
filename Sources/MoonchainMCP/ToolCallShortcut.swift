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
            do {
                for try await data in await messages.receive() where !self.intercept(data) {
                    continuation.yield(data)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Answers `data` when it is one `tools/call` request (true); otherwise leaves it to the
    /// server (false).
    private func intercept(_ data: Data) -> Bool {
        guard data.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "{"),
            let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
            envelope.method == CallTool.name, envelope.id != nil,
            let request = try? JSONDecoder().decode(Request<CallTool>.self, from: data)
        else { return false }
        let (answer, inner) = (self.answer, self.inner)
        let name = request.params.name
        let arguments = request.params.arguments ?? [:]
        let id = request.id
        Task {
            let response = await answer(name, arguments)
            guard let idText = try? JSONEncoder().encode(id) else { return }
            var text = #"{"jsonrpc":"2.0","id":"#
            text += String(decoding: idText, as: UTF8.self)
            text += #","result":"#
            text += response.json
            text += "}"
            try? await inner.send(Data(text.utf8))
        }
        return true
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
