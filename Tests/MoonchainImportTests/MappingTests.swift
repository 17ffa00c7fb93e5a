import MoonchainImport
import Testing

/// Which record becomes which node, the transform solve, naming, and tree building.
@Suite("Import mapping: kinds, transforms, names, trees")
struct MappingTests {
    @Test(
        "kinds: windows (and baseClass = UIWindow), scroll views by contentOffset, buttons, switches, sliders, text fields, other controls"
    )
    func kinds() throws {
        let scene = try imported(
            """
            <AppWindow: 0x1; baseClass = UIWindow; frame = (0 0; 320 480)>
               | <UITableView: 0x2; frame = (0 0; 320 480); layer = <CALayer: 0x90>; contentOffset: {0, 0}>
               | <UIButton: 0x3; frame = (0 0; 10 10)>
               | <UIKit.UISwitch: 0x4; frame = (0 0; 10 10)>
               | <UISlider: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x91>; value: 0.250000>
               | <UISegmentedControl: 0x6; frame = (0 0; 10 10)>
               | <FancyField: 0x7; baseClass = UITextField; frame = (0 0; 10 10)>
               | <UILabel: 0x8; frame = (0 0; 10 10)>
            """)
        #expect(
            scene.nodes.map(\.kind) == [.window, .scrollView, .button, .switch, .slider, .control, .textField, .view])
        #expect(!scene.addedWindow)
        #expect(scene.nodes[4].value == 0.25)
    }

    @Test("flags: hidden, alpha, userInteractionEnabled, clipsToBounds, tag, text; contentOffset is the bounds origin")
    func flags() throws {
        let scene = try imported(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
               | <UIScrollView: 0x2; frame = (0 10; 320 400); clipsToBounds = YES; hidden = YES; alpha = 0.5; userInteractionEnabled = NO; tag = 42; layer = <CALayer: 0x3>; contentOffset: {0, 300}; contentSize: {320, 1200}>
               |    | <UILabel: 0x4; frame = (0 310; 100 20); text = 'Row'; userInteractionEnabled = NO>
            """)
        let scroll = scene.nodes[1]
        #expect(scroll.hidden && scroll.alpha == 0.5 && !scroll.userInteractionEnabled && scroll.clipsToBounds)
        #expect(scroll.tag == 42)
        #expect(scroll.bounds == ImportRect(x: 0, y: 300, width: 320, height: 400))
        #expect(scroll.contentSize?.height == 1200)
        #expect(scene.nodes[2].text == "Row")
    }

    @Test("H8 transform solve: a 30° turn, a quarter turn and a scale give back the bounds size and centre")
    func transformSolve() throws {
        let (s, c) = (0.5, 0.86602540378443871)
        // A 100 × 40 view centred at (200, 100) turned 30°: box 106.603 × 84.641.
        let w = 100 * c + 40 * s
        let h = 100 * s + 40 * c
        let scene = try imported(
            """
            <UIView: 0x1; frame = (0 0; 400 400)>
               | <UIView: 0x2; frame = (\(200 - w / 2) \(100 - h / 2); \(w) \(h)); transform = [\(c), \(s), -\(s), \(c), 0, 0]>
               | <UIView: 0x3; frame = (10 20; 40 100); transform = [0, 1, -1, 0, 0, 0]>
               | <UIView: 0x4; frame = (5 5; 60 20); transform = [2, 0, 0, 2, 10, 0]>
            """)
        let turned = scene.nodes[2].frame
        #expect(abs(turned.width - 100) < 1e-3 && abs(turned.height - 40) < 1e-3)
        #expect(abs(turned.mid.x - 200) < 1e-9 && abs(turned.mid.y - 100) < 1e-9)
        #expect(scene.nodes[3].frame == ImportRect(x: -20, y: 50, width: 100, height: 40))
        // The translation is part of the box: the centre is the box's middle less (tx, ty).
        #expect(scene.nodes[4].frame == ImportRect(x: 10, y: 10, width: 30, height: 10))
        #expect(scene.warnings.isEmpty)
    }

    @Test("H8 at 45° the printed box does not determine the size: a square is assumed, and said")
    func fortyFive() throws {
        let r = 0.70710678118654757
        let scene = try imported(
            """
            <UIView: 0x1; frame = (0 0; 200 200)>
               | <UIView: 0x2; frame = (29.2893 29.2893; 141.421 141.421); transform = [\(r), \(r), -\(r), \(r), 0, 0]>
            """)
        let f = scene.nodes[2].frame
        #expect(abs(f.width - 100) < 1e-3 && f.width == f.height)
        #expect(abs(f.mid.x - 100) < 1e-3)
        #expect(
            scene.warnings.contains {
                $0.line == 2 && $0.message.contains("45°") && $0.message.contains("assumed square")
            })
    }

    @Test("H8 a zero-determinant transform is kept (nothing can hit it) and warned about with its line")
    func flatTransform() throws {
        let scene = try imported(
            """
            <UIView: 0x1; frame = (0 0; 200 200)>
               | <UIView: 0x2; frame = (50 0; 0 100); transform = [0, 0, 0, 1, 0, 0]>
            """)
        #expect(scene.nodes[2].transform?.determinant == 0)
        #expect(scene.warnings.contains { $0.line == 2 && $0.message.contains("zero determinant") })
        #expect(ReferenceHitTester.hit(ReferenceHitTester.tree(scene), screen: (50, 50)) == "UIView@0x1")
    }

    @Test("names: CLASS@ADDRESS, CLASS#N per class in file order, ~2 for repeats")
    func names() throws {
        let withAddresses = try imported(
            """
            <UIWindow: 0x1a; frame = (0 0; 10 10)>
               | <UIView: 0x2b; frame = (0 0; 1 1)>
               | <UIView: 0x2b; frame = (0 0; 1 1)>
               | <UIView: 0x2b; frame = (0 0; 1 1)>
            """)
        #expect(withAddresses.nodes.map(\.name) == ["UIWindow@0x1a", "UIView@0x2b", "UIView@0x2b~2", "UIView@0x2b~3"])
        #expect(
            withAddresses.warnings.contains { $0.line == 3 && $0.message.contains("0x2b was already used on line 2") })
        let stripped = try imported(
            """
            <UIView; frame = (0 0; 10 10)>
               | <UILabel; frame = (0 0; 1 1)>
               | <UIView; frame = (0 0; 1 1)>
               | <UILabel; frame = (0 0; 1 1)>
            """)
        #expect(stripped.nodes.map(\.name) == ["window", "UIView#1", "UILabel#1", "UIView#2", "UILabel#2"])
    }

    @Test("a root that is not a window goes, at its frame, into a window named `window` the size of the screen")
    func addedWindow() throws {
        let scene = try imported("<UIView: 0x1; frame = (20 30; 100 50)>")
        #expect(scene.addedWindow)
        #expect(scene.nodes[0].name == "window" && scene.nodes[0].kind == .window)
        #expect(scene.screen.width == 120 && scene.screen.height == 80)
        #expect(scene.nodes[1].frame == ImportRect(x: 20, y: 30, width: 100, height: 50))
        let sized = try imported("<UIView: 0x1; frame = (20 30; 100 50)>", screen: (390, 844))
        #expect(sized.nodes[0].frame == ImportRect(x: 0, y: 0, width: 390, height: 844))
        #expect(sized.screenSource == "--screen")
    }

    @Test("trees: a fragment starting deep, depth jumps after `...`, and a second tree (warned with its line)")
    func trees() throws {
        let scene = try imported(
            """
             |    |    | <UIView: 0x1; frame = (0 0; 100 100)>
             |    |    |    | <UIView: 0x2; frame = (0 0; 50 50)>
             |    |    |    |    |    |    | <UIView: 0x3; frame = (0 0; 5 5)>
            ...
             |    |    |    | <UIView: 0x4; frame = (0 0; 50 50)>
            <UIWindow: 0x5; frame = (0 0; 320 480)>
               | <UIView: 0x6; frame = (0 0; 1 1)>
            """)
        let names = scene.nodes.map(\.name)
        #expect(names == ["window", "UIView@0x1", "UIView@0x2", "UIView@0x3", "UIView@0x4"])
        #expect(scene.nodes[3].parent == 2, "a jump of two levels hangs under the nearest shallower view")
        #expect(scene.nodes[4].parent == 1, "after `...` the depth goes back up")
        #expect(scene.warnings.contains { $0.line == 3 && $0.message.contains("depth jumps from 4 to 7") })
        #expect(scene.warnings.contains { $0.line == 6 && $0.message.contains("another tree begins here") })
        #expect(scene.statistics.recordsAfterFirstTree == 2)
    }

    @Test("what a dump cannot say is warned once per kind, naming the views")
    func cannotSay() throws {
        let scene = try imported(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x9>>
               | <UINavigationBar: 0x2; frame = (0 20; 320 44)>
               | <UIButton: 0x3; frame = (0 0; 1 1); gestureRecognizers = <NSArray: 0x8>>
               | <UIButton: 0x4; frame = (0 0; 1 1)>
            """)
        let messages = scene.warnings.map(\.message)
        #expect(messages.filter { $0.contains("hit-test overrides") }.count == 1)
        #expect(messages.contains { $0.contains("gestureRecognizers") && $0.contains("UIWindow@0x1, UIButton@0x3") })
        #expect(messages.contains { $0.contains("enabled") && $0.contains("UIButton@0x3, UIButton@0x4") })
    }

    @Test(
        "S2 scroll views and tables are not listed as views whose recognizers were dropped: the host gives them their own"
    )
    func scrollViewsKeepTheirRecognizers() throws {
        let scene = try imported(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
               | <UITableView: 0x2; frame = (0 0; 320 240); gestureRecognizers = <NSArray: 0x8>; contentOffset: {0, 0}>
               | <UIScrollView: 0x3; frame = (0 240; 320 240); gestureRecognizers = <NSArray: 0x9>; contentOffset: {0, 0}>
               | <UIView: 0x4; frame = (0 0; 10 10); gestureRecognizers = <NSArray: 0xa>>
            """)
        #expect(scene.nodes.filter { $0.kind == .scrollView }.count == 2)
        let gestures = scene.warnings.map(\.message).filter { $0.contains("gestureRecognizers") }
        #expect(gestures.count == 1)
        #expect(gestures.first?.hasSuffix(": UIView@0x4") == true, "\(gestures)")
    }
}
