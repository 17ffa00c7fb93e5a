import Foundation
import MCP
import MoonchainExplain
import MoonchainHost
import MoonchainImport
import MoonchainRunLoop
import MoonchainTestRunner
import ResponderKit

/// A tool's answer: its structured result (matching the tool's output schema) and a short text
/// for agents that only read text. The result is the project's JSON document, so that
/// `explain`'s is written as `moonchain explain --json` writes it, without an MCP `Value` copy.
struct ToolAnswer {
    var structured: JSONValue
    var text: String

    init(structured: JSONValue, text: String) {
        self.structured = structured
        self.text = text
    }

    init(structured: Value, text: String) {
        self.init(structured: ToolAnswers.document(structured), text: text)
    }
}

/// Answers the tools, each through the query the CLI uses (`explain`, `whyNot`, `hitMap`,
/// `SceneRun`, `TestRunner`, `DumpImporter`), with every path confined to the root. Used only
/// on the host thread (`HostThread`), which is why it may hold hosts.
final class ToolAnswers: @unchecked Sendable {
    private let root: RootDirectory
    private let options: HostOptions
    private let parseRunArguments: RunArgumentParser
    private let scenes: LoadedScenes
    /// Trace records `run` returns at most.
    static let maximumTraceRecords = 5_000

    init(root: RootDirectory, options: HostOptions, parseRunArguments: @escaping RunArgumentParser) {
        self.root = root
        self.options = options
        self.parseRunArguments = parseRunArguments
        scenes = LoadedScenes(options: options)
    }

    /// The answer to `tools/call` of `name` with `arguments`: a failure is an `isError` result
    /// with its message, so the agent reads why and the server goes on.
    func call(_ name: String, _ arguments: [String: Value]) -> CallTool.Result {
        switch answer(name, arguments) {
        case .success(let answer):
            return .init(
                content: [.text(text: answer.text, annotations: nil, _meta: nil)],
                structuredContent: Optional(Self.value(answer.structured)),
                isError: false)
        case .failure(let error):
            return .init(
                content: [.text(text: "error: \(error.description)", annotations: nil, _meta: nil)], isError: true)
        }
    }

    /// The same answer as `call`, as the JSON text of MCP's `CallToolResult` (what
    /// `ToolCallShortcut` sends).
    func response(_ name: String, _ arguments: [String: Value]) -> ToolResponse {
        let (text, structured, isError): (String, JSONValue?, Bool)
        switch answer(name, arguments) {
        case .success(let answer): (text, structured, isError) = (answer.text, answer.structured, false)
        case .failure(let error): (text, structured, isError) = ("error: \(error.description)", nil, true)
        }
        var fields: [(String, JSONValue)] = [
            ("content", .array([.object([("type", .string("text")), ("text", .string(text))])]))
        ]
        if let structured { fields.append(("structuredContent", structured)) }
        fields.append(("isError", .bool(isError)))
        return ToolResponse(json: JSONValue.object(fields).text(pretty: false))
    }

