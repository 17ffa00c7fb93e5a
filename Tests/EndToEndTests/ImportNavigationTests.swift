import Foundation
import MoonchainTestSupport
import Testing

/// v3 import: a pasted navigation screen keeps its back swipe; a text field keeps its text.
@Suite("moonchain import: navigations and text fields")
struct ImportNavigationTests {
    static let corpus = repositoryRoot + "/../shared/import-corpus/dumps"
    static let present = FileManager.default.fileExists(atPath: corpus)

    /// A pushed screen: a bar with a back button on its leading side, a text field in the content.
    let dump = """
        <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
           | <UILayoutContainerView: 0x3; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x4>>
           |    | <UINavigationTransitionView: 0x5; frame = (0 0; 320 480); clipsToBounds = YES>
           |    |    | <UIViewControllerWrapperView: 0x6; frame = (0 0; 320 480)>
           |    |    |    | <UIView: 0x7; frame = (0 0; 320 480)>
           |    |    |    |    | <UITextField: 0x8; frame = (20 100; 280 30); text = 'It's me'; borderStyle = None>
           |    | <UINavigationBar: 0x9; frame = (0 20; 320 44); opaque = NO>
           |    |    | <_UIButtonBarButton: 0xa; frame = (0 0; 46 44)>
        """

    /// An edge drag (N3) from x = 5 to x = 200, then the top controller's name.
    let backSwipe = """
        0.00 touch 1 began 5 300
        0.05 touch 1 moved 25 300
        0.10 touch 1 moved 200 300
        0.20 touch 1 ended 200 300
        1.00 lua print("top " .. find("UILayoutContainerView@0x3").topViewController.name)
        1.00 lua print("text " .. find("UITextField@0x8").text)

        """

    @Test("N3 N4 an imported navigation screen's back swipe pops its stand-in top; the text field keeps its text")
    func pastedScreenPops() throws {
        let folder = TempDirectory(files: ["dump.txt": dump, "events.txt": backSwipe])
        defer { folder.remove() }
        let imported = try runMoonchain(["import", "dump.txt", "-o", "scene.lua"], in: folder.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        let scene = try #require(folder.read("scene.lua"))
        #expect(scene.contains("navigation { name = \"UILayoutContainerView@0x3\", frame = {0, 0, 320, 480}"))
        #expect(scene.contains("controller { name = \"UILayoutContainerView@0x3.below\""))
        #expect(scene.contains("textField { name = \"UITextField@0x8\""))
        #expect(scene.contains("the controller below it (UILayoutContainerView@0x3.below) is an empty stand-in"))
        // The container's recognizers are the pop recognizers the navigation has anyway.
        #expect(!scene.contains("recognizers would take or delay are delivered as if they had none: UILayout"))
        let run = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--trace", "trace.jsonl"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == "top UILayoutContainerView@0x3.below\ntext It's me\n")
        let trace = try #require(folder.read("trace.jsonl"))
        #expect(trace.contains("\"type\":\"nav.pop\",\"navigation\":\"UILayoutContainerView@0x3\""))
    }

    @Test("N1 the imported bar stays above the screen, and a bar with no back button gets no stand-in")
    func barAboveNoStandIn() throws {
        let noBack = dump.replacingOccurrences(
            of: "_UIButtonBarButton: 0xa; frame = (0 0;", with: "_UIButtonBarButton: 0xa; frame = (270 0;")
        let folder = TempDirectory(files: ["dump.txt": noBack, "events.txt": backSwipe])
        defer { folder.remove() }
        let imported = try runMoonchain(["import", "dump.txt", "-o", "scene.lua"], in: folder.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        let scene = try #require(folder.read("scene.lua"))
        #expect(!scene.contains(".below"))
        let explain = try runMoonchain(["explain", "scene.lua", "--at", "100,40"], in: folder.path)
        #expect(explain.stdout.contains("Hit-test view: UINavigationBar@0x9"), "\(explain.stdout)")
        let run = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: folder.path)
        #expect(run.stdout.hasPrefix("top UILayoutContainerView@0x3.top\n"), "\(run.stdout) \(run.stderr)")
    }

    @Test(
        "N3 a real iOS 7 dump's navigation (04) pops on an edge drag",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone)"))
    func realDumpPops() throws {
        let folder = TempDirectory(files: ["events.txt": backSwipe.components(separatedBy: "1.00")[0]])
        defer { folder.remove() }
        let imported = try runMoonchain(
            ["import", Self.corpus + "/04-ios7-uiwindow-navbar-backdrop.txt", "-o", "scene.lua"], in: folder.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        let run = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--trace", "trace.jsonl"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let trace = try #require(folder.read("trace.jsonl"))
        #expect(trace.contains("\"type\":\"nav.pop\",\"navigation\":\"UILayoutContainerView@0x8d7bbf0\""))
    }

    @Test(
        "N1 the real dumps with a navigation (04, 06, 16) import one and load without diagnostics",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone)"),
        arguments: [
            "04-ios7-uiwindow-navbar-backdrop", "06-ios7-cycript-wechat-elided",
            "16-ios15-cycript-appleid-unicode-escapes",
        ])
    func realDumpsLoad(_ file: String) throws {
        let folder = TempDirectory(files: ["events.txt": ""])
        defer { folder.remove() }
        let imported = try runMoonchain(["import", Self.corpus + "/\(file).txt", "-o", "scene.lua"], in: folder.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        let scene = try #require(folder.read("scene.lua"))
        #expect(scene.contains("navigation { name = \"UILayoutContainerView@"))
        let run = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
}
