import MoonchainImport
import Testing

/// The reader on every quirk of real pastes, each with fixture lines written for the test.
@Suite("Import reader: the quirks of real dumps")
struct ReaderQuirkTests {
    func records(_ text: String) throws -> [DumpRecord] {
        try DumpReader.read(dump(text)).records
    }

    @Test("a canonical record: class, address, fields split at top-level `; ` only")
    func canonical() throws {
        let r = try #require(
            try records(
                "<UIView: 0x7f8a1c40; frame = (10 20; 300 40.5); autoresize = W+H; layer = <CALayer: 0x6000aa>>"
            ).first)
        #expect(r.className == "UIView")
        #expect(r.address == "0x7f8a1c40")
        #expect(r.depth == 0)
        #expect(r.fields.map(\.key) == ["frame", "autoresize", "layer"])
        #expect(r.value("frame") == "(10 20; 300 40.5)")
        #expect(r.value("layer") == "<CALayer: 0x6000aa>")
        #expect(!r.unterminated)
    }

    @Test("depth is the number of `|` before `<`: canonical, no spaces, collapsed, tab, 1 or 2 spaces")
    func depthFromPipes() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 10 10)>
               | <UIView: 0x2; frame = (0 0; 10 10)>
            | <UIView: 0x3; frame = (0 0; 10 10)>
            || <UIView: 0x4; frame = (0 0; 10 10)>
            \t|    |    | <UIView: 0x5; frame = (0 0; 10 10)>
              |    | <UIView: 0x6; frame = (0 0; 10 10)>
             |    |    |    | <UIView: 0x7; frame = (0 0; 10 10)>
            """
        #expect(try records(text).map(\.depth) == [0, 1, 1, 2, 3, 2, 4])
    }

    @Test("nested records and `; ` inside brackets do not split fields; `>>>` closes several")
    func nestedSeparators() throws {
        let line =
            "<UITableViewCell: 0xa1; frame = (0 0; 320 44); animations = { position=<CABasicAnimation: 0xb1>; bounds.size=<CABasicAnimation: 0xb2>; }; configuration = <UIBackgroundConfiguration: 0xc1; Base Style = List Cell; backgroundColor = <UIDynamicSystemColor: 0xd1; name = cellBackground>>; layer = <CALayer: 0xe1>>"
        let r = try #require(try records(line).first)
        #expect(r.fields.map(\.key) == ["frame", "animations", "configuration", "layer"])
        #expect(r.value("configuration")?.hasSuffix("name = cellBackground>>") == true)
    }

    @Test("unescaped quotes in text end at the quote before `; KEY = `")
    func unescapedQuotes() throws {
        let r = try #require(
            try records(
                "<UILabel: 0x1; frame = (0 0; 50 20); text = 'Rock 'n' roll's; best'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x2>>"
            ).first)
        #expect(r.value("text") == "'Rock 'n' roll's; best'")
        #expect(r.value("userInteractionEnabled") == "NO")
        let end = try #require(try records("<UILabel: 0x1; frame = (0 0; 50 20); text = 'Don't'>").first)
        #expect(end.value("text") == "'Don't'")
    }

    @Test("bare colour values with spaces, unquoted placeholders and keys with spaces")
    func bareValues() throws {
        let r = try #require(
            try records(
                "<UITextField: 0x1; frame = (0 0; 200 30); placeholder = Type here please; tintColor = UIExtendedSRGBColorSpace 0.1 0.2 0.3 1; backgroundColor = UIExtendedGrayColorSpace 1 0.5; layer = <CALayer: 0x2>>"
            ).first)
        #expect(r.value("placeholder") == "Type here please")
        #expect(r.value("tintColor") == "UIExtendedSRGBColorSpace 0.1 0.2 0.3 1")
        let scene = try imported(
            "<UIView: 0x1; frame = (0 0; 10 10); backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 1; layer = <CALayer: 0x2>>"
        )
        #expect(scene.nodes[1].backgroundColor?.hex == "#ff8000ff")
    }

    @Test("colour spaces: extended sRGB clamps, grey and the old device white, dynamic colours are not plain")
    func colours() throws {
        let scene = try imported(
            """
            <UIView: 0x1; frame = (0 0; 10 10); backgroundColor = UIExtendedSRGBColorSpace 1.2 -0.1 0.5 1>
               | <UIView: 0x2; frame = (0 0; 10 10); backgroundColor = UIDeviceWhiteColorSpace 0 0.5>
               | <UIView: 0x3; frame = (0 0; 10 10); backgroundColor = <UIDynamicSystemColor: 0x9; name = systemBlueColor>>
            """)
        #expect(scene.nodes[1].backgroundColor?.hex == "#ff0080ff")
        #expect(scene.nodes[2].backgroundColor?.hex == "#00000080")
        #expect(scene.nodes[3].backgroundColor == nil)
    }

    @Test("colon fields: contentOffset, contentSize, adjustedContentInset, value")
    func colonFields() throws {
        let r = try #require(
            try records(
                "<UITableView: 0x1; frame = (0 0; 320 480); clipsToBounds = YES; layer = <CALayer: 0x2>; contentOffset: {0, 120.5}; contentSize: {320, 900}; adjustedContentInset: {64, 0, 0, 0}>"
            ).first)
        #expect(r.value("contentOffset") == "{0, 120.5}")
        #expect(r.value("contentSize") == "{320, 900}")
        #expect(r.value("adjustedContentInset") == "{64, 0, 0, 0}")
    }

    @Test("address-stripped records, with and without fields")
    func noAddresses() throws {
        let rs = try records(
            "<UIView; frame = (0 0; 100 100); layer = <CALayer>>\n   | <UILabel; frame = (1 2; 3 4); text = 'x'; layer = <_UILabelLayer>>"
        )
        #expect(rs.map(\.address) == [nil, nil])
        #expect(rs[1].value("text") == "'x'")
    }

    @Test("`; >` endings, a missing `;` before `>`, and `;  >` with two spaces")
    func oldEndings() throws {
        let rs = try records(
            "<UIView: 0x1; frame = (0 0; 320 460); >\n   | <UIView: 0x2; frame = (0 0; 54 54) >\n   | <UIView: 0x3; frame = (1 1; 2 2);  >"
        )
        #expect(rs.count == 3)
        #expect(rs.allSatisfy { !$0.unterminated && $0.fields.map(\.key) == ["frame"] })
    }

    @Test("the double-wrapped `<<…> …>` record reads as its inner view")
    func doubleWrapped() throws {
        let r = try #require(
            try records(
                "   | <<_UITextContainerView: 0x5; frame = (0 0; 300 50); layer = <CALayer: 0x6>> minSize = {0, 50}, maxSize = {3.4028235e+38, 3.4028235e+38}, textContainer = <NSTextContainer: 0x7 size = (300.000000,340282346638528859811704183484516925440.000000); widthTracksTextView = YES>; lineBreakMode = 0>"
            ).first)
        #expect(r.className == "_UITextContainerView")
        #expect(r.depth == 1)
        #expect(r.fields.map(\.key) == ["frame", "layer"])
    }

    @Test("trailers: image names and free text are ignored, ` (layer)` lines are sublayers")
    func trailers() throws {
        let result = try DumpReader.read(
            dump(
                """
                <UIView: 0x1; frame = (0 0; 10 10)>
                   | <UIImageView: 0x2; frame = (0 0; 5 5); layer = <CALayer: 0x3>> - star.png
                   | <_UILabelContentLayer: 0x4> (layer)
                   | <_UIBarBackground: 0x5; frame = (0 0; 5 5)> layout=0x99 buttonBar=0x98
                """))
        #expect(result.records.map(\.className) == ["UIView", "UIImageView", "_UIBarBackground"])
        #expect(result.layerLines == 1)
    }

    @Test("wrappers: backticks, quotes, lldb's `(id) $1 = 0x…`, NSLog prefixes, `//` comments, Markdown `\\_`")
    func wrappers() throws {
        let cases = [
            "`<UIWindow: 0x1; frame = (0 0; 320 480)>",
            "\"<UIWindow: 0x1; frame = (0 0; 320 480)>\"",
            "@\"<UIWindow: 0x1; frame = (0 0; 320 480)>",
            "(id) $1 = 0x088122b0 <UIWindow: 0x1; frame = (0 0; 320 480)>",
            "2015-10-09 15:12:20.568 Demo[5625:756750] <UIWindow: 0x1; frame = (0 0; 320 480)>",
            "        //   <UIWindow: 0x1; frame = (0 0; 320 480)>`",
        ]
        for line in cases {
            let r = try #require(try records(line).first, "\(line)")
            #expect(r.className == "UIWindow", "\(line)")
            #expect(r.value("frame") == "(0 0; 320 480)", "\(line)")
        }
        #expect(try records("   | <\\_UILayoutGuide: 0x3; frame = (0 0; 0 20)>").first?.className == "_UILayoutGuide")
    }

    @Test("Swift-mangled, `$`-holding and module-qualified class names")
    func classNames() throws {
        let rs = try records(
            """
            <_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4ListOs5Never__: 0x1; frame = (0 0; 10 10)>
               | <_TtGC7SwiftUI16PlatformViewHostGVS_P10$1118ListRepresentable_: 0x2; frame = (0 0; 1 1)>
               | <MyApp.ProfileHeaderView: 0x3; frame = (0 0; 1 1)>
            """)
        #expect(
            rs.map(\.className) == [
                "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4ListOs5Never__",
                "_TtGC7SwiftUI16PlatformViewHostGVS_P10$1118ListRepresentable_", "MyApp.ProfileHeaderView",
            ])
    }

    @Test("non-record lines are skipped and counted: blanks, `...`, prompts, legends")
    func noise() throws {
        let result = try DumpReader.read(
            dump(
                """
                [USB::Phone::App]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription()

                <UIView: 0x1; frame = (0 0; 10 10)>
                ...
                Legend:
                \t* - is laid out with auto layout
                """))
        #expect(result.records.count == 1)
        #expect(result.otherLines == 5)
        #expect(result.records[0].line == 3)
    }

    @Test("numbers: negative, fractional, exponents, huge %f values")
    func numbers() throws {
        let scene = try imported(
            "<UIView: 0x1; frame = (-0.5 -3e2; 1.5e+1 340282346638528859811704183484516925440.000000)>",
            screen: (100, 100))
        let f = scene.nodes[1].frame
        #expect(f.x == -0.5 && f.y == -300 && f.width == 15)
        #expect(f.height == 340_282_346_638_528_859_811_704_183_484_516_925_440)
    }

    @Test("a record wrapped by hand onto a second line without `|` is joined")
    func handWrapped() throws {
        let rs = try records(
            "@[#\"<UIView: 0x14; frame = (0 0; 320 568); autoresize = W+H; \n  layer = <CALayer: 0x17>>\",")
        #expect(rs.count == 1)
        #expect(rs.first?.unterminated == false)
        #expect(rs.first?.value("layer") == "<CALayer: 0x17>")
    }

    @Test("cycript's \\u escapes in text are decoded for props.text")
    func unicodeEscapes() throws {
        let scene = try imported("<UILabel: 0x1; frame = (0 0; 10 10); text = '\\u53d6\\u6d88 ok'>")
        #expect(scene.nodes[1].text == "取消 ok")
    }
}
