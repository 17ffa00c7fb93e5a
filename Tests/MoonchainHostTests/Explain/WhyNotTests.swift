import Foundation
import MoonchainExplain
import MoonchainHost
import MoonchainTestSupport
import ResponderKit
import Testing

/// `SceneExplainer.whyNot`: the answer to "why doesn't a touch here reach (or activate) this
/// view?", on the bundled examples a user would ask it of, plus one written scene.
struct WhyNotTests {
    /// The example's scene loaded as `explain` loads it.
    static func example(_ name: String) throws -> SceneExplainer {
        let options = HostOptions(bundledScriptsDirectory: repositoryRoot + "/scripts")
        let explainer = SceneExplainer(options: options, output: CapturedOutput())
        try explainer.loadScene(path: repositoryRoot + "/examples/\(name)/scene.lua")
        return explainer
    }

    @Test("H3 why-not: a view covered by a sibling in front names the sibling and the hit-test view")
    func coveredBySibling() throws {
        let answer = try Self.example("pass-through-overlay").whyNot(view: "content", at: Point(x: 330, y: 770))
        #expect(!answer.reaches)
        #expect(answer.hitView == "fab")
        #expect(answer.blocker?.kind == .coveredBySibling)
        #expect(answer.blocker?.subject == "overlay")
        #expect(answer.blocker?.rules == ["H3"])
        #expect(answer.sentence.contains("overlay, in front of content"))
        #expect(answer.sentence.contains("(H3)"))
    }

    @Test("H2 why-not: a view outside its ancestor's bounds names that ancestor (clipsToBounds or not)")
    func outsideAncestor() throws {
        let answer = try Self.example("subview-outside-bounds").whyNot(view: "badge", at: Point(x: 360, y: 60))
        #expect(answer.blocker?.kind == .ancestorRefused)
        #expect(answer.blocker?.subject == "topBar")
        #expect(answer.blocker?.rules.first == "H2")
        #expect(answer.hitView == "content")
        #expect(answer.sentence.contains("outside its bounds (0, 0, 390, 50)"))
    }

    @Test("H1 why-not: a hidden window refuses before its subviews are tried")
    func hiddenWindow() throws {
        let answer = try Self.example("alert-window").whyNot(view: "ok", at: Point(x: 150, y: 450))
        #expect(answer.blocker?.kind == .ancestorRefused)
        #expect(answer.blocker?.subject == "alert")
        #expect(answer.blocker?.rules == ["H1"])
        #expect(answer.sentence.contains("its window alert refused the touch because it is hidden"))
    }

    @Test("H1 why-not: an ancestor with userInteractionEnabled false, and the view itself refusing")
    func interactionDisabledAncestor() throws {
        let fixture = try ExplainFixture(
            """
            window { name = "w",
              view { name = "card", frame = {0, 0, 200, 200}, userInteractionEnabled = false,
                button { name = "go", frame = {10, 10, 80, 40} } },
              view { name = "off", frame = {0, 300, 100, 100}, hidden = true },
            }
            """)
        let answer = try fixture.explainer.whyNot(view: "go", at: Point(x: 20, y: 20))
        #expect(answer.blocker?.kind == .ancestorRefused)
        #expect(answer.blocker?.subject == "card")
        #expect(answer.blocker?.text.contains("userInteractionEnabled is false") == true)
        #expect(answer.hitView == "w")
        let hidden = try fixture.explainer.whyNot(view: "off", at: Point(x: 50, y: 350))
        #expect(hidden.blocker?.kind == .viewRefused)
        #expect(hidden.blocker?.rules == ["H1"])
    }

    @Test("C8 why-not: a slider whose touch begins off the thumb reaches it but does not track")
    func sliderOffThumb() throws {
        let explainer = try Self.example("slider-in-pager")
        let answer = try explainer.whyNot(view: "volume", at: Point(x: 100, y: 420))
        #expect(answer.reaches)
        #expect(answer.blocker == nil)
        let declines = answer.activation.first { $0.kind == .controlDeclines }
        #expect(declines?.rules.first == "C8")
        #expect(declines?.text.contains("outside its thumbRect (100, 6, 28, 28)") == true)
        // The pager's pan: refused by the slider for horizontal drags only (C6).
        #expect(answer.activation.contains { $0.subject == "pagerPan" && $0.rules.contains("C6") })
        // On the thumb (its centre is at x = 81 + 114 = 195) the slider tracks: no C8 finding.
        let onThumb = try explainer.whyNot(view: "volume", at: Point(x: 195, y: 420))
        #expect(!onThumb.activation.contains { $0.kind == .controlDeclines })
    }

    @Test("S4 why-not: a button under a scroll view that delays content touches is held 0.15 s")
    func buttonUnderScrollView() throws {
        let answer = try Self.example("button-under-scroll-view").whyNot(view: "buy", at: Point(x: 195, y: 322))
        #expect(answer.reaches)
        let held = answer.activation.first { $0.kind == .scrollViewHolds }
        #expect(held?.subject == "list")
        #expect(held?.rules == ["S4"])
        // A control keeps its touch when the list would scroll (S5): no cancel finding for it.
        #expect(!answer.activation.contains { $0.kind == .scrollViewMayCancel })
        #expect(answer.sentence.contains("holds the touch from buy for 0.15 s"))
    }

    @Test("G5 why-not: a tap recognizer on an ancestor would cancel a row's touch; T1 a deeper view takes it")
    func recognizerAndDeeperView() throws {
        let explainer = try Self.example("table-under-tap-recognizer")
        let row = try explainer.whyNot(view: "l0", at: Point(x: 50, y: 30))
        #expect(row.activation.contains { $0.kind == .recognizerMayCancel && $0.subject == "leftTap" })
        let half = try explainer.whyNot(view: "leftHalf", at: Point(x: 50, y: 30))
        #expect(half.blocker?.kind == .deeperViewTakes)
        #expect(half.blocker?.subject == "l0")
        #expect(half.hitView == "l0")
    }

    @Test("why-not: an unknown name, or a controller's, is an error that says so; the JSON round-trips")
    func errorsAndJSON() throws {
        let explainer = try Self.example("slider-in-pager")
        #expect(throws: UnknownViewError.self) { try explainer.whyNot(view: "nosuch", at: Point(x: 1, y: 1)) }
        do {
            _ = try explainer.whyNot(view: "settings", at: Point(x: 1, y: 1))
            Issue.record("a controller was accepted")
        } catch {
            #expect(error.description.contains("not a view"))
        }
        let answer = try explainer.whyNot(view: "volume", at: Point(x: 100, y: 420))
        let data = try JSONEncoder().encode(answer)
        #expect(try JSONDecoder().decode(WhyNot.self, from: data) == answer)
    }
}
