import Foundation
import Testing

/// Every folder of examples/ produces its expected.txt exactly (README "Examples").
@Suite("Examples")
struct ExamplesTests {
    static let folders: [String] = {
        let root = repositoryRoot + "/examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/scene.lua") }.sorted()
    }()

    /// Every folder of examples/ but `tests` (the `moonchain test` cases that run examples in
    /// place): each must be an example with a scene, or it would silently not run.
    static let exampleDirectories: [String] = {
        let root = repositoryRoot + "/examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && name != "tests"
                && FileManager.default.fileExists(atPath: "\(root)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }()

    /// The examples the documentation lists: the first `| `name` | ... |` cell of each table row
    /// under an "Examples" heading, in README.md or, should the reference text move, in a
    /// docs/*.md page; with the file it came from. Empty when no page has such a list.
    static func documentedExamples() -> (file: String, names: [String]) {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/docs")) ?? []
        let pages = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        for page in pages {
            guard let text = try? String(contentsOfFile: repositoryRoot + "/" + page, encoding: .utf8) else { continue }
            var level: Int?
            var names: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let hashes = line.prefix { $0 == "#" }.count
                if hashes > 0, line.dropFirst(hashes).hasPrefix(" ") {
                    if let open = level, hashes <= open { break }
                    if line.dropFirst(hashes).trimmingCharacters(in: .whitespaces) == "Examples" { level = hashes }
                    continue
                }
                guard level != nil, line.hasPrefix("| `") else { continue }
                let cell = line.dropFirst(3).prefix { $0 != "`" }
                if !cell.isEmpty { names.append(String(cell)) }
            }
            if !names.isEmpty { return (page, names) }
        }
        return ("", [])
    }

    @Test("every folder of examples/ (but tests/) has a scene.lua, so every one is run")
    func everyFolderRuns() {
        let unrun = Self.exampleDirectories.filter { !Self.folders.contains($0) }
        #expect(unrun.isEmpty, "folders of examples/ with no scene.lua, which no test runs: \(unrun)")
        #expect(Self.folders == Self.exampleDirectories)
        #expect(!Self.folders.isEmpty)
    }

    @Test("the examples run are exactly those the README's list of examples names, as many")
    func runMatchesDocumentedList() {
        let (page, listed) = Self.documentedExamples()
        #expect(
            !listed.isEmpty, "no list of examples (a table under an \"Examples\" heading) in README.md or docs/*.md")
        #expect(listed.count == Set(listed).count, "\(page) lists an example twice: \(listed)")
        #expect(
            listed.count == Self.folders.count,
            "\(page) lists \(listed.count) examples, examples/ runs \(Self.folders.count)")
        let missing = Self.folders.filter { !listed.contains($0) }
        let absent = listed.filter { !Self.folders.contains($0) }
        #expect(missing.isEmpty, "examples/ folders \(page) does not list: \(missing)")
        #expect(absent.isEmpty, "examples \(page) lists with no folder (and scene.lua) in examples/: \(absent)")
    }

    @Test("the example's standard output is its expected.txt", arguments: folders)
    func example(_ name: String) throws {
        let folder = repositoryRoot + "/examples/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
        var arguments = ["run", "scene.lua"]
        if FileManager.default.fileExists(atPath: folder + "/events.txt") { arguments += ["--events", "events.txt"] }
        if let extra = try? String(contentsOfFile: folder + "/args", encoding: .utf8) {
            arguments += extra.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        let wantedStatus =
            (try? String(contentsOfFile: folder + "/exit", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        let result = try runMoonchain(arguments, in: folder, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == wantedStatus, "\(result.stderr)")
        #expect(result.stdout == expected)
    }
}
