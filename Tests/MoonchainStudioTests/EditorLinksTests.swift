import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// Editor links: every message that shows a `file:line` also says which absolute file it
/// means, so a behaviour outside the scene's folder links to itself, not to a file of that
/// name beside the scene.
@Suite("Editor links to behaviour files")
struct EditorLinksTests {
    /// app/scene.lua uses `ui.near` (app/ui/near.lua, a subfolder) and `far`, found in
    /// shared_behaviours/ beside app/ through a `--plugins` path relative to the working
    /// directory (`../…/shared_behaviours`), as a user types it.
    static func session() throws -> (
        session: StudioSession, folder: TempDirectory, near: String, far: String, wall: FakeWall
    ) {
        let folder = TempDirectory(prefix: "studio-links-", idLength: 8)
        folder.write(
            "app/scene.lua",
            """
            return app { window { name = "w",
              view { name = "near", frame = {0, 0, 100, 100}, behaviour = "ui.near" },
              view { name = "far", frame = {200, 0, 100, 100}, behaviour = "far" },
            } }
            """)
        let near = folder.write(
            "app/ui/near.lua",
            """
            return {
              pointInside = function(self, point, event) return point.x < 100 and point.y < 100 end,
              touchesBegan = function(self, touches, event) print("near began") end,
            }
            """)
        let far = folder.write(
            "shared_behaviours/far.lua",
            """
            return {
              touchesBegan = function(self, touches, event) print("far began") end,
              touchesEnded = function(self, touches, event) error("far broke") end,
            }
            """)
        let plugins = relativeToWorkingDirectory(folder.file("shared_behaviours"))
        #expect(plugins.hasPrefix(".."), "the plugin folder is given relative: \(plugins)")
        let wall = FakeWall()
        do {
            let session = try StudioSession(
                scenePath: folder.file("app/scene.lua"), options: HostOptions(pluginDirectories: [plugins]),
                wallClock: wall.read)
            return (session, folder, near, far, wall)
        } catch {
            folder.remove()
            throw error
        }
    }

    /// `path` as a path relative to the working directory (`../../tmp/…`).
    static func relativeToWorkingDirectory(_ path: String) -> String {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var common = 0
        while common < min(cwd.count, target.count), cwd[common] == target[common] { common += 1 }
        return (Array(repeating: "..", count: cwd.count - common) + target[common...]).joined(separator: "/")
    }

    static func records(_ out: [StudioSession.Outgoing]) -> [JSONValue] {
        messages(out).compactMap(\.trace).flatMap(\.records)
    }

