import MoonchainImport
import ResponderKit
import Testing

/// The scene text: one line per view, indented like the tree, props, header.
@Suite("Import scene writer")
struct SceneWriterTests {
    let text = """
        <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x9>>
           | <UITableView: 0x2; frame = (0 64; 320 416); clipsToBounds = YES; layer = <CALayer: 0x8>; contentOffset: {0, 88}; contentSize: {320, 900}>
           |    | <UIButton: 0x3; frame = (10 100; 80 30); opaque = NO; userInteractionEnabled = NO; backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x7>>
           |    |    | <UIButtonLabel: 0x4; frame = (5 5; 70 20); text = 'Say "hi"\\'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
           |    | <_UILabelContentLayer: 0x44> (layer)
           | <UIView: 0x5; frame = (0 0; 320 480); hidden = YES; alpha = 0.5; autoresize = W+H; tag = 7>
        """

    @Test("the contract's constructors, one line per view, indented like the tree, props with class, address, line")
    func contract() throws {
        let scene = try imported(text)
        let out = SceneWriter(source: "dump.txt").write(scene)
        let body = out.split(separator: "\n").filter { !$0.hasPrefix("--") }
        #expect(body.count == 7, "return line, one line per view, closing brace:\n\(out)")
        #expect(
            body[1]
                == "  window { name = \"UIWindow@0x1\", frame = {0, 0, 320, 480}, key = true, props = { class = \"UIWindow\", address = \"0x1\", line = 1 },"
        )
        #expect(
            body[2].hasPrefix(
                "    scrollView { name = \"UITableView@0x2\", frame = {0, 64, 320, 416}, contentOffset = {0, 88}, contentSize = {320, 900},"
            ))
        #expect(
            body[3].contains("button { name = \"UIButton@0x3\"") && body[3].contains("userInteractionEnabled = false")
                && body[3].contains("backgroundColor = \"#0000ffff\""))
        #expect(
            body[4]
                == "        view { name = \"UIButtonLabel@0x4\", frame = {5, 5, 70, 20}, userInteractionEnabled = false, props = { class = \"UIButtonLabel\", address = \"0x4\", line = 4, text = \"Say \\\"hi\\\"\\\\\" } } } },"
        )
        #expect(
            body[5].contains("hidden = true, alpha = 0.5") && body[5].contains("tag = 7") && body[5].hasSuffix("} },"))
    }

    @Test(
        "S1 H2 the host loads the scene without a warning: the scroll view's offset is its bounds origin, the button is enabled"
    )
    func loadsInTheHost() throws {
        let loaded = try LoadedScene(try imported(text))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        // The button is at (10, 100) in content scrolled by 88: on screen at y 64 + 100 - 88 = 76.
        // It does not take touches (userInteractionEnabled = NO), so the scroll view is hit.
        #expect(loaded.hit(20, 80) == "UITableView@0x2")
        #expect(loaded.hit(20, 70) == "UITableView@0x2")
        let scroll = try #require(loaded.explainer.host.responder(named: "UITableView@0x2") as? ScrollView)
        #expect(scroll.contentOffset == Point(x: 0, y: 88) && scroll.contentSize == Size(width: 320, height: 900))
        let button = try #require(loaded.explainer.host.responder(named: "UIButton@0x3") as? Control)
        #expect(button.isEnabled)
    }

    @Test("a slider's value outside 0...1 widens its range so the host keeps the value")
    func sliderValueOutsideTheUnitRange() throws {
        let scene = try imported(
            """
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x9>>
               | <UISlider: 0x2; frame = (10 10; 200 30); value: 42.000000; layer = <CALayer: 0x8>>
            """)
        let loaded = try LoadedScene(scene)
        #expect(loaded.text.contains("slider { name = \"UISlider@0x2\""), "\(loaded.text)")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let slider = try #require(loaded.explainer.host.responder(named: "UISlider@0x2") as? Slider)
        #expect(slider.value == 42 && slider.maximumValue == 42 && slider.minimumValue == 0)
    }

    @Test("the header says what was imported, the screen, the key window, what was skipped, and every warning")
    func header() throws {
        let out = SceneWriter(source: "dump.txt").write(try imported(text))
        let header = out.split(separator: "\n").filter { $0.hasPrefix("--") }.joined(separator: "\n")
        #expect(header.contains("from dump.txt: 5 view records"))
        #expect(
            header.contains(
                "Screen: 320 x 480 (the root's far corner, x + width by y + height). Key window: UIWindow@0x1."))
        #expect(header.contains("1 sublayer line"))
        #expect(header.contains("4 layer fields"))
        #expect(header.contains("autoresize x1") && header.contains("opaque x1"))
        #expect(
            header.contains("Warnings (1):")
                && header.contains("line 3: a dump does not print whether a control is enabled"))
    }
}
