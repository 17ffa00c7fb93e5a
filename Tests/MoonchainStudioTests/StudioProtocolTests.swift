import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The studio protocol has one definition (`ServerMessage`, `ClientMessage`) that the page's
/// dispatch table and docs/StudioProtocol.md must agree with; unknown types are said, not dropped.
struct StudioProtocolTests {
    static func source(_ path: String) throws -> String {
        try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8)
    }

    /// The keys of `const handlers = { ... };` in the page's main.js: `name(m) {` or `name:`.
    static func pageHandlers() throws -> Set<String> {
        let main = try source("Sources/MoonchainStudio/Page/main.js")
        let start = try #require(main.range(of: "const handlers = {\n"))
        let end = try #require(main.range(of: "\n};\n", range: start.upperBound..<main.endIndex))
        var names: Set<String> = []
        for line in main[start.upperBound..<end.lowerBound].split(separator: "\n")
        where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            let name = line.dropFirst(2).prefix { $0.isLetter || $0.isNumber }
            if !name.isEmpty, line.dropFirst(2 + name.count).first == "(" || line.dropFirst(2 + name.count).first == ":"
            {
                names.insert(String(name))
            }
        }
        return names
    }

    /// The `### \`type\`` headings of docs/StudioProtocol.md under one `## ` section.
    static func documentedTypes(under section: String) throws -> Set<String> {
        let text = try source("docs/StudioProtocol.md")
        var inSection = false
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") { inSection = line == "## " + section }
            if inSection, line.hasPrefix("### `"), line.hasSuffix("`") {
                found.insert(String(line.dropFirst(5).dropLast()))
            }
        }
        return found
    }

    @Test("every server message type has its handler in the page's dispatch table, and no handler is for another type")
    func pageHandlesEveryServerMessage() throws {
        let handlers = try Self.pageHandlers()
        #expect(
            Set(ServerMessage.allTypes).subtracting(handlers).isEmpty,
            "not handled by Page/main.js: \(Set(ServerMessage.allTypes).subtracting(handlers).sorted())")
        #expect(
            handlers.subtracting(ServerMessage.allTypes).isEmpty,
            "handled by the page but not a ServerMessage: \(handlers.subtracting(ServerMessage.allTypes).sorted())")
    }

    @Test("the page reports a message of an unknown type in its console panel instead of dropping it")
    func pageReportsUnknownTypes() throws {
        let main = try Self.source("Sources/MoonchainStudio/Page/main.js")
        #expect(main.contains("if (handler) handler(message); else unknownMessage(message);"))
        let report = try #require(main.range(of: "function unknownMessage(message) {"))
        let end = try #require(main.range(of: "\n}\n", range: report.upperBound..<main.endIndex))
        let body = main[report.upperBound..<end.lowerBound]
        #expect(body.contains("addConsole([{ kind: 'error'") && body.contains("console.error"))
    }

    @Test("every message type of both directions has its entry in docs/StudioProtocol.md, and every entry is a type")
    func referenceDocumentsEveryType() throws {
        let server = try Self.documentedTypes(under: "Studio → page")
        let client = try Self.documentedTypes(under: "Page → studio")
        #expect(
            server == Set(ServerMessage.allTypes),
            "server: \(server.symmetricDifference(ServerMessage.allTypes).sorted())")
        #expect(
            client == Set(ClientMessage.allTypes),
            "client: \(client.symmetricDifference(ClientMessage.allTypes).sorted())")
    }

    @Test("allTypes lists exactly the types the enums decode; another type is refused by name")
    func allTypesMatchTheEnums() throws {
        for type in ServerMessage.allTypes {
            // A type with none of its fields fails on a field, not as an unknown type.
            #expect(throws: DecodingError.self) { try ServerMessage.decode("{\"type\":\"\(type)\"}") }
        }
        #expect(throws: ServerMessage.UnknownType(type: "bogus")) { try ServerMessage.decode("{\"type\":\"bogus\"}") }
        for type in ClientMessage.allTypes {
            do {
                _ = try ClientMessage.parse("{\"type\":\"\(type)\"}")
            } catch {
                #expect(!error.message.contains("unknown message type"), "\(type): \(error.message)")
            }
        }
    }

    @Test("the server answers a client message of an unknown type with an error naming it, and goes on")
    func serverAnswersUnknownTypes() throws {
        let studio = try StudioFixture(scene: buttonScene)
        defer { studio.remove() }
        let session = studio.session
        let out = session.handle("{\"type\":\"teleport\"}")
        #expect(out.count == 1 && out.first?.onlyToSender == true)
        guard case .error(let failure)? = out.first?.message else {
            Issue.record("no error: \(out)")
            return
        }
        #expect(failure.message.hasPrefix("unknown message type 'teleport' (expected hello, touches,"))
        #expect(messages(session.handle(touch(1, "began", 30, 50))).contains { $0.type == "update" })
    }

    @Test("every client message encodes to the JSON a page sends and parses back to itself")
    func clientMessagesRoundTrip() throws {
        let all: [ClientMessage] = [
            .hello, .touches([.init(id: 3, phase: "began", x: 1.5, y: 2, type: "pencil")]), .shake, .remote("play"),
            .press(type: "key", phase: "began", characters: "a b"), .action("copy:"), .lua("print(1)"), .pause, .resume,
            .step(0.25), .reset, .hitmap(step: 4, have: 2), .explain(x: 3, y: 4), .hover(x: 5, y: 6, sequence: 7),
            .saveTimeline("t"), .saveTest("c", snapshot: true, trace: false), .importDump(name: "d", text: "<UIView>"),
            .inspect(view: "v"), .edit(view: "v", field: "alpha", value: "0.5"), .scrub(event: 2, request: 9),
            .resumeFrom(event: 1), .whyNot(view: "v", x: 1, y: 2), .key(down: true, key: "s", modifiers: ["cmd"]),
            .text("a #b"),
        ]
        #expect(all.map(\.type) == ClientMessage.allTypes)
        for message in all {
            #expect(try ClientMessage.parse(message.text) == message, "\(message.text)")
            #expect(try JSONDecoder().decode(ClientMessage.self, from: Data(message.text.utf8)) == message)
        }
    }

    @Test("the hand-written update and past decode as ServerMessage and say what the Codable encoding says")
    func handWrittenMessagesAgreeWithTheEnum() throws {
        let studio = try StudioFixture(scene: buttonScene)
        defer { studio.remove() }
        let session = studio.session
        let welcome = messages(session.welcome())
        #expect(welcome.map(\.type).prefix(3) == ["welcome", "console", "problems"])
        guard case .update(let update)? = welcome.last else {
            Issue.record("no update")
            return
        }
        #expect(update.full == true && update.windows?.first?.name == "w")
        #expect(try ServerMessage.decode(ServerMessage.update(update).text) == .update(update))
        let past = session.pastMessage(request: 1, event: 0, events: 0, why: [], milliseconds: 1.25)
        guard case .past(let decoded)? = past.message else {
            Issue.record("no past: \(past.text)")
            return
        }
        #expect(decoded.scene == .update(update) && decoded.replayMilliseconds == 1.3)
        #expect(try ServerMessage.decode(ServerMessage.past(decoded).text) == .past(decoded))
    }
    @Test("the why, explain, trace and console written by hand say what the Codable encoding says")
    func directlyWrittenMessagesAgreeWithTheEncoder() throws {
        let explain: JSONValue = .object([
            ("point", .array([.number(10.5), .number(1.0 / 3), .number(-0.0), .number(1e20)])),
            ("name", .string("a \"quoted\"\n/path\u{1}")), ("none", .null), ("yes", .bool(false)),
            ("nested", .array([.object([]), .array([]), .object([("k", .number(7))])])),
        ])
        let cases: [ServerMessage] = [
            .why(.init(touch: 3, time: 0.125, explain: explain, files: ["a.lua:3": "/x/a.lua", "b\"": "/y/b.lua"])),
            .explain(.init(touch: nil, time: 2, explain: explain, files: [:])),
            .trace(.init(records: [explain, .object([("type", .string("deliver"))])])),
            .trace(.init(records: [])),
            .console(.init(history: nil, entries: [.init(kind: "print", text: "hi\t\"x\"")])),
            .console(
                .init(
                    history: true,
                    entries: [
                        .init(kind: "error", text: "e", files: ["e.lua": "/e.lua"]), .init(kind: "marker", text: "m"),
                    ])),
            .console(.init(history: false, entries: [])),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        for message in cases {
            let encoded = String(decoding: try encoder.encode(message), as: UTF8.self)
            #expect(try ServerMessage.decode(message.text) == ServerMessage.decode(encoded), "\(message.text)")
            #expect(message.text.hasPrefix("{\"type\":\"\(message.type)\""), "\(message.text)")
        }
    }
}
