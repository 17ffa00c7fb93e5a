import MoonchainHost
import Testing

/// Scenes and behaviours that cannot be loaded (exit status 1; message names file:line), and
/// warnings for what a scene has that the host ignores (contract "Scene files").
@Suite("Contract: scene errors")
struct SceneErrorTests {
    @Test("a duplicate name is a load error naming both places")
    func duplicateName() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app {
                      window { name = "w",
                        view { name = "card", frame = {0, 0, 10, 10} },
                        view { name = "card", frame = {0, 20, 10, 10} },
                      },
                    }
                    """))
        #expect(failure.message.contains("card"))
        #expect(failure.message.contains("scene.lua:3"), "\(failure.message)")
        #expect(failure.message.contains("scene.lua:4"), "\(failure.message)")
    }

    @Test("a duplicate name between a window and a view is a load error too")
    func duplicateAcrossKinds() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app {
                      window { name = "main",
                        view { name = "main", frame = {0, 0, 10, 10} } },
                    }
                    """))
        #expect(failure.message.contains("main"))
        #expect(
            failure.message.contains("scene.lua:2") && failure.message.contains("scene.lua:3"), "\(failure.message)")
    }

    @Test("an unknown field is a warning naming the field; the scene still loads")
    func unknownField() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w",
                    view { name = "v", frame = {0, 0, 10, 10}, colour = "red" },
                  },
                }
                """)
        #expect(h.allDiagnostics.contains("colour"), "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("scene.lua:3"), "\(h.diagnostics)")
        h.lua(#"print(find("v").name)"#)
        #expect(h.lines == ["v"])
    }

    @Test("a missing behaviour module is a load error naming the search path")
    func missingModule() throws {
        let plugins = TempDirectory()
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app {
                      window { name = "w",
                        view { name = "v", frame = {0, 0, 10, 10}, behaviour = "no_such_behaviour" },
                      },
                    }
                    """, options: HostOptions(pluginDirectories: [plugins.path])))
        #expect(failure.message.contains("no_such_behaviour"))
        #expect(failure.message.contains(failure.directory.path), "scene directory missing: \(failure.message)")
        #expect(failure.message.contains(plugins.path), "plugin directory missing: \(failure.message)")
        #expect(failure.message.contains(repositoryRoot + "/scripts"), "bundled scripts missing: \(failure.message)")
    }

    @Test("a behaviour module returning a number is a load error naming its file")
    func moduleReturnsNumber() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app { window { name = "w", view { name = "v", frame = {0, 0, 10, 10}, behaviour = "numeric" } } }
                    """, files: ["numeric.lua": "return 42\n"]))
        #expect(failure.message.contains("numeric.lua"), "\(failure.message)")
        #expect(failure.message.contains("table"), "\(failure.message)")
    }

    @Test("a syntax error in the scene names scene.lua:line")
    func sceneSyntaxError() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app {
                      window { name = "w",
                        view { name = "v" frame = {0, 0, 10, 10} },
                      },
                    }
                    """))
        #expect(failure.message.contains("scene.lua:3"), "\(failure.message)")
    }

    @Test("a syntax error in a behaviour module names module.lua:line")
    func moduleSyntaxError() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app { window { name = "w", view { name = "v", frame = {0, 0, 10, 10}, behaviour = "broken" } } }
                    """,
                files: ["broken.lua": "return {\n  touchesBegan = function(self, t, e)\n    print('x'\n  end,\n}\n"]))
        #expect(
            failure.message.contains("broken.lua:4") || failure.message.contains("broken.lua:3"), "\(failure.message)")
    }

    @Test("a runtime error while the scene runs names scene.lua:line")
    func sceneRuntimeError() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local x = nil
                    local y = x.field
                    return app { window { name = "w" } }
                    """))
        #expect(failure.message.contains("scene.lua:2"), "\(failure.message)")
    }

    @Test("a scene that does not return app { ... } is a load error")
    func notAnApp() throws {
        let failure = try #require(sceneLoadError(scene: "return { }\n"))
        #expect(failure.message.contains("app"), "\(failure.message)")
    }

    @Test("a behaviour extending itself is a load error, not a hang")
    func extendsCycle() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app { window { name = "w", view { name = "v", frame = {0, 0, 10, 10}, behaviour = "ping" } } }
                    """,
                files: ["ping.lua": "return { extends = \"pong\" }\n", "pong.lua": "return { extends = \"ping\" }\n"]))
        #expect(failure.message.contains("ping") && failure.message.contains("pong"), "\(failure.message)")
    }

    @Test("an error in didLoad is reported with file:line; the scene still loads")
    func didLoadError() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", view { name = "v", frame = {0, 0, 10, 10}, behaviour = {
                  didLoad = function(self) error("cannot start") end } } } }
                """)
        #expect(h.allDiagnostics.contains("scene.lua:2"))
        #expect(h.allDiagnostics.contains("cannot start"))
    }
}
