import MCP
import MoonchainHost
import MoonchainTestRunner

/// `moonchain mcp`: a Model Context Protocol server whose tools answer as the CLI does
/// (import_dump, explain, why_not, run, hitmap, tree, test; `ToolCatalog` lists them), every
/// path confined to one root. Tool calls run one at a time on one host thread, and scenes
/// stay loaded between calls (reloaded when their files change).
public final class MoonchainMCPServer: Sendable {
    private let server: Server
    private let thread: HostThread
    private let answers: ToolAnswers

    /// A server confined to `root`, running scripts with `options` (the command's script limits
    /// and behaviour search path); `test` parses each case's `args` with `parseRunArguments`.
    public init(
        root: String, options: HostOptions, version: String,
        parseRunArguments: @escaping RunArgumentParser
    ) throws(RootDirectory.Refusal) {
        let directory = try RootDirectory(root)
        thread = HostThread()
        answers = ToolAnswers(root: directory, options: options, parseRunArguments: parseRunArguments)
        server = Server(
            name: "moonchain", version: version,
            instructions: """
                Moonchain runs UIKit's touch-delivery rules (hit testing, responder chain, gesture \
                recognizers, controls, scroll views) on scene files. Ask why_not to learn why a tap does \
                not reach a view; import_dump turns a recursiveDescription paste into a scene. Paths are \
                relative to \(directory.path.isEmpty ? "/" : directory.path).
                """,
            capabilities: .init(tools: .init(listChanged: false)))
    }

    /// Serves over `transport` until it closes (`waitUntilCompleted`) or `stop()`.
    public func start(transport: any Transport) async throws {
        let thread = self.thread
        let answers = self.answers
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.all)
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            let name = parameters.name
            let arguments = parameters.arguments ?? [:]
            return await thread.run { answers.call(name, arguments) }
        }
        // tools/call is answered before the SDK's server sees it (ToolCallShortcut says why).
        let shortcut = ToolCallShortcut(transport, logger: await transport.logger) { name, arguments in
            await thread.run { answers.response(name, arguments) }
        }
        try await server.start(transport: shortcut)
    }

    /// Returns when the transport has closed.
    public func waitUntilCompleted() async {
        await server.waitUntilCompleted()
    }

    /// Stops serving and lets the host thread end.
    public func stop() async {
        await server.stop()
        thread.stop()
    }
}
