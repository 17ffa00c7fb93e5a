import Foundation
import Testing

/// One engine: each case's result under `moonchain test` is byte for byte what `moonchain run`
/// prints and returns for it, over every example and the adversarial cases (errors, limits,
/// hostile scenes and timelines).
@Suite("moonchain test agrees with moonchain run")
struct TestCommandAgreementTests {
    /// The example and adversarial folders a timeline file drives (those fed line by line
    /// through a pipe are the adversarial runner's own).
    static func sources() -> [String] {
        let files = FileManager.default
        var folders: [String] = []
        for group in ["examples", "Tests/Adversarial/cases"] {
            let root = repositoryRoot + "/" + group
            for name in (try? files.contentsOfDirectory(atPath: root)) ?? [] {
                let folder = root + "/" + name
                guard files.fileExists(atPath: folder + "/scene.lua"), !files.fileExists(atPath: folder + "/events.sh")
                else { continue }
                folders.append(folder)
            }
        }
        return folders.sorted()
    }

    @Test("--update records exactly run's standard output, and every case then passes with run's status")
    func agreement() throws {
        let sources = Self.sources()
        #expect(sources.count > 80)
        let root = TempDirectory(prefix: "mt-agree-")
        var printed: [String: String] = [:]
        for source in sources {
            let name = source.hasPrefix(repositoryRoot + "/examples/") ? "examples-" : "adversarial-"
            let folder = root.file(name + (source as NSString).lastPathComponent)
            try FileManager.default.copyItem(atPath: source, toPath: folder)
            var arguments = ["run", "scene.lua"]
            if FileManager.default.fileExists(atPath: folder + "/events.txt") {
                arguments += ["--events", "events.txt"]
            }
            if let extra = try? String(contentsOfFile: folder + "/args", encoding: .utf8) {
                arguments += extra.split(whereSeparator: \.isWhitespace).map(String.init)
            }
            let run = try runMoonchain(arguments, in: folder, timeout: 60)
            #expect(!run.timedOut && !run.signalled, "\(source)")
            printed[folder] = run.stdout
            // Nothing to agree with yet: --update must write the run's output here.
            try "".write(toFile: folder + "/expected.txt", atomically: false, encoding: .utf8)
            try "\(run.status)\n".write(toFile: folder + "/exit", atomically: false, encoding: .utf8)
        }
        let result = try runMoonchain(["test", "--update", "--jobs", "2", "."], in: root.path, timeout: 300)
        #expect(result.stdout.hasSuffix("\(sources.count) passed, 0 failed\n"), "\(result.stdout)")
        for (folder, stdout) in printed {
            let recorded = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
            #expect(recorded == stdout, "\(folder)")
        }
    }
}
