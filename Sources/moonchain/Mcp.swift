import ArgumentParser

#if MCP
    import Foundation
    import MCP
    import MoonchainHost
    import MoonchainMCP

    /// `moonchain mcp`: wires the MCP server (MoonchainMCP) to standard input and output.
    struct Mcp: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "Serve Moonchain's tools to a coding agent over the Model Context Protocol (stdio).",
            discussion: """
                Speaks MCP (JSON-RPC over standard input and output) and offers the tools import_dump, \
                explain, why_not, run, hitmap, tree and test, each with a JSON Schema for its input and \
                its structured result. Every path is relative to --root (default: the working \
                directory); a path that leaves it (.., a symlink out) or a file over the size limits is \
                refused. Scripts run in run's sandbox with the limits below. Scenes stay loaded between \
                calls and are loaded again when their files change. Diagnostics go to standard error.

                Agent configuration (e.g. an MCP settings file):
                  { "mcpServers": { "moonchain": { "command": "moonchain", "args": ["mcp", "--root", "/path/to/app"] } } }

                Exit status: 0 the client closed the connection; 1 the server failed; 2 usage error.
                """
        )

        @Option(name: .long, help: ArgumentHelp("The folder every path stays inside.", valueName: "DIR"))
        var root = "."

        @OptionGroup var limits: ScriptLimits

        func run() throws {
            let server: MoonchainMCPServer
            do {
                server = try MoonchainMCPServer(
                    root: root, options: limits.hostOptions, version: moonchainVersion,
                    parseRunArguments: { Test.parseRunArguments($0) })
            } catch {
                FileHandleWriter.standardError("error: \(error.description)")
                throw ExitCode(2)
            }
            try serveUntilDone {
                try await server.start(transport: StdioTransport())
                await server.waitUntilCompleted()
            }
        }
    }
#else
    /// `moonchain mcp` in a binary built without the MCP trait: says how to build one with it.
    struct Mcp: ParsableCommand {
        static let configuration = NotInThisBuild.configuration(command: "mcp", trait: "MCP")

        /// Whatever the full command would take, so any invocation reaches the explanation.
        @Argument(parsing: .allUnrecognized, help: .hidden) var arguments: [String] = []

        func run() throws { throw NotInThisBuild.refuse(command: "mcp", trait: "MCP") }
    }
#endif
