import Foundation
import MCP
import MoonchainHost
import MoonchainMCP
import MoonchainRunLoop
import MoonchainTestRunner
import MoonchainTestSupport
import SystemPackage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `moonchain mcp` server and an MCP Swift SDK client in one process, joined by two pipes
/// (the server's standard input and output as the command has them).
final class MCPSession: @unchecked Sendable {
    let server: MoonchainMCPServer
    let client: Client

    /// `case` arguments as `moonchain test` takes them (these tests' cases have none).
    static let parse: RunArgumentParser = { arguments in
        guard arguments.count == 3, arguments[1] == "--events" else {
            return .failure(CaseProblem("unexpected args \(arguments)"))
        }
        return .success(RunRequest(scene: arguments[0], events: arguments[2]))
    }

    init(root: String, options: HostOptions = HostOptions(bundledScriptsDirectory: repositoryRoot + "/scripts"))
        async throws
    {
        var toServer: [Int32] = [0, 0]
        var toClient: [Int32] = [0, 0]
        #expect(pipe(&toServer) == 0 && pipe(&toClient) == 0)
        server = try MoonchainMCPServer(root: root, options: options, version: "test", parseRunArguments: Self.parse)
        try await server.start(
            transport: StdioTransport(
                input: FileDescriptor(rawValue: toServer[0]), output: FileDescriptor(rawValue: toClient[1])))
        client = Client(name: "moonchain-tests", version: "1")
        _ = try await client.connect(
            transport: StdioTransport(
                input: FileDescriptor(rawValue: toClient[0]), output: FileDescriptor(rawValue: toServer[1])))
    }

    /// The whole result of calling `tool` (structured content included).
    func call(_ tool: String, _ arguments: [String: Value]) async throws -> CallTool.Result {
        try await client.send(CallTool.request(.init(name: tool, arguments: arguments))).value
    }

