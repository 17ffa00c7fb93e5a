import Foundation
import LuaVM
import PropertyBased
import Testing

@testable import MoonchainFormats
@testable import MoonchainHost

/// A data-only scene file is built without compiling it (`SceneLiteral`); nothing a user or
/// the host can see may differ from running it through Lua: the same tables in the same
/// `next` order with the same tags, the same spec, warnings, errors and tree.
@Suite("Data-only scene files load without compiling")
struct SceneLiteralTests {
    private func write(_ scene: String) -> (TempDirectory, String) {
        let directory = TempDirectory()
        directory.write("cell.lua", "return { touchesBegan = function(self, t, e) print(self.name) end }")
        return (directory, directory.write("scene.lua", scene))
    }

    private func accepts(_ scene: String) -> Bool {
        var text = scene
        return text.withUTF8 { SceneLiteral.program(for: $0) != nil }
    }

    /// Both paths, which must agree; returns them.
    @discardableResult
    private func compare(
        _ scene: String, literal expected: Bool? = nil, options: HostOptions = HostOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> SceneObservation {
        let (directory, path) = write(scene)
        defer { _ = directory }
        let (lua, literal) = SceneObservation.both(path: path, options: options)
        if let expected { #expect(literal.literal == expected, "\(scene)", sourceLocation: sourceLocation) }
        #expect(literal.agrees(with: lua), "\(scene)\n\(lua.difference(from: literal))", sourceLocation: sourceLocation)
        return literal
    }

    // MARK: - Every scene we have

    /// The conformance cases beside the clone (a contributor's fresh clone has no ../shared).
    static let conformance = repositoryRoot + "/../shared/conformance"

    @Test("every example scene the reader takes loads as through Lua")
    func examples() throws {
        try agreeOnEveryScene(under: repositoryRoot + "/examples", atLeast: 30, dataOnly: 10)
    }

    @Test(
        "every conformance scene the reader takes loads as through Lua",
        .enabled(
            if: FileManager.default.fileExists(atPath: conformance),
            "../shared/conformance is absent (a fresh clone)"))
    func conformanceScenes() throws {
        try agreeOnEveryScene(under: Self.conformance, atLeast: 10, dataOnly: 0)
    }

    /// Every `.lua` file under `root` (at least `atLeast` of them, `dataOnly` of them data-only) gives
    /// the same scene through the literal reader as through Lua.
    private func agreeOnEveryScene(
        under root: String, atLeast: Int, dataOnly: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var files: [String] = []
        let walker = try #require(FileManager.default.enumerator(atPath: root), "\(root) cannot be read")
        for case let name as String in walker where name.hasSuffix(".lua") { files.append(root + "/" + name) }
        #expect(files.count >= atLeast, "only \(files.count) files under \(root)", sourceLocation: sourceLocation)
        var taken = 0
        for file in files.sorted() {
            let (lua, literal) = SceneObservation.both(path: file)
            if literal.literal { taken += 1 }
            #expect(
                literal.agrees(with: lua), "\(file)\n\(lua.difference(from: literal))", sourceLocation: sourceLocation)
        }
        // Most scenes are data-only.
        #expect(
            taken >= dataOnly, "only \(taken) of \(files.count) files were data-only", sourceLocation: sourceLocation)
    }

    // MARK: - What the subset takes

    @Test("lines: a call's line is its name's, or after a lookahead the next token's; every line break counts once")
    func lines() {
        compare(
            "return app {\r\n  window { name = \"w\",\n\r view\n\n { name = \"a\" },\r view { name = \"b\", inputView =\n view\n { name = \"c\" } } } }",
            literal: true)
        compare(
            "return app { window { name = \"w\", view --[[\n\n]] { name = \"a\" }, view --x\n{ name = 'b' } } }",
            literal: true)
        compare("return\napp\n{\nwindow\n{ name = \"w\" }\n}\n;", literal: true)
    }

    @Test("numbers: integers stay integers, floats stay floats, minus folds, as Lua reads them")
    func numbers() {
        compare(
            """
            return app { screen = {3e2, 4.5e+2}, window { name = "w", frame = {0, -0.0, .5, 5.}, level = - -3,
              view { name = "v", frame = {1E1, 0.25e-1, 9223372036854775807, -9223372036854775807}, alpha = 1.0 } } }
            """, literal: true)
        compare(
            """
            return { 3.9393939393939394, 0.1, 0.7680000000000001, 123456789012345.6, 1234567890123456.7, 0.000000000000000000000123,
              1.7976931348623157e308, 1e309, 4.9e-324, 1e-400, 2.2250738585072014e-308, 00012.50, 0.30000000000000004, 1.00000000000000011102230246251565 }
            """, literal: true)
    }

    @Test("tables: presized and filled as Lua's constructor does, so next visits the same order")
    func tableOrder() {
        // Many record fields and a call last (the array grows after them), items past a flush
        // of 50, nil items and nil fields, duplicate keys, unknown fields (warned in next order).
        let items = (1...120).map { "\"i\($0)\"" }.joined(separator: ", ")
        compare(
            """
            return app { window { name = "w", zeta = 1, alpha = nil, beta = 2, gamma = 3, delta = 4, eps = 5, name = "w2",
              props = { \(items), nil, k1 = 1, k2 = 2, k3 = { }, nil },
              view { name = "a", q1 = 1, q2 = 2, q3 = 3, q4 = 4, q5 = 5, q6 = 6, q7 = 7, frame = {0, 0, 1, 1} },
              view { name = "b", view { name = "c" }, },
            } }
            """, literal: true)
    }

