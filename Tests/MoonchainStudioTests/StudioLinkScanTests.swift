import Foundation
import Testing

@testable import MoonchainStudio

/// The `file:line` labels the server gives files for are the ones the page links (links.js's
/// pattern). The server scans for them by hand; this checks the scan against the pattern
/// itself, run by `NSRegularExpression`, on the inputs where a scan could go wrong.
@Suite("Editor links: the file:line scan")
struct StudioLinkScanTests {
    /// links.js's pattern, as the server ran it before the scan.
    static let pattern = try! NSRegularExpression(
        pattern: #"(?<![>\w.\-/~+@])((?:\.\.\.)?[\w.\-/~+@]*[\w\-+@]\.lua):\d+"#)

    static func patternLabels(_ text: String) -> [String] {
        pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static let tricky: [String] = [
        "", "x.lua:1", "x.lua:", "x.lua", ".lua:3", "a.lua:3", "/a.lua:3", "~.lua:3", "-.lua:3", "+.lua:3", "@.lua:3",
        "a..lua:3", "a/.lua:3", "a~.lua:3", "a-.lua:3", "_.lua:9",
        "scene.lua:12: attempt to index a nil value (field 'x')",
        "...dio/close_button.lua:5: boom", "...lua:5", "....lua:5", "..../../tmp/x.lua:7",
        "[string \"x.lua\"]:3:", "<built-in>/moon.lua:4", "(<built-in>/moon.lua:4)", ">a.lua:4",
        "a.lua:12b.lua:3", "a.lua:12 b.lua:3", "a.lua:1:b.lua:2", "a.lua:1x/b.lua:2", ">a.lua:1 c.lua:2",
        "x.lua:1.lua:2", "a.lua.lua:3", "a.luax:3", "a.LUA:3", "a.lua:x", "a.lua :3", "a.lua::3",
        "path/to/x.lua:10\nother/y.lua:20\t z.lua:30", "x.lua:١٢", "x.lua:٣ y.lua:4", "é.lua:1", "αβγ.lua:2",
        "e\u{301}.lua:3", "\u{301}.lua:3", "a\u{200D}.lua:3", "‿.lua:3", "a‿b.lua:3", "😀x.lua:3", "x😀.lua:3",
        "💥a.lua:3", "a,b.lua:3", "a:b.lua:3", "(a.lua:3)", "'a.lua:3'", "\"a.lua:3\"", "a b.lua:3 c.lua:4 d.lua:",
        "file://x/a.lua:3", "C:\\x\\a.lua:3", "x.lua:1x.lua:2y.lua:3", "a.lua:1:a.lua:1",
        "stack traceback:\n\t[C]: in function 'error'\n\t/tmp/a b/far.lua:3: in function <far.lua:2>",
        "print: near began at ../shared/x.lua:5", "....../x.lua:9", "a@b+c-d_e.lua:77",
    ]

    @Test("links: the scan finds exactly the file:line labels links.js's pattern finds")
    func scanMatchesPattern() {
        for text in Self.tricky {
            #expect(StudioSession.locationLabels(in: text) == Self.patternLabels(text), "\(text.debugDescription)")
        }
    }

    @Test("links: the scan agrees with the pattern on generated text made of the labels' characters")
    func scanMatchesPatternOnGeneratedText() {
        let pieces = [
            "a", "é", "1", "٣", ".", "..", "...", "/", "~", "-", "+", "@", ">", ":", " ", ".lua", "lua", "\u{301}",
        ]
        var generator = SplitMix(seed: 41)
        for _ in 0..<3000 {
            let count = Int(generator.next() % 12) + 1
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(StudioSession.locationLabels(in: text) == Self.patternLabels(text), "\(text.debugDescription)")
        }
    }

    /// A seeded generator, so a failure is the same on every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
