import Foundation
import MoonchainImport
import MoonchainTestSupport
import Testing

/// Every real dump beside the repository (`../shared/import-corpus/dumps`, when present):
/// each imports, or is refused when it is another kind of dump, and the host's hit test of the
/// imported scene agrees with the reference hit tester at a grid of points.
@Suite("Import: real dumps")
struct CorpusTests {
    static let folder = repositoryRoot + "/../shared/import-corpus/dumps"
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.hasSuffix(".txt")
    }.sorted()
    /// Whether the corpus is beside the clone (a contributor's fresh clone has no ../shared).
    static let present = FileManager.default.fileExists(atPath: folder)

    /// The kind of dump a file is refused as, from its name; nil for `recursiveDescription` dumps.
    static func refusal(for file: String) -> String? {
        let name = file.lowercased()
        if name.contains("autolayouttrace") || name.contains("paltrace") { return "_autolayoutTrace" }
        if name.contains("printhierarchy") || name.contains("-pvc") { return "_printHierarchy" }
        return nil
    }

    @Test(
        "the corpus holds dumps (skipped when ../shared is absent)",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone): the real-dump tests are skipped"))
    func holdsDumps() throws {
        try #require(!Self.files.isEmpty, "\(Self.folder) holds no .txt dump")
    }

    @Test(
        "H1 H2 H3 H4 H5 H8 each real dump imports (or is refused as another kind) and hit tests agree on a grid",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone)"), arguments: files)
    func dumpFile(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file)))
        if let kind = Self.refusal(for: file) {
            #expect { try DumpImporter.importDump(bytes) } throws: { error in
                (error as? ImportError)?.message.contains(kind) == true
            }
            return
        }
        let scene = try DumpImporter.importDump(bytes)
        #expect(scene.statistics.imported > 0)
        #expect(scene.nodes.allSatisfy { $0.frame.x.isFinite && $0.frame.width >= 0 })
        // The scene `moonchain import` writes (scroll views, controls, colours) loads without a word.
        let loaded = try LoadedScene(scene)
        #expect(loaded.text.split(separator: "\n").filter { !$0.hasPrefix("--") }.count == scene.nodes.count + 2)
        #expect(loaded.diagnostics.isEmpty, "\(file): \(loaded.diagnostics)")
        let reference = ReferenceHitTester.tree(scene)
        let steps = 40.0
        var disagreements: [String] = []
        var hits = Set<String>()
        for i in 0..<Int(steps) {
            for j in 0..<Int(steps) {
                // Off the whole and half points, where frames' edges lie.
                let x = (Double(i) + 0.37) * scene.screen.width / steps
                let y = (Double(j) + 0.61) * scene.screen.height / steps
                let expected = ReferenceHitTester.hit(reference, screen: (x, y))
                let actual = loaded.hit(x, y)
                if let actual { hits.insert(actual) }
                if expected != actual {
                    disagreements.append("(\(x), \(y)): reference \(expected ?? "nil"), host \(actual ?? "nil")")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(file): \(disagreements.prefix(5))")
        #expect(!hits.isEmpty, "\(file): some point hits some view")
    }
}
