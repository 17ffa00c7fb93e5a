import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The server, not only the page, refuses inputs from a page that is looking at the past:
/// they would act on the live scene the user is not looking at.
@Suite("Pages in the past")
struct PastPagesTests {
    static let edit = "{\"type\":\"edit\",\"view\":\"close\",\"field\":\"alpha\",\"value\":\"0.5\"}"

    /// A session with time travel, after one tap (two events) by page 1.
    static func tapped() throws -> (session: StudioSession, folder: TempDirectory, wall: FakeWall) {
        let studio = try StudioFixture(prefix: "studio-past-pages-", files: ["scene.lua": buttonScene])
        let (session, wall) = (studio.session, studio.wall)
        session.timeTravel = TimeTravel(deliver: PastInbox().deliver)
        wall.seconds += 0.25
        _ = session.handle(touch(1, "began", 30, 50), from: 1)
        wall.seconds += 0.1
        _ = session.handle(touch(1, "ended", 30, 50), from: 1)
        return (session, studio.folder, wall)
    }

    /// The alpha the inspector shows for `close` now (the live host's).
    static func alpha(_ session: StudioSession) throws -> String? {
        let out = session.handle("{\"type\":\"inspect\",\"view\":\"close\"}", from: 9)
        let inspected = try #require(messages(out).compactMap(\.inspected).first)
        return inspected.fields?.first { $0.key == "alpha" }?.value
    }

    static func errors(_ out: [StudioSession.Outgoing]) -> [String] {
        messages(out).compactMap(\.failure).map(\.message)
    }

    @Test(
        "an edit from a page showing the past is refused, names Back to live and Resume from here, and changes nothing")
    func editFromThePastIsRefused() throws {
        let (session, folder, _) = try Self.tapped()
        defer { folder.remove() }
        _ = session.handle("{\"type\":\"scrub\",\"event\":1,\"request\":1}", from: 2)
        #expect(session.showsPast(2) && !session.showsPast(1))
        let before = session.recording
        let out = session.handle(Self.edit, from: 2)
        #expect(out.count == 1 && out.first?.onlyToSender == true, "only the asker hears, and no update is sent")
        let message = try #require(Self.errors(out).first)
        #expect(
            message.hasPrefix("edit:") && message.contains("Back to live") && message.contains("Resume from here"),
            "\(message)")
        #expect(message.contains("after event 1"))
        #expect(session.recording == before, "nothing recorded")
        #expect(try Self.alpha(session) == "1", "the live view is unchanged")
    }

    @Test("a console lua line, a touch, a key, a shake, an action and a clock step from the past are refused too")
    func otherInputsFromThePastAreRefused() throws {
        let (session, folder, _) = try Self.tapped()
        defer { folder.remove() }
        _ = session.handle("{\"type\":\"scrub\",\"event\":0,\"request\":1}", from: 2)
        let before = session.recording
        let inputs = [
            "{\"type\":\"lua\",\"code\":\"find('close').alpha = 0.2\"}", touch(1, "began", 30, 50),
            "{\"type\":\"press\",\"press\":\"key\",\"phase\":\"began\",\"characters\":\"a\"}",
            "{\"type\":\"shake\"}", "{\"type\":\"action\",\"name\":\"copy\"}",
            "{\"type\":\"remote\",\"command\":\"play\"}", "{\"type\":\"step\",\"seconds\":0.5}",
        ]
        for input in inputs {
            let errors = Self.errors(session.handle(input, from: 2))
            #expect(errors.count == 1 && errors[0].contains("Back to live"), "\(input): \(errors)")
        }
        #expect(session.recording == before)
        #expect(try Self.alpha(session) == "1")
        // Reading is fine: the inspector answered above, and explain answers without error.
        #expect(Self.errors(session.handle("{\"type\":\"explain\",\"x\":30,\"y\":50}", from: 2)).isEmpty)
    }

    @Test("the same edit from another page that is live applies, and from the first page after Back to live (hello)")
    func editAppliesWhenLive() throws {
        let (session, folder, wall) = try Self.tapped()
        defer { folder.remove() }
        _ = session.handle("{\"type\":\"scrub\",\"event\":1,\"request\":1}", from: 2)
        wall.seconds += 0.1
        let live = session.handle(Self.edit, from: 1)
        #expect(Self.errors(live).isEmpty)
        #expect(session.recording.last?.hasSuffix("lua find(\"close\").alpha = 0.5") == true, "\(session.recording)")
        #expect(try Self.alpha(session) == "0.5")
        // "Back to live" asks for the live session whole; the page's edits apply again.
        _ = session.handle("{\"type\":\"hello\"}", from: 2)
        #expect(!session.showsPast(2))
        wall.seconds += 0.1
        let back = session.handle(
            "{\"type\":\"edit\",\"view\":\"close\",\"field\":\"alpha\",\"value\":\"0.25\"}", from: 2)
        #expect(Self.errors(back).isEmpty)
        #expect(try Self.alpha(session) == "0.25")
    }

    @Test("a finger held before scrubbing may still be lifted; a resume and a disconnect end the past")
    func liftResumeAndDisconnect() throws {
        let (session, folder, wall) = try Self.tapped()
        defer { folder.remove() }
        wall.seconds += 0.1
        _ = session.handle(touch(1, "began", 30, 50), from: 2)
        _ = session.handle("{\"type\":\"scrub\",\"event\":1,\"request\":1}", from: 2)
        wall.seconds += 0.1
        #expect(Self.errors(session.handle(touch(1, "ended", 30, 50), from: 2)).isEmpty)
        #expect(session.recording.last?.contains("touch") == true && session.recording.last?.contains("ended") == true)
        _ = session.handle("{\"type\":\"scrub\",\"event\":1,\"request\":2}", from: 3)
        _ = session.disconnected(3)
        #expect(!session.showsPast(3), "a page that disconnects is forgotten")
        _ = session.handle("{\"type\":\"resumeFrom\",\"event\":1}", from: 2)
        #expect(!session.showsPast(2), "after resuming, every page shows the live session")
        #expect(Self.errors(session.handle(Self.edit, from: 2)).isEmpty)
    }
}
