import Foundation
import Testing

@testable import MoonchainStudio

/// The page's "why not" (issue 42 item 2) asks the core's `whyNot` on the live scene: the
/// paragraph the CLI and the MCP server give, for the asking page only.
struct StudioWhyNotTests {
    static let sliderInPager = """
        return app {
          window { name = "w",
            view { name = "pager", frame = {0, 0, 390, 844},
                   gestures = { pan { name = "pagerPan" } },
              slider { name = "volume", frame = {81, 400, 228, 40}, value = 0.5 },
            },
          },
        }
        """

    @Test("C8 whyNot on the live scene: a touch on the track away from the thumb is declined by the slider")
    func sliderDeclinesOffThumb() throws {
        let studio = try StudioFixture(scene: Self.sliderInPager)
        defer { studio.remove() }
        let out = studio.session.handle("{\"type\":\"whyNot\",\"view\":\"volume\",\"x\":100,\"y\":420}")
        let onlyToAsker = out.allSatisfy { $0.onlyToSender }
        #expect(onlyToAsker)
        let replies = messages(out).compactMap { message -> ServerMessage.WhyNotAnswer? in
            if case .whyNot(let answer) = message { answer } else { nil }
        }
        let answer = try #require(replies.first?.answer)
        #expect(answer.reaches)
        #expect(answer.activation.contains { $0.kind == .controlDeclines && $0.rules.contains("C8") })
        #expect(answer.sentence.contains("thumbRect"), "\(answer.sentence)")
    }

    @Test("H3 whyNot names the view in front; an unknown view is answered with an error, not a crash")
    func coveredAndUnknown() throws {
        let studio = try StudioFixture(scene: buttonScene)
        defer { studio.remove() }
        let covered = messages(studio.session.handle("{\"type\":\"whyNot\",\"view\":\"toolbar\",\"x\":30,\"y\":50}"))
        guard case .whyNot(let answer)? = covered.last else {
            Issue.record("no whyNot reply: \(covered)")
            return
        }
        #expect(answer.answer?.reaches == false && answer.answer?.hitView == "close")
        let unknown = messages(studio.session.handle("{\"type\":\"whyNot\",\"view\":\"nosuch\",\"x\":1,\"y\":1}"))
        guard case .whyNot(let missing)? = unknown.last else {
            Issue.record("no whyNot reply: \(unknown)")
            return
        }
        #expect(missing.answer == nil && missing.error?.contains("nosuch") == true)
        // Nothing was recorded: the timeline is still empty.
        #expect(studio.session.recording.isEmpty)
    }
}
