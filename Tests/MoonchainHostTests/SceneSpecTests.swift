import ResponderKit
import Testing

@testable import MoonchainFormats
@testable import MoonchainHost

/// The scene value layer: a scene file reads into a `SceneSpec` that says where each
/// constructor was written, before anything is built; problems are `SourceError`s whose file
/// and line are fields, printed as `file:line: message`.
@Suite("Scene specs and located errors")
struct SceneSpecTests {
    /// Reads `scene` (written as scene.lua in a fresh directory) without building it.
    private func read(_ scene: String, files: [String: String] = [:]) throws -> (SceneSpec, ScriptHost, TempDirectory) {
        let directory = TempDirectory()
        for (name, text) in files { directory.write(name, text) }
        let path = directory.write("scene.lua", scene)
        let host = ScriptHost(output: CapturedOutput())
        return (try host.readScene(path: path), host, directory)
    }

    @Test("each constructor in the spec carries the line it was written on")
    func placesOfConstructors() throws {
        let (spec, _, _) = try read(
            """
            return app {
              window { name = "w",
                view { name = "card", frame = {0, 0, 100, 50}, alpha = 0.5,
                  gestures = { tap { name = "t", taps = 2 } },
                  controller { name = "c",
                    view { name = "root", frame = {0, 0, 10, 10} } },
                },
              },
            }
            """)
        #expect(spec.place.line == 1)
        let window = try #require(spec.windows.first)
        #expect(window.view.place.line == 2)
        #expect(window.view.place.file.hasSuffix("scene.lua"))
        guard case .view(let card)? = window.view.children.first else {
            Issue.record("the window's first child is not a view")
            return
        }
        #expect(card.place.line == 3)
        #expect(card.name == "card")
        #expect(card.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(card.alpha == 0.5)
        #expect(card.gestures.map(\.place.line) == [4])
        #expect(card.gestures.first?.taps == 2)
        guard case .controller(let controller)? = card.children.first else {
            Issue.record("the card's first child is not a controller")
            return
        }
        #expect(controller.place.line == 5)
        #expect(controller.root.place.line == 6)
        #expect(spec.names["root"]?.line == 6)
    }

