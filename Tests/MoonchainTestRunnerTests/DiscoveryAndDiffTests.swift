import Foundation
import MoonchainFormats
import MoonchainTestSupport
import Testing

@testable import MoonchainTestRunner

@Suite("Case discovery")
struct CaseDiscoveryTests {
    @Test(
        "folders are searched all the way down: scene.lua or a scene file makes a case, inside cases too; hidden folders are skipped"
    )
    func searchesDown() {
        let root = TempDirectory(prefix: "discovery-")
        root.write("a/scene.lua", "return app {}")
        root.write("a/saved/scene.lua", "return app {}")
        root.write("group/b/scene", "../../a/scene.lua\n")
        root.write("group/notes/readme.txt", "not a case")
        root.write(".hidden/c/scene.lua", "return app {}")
        root.write("group/d/scene/inner.txt", "a folder named scene is not a scene file")
        let found = CaseDiscovery.cases(under: [root.path])
        #expect(found.problems.isEmpty)
        #expect(
            found.cases.map { $0.directory }
                == [root.path + "/a", root.path + "/a/saved", root.path + "/group/b"].map(CaseDiscovery.standardized))
    }

    @Test("a case given directly is one case; a case under two given paths is found once")
    func givenDirectly() {
        let root = TempDirectory(prefix: "discovery-")
        root.write("a/scene.lua", "return app {}")
        let found = CaseDiscovery.cases(under: [root.path + "/a", root.path, root.path + "/a/"])
        #expect(found.cases.count == 1)
    }

    @Test("--filter keeps the cases whose name contains the text")
    func filter() {
        let root = TempDirectory(prefix: "discovery-")
        root.write("tap-close/scene.lua", "return app {}")
        root.write("drag/scene.lua", "return app {}")
        let found = CaseDiscovery.cases(under: [root.path], filter: "close")
        #expect(found.cases.map { ($0.directory as NSString).lastPathComponent } == ["tap-close"])
    }

    @Test("a path that does not exist, or is a file, is a usage problem naming it")
    func badPaths() {
        let root = TempDirectory(prefix: "discovery-")
        root.write("file.txt", "x")
        let found = CaseDiscovery.cases(under: [root.path + "/missing", root.path + "/file.txt"])
        #expect(found.problems.count == 2)
        #expect(found.problems[0].hasSuffix("/missing: no such file or folder"))
        #expect(found.problems[1].contains("not a folder"))
    }

    @Test("names are relative to the current directory when inside it")
    func names() {
        #expect(CaseDiscovery.displayName("/work/p/examples/x", current: "/work/p") == "examples/x")
        #expect(CaseDiscovery.displayName("/elsewhere/x", current: "/work/p") == "/elsewhere/x")
        #expect(CaseDiscovery.standardized("/a/./b/../c/") == "/a/c")
    }
}

@Suite("Unified diffs")
struct UnifiedDiffTests {
    @Test("a changed line is shown as - then + with three lines of context and diff -u's hunk header")
    func changedLine() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n")
        let diff = UnifiedDiff.make(old: old, new: new, oldName: "expected.txt", newName: "output")
        #expect(
            diff == """
                --- expected.txt
                +++ output
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9

                """)
    }

    @Test("a missing line, an added last line and empty output")
    func insertionsAndDeletions() {
        let removed = UnifiedDiff.make(old: "a\nb\nc\n", new: "a\nc\nd\n", oldName: "x", newName: "y")
        #expect(removed.hasSuffix("@@ -1,3 +1,3 @@\n a\n-b\n c\n+d\n"))
        let empty = UnifiedDiff.make(old: "a\n", new: "", oldName: "x", newName: "y")
        #expect(empty.hasSuffix("@@ -1 +0,0 @@\n-a\n"))
    }
}

@Suite("XML text (JUnit reports and the hit map's SVG share one escaper)")
struct XMLTextTests {
    @Test("markup, both quotes and characters XML cannot hold are escaped")
    func escaping() {
        #expect(XMLText.escape("a<b & \"c\" 'd'\u{1}\n") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;?&#10;")
        #expect(XMLText.escape("x\ny", attribute: false) == "x\ny")
        #expect(XMLText.escape("\u{FFFE}\u{FFFF}\u{1F600}") == "??\u{1F600}")
    }
}
