import Foundation
import MoonchainTestSupport
import Testing

/// `moonchain import` as a user runs it: files and standard input, exit statuses, messages.
@Suite("moonchain import")
struct ImportCommandTests {
    let dump = """
        <UIView: 0x10; frame = (0 0; 200 100); layer = <CALayer: 0x11>>
           | <UIButton: 0x12; frame = (10 10; 80 30); userInteractionEnabled = NO; layer = <CALayer: 0x13>>
        """

    @Test("a dump file imports: the scene on -o, each warning and the count on standard error, exit 0")
    func importsFile() throws {
        let folder = TempDirectory(files: ["dump.txt": dump])
        defer { folder.remove() }
        let result = try runMoonchain(
            ["import", "dump.txt", "-o", "scene.lua", "--screen", "390,844"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("warning: line 2: a dump does not print whether a control is enabled"))
        #expect(result.stderr.hasSuffix("wrote scene.lua: 2 views imported, 1 warning\n"))
        let scene = try #require(folder.read("scene.lua"))
        #expect(scene.contains("Screen: 390 x 844 (--screen)"))
        #expect(
            scene.contains(
                "button { name = \"UIButton@0x12\", frame = {10, 10, 80, 30}, userInteractionEnabled = false"))
    }

    @Test("standard input with `-`, the scene on standard output")
    func importsStandardInput() throws {
        let folder = TempDirectory()
        defer { folder.remove() }
        let result = try runMoonchain(["import", "-"], in: folder.path, input: dump)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("-- Imported by `moonchain import` from standard input: 2 view records"))
        #expect(result.stdout.contains("window { name = \"window\", frame = {0, 0, 200, 100}, key = true,"))
    }

    @Test("imported scenes load in `explain`, which names the dump line the view came from")
    func explainNamesTheLine() throws {
        let folder = TempDirectory(files: ["dump.txt": dump])
        defer { folder.remove() }
        let imported = try runMoonchain(["import", "dump.txt", "-o", "scene.lua"], in: folder.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        let result = try runMoonchain(["explain", "scene.lua", "--at", "20,20"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Hit-test view: UIView@0x10 (view) in window window"))
        #expect(result.stdout.contains("| UIView@0x10 was imported from line 1 of the dump (UIView)"))
    }

    @Test("nothing importable is exit 1 with the reason; a bad --screen is a usage error, exit 2")
    func failures() throws {
        let folder = TempDirectory(files: ["trace.txt": "UIWindow:0x1\n|   •UIView:0x2\n", "empty.txt": ""])
        defer { folder.remove() }
        let trace = try runMoonchain(["import", "trace.txt"], in: folder.path)
        #expect(trace.status == 1)
        #expect(trace.stderr.contains("_autolayoutTrace"))
        let empty = try runMoonchain(["import", "empty.txt"], in: folder.path)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no view record found"))
        let missing = try runMoonchain(["import", "nope.txt"], in: folder.path)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read nope.txt"))
        let screen = try runMoonchain(["import", "trace.txt", "--screen", "0,100"], in: folder.path)
        #expect(screen.status == 2)
        #expect(screen.stderr.contains("--screen must be W,H"))
    }
}
