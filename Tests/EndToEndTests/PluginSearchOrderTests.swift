import Testing

/// `--plugins DIR`: behaviours are found in the scene's directory, then each --plugins directory
/// in order, then the bundled scripts/ (contract "The command").
@Suite("Contract: --plugins search order")
struct PluginSearchOrderTests {
    static func module(_ label: String) -> String {
        "return { didLoad = function(self) print(\"\(label)\") end }\n"
    }

    static func setUp(scene: Bool, first: Bool, second: Bool, name: String = "who") -> TempDirectory {
        let dir = TempDirectory()
        dir.write("game/scene.lua", "return app { window { name = \"w\", behaviour = \"\(name)\" } }\n")
        if scene { dir.write("game/\(name).lua", module("scene dir")) }
        if first { dir.write("p1/\(name).lua", module("plugins 1")) }
        if second { dir.write("p2/\(name).lua", module("plugins 2")) }
        dir.write("p1/.keep", "")
        dir.write("p2/.keep", "")
        return dir
    }

    static let arguments = ["run", "game/scene.lua", "--plugins", "p1", "--plugins", "p2"]

    @Test("the scene's directory comes first")
    func sceneDirectoryFirst() throws {
        let dir = Self.setUp(scene: true, first: true, second: true)
        let result = try runMoonchain(Self.arguments, in: dir.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "scene dir\n")
    }

    @Test("then the --plugins directories, in the order given")
    func pluginsInOrder() throws {
        let dir = Self.setUp(scene: false, first: true, second: true)
        let result = try runMoonchain(Self.arguments, in: dir.path)
        #expect(result.stdout == "plugins 1\n")
        let reversed = try runMoonchain(["run", "game/scene.lua", "--plugins", "p2", "--plugins", "p1"], in: dir.path)
        #expect(reversed.stdout == "plugins 2\n")
        let onlySecond = Self.setUp(scene: false, first: false, second: true)
        #expect(try runMoonchain(Self.arguments, in: onlySecond.path).stdout == "plugins 2\n")
    }

    @Test("a --plugins module shadows a bundled one of the same name; otherwise the bundled one is used")
    func bundledLast() throws {
        let shadowed = Self.setUp(scene: false, first: true, second: false, name: "log_events")
        let result = try runMoonchain(Self.arguments, in: shadowed.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "plugins 1\n")
        let bundled = Self.setUp(scene: false, first: false, second: false, name: "log_events")
        let fromBundle = try runMoonchain(Self.arguments, in: bundled.path)
        #expect(fromBundle.status == 0, "the bundled log_events was not found: \(fromBundle.stderr)")
    }

    @Test("a module found nowhere is a load error (1) listing the directories searched")
    func notFound() throws {
        let dir = Self.setUp(scene: false, first: false, second: false)
        let result = try runMoonchain(Self.arguments, in: dir.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("who"))
        #expect(
            result.stderr.contains("p1") && result.stderr.contains("p2") && result.stderr.contains("game"),
            "\(result.stderr)")
    }
}