    @Test(
        "why: a handler in a subfolder and one outside the scene's folder carry their absolute file beside the short label"
    )
    func whyRecordsCarryAbsolutePaths() throws {
        let (session, folder, near, far, wall) = try Self.session()
        defer { folder.remove() }
        wall.seconds += 0.1
        let nearOut = session.handle(touch(1, "began", 50, 50))
        let nearDeliver = try #require(
            Self.records(nearOut).first {
                $0["type"]?.stringValue == "deliver" && $0["responder"]?.stringValue == "near"
            })
        #expect(nearDeliver["handler"]?.stringValue == "near.lua:3", "the label stays the bare name")
        #expect(nearDeliver["handlerPath"]?.stringValue == near)
        // The hit-test walk names near's pointInside: the why message says which file that is.
        let why = try #require(messages(nearOut).compactMap(\.why).first)
        let files = why.files
        #expect(files.values.contains(near), "\(files)")
        for label in files.keys { #expect(why.explain.text(pretty: false).contains(label)) }
        wall.seconds += 0.1
        _ = session.handle(touch(1, "ended", 50, 50))
        wall.seconds += 0.1
        let farOut = session.handle(touch(2, "began", 250, 50))
        let farDeliver = try #require(
            Self.records(farOut).first { $0["type"]?.stringValue == "deliver" && $0["responder"]?.stringValue == "far" }
        )
        #expect(farDeliver["handler"]?.stringValue == "far.lua:2")
        #expect(farDeliver["handlerPath"]?.stringValue == far, "not the scene's folder: \(farDeliver)")
        #expect(!far.hasPrefix(folder.file("app")))
    }

    @Test(
        "a label Lua cut from the left is found among the loaded files, also when the cut leaves ../ of a relative name"
    )
    func cutLabels() throws {
        let (session, folder, near, far, _) = try Self.session()
        defer { folder.remove() }
        let loaded = session.loadedFiles
        let farTail = far.split(separator: "/").suffix(3).joined(separator: "/")
        #expect(session.absolutePath(ofLabel: "..." + far.suffix(20), loaded: loaded) == far)
        #expect(session.absolutePath(ofLabel: "...../../" + farTail, loaded: loaded) == far)
        #expect(
            session.absolutePath(
                ofLabel: ".../" + near.split(separator: "/").suffix(2).joined(separator: "/"), loaded: loaded) == near)
        #expect(session.absolutePath(ofLabel: ".../../", loaded: loaded) == nil)
    }

    @Test("console: an error in a behaviour outside the scene's folder names its absolute file in the entry's files")
    func consoleErrorCarriesItsFile() throws {
        let (session, folder, _, far, wall) = try Self.session()
        defer { folder.remove() }
        wall.seconds += 0.1
        _ = session.handle(touch(1, "began", 250, 50))
        wall.seconds += 0.1
        let out = session.handle(touch(1, "ended", 250, 50))
        let entries = messages(out).compactMap(\.console).flatMap(\.entries)
        let error = try #require(entries.first { $0.kind == "error" && $0.text.contains("far broke") })
        let files = try #require(error.files, "\(error)")
        let text = error.text
        let (label, path) = try #require(files.first { $0.value == far }, "\(files)")
        #expect(text.contains(label + ":"), "the key is the label as the text shows it")
        #expect(path == far)
        // A page that connects later gets the same from the history.
        let history = messages(session.welcome()).compactMap(\.console).first { $0.history == true }
        let replayed = (history?.entries ?? []).first { $0.text.contains("far broke") }
        #expect(replayed?.files?[label] == far)
        // Prints name no file: no `files`.
        #expect(entries.filter { $0.kind == "print" }.allSatisfy { $0.files == nil })
    }

    @Test("inspector: each overridden method has the absolute path of its file")
    func inspectorMethodsCarryPaths() throws {
        let (session, folder, near, far, _) = try Self.session()
        defer { folder.remove() }
        for (view, path) in [("near", near), ("far", far)] {
            let out = session.handle("{\"type\":\"inspect\",\"view\":\"\(view)\"}")
            let inspected = try #require(messages(out).compactMap(\.inspected).first)
            let methods = try #require(inspected.behaviour?.methods)
            #expect(!methods.isEmpty)
            for method in methods {
                #expect(method.location.hasPrefix(URL(fileURLWithPath: path).lastPathComponent + ":"))
                #expect(method.path == path, "\(view): \(method)")
            }
        }
    }

    @Test("problems: the banner's file is sent with its absolute path, and the message's file:line with its file")
    func problemsCarryPaths() throws {
        let (session, folder, _, far, _) = try Self.session()
        defer { folder.remove() }
        // A failed reload names the file as the host loaded it: relative to the working directory.
        let loaded = try #require(session.host.behaviourFiles.first { $0.hasSuffix("far.lua") })
        #expect(!loaded.hasPrefix("/"))
        session.problems.set("\(loaded):2: unexpected symbol near 'end'", for: loaded)
        let message = try #require(messages(session.problemsMessage(onlyToSender: true)).first?.problems)
        let problem = try #require(message.problems.first)
        #expect(problem.file == "far.lua")
        #expect(problem.path == far)
        #expect(problem.files[loaded] == far)
    }

    @Test("a label cut from the left by Lua is found among the loaded files by its end; a built-in module has no file")
    func shortenedAndBuiltInLabels() throws {
        let (session, folder, near, _, _) = try Self.session()
        defer { folder.remove() }
        let files = session.locationFiles(in: ["...app/ui/near.lua:3: boom", "<built-in>/button.lua:4: no file"])
        #expect(files.count == 1)
        #expect(files == ["...app/ui/near.lua": near])
    }
}