    @Test(
        "H1: a frame read on the walk over a view's keys reads as a rect anywhere does: by position, by name, named keys first; a behaviour by name"
    )
    func frameAndBehaviourReadOnTheKeyWalk() throws {
        let (spec, _, _) = try read(
            """
            local named = view { name = "named", frame = {x = 1, y = 2, width = 3, height = 4}, behaviour = "b" }
            local both = view { name = "both", frame = {10, 20, 30, 40, x = 5, y = 6, width = 7, height = 8} }
            return app { window { name = "w",
              view { name = "positional", frame = {0, 0.5, 100, 50}, behaviour = "cell.row" },
              named, both,
              view { name = "inline", frame = {0, 0, 1, 1}, behaviour = { } } } }
            """)
        let views = try #require(spec.windows.first).view.children.compactMap { child -> ViewSpec? in
            if case .view(let view) = child { return view }
            return nil
        }
        #expect(views.map(\.name) == ["positional", "named", "both", "inline"])
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0.5, width: 100, height: 50), Rect(x: 1, y: 2, width: 3, height: 4),
                Rect(x: 5, y: 6, width: 7, height: 8), Rect(x: 0, y: 0, width: 1, height: 1),
            ])
        let behaviours = views.map { view -> String in
            switch view.behaviour {
            case .module(let name)?: return name
            case .inline?: return "(inline)"
            case nil: return "(none)"
            }
        }
        #expect(behaviours == ["cell.row", "b", "(none)", "(inline)"])
    }

    @Test(
        "H1: a frame the key walk cannot read as a rect gets the reader's own message, with file:line",
        arguments: [
            ("frame = {1, 2, 3}", "frame must be {x, y, w, h} (four numbers)"),
            ("frame = \"abc\"", "frame must be {x, y, w, h} (four numbers)"),
            ("frame = {0, 0, 1/0, 1}", "frame must be {x, y, w, h} (four finite numbers), got {0, 0, inf, 1}"),
            (
                "frame = {0, 0, 1, 1}, behaviour = 42",
                "behaviour must be a behaviour name or a table of methods, got number"
            ),
        ])
    func unreadableFrameOnTheKeyWalk(field: String, message: String) throws {
        let scene = "return app { window { name = \"w\",\n  view { name = \"v\", \(field) } } }\n"
        do {
            _ = try read(scene)
            Issue.record("the scene read: \(field)")
        } catch let error as SourceError {
            #expect(error.line == 2)
            #expect(error.description.contains("view 'v': \(message)"), "\(error.description)")
        }
    }

    @Test("a field the scene leaves out is unset in the spec, and the view keeps ResponderKit's default")
    func unsetFieldsKeepResponderKitDefaults() throws {
        let scene = """
            return app { window { name = "w",
              view { name = "plain", frame = {0, 0, 10, 10} },
              view { name = "faded", frame = {0, 0, 10, 10}, alpha = 0.25, userInteractionEnabled = false } } }
            """
        let (spec, _, _) = try read(scene)
        guard case .view(let plain)? = spec.windows.first?.view.children.first else {
            Issue.record("no first view")
            return
        }
        #expect(plain.alpha == nil && plain.hidden == nil && plain.userInteractionEnabled == nil)
        let h = try Harness(scene: scene)
        let reference = View(name: "reference", frame: .zero)
        let built = try #require(h.host.responder(named: "plain") as? View)
        #expect(built.alpha == reference.alpha)
        #expect(built.isUserInteractionEnabled == reference.isUserInteractionEnabled)
        let faded = try #require(h.host.responder(named: "faded") as? View)
        #expect(faded.alpha == 0.25 && !faded.isUserInteractionEnabled)
    }

    @Test("reading checks fields but loads no behaviour: a missing module fails only the build")
    func readingLoadsNoBehaviour() throws {
        let scene = """
            return app { window { name = "w",
              view { name = "v", frame = {0, 0, 10, 10}, behaviour = "no_such_module" } } }
            """
        let (spec, _, _) = try read(scene)
        guard case .view(let view)? = spec.windows.first?.view.children.first,
            case .module(let name)? = view.behaviour
        else {
            Issue.record("the view has no behaviour module in the spec")
            return
        }
        #expect(name == "no_such_module")
        let failure = try #require(sceneLoadError(scene: scene))
        #expect(
            failure.message.contains("scene.lua:2: view 'v': behaviour 'no_such_module' not found"),
            "\(failure.message)")
    }

    @Test("a scene error's file and line are fields, and its text is file:line: message")
    func sceneErrorIsLocated() throws {
        let directory = TempDirectory(prefix: "s-")
        let path = directory.write(
            "scene.lua",
            """
            return app { window { name = "w",

              view { name = "v", frame = {0, 0, 10, 10}, alpha = 0/0 } } }
            """)
        let host = ScriptHost(output: CapturedOutput())
        var caught: SourceError?
        do { try host.loadScene(path: path) } catch { caught = error }
        let error = try #require(caught)
        #expect(error.line == 3)
        #expect(
            error.file.map { path.hasSuffix($0.replacingOccurrences(of: "...", with: "")) } == true,
            "\(error.file ?? "nil")")
        #expect(error.message == "view 'v': alpha must be a finite number, got nan")
        #expect(error.description == "\(error.file ?? ""):3: \(error.message)")
    }

    @Test("a behaviour module's own problem is placed in the module's file, with no line")
    func behaviourErrorIsLocatedInItsFile() throws {
        let (_, host, directory) = try read("return app { window { name = \"w\" } }", files: ["bad.lua": "return 42\n"])
        var caught: SourceError?
        do { _ = try host.library.module(named: "bad") } catch { caught = error }
        let error = try #require(caught)
        #expect(error.file == directory.path + "/bad.lua" || error.file?.hasSuffix("/bad.lua") == true, "\(error)")
        #expect(error.line == nil)
        #expect(error.message == "a behaviour module must return a table of methods, got number")
        #expect(
            error.description == "\(error.file ?? ""): a behaviour module must return a table of methods, got number")
    }

    @Test("a malformed timeline line read from a file carries the file and the line")
    func timelineErrorIsLocated() throws {
        let file = TimelineFile(text: "0 tick\n0.1 touch 1 sideways 10 10\n", file: "events.txt")
        let error = try #require(file.errors.first)
        #expect(error.file == "events.txt")
        #expect(error.line == 2)
        #expect(error.description == "events.txt:2: \(error.message)")
        let unplaced = TimelineFile(text: "0.1 touch 1 sideways 10 10\n")
        #expect(unplaced.errors.first?.description == "line 1: \(error.message)")
    }

    @Test("a view nested past the limit is refused while reading, at the line of its constructor")
    func nestingRefusedWhileReading() throws {
        let scene = """
            local v = view { name = "deep", frame = {0, 0, 1, 1} }
            for i = 1, \(View.maximumDepth) do v = view { frame = {0, 0, 1, 1}, v } end
            return app { window { name = "w", v } }
            """
        var caught: SourceError?
        do { _ = try read(scene) } catch let error as SourceError { caught = error }
        let error = try #require(caught)
        #expect(error.line == 1)
        #expect(
            error.message
                == "view 'deep' is nested \(View.maximumDepth + 1) levels deep; views, controllers and input views nest at most \(View.maximumDepth) levels below their window"
        )
    }

    @Test("require's error keeps the module file's place in its text")
    func requireErrorKeepsPlace() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", view { name = "v", frame = {0, 0, 10, 10}, behaviour = {
                  didLoad = function(self) local ok, e = pcall(require, "bad") print(e) end } } } }
                """, files: ["bad.lua": "return 42\n"])
        let line = try #require(h.lines.first)
        #expect(line.contains("require: "), "\(line)")
        #expect(line.contains("bad.lua: a behaviour module must return a table of methods, got number"), "\(line)")
    }
}
