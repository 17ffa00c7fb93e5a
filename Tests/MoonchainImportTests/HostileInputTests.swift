import Foundation
import MoonchainImport
import MoonchainTestSupport
import Testing

/// Pastes no one meant to make: clear errors or warnings with line numbers, never a crash or hang.
@Suite("Import: hostile input")
struct HostileInputTests {
    @Test("binary garbage is refused with a message, not a crash")
    func garbage() {
        var generator = SplitMix64(seed: 7)
        let bytes = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(throws: ImportError.self) { try DumpImporter.importDump(bytes) }
    }

    @Test("text with no record says so (exit 1 in the command)")
    func noRecord() {
        #expect { try DumpImporter.importDump(dump("hello\nworld\n")) } throws: { error in
            (error as? ImportError)?.message.contains("no view record found in 2 lines") == true
        }
        #expect(throws: ImportError.self) { try DumpImporter.importDump([]) }
    }

    @Test("_autolayoutTrace and _printHierarchy dumps are refused, naming the kind")
    func otherKinds() {
        let trace =
            "•UIWindow:0x10\n|   *UIView:0x20\n|   |   *<UILayoutGuide: 0x30 - \"guide\", layoutFrame = {{0, 0}, {1, 1}}, owningView = <UIView: 0x20; frame = (0 0; 1 1); layer = <CALayer: 0x40>>>\n"
        #expect { try DumpImporter.importDump(dump(trace)) } throws: { error in
            (error as? ImportError)?.message.contains("_autolayoutTrace") == true
        }
        let old = "*<AppWindow:0x10>\n|   *<UIView:0x20>\n"
        #expect { try DumpImporter.importDump(dump(old)) } throws: { error in
            (error as? ImportError)?.message.contains("_autolayoutTrace") == true
        }
        let controllers =
            "<MyNav 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n   | <MyList 0x3>, state: appeared, view: <UITableView 0x4>\n<UITabBarController>, state: appeared, view: <UILayoutContainerView>\n"
        #expect { try DumpImporter.importDump(dump(controllers)) } throws: { error in
            (error as? ImportError)?.message.contains("_printHierarchy") == true
        }
    }

    @Test("a 10,000-deep chain of `|` imports without recursion; levels past the host's limit are left out and said")
    func deepChain() throws {
        var text = ""
        for depth in 0..<10_000 {
            text +=
                String(repeating: "|", count: depth)
                + " <UIView: 0x\(String(depth + 1, radix: 16)); frame = (0 0; 10 10)>\n"
        }
        let scene = try imported(text)
        #expect(scene.statistics.recordsTooDeep == 10_000 - 101)
        #expect(scene.warnings.contains { $0.line == 102 && $0.message.contains("nest deeper than 100 levels") })
        let loaded = try LoadedScene(scene)
        #expect(loaded.hit(5, 5) == scene.nodes.last?.name)
    }

    @Test("a 50 MB paste imports in one pass: 20,000 records, then a 47 MB record never closed")
    func fiftyMegabytes() throws {
        let line =
            "   | <UILabel: 0x1; frame = (0 0; 10 10); text = 'x'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2>>\n"
        var text = "<UIWindow: 0x9; frame = (0 0; 320 480)>\n"
        text.reserveCapacity(50_000_000)
        for _ in 0..<20_000 { text += line }
        let headerLine = 20_002
        text +=
            "   | <UILabel: 0x3; frame = (0 0; 10 10); text = '"
            + String(repeating: "it's (long) <", count: 47_000_000 / 13)
        #expect(text.utf8.count > 49_000_000)
        let scene = try imported(text)
        #expect(scene.statistics.imported == 20_002)
        #expect(scene.nodes[20_000].name == "UILabel@0x1~20000")
        #expect(scene.warnings.contains { $0.line == headerLine && $0.message.contains("not closed") })
        #expect(
            scene.warnings.contains { $0.line == 3 && $0.message.contains("address 0x1 was already used on line 2") })
        #expect(scene.warnings.contains { $0.line == nil && $0.message.contains("more records repeat an address") })
    }

    @Test("unterminated records keep what was read and are warned about with their lines")
    func unterminated() throws {
        let scene = try imported(
            "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (1 2; 3 4); hidden = YES; layer = <CALayer: 0x3\n   | <UIView: 0x4; frame = (0 0; 5"
        )
        #expect(scene.nodes[1].hidden && scene.nodes[1].frame == ImportRect(x: 1, y: 2, width: 3, height: 4))
        #expect(scene.warnings.contains { $0.line == 2 && $0.message.contains("not closed") })
        #expect(scene.warnings.contains { $0.line == 3 && $0.message.contains("not closed") })
        #expect(
            scene.warnings.contains { $0.line == 3 && $0.message.contains("frame (0 0; 5 is not four finite numbers") })
    }

    @Test("NaN, infinite and huge frames: warned with the line, the view made empty; huge but finite ones kept")
    func badNumbers() throws {
        let scene = try imported(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
               | <UIView: 0x2; frame = (nan 0; 10 10)>
               | <UIView: 0x3; frame = (0 0; inf 10); alpha = nan>
               | <UIView: 0x4; frame = (-1.7976931348623157e+308 0; 1.7976931348623157e+308 10); transform = [1, 0, 0, 1, nan, 0]>
               | <UIView: 0x5; frame = (-1e300 -1e300; 1e300 1e300)>
            """)
        #expect(scene.nodes[1].frame == .zero && scene.nodes[2].frame == .zero)
        #expect(scene.warnings.contains { $0.line == 2 && $0.message.contains("not four finite numbers") })
        #expect(scene.warnings.contains { $0.line == 3 && $0.message.contains("alpha nan is not a number") })
        #expect(scene.warnings.contains { $0.line == 4 && $0.message.contains("not six finite numbers") })
        #expect(scene.nodes[3].transform == nil)
        let loaded = try LoadedScene(scene)
        #expect(loaded.hit(5, 5) == ReferenceHitTester.hit(ReferenceHitTester.tree(scene), screen: (5, 5)))
    }

    @Test("a 1e+38 screen from the root's corner is clamped to the host's largest and said")
    func hugeScreen() throws {
        let scene = try imported("<UIView: 0x1; frame = (0 0; 3.4028235e+38 10)>")
        #expect(scene.screen.width == DumpImporter.maximumScreenSide)
        #expect(
            scene.warnings.contains {
                $0.line == 1 && $0.message.contains("clamp") || $0.message.contains("screen sides")
            })
    }
}