    @Test("errors and warnings of a data-only scene are the same, at the same file:line")
    func errorsAndWarnings() {
        compare("return app { window { name = \"w\", view { name = \"a\", alpha = 'x' } } }", literal: true)
        compare("return app { window { name = \"w\", view { name = \"a\" }, view { name = \"a\" } } }", literal: true)
        compare("return app { window { name = \"w\", 5 } }", literal: true)
        compare("return view { name = \"w\" }", literal: true)
        compare("return { }", literal: true)
        compare("return nil", literal: true)
        compare("return app { screen = 5, window { name = \"w\" } }", literal: true)
        compare(
            "return app { window { name = \"w\", view { name = \"a\", behaviour = \"cell\", frame = {0, 0, 5, 5} } } }",
            literal: true)
        compare(
            "return app { window { name = \"w\", controller { name = \"c\", view { name = \"r\" }, view { } } } }",
            literal: true)
        compare(
            "return app { window { name = \"w\", view { gestures = { tap { name = \"t\", taps = 0 } } } } }",
            literal: true)
    }

    @Test("a long scene path is shortened in messages as Lua shortens a chunk name")
    func longPath() throws {
        let directory = TempDirectory()
        let deep = directory.path + "/" + String(repeating: "a-rather-long-folder-name/", count: 4)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let path = deep + "scene.lua"
        try "return app { window { name = \"w\", view { name = \"v\", alpha = 'x' } } }".write(
            toFile: path, atomically: true, encoding: .utf8)
        let (lua, literal) = SceneObservation.both(path: path)
        #expect(literal.literal)
        #expect(literal.agrees(with: lua), "--- Lua:\n\(lua)\n--- literal:\n\(literal)")
        // Messages name the file as Lua does, "..." and the path's end.
        #expect(
            literal.spec.contains("warning: ...") && literal.spec.contains("-name/scene.lua:1: view 'v'"),
            "\(literal.spec)")
    }

    // MARK: - What it leaves to Lua

    @Test("files outside the subset take Lua's path, with Lua's messages")
    func fallBack() {
        let outside = [
            "local w = window { name = \"w\" }\nreturn app { w }",
            "local views = {}\nfor i = 1, 3 do views[i] = view { name = \"v\" .. i } end\nreturn app { window { name = \"w\", table.unpack(views) } }",
            "return app { window { name = \"w\", view { behaviour = { touchesBegan = function(self) end } } } }",
            "return app { window { name = \"w\\n\" } }",
            "return app { window { name = \"w\", level = 0x10 } }",
            "return app { window { name = \"w\", level = 99999999999999999999 } }",
            "return app { window { name = \"w\" } ",
            "return app { window { name = \"w\" } } }",
            "return app { window { name = \"w\", view \"x\" } }",
            "return app { window { name = \"w\", [1] = view { } } }",
            "return app { window { name = (\"w\") } }",
            "return app { window { name = \"w\" .. \"x\" } }",
            "return app { window { name = 'unfinished } }",
            "return app { window { name = \"w\", level = 1e } }",
            "return app { window { name = \"w\", level = 3x } }",
            "return app { window { name = \"w\" } } --[[ unfinished",
            "return app { window { name = \"w\", nil = 1 } }",
            "return app { window { name = \"w\", view { } { } } }",
            "return undefinedName { }",
            "return app { window { name = \"w\" } }, 2",
            "#!/usr/bin/env lua\nreturn app { }",
            "return app { window { name = \"w\", level = - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - 1 } }",
            String(repeating: "return app { window { name = \"w\", ", count: 1)
                + String(repeating: "view { ", count: 300) + String(repeating: "} ", count: 302),
        ]
        for scene in outside {
            #expect(!accepts(scene), "\(scene)")
            compare(scene, literal: false)
        }
    }

    @Test("a scene whose open constructors would need more registers than Lua's compiler has is left to Lua")
    func registers() {
        let items = (1...49).map { "\($0)" }.joined(separator: ", ")
        let scene =
            "return app { window { name = \"w\", " + String(repeating: "{ \(items), ", count: 6) + "1"
            + String(repeating: " }", count: 6) + " } }"
        #expect(!accepts(scene))
        compare(scene, literal: false)
    }

    @Test("a data-only scene over the memory cap is a load error naming the scene file")
    func memoryCap() throws {
        let views = (1...20000).map { "view { name = \"v\($0)\", frame = {0, 0, 10, 10} }" }.joined(separator: ",\n")
        let scene = "return app { window { name = \"w\",\n\(views) } }"
        #expect(accepts(scene))
        let (directory, path) = write(scene)
        let host = ScriptHost(
            options: HostOptions(instructionBudget: 0, memoryLimit: 2 << 20), output: CapturedOutput())
        do {
            try host.loadScene(path: path)
            Issue.record("a scene over the cap loaded")
        } catch {
            #expect(error.description == directory.path + "/scene.lua: not enough memory", "\(error.description)")
        }
    }

    // MARK: - Random data-only scenes

    @Test("random data-only scenes load exactly as through Lua")
    func randomScenes() async {
        await propertyCheck(count: 300, input: LiteralSceneGen.scene) { scene in
            #expect(accepts(scene), "\(scene)")
            compare(scene, literal: true)
        }
    }
}