    private func answer(_ name: String, _ arguments: [String: Value]) -> Result<ToolAnswer, ToolFailure> {
        let args = ToolArguments(values: arguments)
        do throws(ToolFailure) {
            switch name {
            case "import_dump": return .success(try importDump(args))
            case "explain": return .success(try explain(args))
            case "why_not": return .success(try whyNot(args))
            case "run": return .success(try run(args))
            case "hitmap": return .success(try hitmap(args))
            case "tree": return .success(try tree(args))
            case "test": return .success(try test(args))
            default:
                throw ToolFailure(
                    "no tool named \(name) (tools: \(ToolCatalog.all.map(\.name).joined(separator: ", ")))")
            }
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Scenes

    private func scenePath(_ args: ToolArguments) throws(ToolFailure) -> String {
        let name = try args.string("scene")
        do {
            return try root.existingFile(name)
        } catch {
            throw ToolFailure(error.description)
        }
    }

    private func loaded(_ args: ToolArguments) throws(ToolFailure) -> (SceneExplainer, Window?) {
        let path = try scenePath(args)
        let explainer = try scenes.explainer(for: path).explainer
        guard let name = args.optionalString("window") else { return (explainer, nil) }
        guard let window = explainer.window(named: name) else {
            throw ToolFailure(
                "window \(name): the scene has no such window (its windows: \(explainer.windowNames.joined(separator: ", ")))"
            )
        }
        return (explainer, window)
    }

    private func touchType(_ args: ToolArguments) throws(ToolFailure) -> TouchType {
        guard let name = args.optionalString("touchType") else { return .direct }
        guard let type = TouchType(rawValue: name) else {
            throw ToolFailure("touchType must be one of \(ToolCatalog.touchTypes.joined(separator: ", ")), got \(name)")
        }
        return type
    }

    private func point(_ args: ToolArguments) throws(ToolFailure) -> Point {
        Point(x: try args.number("x"), y: try args.number("y"))
    }

    // MARK: - The tools

    private func explain(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        let (explainer, window) = try loaded(args)
        let explanation = explainer.explain(at: try point(args), window: window, touchType: try touchType(args))
        // The text stays a few lines however many views were visited (they are in the result).
        return ToolAnswer(
            structured: explanation.json(allVisits: args.bool("allVisits")), text: explanation.summary)
    }

    private func whyNot(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        let (explainer, window) = try loaded(args)
        let view = try args.string("view")
        let (at, type) = (try point(args), try touchType(args))
        let answer: WhyNot
        do {
            answer = try explainer.whyNot(view: view, at: at, window: window, touchType: type)
        } catch {
            throw ToolFailure(error.description)
        }
        return ToolAnswer(structured: try Self.value(answer), text: answer.sentence)
    }

    private func hitmap(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        let (explainer, window) = try loaded(args)
        let step = try args.optionalNumber("step") ?? 4
        guard step >= 1 else { throw ToolFailure("step must be at least 1 point, got \(step)") }
        let map = explainer.hitMap(step: step, window: window)
        let regions = Self.regions(of: map)
        let views: [Value] = map.legend.map {
            [
                "name": .string($0.name), "areaFraction": .double($0.areaFraction),
                "invisibleButBlocking": .bool($0.invisibleButBlocking),
            ]
        }
        let structured: Value = [
            "screen": ["width": .double(map.screen.width), "height": .double(map.screen.height)],
            "step": .double(step), "window": map.restrictedTo.map(Value.string) ?? .null,
            "regions": .array(regions), "views": .array(views),
        ]
        let shares = map.legend.sorted { $0.areaFraction > $1.areaFraction }.prefix(8).map {
            "\($0.name) \(Int(($0.areaFraction * 100).rounded()))%"
        }
        let text =
            "\(regions.count) regions, \(map.legend.count) views take touches; largest: \(shares.joined(separator: ", "))"
        return ToolAnswer(structured: structured, text: text)
    }

    /// The cells merged into rectangles: runs of one view along a row, then runs of equal
    /// columns down the rows.
    static func regions(of map: HitMap) -> [Value] {
        struct Run: Hashable {
            var first: Int, end: Int, view: Int
        }
        var open: [Run: Int] = [:]  // run → first row
        var closed: [(run: Run, top: Int, bottom: Int)] = []
        for row in 0...map.rows {
            var runs: Set<Run> = []
            if row < map.rows {
                var column = 0
                while column < map.columns {
                    let view = map.cells[row * map.columns + column]
                    var end = column + 1
                    while end < map.columns && map.cells[row * map.columns + end] == view { end += 1 }
                    if let view { runs.insert(Run(first: column, end: end, view: view)) }
                    column = end
                }
            }
            for (run, top) in open where !runs.contains(run) {
                closed.append((run, top, row))
                open[run] = nil
            }
            for run in runs where open[run] == nil { open[run] = row }
        }
        closed.sort { ($0.top, $0.run.first) < ($1.top, $1.run.first) }
        return closed.map { region in
            let x = Double(region.run.first) * map.step
            let y = Double(region.top) * map.step
            let right = min(Double(region.run.end) * map.step, map.screen.width)
            let bottom = min(Double(region.bottom) * map.step, map.screen.height)
            return [
                "view": .string(map.legend[region.run.view].name), "x": .double(x), "y": .double(y),
                "width": .double(right - x), "height": .double(bottom - y),
            ]
        }
    }

    private func tree(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        let (explainer, _) = try loaded(args)
        let host = explainer.host
        var count = 0
        func node(_ view: View) -> Value {
            count += 1
            let controller: Value =
                view.viewController.map {
                    [
                        "name": .string($0.name),
                        "behaviour": host.behaviourSummary(of: $0).map { .string($0.name) } ?? .null,
                    ]
                } ?? .null
            let frame = view.frame
            return [
                "name": .string(view.name), "kind": .string(view.kind.rawValue),
                "frame": [.double(frame.x), .double(frame.y), .double(frame.width), .double(frame.height)],
                "hidden": .bool(view.isHidden), "userInteractionEnabled": .bool(view.isUserInteractionEnabled),
                "alpha": .double(view.alpha),
                "behaviour": host.behaviourSummary(of: view).map { .string($0.name) } ?? .null,
                "controller": controller,
                "gestures": .array(
                    view.gestureRecognizers.map { ["name": .string($0.name), "kind": .string($0.kindName)] }),
                "children": .array(view.subviews.map(node)),
            ]
        }
        let windows = explainer.application.windowsFrontToBack.map(node)
        let text =
            "\(windows.count) window\(windows.count == 1 ? "" : "s") (\(explainer.windowNames.joined(separator: ", "))), \(count) views in all"
        return ToolAnswer(structured: ["windows": .array(windows)], text: text)
    }

    private func importDump(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        let dump = try args.string("dump")
        let bytes = Array(dump.utf8)
        guard bytes.count <= RootDirectory.maximumDumpBytes else {
            throw ToolFailure("the dump has \(bytes.count) bytes, over the limit of \(RootDirectory.maximumDumpBytes)")
        }
        var screen: (width: Double, height: Double)?
        let width = try args.optionalNumber("screenWidth")
        let height = try args.optionalNumber("screenHeight")
        if width != nil || height != nil {
            let range = 1...DumpImporter.maximumScreenSide
            guard let width, let height, range.contains(width), range.contains(height) else {
                throw ToolFailure(
                    "screenWidth and screenHeight go together, each from 1 to \(Int(DumpImporter.maximumScreenSide))")
            }
            screen = (width, height)
        }
        let target: String
        do {
            target = try root.newFile(args.optionalString("path") ?? "imported-scene.lua")
        } catch {
            throw ToolFailure(error.description)
        }
        let scene: ImportedScene
        do {
            scene = try DumpImporter.importDump(bytes, screen: screen)
        } catch {
            throw ToolFailure("the dump: \(error.message)")
        }
        let text = SceneWriter(source: "a dump pasted to the MCP server").write(scene)
        guard FileManager.default.createFile(atPath: target, contents: Data(text.utf8)) else {
            throw ToolFailure("cannot write \(root.relative(target))")
        }
        let warnings = scene.warnings.map { Value.string($0.description) }
        let relative = root.relative(target)
        let structured: Value = [
            "scene": .string(relative), "views": .int(scene.statistics.imported), "lines": .int(scene.statistics.lines),
            "screen": ["width": .double(scene.screen.width), "height": .double(scene.screen.height)],
            "warnings": .array(warnings),
        ]
        return ToolAnswer(
            structured: structured,
            text: "wrote \(relative): \(scene.statistics.imported) views imported, \(warnings.count) warnings")
    }

    private func run(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        let scene = try scenePath(args)
        var options = self.options
        if let budget = try args.optionalNumber("instructionBudget") {
            guard budget >= 1 else { throw ToolFailure("instructionBudget must be at least 1") }
            options.instructionBudget = min(Int(budget), options.instructionBudget)
        }
        if let seconds = try args.optionalNumber("timeLimit") {
            guard seconds > 0 else { throw ToolFailure("timeLimit must be more than 0 seconds") }
            options.timeLimit = min(seconds, options.timeLimit)
        }
        let scratch = NSTemporaryDirectory() + "moonchain-mcp-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var events: String?
        if let timeline = args.optionalString("timeline") {
            guard timeline.utf8.count <= RootDirectory.maximumSceneBytes else {
                throw ToolFailure("the timeline is over the limit of \(RootDirectory.maximumSceneBytes) bytes")
            }
            events = scratch + "/timeline"
            guard FileManager.default.createFile(atPath: scratch + "/timeline", contents: Data(timeline.utf8)) else {
                throw ToolFailure("cannot write the timeline to a temporary file")
            }
        }
        let traceTypes = try args.strings("traceTypes") ?? []
        let tracePath = scratch + "/trace.jsonl"
        let output = CapturedLines()
        let outcome = SceneRun.perform(
            RunRequest(scene: scene, events: events, trace: tracePath, strict: args.bool("strict"), options: options),
            output: output)
        let clean = { (text: String) in
            text.replacingOccurrences(of: scratch + "/", with: "").replacingOccurrences(
                of: self.root.path + "/", with: "")
        }
        let errors: [Value] = output.diagnostics.map { diagnostic in
            let text = clean(diagnostic)
            let first = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
            let located = Self.located(first)
            return [
                "text": .string(text), "file": located.map { .string($0.file) } ?? .null,
                "line": located.map { .int($0.line) } ?? .null, "message": .string(located?.message ?? first),
            ]
        }
        var trace: [Value] = []
        var traceRecords = 0
        if let data = FileManager.default.contents(atPath: tracePath) {
            for line in data.split(separator: UInt8(ascii: "\n")) {
                traceRecords += 1
                guard !traceTypes.isEmpty, trace.count < Self.maximumTraceRecords,
                    let record = try? JSONDecoder().decode(Value.self, from: Data(line)),
                    traceTypes.contains("*") || traceTypes.contains(record.objectValue?["type"]?.stringValue ?? "")
                else { continue }
                trace.append(record)
            }
        }
        let structured: Value = [
            "status": .int(Int(outcome.status)), "output": .array(output.lines.map { .string(clean($0)) }),
            "errors": .array(errors), "trace": .array(trace), "traceRecords": .int(traceRecords),
        ]
        var text = "status \(outcome.status), \(output.lines.count) printed lines, \(errors.count) errors"
        if let first = errors.first?.objectValue?["text"]?.stringValue {
            text += "; first error: " + (first.split(separator: "\n").first.map(String.init) ?? first)
        }
        return ToolAnswer(structured: structured, text: text)
    }

    /// `file:line: message` split, when the line has that shape.
    static func located(_ line: String) -> (file: String, line: Int, message: String)? {
        var rest = line
        if rest.hasPrefix("error: ") { rest.removeFirst(7) } else if rest.hasPrefix("warning: ") { rest.removeFirst(9) }
        let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let number = Int(parts[1]), !parts[0].isEmpty, !parts[0].contains(" ") else {
            return nil
        }
        return (String(parts[0]), number, parts[2].trimmingCharacters(in: .whitespaces))
    }

    private func test(_ args: ToolArguments) throws(ToolFailure) -> ToolAnswer {
        guard let names = try args.strings("paths"), !names.isEmpty else {
            throw ToolFailure("missing argument paths (an array of case folders)")
        }
        var paths: [String] = []
        for name in names {
            do {
                paths.append(try root.existingPath(name))
            } catch {
                throw ToolFailure(error.description)
            }
        }
        let runner = TestRunner(
            options: TestOptions(paths: paths, filter: args.optionalString("filter"), jobs: 2),
            parse: parseRunArguments, write: { _ in })
        let (results, problems) = runner.results()
        guard problems.isEmpty else { throw ToolFailure(problems.joined(separator: "; ")) }
        let cases: [Value] = results.map { result in
            [
                "name": .string(root.relative(result.testCase.directory)), "passed": .bool(result.passed),
                "status": result.status.map { .int(Int($0)) } ?? .null,
                "failures": .array(
                    result.failures.map {
                        [
                            "kind": .string(String(describing: $0.kind)), "message": .string($0.message),
                            "diff": $0.diff.map { .string(String($0.prefix(20_000))) } ?? .null,
                        ]
                    }),
                "standardError": .string(String(result.standardError.prefix(4_000))),
            ]
        }
        let failed = results.filter { !$0.passed }.count
        let structured: Value = [
            "passed": .int(results.count - failed), "failed": .int(failed), "cases": .array(cases),
        ]
        var text = "\(results.count - failed) passed, \(failed) failed"
        if results.isEmpty { text += " (no case found: a case is a folder with scene.lua and expected.txt)" }
        for result in results where !result.passed {
            text += "\nFAIL \(root.relative(result.testCase.directory)): "
            text += result.failures.first.map { String($0.message.prefix(200)) } ?? ""
        }
        return ToolAnswer(structured: structured, text: text)
    }

    // MARK: - Values

    static func value(_ codable: some Codable) throws(ToolFailure) -> Value {
        do {
            return try Value(codable)
        } catch {
            throw ToolFailure("internal: the answer could not be encoded (\(error))")
        }
    }

    /// An MCP value as the project's JSON document (its keys sorted, so the text is the same on
    /// every run).
    static func document(_ value: Value) -> JSONValue {
        switch value {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .number(Double(value))
        case .double(let value): return .number(value)
        case .string(let value): return .string(value)
        case .data(let mimeType, let data):
            return .string("data:\(mimeType ?? "application/octet-stream");base64,\(data.base64EncodedString())")
        case .array(let items): return .array(items.map(document))
        case .object(let fields): return .object(fields.sorted { $0.key < $1.key }.map { ($0.key, document($0.value)) })
        }
    }

    /// The project's JSON document as an MCP value, directly: going through text and
    /// `JSONDecoder` cost seconds for the 2,000 visits of a large scene's explanation.
    static func value(_ json: JSONValue) -> Value {
        switch json {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .number(let value):
            // As the text writes it: integers without a fraction (and non-finite numbers as null).
            guard value.isFinite else { return .null }
            if value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
            return .double(value)
        case .string(let value): return .string(value)
        case .array(let items): return .array(items.map(value))
        case .object(let fields):
            var object: [String: Value] = [:]
            object.reserveCapacity(fields.count)
            for (key, field) in fields { object[key] = value(field) }
            return .object(object)
        }
    }
}
