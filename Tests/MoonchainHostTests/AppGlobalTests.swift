import MoonchainHost
import Testing

/// `app` is one value: the application object, in scene files, inline and module behaviours and
/// timeline `lua` lines alike; calling it is the scene constructor while a scene file loads.
@Suite("The app global at scene time and at event time")
struct AppGlobalTests {
    static let probe = """
        print(app.name, app.kind, app:keyWindow().name, app:firstResponder(), type(app.sendAction))
        """

    @Test("An inline behaviour reads app at event time and in didLoad: the application, with its methods")
    func inlineBehaviour() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  didLoad = function(self) \(Self.probe) end,
                  touchesBegan = function(self) \(Self.probe) end,
                  copy = function(self) print("copy sent to " .. self.name) end,
                  canBecomeFirstResponder = function(self) return true end,
                  touchesEnded = function(self)
                    self:becomeFirstResponder()
                    print(app:firstResponder().name, app:sendAction("copy", nil, nil))
                  end,
                } },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(
            h.lines == [
                "app\tapplication\tw\tnil\tfunction",  // didLoad
                "app\tapplication\tw\tnil\tfunction",  // touchesBegan
                "copy sent to v", "v\ttrue",  // touchesEnded: the action, then its print
            ], "\(h.allDiagnostics)")
    }

    @Test("A scene-level local holding app, a module behaviour and a timeline lua line all see the application")
    func everywhereTheSame() throws {
        let h = try Harness(
            scene: """
                local application = app
                return app {
                  window { name = "w",
                    view { name = "a", frame = {0, 0, 100, 100}, behaviour = {
                      touchesBegan = function(self) print("local", application.name, application == app) end } },
                    view { name = "m", frame = {100, 0, 100, 100}, behaviour = "mod" },
                  },
                }
                """,
            files: [
                "mod.lua":
                    "return { touchesBegan = function(self) print('module', app.name, app:keyWindow().name) end }\n"
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n1 touch 2 began 110 10\n1.1 touch 2 ended 110 10")
        h.lua("print('timeline', app.name, app:keyWindow().name)", at: 2)
        #expect(h.lines == ["local\tapp\ttrue", "module\tapp\tw", "timeline\tapp\tw"], "\(h.allDiagnostics)")
    }

    @Test("Calling app { } outside a loading scene is a clear error; the host goes on")
    func constructorOnlyWhileLoading() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  touchesBegan = function(self) app { } end,
                  touchesEnded = function(self) print("answered") end } },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(
            h.allDiagnostics.contains(
                "scene.lua:5: app { ... } describes a scene and works only while a scene file loads"),
            "\(h.allDiagnostics)")
        #expect(h.lines == ["answered"])
        h.lua("find('v')()", at: 1)
        #expect(h.allDiagnostics.contains("attempt to call a view value ('v')"), "\(h.allDiagnostics)")
    }
}
