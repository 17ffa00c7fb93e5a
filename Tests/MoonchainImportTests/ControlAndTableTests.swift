import Foundation
import MoonchainImport
import MoonchainTestSupport
import Testing

/// v3 import: UIKit's controls keep their own touches; tables with cell records become tables.
@Suite("Import v3: controls' subviews and tables of cells")
struct ControlAndTableTests {
    static let folder = repositoryRoot + "/../shared/import-corpus/dumps"
    static let present = FileManager.default.fileExists(atPath: folder)

    func corpus(_ file: String) throws -> ImportedScene {
        try DumpImporter.importDump([UInt8](Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + file))))
    }

    @Test(
        "C1 H1 a tap inside a real dump's UISwitch reaches the switch, not a private view, with one warning",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone)"))
    func realSwitch() throws {
        let scene = try corpus("18-ios16to26-uiswitch-colors.txt")
        let loaded = try LoadedScene(scene)
        #expect(loaded.hit(35, 55) == "UISwitch@0x11a70f9e0")
        let lines = scene.warnings.filter { $0.message.contains("userInteractionEnabled = false") }
        #expect(lines.count == 1)
        #expect(lines.first?.message.contains("UISwitch@0x11a70f9e0") == true)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    }

    @Test(
        "C1 H1 a touch on a real dump's UISlider track reaches the slider",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone)"))
    func realSlider() throws {
        let loaded = try LoadedScene(try corpus("21-ios26-slider-liquid-glass.txt"))
        #expect(loaded.hit(20, 20) == "UISlider@0x11b23e2e0")
    }

    @Test("H1 the subviews of a segmented control, stepper, page control and date picker take no touches")
    func otherControls() throws {
        let scene = try imported(
            """
            <UIView: 0x1; frame = (0 0; 320 200)>
               | <UISegmentedControl: 0x2; frame = (0 0; 200 30)>
               |    | <UISegment: 0x3; frame = (0 0; 100 30)>
               | <UIStepper: 0x4; frame = (0 40; 94 32)>
               |    | <UIButton: 0x5; frame = (0 0; 47 32)>
               | <UIPageControl: 0x6; frame = (0 80; 100 20)>
               | <MyPicker: 0x7; baseClass = UIDatePicker; frame = (0 110; 200 40)>
               |    | <UIView: 0x8; frame = (0 0; 200 40)>
               | <UIButton: 0x9; frame = (0 160; 100 30)>
               |    | <UIButtonLabel: 0xa; frame = (0 0; 100 30)>
            """)
        let byName = Dictionary(uniqueKeysWithValues: scene.nodes.map { ($0.name, $0) })
        #expect(byName["UISegment@0x3"]?.userInteractionEnabled == false)
        #expect(byName["UIButton@0x5"]?.userInteractionEnabled == false)
        #expect(byName["UIView@0x8"]?.userInteractionEnabled == false)
        // A button's subviews are left alone (the contract names controls other than a button).
        #expect(byName["UIButtonLabel@0xa"]?.userInteractionEnabled == true)
        let warning = scene.warnings.filter { $0.message.contains("take their own touches") }
        #expect(warning.count == 1)
        #expect(warning.first?.message.hasSuffix("UISegmentedControl@0x2, UIStepper@0x4, MyPicker@0x7") == true)
    }

    @Test(
        "L1 L3 a real dump's UITableView of cells becomes a tableView, rows in order of y",
        .enabled(if: present, "../shared/import-corpus is absent (a fresh clone)"))
    func realTable() throws {
        let scene = try corpus("14-ios12-tableview-no-addresses.txt")
        #expect(scene.nodes[1].kind == .tableView)
        let cells = scene.nodes[1].children.map { scene.nodes[$0] }.filter { $0.kind == .cell }
        #expect(cells.count == 10)
        #expect(cells.map { $0.text ?? "" } == (0..<10).map(String.init))
        #expect(cells.map(\.frame.y) == (0..<10).map { Double($0) * 44 })
        let loaded = try LoadedScene(scene)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        // Numbered in row order: #1 is the top row ('0'), though it is the last in the file.
        #expect(cells.map(\.name) == (1...10).map { "UITableViewCell#\($0)" })
        #expect(loaded.text.contains("cell { name = \"UITableViewCell#1\", height = 44"))
        #expect(!scene.warnings.contains { $0.message.contains("stacks its") })
    }

    @Test("L1 cells inside a UITableViewWrapperView join the table in order of y; other subviews stay views")
    func wrapper() throws {
        let scene = try imported(
            """
            <UITableView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x90>; contentOffset: {0, 0}; contentSize: {320, 100}>
               | <UITableViewWrapperView: 0x2; frame = (0 0; 320 480); contentOffset: {0, 0}; contentSize: {320, 480}>
               |    | <MyTableViewCell: 0x3; frame = (0 60; 320 60); text = 'second'>
               |    |    | <UITableViewCellContentView: 0x4; frame = (0 0; 320 60)>
               |    | <UITableViewCell: 0x5; frame = (0 0; 320 60); text = 'first'>
               |    | <UIImageView: 0x6; frame = (0 470; 320 10); userInteractionEnabled = NO>
               | <UIView: 0x7; frame = (10 200; 100 30)>
            """)
        let table = scene.nodes.first { $0.kind == .tableView }
        let names = try #require(table).children.map { scene.nodes[$0].name }
        #expect(names == ["UITableViewWrapperView@0x2", "UIView@0x7", "UITableViewCell@0x5", "MyTableViewCell@0x3"])
        let wrapper = try #require(scene.nodes.first { $0.name == "UITableViewWrapperView@0x2" })
        #expect(wrapper.children.map { scene.nodes[$0].name } == ["UIImageView@0x6"])
        let loaded = try LoadedScene(scene)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.hit(100, 90) == "UITableViewCellContentView@0x4")
        #expect(loaded.hit(100, 30) == "UITableViewCell@0x5")
    }

    @Test("L1 a table whose cells do not stack from y = 0 says where each moves")
    func gap() throws {
        let scene = try imported(
            """
            <UITableView: 0x1; frame = (0 0; 375 600); contentOffset: {0, 0}; contentSize: {375, 300}>
               | <UITableViewCell: 0x2; frame = (0 155; 375 60)>
            """)
        let warning = scene.warnings.first { $0.message.contains("stacks its 1 cell") }
        #expect(warning?.line == 2)
        #expect(warning?.message.contains("(0 155; 375 60) in the dump") == true)
        #expect(scene.nodes.first { $0.kind == .cell }?.frame == ImportRect(x: 0, y: 0, width: 375, height: 60))
    }
}
