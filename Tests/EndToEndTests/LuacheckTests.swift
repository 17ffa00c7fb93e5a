import Foundation
import Testing

/// Issue 16 item 5: the bundled behaviours and the examples lint clean under `.luacheckrc`,
/// whose globals are the API's (read-only), so a misspelt or assigned global is caught.
@Suite("Authoring: luacheck", .serialized)
struct LuacheckTests {
    static func luacheck(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let candidates = ["/usr/bin/luacheck", "/usr/local/bin/luacheck"]
        let binary = try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
            "luacheck is not installed (apt-get install -y lua-check)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--no-color"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("scripts/ and examples/ have zero warnings")
    func clean() throws {
        let result = try Self.luacheck(["scripts", "examples"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Total: 0 warnings / 0 errors"), "\(result.output)")
    }

    @Test(
        "the config knows the API: a misspelt global, a set global and a scene constructor in a behaviour are caught (scene files may call them: examples/*/scene.lua above)"
    )
    func catchesMistakes() throws {
        let scratch = TempDirectory()
        let dir = scratch.path
        try """
        return {
          touchesBegan = function(self)
            pirnt(self.name)
            now = 3
            return window { }
          end,
        }
        """.write(toFile: dir + "/probe.lua", atomically: true, encoding: .utf8)
        let result = try Self.luacheck(["--config", repositoryRoot + "/.luacheckrc", dir])
        #expect(result.status != 0)
        #expect(result.output.contains("probe.lua:3:5: accessing undefined variable 'pirnt'"), "\(result.output)")
        #expect(result.output.contains("probe.lua:4:5: setting read-only global variable 'now'"), "\(result.output)")
        // `window` is the one constructor a behaviour has not: the others make a controller to push (N8).
        #expect(result.output.contains("probe.lua:5:12: accessing undefined variable 'window'"), "\(result.output)")
    }
}