    /// The structured result of a call that must succeed.
    func structured(_ tool: String, _ arguments: [String: Value], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> Value
    {
        let result = try await call(tool, arguments)
        #expect(result.isError != true, "\(tool) failed: \(Self.text(result))", sourceLocation: sourceLocation)
        return result.structuredContent ?? .null
    }

    /// The message of a call that must fail.
    func failure(_ tool: String, _ arguments: [String: Value], sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> String
    {
        let result = try await call(tool, arguments)
        #expect(result.isError == true, "\(tool) did not fail: \(Self.text(result))", sourceLocation: sourceLocation)
        #expect(result.structuredContent == nil, sourceLocation: sourceLocation)
        return Self.text(result)
    }

    static func text(_ result: CallTool.Result) -> String {
        result.content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined(separator: "\n")
    }

    func close() async {
        await client.disconnect()
        await server.stop()
    }
}

extension Value {
    subscript(_ key: String) -> Value? { objectValue?[key] }
    subscript(_ index: Int) -> Value? { arrayValue.flatMap { index < $0.count ? $0[index] : nil } }
    /// A JSON number, whether it was read as an integer or not.
    var number: Double? { intValue.map(Double.init) ?? doubleValue }
}

@Suite(.serialized)
struct MCPServerTests {
    static let overlay = "examples/pass-through-overlay/scene.lua"

    @Test("MCP tools/list: the seven tools, each with an input and an output schema")
    func listsTools() async throws {
        let session = try await MCPSession(root: repositoryRoot)
        defer { Task { await session.close() } }
        let tools = try await session.client.listTools().tools
        #expect(tools.map(\.name).sorted() == ["explain", "hitmap", "import_dump", "run", "test", "tree", "why_not"])
        for tool in tools {
            #expect(tool.inputSchema["type"]?.stringValue == "object", "\(tool.name)")
            #expect(tool.outputSchema?["type"]?.stringValue == "object", "\(tool.name)")
        }
    }

    @Test("H3 MCP why_not and explain: a covered view names the sibling in front; explain is explain --json")
    func whyNotAndExplain() async throws {
        let session = try await MCPSession(root: repositoryRoot)
        defer { Task { await session.close() } }
        let answer = try await session.structured(
            "why_not", ["scene": .string(Self.overlay), "view": "content", "x": 330, "y": 770])
        #expect(answer["reaches"]?.boolValue == false)
        #expect(answer["hitView"]?.stringValue == "fab")
        #expect(answer["blocker"]?["kind"]?.stringValue == "coveredBySibling")
        #expect(answer["blocker"]?["subject"]?.stringValue == "overlay")
        #expect(answer["sentence"]?.stringValue?.contains("(H3)") == true)
        let explained = try await session.structured("explain", ["scene": .string(Self.overlay), "x": 330, "y": 770])
        #expect(explained["hit"]?["view"]?.stringValue == "fab")
        #expect(explained["responderChain"]?[0]?["name"]?.stringValue == "fab")
        #expect(explained["windows"]?[0]?["view"]?.stringValue == "w")
        // C8 through MCP: the slider off its thumb.
        let slider = try await session.structured(
            "why_not", ["scene": "examples/slider-in-pager/scene.lua", "view": "volume", "x": 100, "y": 420])
        let kinds = slider["activation"]?.arrayValue?.compactMap { $0["kind"]?.stringValue } ?? []
        #expect(kinds.contains("controlDeclines"))
    }

    @Test("MCP tree and hitmap: names, kinds and frames; rectangles of the view each region goes to")
    func treeAndHitmap() async throws {
        let session = try await MCPSession(root: repositoryRoot)
        defer { Task { await session.close() } }
        let tree = try await session.structured("tree", ["scene": .string(Self.overlay)])
        let window = tree["windows"]?[0]
        #expect(window?["name"]?.stringValue == "w")
        let children = window?["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
        #expect(children == ["content", "overlay"])
        #expect(window?["children"]?[0]?["behaviour"]?.stringValue == "log_events")
        let map = try await session.structured("hitmap", ["scene": .string(Self.overlay), "step": 8])
        let regions = map["regions"]?.arrayValue ?? []
        let fab = regions.filter { $0["view"]?.stringValue == "fab" }
        #expect(!fab.isEmpty)
        // fab is at (310, 744, 56, 56): every fab region lies inside it, give or take one step.
        for region in fab {
            let x = region["x"]?.number ?? -1
            let y = region["y"]?.number ?? -1
            #expect(x >= 302 && x < 366 && y >= 736 && y < 800, "\(region)")
        }
        #expect(regions.contains { $0["view"]?.stringValue == "content" })
    }

    @Test(
        "MCP run: printed lines, errors with file:line, a runaway script answers the budget error and the server goes on"
    )
    func runAndRunaway() async throws {
        let folder = TempDirectory(prefix: "mcp-run-")
        folder.write(
            "scene.lua",
            """
            local spin = { touchesBegan = function(self) print("began"); while true do end end }
            return app { window { name = "w", view { name = "v", frame = {0, 0, 100, 100}, behaviour = spin } } }
            """)
        let session = try await MCPSession(root: folder.path)
        defer { Task { await session.close() } }
        let result = try await session.structured(
            "run",
            [
                "scene": "scene.lua", "timeline": "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n",
                "instructionBudget": 100_000, "traceTypes": ["touch.bound"],
            ])
        #expect(result["status"]?.intValue == 0)
        #expect(result["output"]?.arrayValue == ["began"])
        let error = result["errors"]?[0]
        #expect(error?["message"]?.stringValue?.contains("instruction budget of 100000 exceeded") == true)
        #expect(error?["file"]?.stringValue == "scene.lua")
        #expect(error?["line"]?.intValue == 1)
        #expect(result["trace"]?[0]?["type"]?.stringValue == "touch.bound")
        // The server goes on: the next call is answered.
        let tree = try await session.structured("tree", ["scene": "scene.lua"])
        #expect(tree["windows"]?[0]?["name"]?.stringValue == "w")
        let bad = try await session.structured("run", ["scene": "scene.lua", "timeline": "0 touch one began\n"])
        #expect(bad["status"]?.intValue == 2)
    }

    @Test("MCP test: a bundled example passes; import_dump writes a scene that why_not answers for")
    func testAndImport() async throws {
        let session = try await MCPSession(root: repositoryRoot)
        let passed = try await session.structured("test", ["paths": ["examples/pass-through-overlay"]])
        #expect(passed["passed"]?.intValue == 1)
        #expect(passed["failed"]?.intValue == 0)
        await session.close()

        let folder = TempDirectory(prefix: "mcp-import-")
        let imported = try await MCPSession(root: folder.path)
        defer { Task { await imported.close() } }
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
               |    | <UIButton: 0x5; frame = (20 100; 100 44); opaque = NO; layer = <CALayer: 0x6>>
               |    | <UIView: 0x7; frame = (0 0; 390 300); layer = <CALayer: 0x8>>
            """
        let result = try await imported.structured("import_dump", ["dump": .string(dump), "path": "screen.lua"])
        #expect(result["scene"]?.stringValue == "screen.lua")
        #expect(result["views"]?.intValue == 4)
        let tree = try await imported.structured("tree", ["scene": "screen.lua"])
        let root = tree["windows"]?[0]?["children"]?[0]
        let names = root?["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(names.count == 2)
        let button = try #require(names.first)
        let answer = try await imported.structured(
            "why_not", ["scene": "screen.lua", "view": .string(button), "x": 50, "y": 120])
        #expect(answer["blocker"]?["kind"]?.stringValue == "coveredBySibling")
        #expect(answer["hitView"]?.stringValue == names.last)
    }

    @Test("MCP root: .., absolute paths and symlinks out of the root are refused; so are big files and bad arguments")
    func rootEscapes() async throws {
        let outside = TempDirectory(prefix: "mcp-outside-")
        let secret = outside.write("secret.lua", "return app { window { name = \"w\" } }")
        let folder = TempDirectory(prefix: "mcp-root-")
        folder.write(
            "scene.lua", "return app { window { name = \"w\", view { name = \"v\", frame = {0, 0, 10, 10} } } }")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.lua"), withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(atPath: folder.file("out"), withDestinationPath: outside.path)
        folder.write("big.lua", String(repeating: "-- padding\n", count: 400_000))
        let session = try await MCPSession(root: folder.path)
        defer { Task { await session.close() } }
        let relativeOut = "../" + URL(fileURLWithPath: outside.path).lastPathComponent + "/secret.lua"
        for path in [relativeOut, secret, "link.lua", "out/secret.lua"] {
            let message = try await session.failure("tree", ["scene": .string(path)])
            #expect(message.contains("outside the root"), "\(path): \(message)")
        }
        #expect(try await session.failure("tree", ["scene": "big.lua"]).contains("over the limit"))
        #expect(try await session.failure("tree", ["scene": "nosuch.lua"]).contains("no such file"))
        #expect(
            try await session.failure("import_dump", ["dump": "x", "path": "out/new.lua"]).contains("outside the root"))
        #expect(try await session.failure("import_dump", ["dump": "x", "path": "link.lua"]).contains("symlink"))
        #expect(try await session.failure("test", ["paths": ["../"]]).contains("outside the root"))
        #expect(
            try await session.failure("why_not", ["scene": "scene.lua", "view": "nosuch", "x": 1, "y": 1])
                .contains("no view named"))
        #expect(try await session.failure("explain", ["scene": "scene.lua", "x": 1]).contains("missing argument y"))
        #expect(
            try await session.failure("explain", ["scene": "scene.lua", "x": 1, "y": 1, "window": "nope"])
                .contains("no such window"))
        #expect(try await session.failure("nosuch", [:]).contains("no tool named nosuch"))
    }

    @Test("MCP scenes stay loaded and are loaded again when their file changes")
    func reloadsChangedScenes() async throws {
        let folder = TempDirectory(prefix: "mcp-reload-")
        let scene = "return app { window { name = \"w\", view { name = \"a\", frame = {0, 0, 100, 100} } } }"
        let path = folder.write("scene.lua", scene)
        let session = try await MCPSession(root: folder.path)
        defer { Task { await session.close() } }
        let first = try await session.structured("explain", ["scene": "scene.lua", "x": 10, "y": 10])
        #expect(first["hit"]?["view"]?.stringValue == "a")
        // A change the stamp sees (size and time differ).
        try "return app { window { name = \"w\", view { name = \"renamed\", frame = {0, 0, 100, 100} } } }"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let second = try await session.structured("explain", ["scene": "scene.lua", "x": 10, "y": 10])
        #expect(second["hit"]?["view"]?.stringValue == "renamed")
    }

    @Test("H2/H5 MCP explain: 300 cells missed alike are one run; allVisits lists them; the text stays short")
    func explainFoldsRuns() async throws {
        let folder = TempDirectory(prefix: "mcp-runs-")
        let cells = (0..<300).map { "view { name = \"v\($0)\", frame = {\($0 % 30 * 10), \($0 / 30 * 10), 9, 9} }," }
        folder.write("grid.lua", "return app { window { name = \"w\",\n\(cells.joined(separator: "\n")) } }\n")
        let session = try await MCPSession(root: folder.path)
        defer { Task { await session.close() } }
        let folded = try await session.call("explain", ["scene": "grid.lua", "x": 2, "y": 2])
        let window = folded.structuredContent?["windows"]?[0]
        #expect(window?["children"]?.arrayValue?.count == 2)
        let run = window?["children"]?[0]?["run"]
        #expect(run?["first"]?.stringValue == "v299" && run?["last"]?.stringValue == "v1")
        #expect(run?["count"]?.number == 299)
        #expect(window?["children"]?[0]?["reason"]?.stringValue == "outside")
        #expect(window?["children"]?[1]?["view"]?.stringValue == "v0")
        let text = MCPSession.text(folded)
        #expect(text.contains("301 visits, skipped: 299 outside"))
        #expect(text.contains("Hit-test view: v0 (view) in window w"))
        #expect(text.split(separator: "\n").count < 12)

        let every = try await session.structured("explain", ["scene": "grid.lua", "x": 2, "y": 2, "allVisits": true])
        let visits = every["windows"]?[0]?["children"]?.arrayValue ?? []
        #expect(visits.compactMap { $0["view"]?.stringValue } == (0..<300).reversed().map { "v\($0)" })
        #expect(visits.first?["frame"]?.arrayValue?.compactMap(\.number) == [290, 90, 9, 9])
    }
}
