import Foundation
import Testing

/// A `moonchain` binary copied anywhere works: the bundled behaviours are built into it
/// (issue 16 item 9), `--version` says which it is, and a missing behaviour lists every place
/// that was searched.
@Suite("Install: a copied binary")
struct InstalledBinaryTests {
    /// A scene using the bundled `edit_actions`: a tap on the button sends "copy",
    /// nil-targeted; with no first responder it starts at the button (E3) and reaches the
    /// window, whose `edit_actions` prints it.
    static let buttonScene = """
        return app { window { name = "w", behaviour = "edit_actions",
          button { name = "save", frame = {20, 20, 100, 44}, actions = { touchUpInside = "copy" } } } }
        """

    @Test(
        "a copy of the binary on the PATH, run from another directory, finds the bundled behaviours it was built with")
    func copiedBinary() throws {
        let binary = try moonchainBinary()
        let install = TempDirectory()
        let bin = install.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binary, toPath: bin + "/moonchain")
        let work = TempDirectory()
        work.write("scene.lua", Self.buttonScene)
        work.write("events.txt", "0 touch 1 began 30 30\n+0.1 touch 1 ended 30 30\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["moonchain", "run", "scene.lua", "--events", "events.txt"]
        process.currentDirectoryURL = URL(fileURLWithPath: work.path)
        // Only the copy is on the PATH, and no variable points at the checkout's scripts/.
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["MOONCHAIN_SCRIPTS"] = nil
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stdout == "w copy from save\n", "stdout: \(stdout)\nstderr: \(stderr)")
    }

    @Test("moonchain --version prints a version and exits 0")
    func version() throws {
        let result = try runMoonchain(["--version"], in: repositoryRoot)
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count >= 2 && version.first?.isNumber == true, "\(result.stdout)")
    }

    @Test("a behaviour found nowhere lists every place searched, built-in behaviours included")
    func notFoundListsEveryPlace() throws {
        let dir = TempDirectory()
        dir.write("game/scene.lua", "return app { window { name = \"w\", behaviour = \"nowhere\" } }\n")
        dir.write("plugins/.keep", "")
        let result = try runMoonchain(["run", "game/scene.lua", "--plugins", "plugins"], in: dir.path)
        #expect(result.status == 1)
        for place in [
            "the scene's directory (game)", "--plugins plugins", "the behaviours built into moonchain (edit_actions,",
        ] {
            #expect(result.stderr.contains(place), "\(place) missing: \(result.stderr)")
        }
    }
}
