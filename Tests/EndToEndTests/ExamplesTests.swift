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

    @Test("examples/ has examples")
    func thereAreExamples() {
        #expect(Self.folders.count >= 13)
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
        let wantedStatus = (try? String(contentsOfFile: folder + "/exit", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        let result = try runMoonchain(arguments, in: folder, timeout: 20)
        #expect(!result.timedOut)
        #expect(result.status == wantedStatus, "\(result.stderr)")
        #expect(result.stdout == expected)
    }
}
