import Foundation
import MoonchainHost
import MoonchainTestRunner
import Testing

@testable import MoonchainStudio

/// Collects what a `TimeTravel` delivers (on its own thread) for a test to wait on.
final class PastInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var received: [(message: ServerMessage, connection: Int)] = []

    func deliver(_ out: [StudioSession.Outgoing], _ connection: Int) {
        let delivered = messages(out)
        condition.lock()
        received += delivered.map { ($0, connection) }
        condition.broadcast()
        condition.unlock()
    }

    /// The first message delivered that `matches`, waiting up to `seconds` for it.
    func wait(seconds: Double = 120, _ matches: (ServerMessage) -> Bool) -> ServerMessage? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = received.first(where: { matches($0.message) }) { return found.message }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// The request numbers answered to `connection`, in the order delivered.
    func requests(for connection: Int) -> [Int] {
        condition.lock()
        defer { condition.unlock() }
        return received.filter { $0.connection == connection }.compactMap { $0.message.past?.request }
    }

    /// The `past` answer to request `number`, waiting up to `seconds` for it.
    func past(_ number: Int, seconds: Double = 120) -> ServerMessage.Past? {
        wait(seconds: seconds) { $0.past?.request == number }?.past
    }
}

/// Time travel: replaying the recording on a second host reaches the state the live host had
/// after each event; resuming drops the later events and the session goes on from there.
@Suite("Time travel")
struct TimeTravelTests {
    /// A box that moves right and counts each tap in a module-level variable (state a replay
    /// must rebuild) and dims while touched.
    static let scene = """
        local taps = 0
        local counter = {
          touchesBegan = function(self) self.alpha = 0.5 end,
          touchesEnded = function(self)
            self.alpha = 1
            taps = taps + 1
            self.frame = {20 + taps * 10, 40, 40, 40}
            print("tap " .. taps .. " at " .. now())
          end,
        }
        print("loaded")
        return app { window { name = "w",
          view { name = "box", frame = {20, 40, 40, 40}, behaviour = counter },
        } }
        """

    /// The live session's scene (its windows, as a page gets them whole) and prints now.
    static func live(_ session: StudioSession) throws -> (windows: [ServerMessage.Update.Window], prints: [String]) {
        let update = try #require(messages(Array(session.fullSceneState().suffix(1))).first?.update)
        return (try #require(update.windows), session.printedSinceReset)
    }

    /// A session of `scene` with time travel answering into an inbox, after `playSession`, and
    /// the states it went through; the caller removes the folder.
    static func played() throws -> (
        folder: TempDirectory, session: StudioSession, inbox: PastInbox,
        history: [(windows: [ServerMessage.Update.Window], prints: [String])]
    ) {
        let studio = try StudioFixture(prefix: "studio-timetravel-", files: ["scene.lua": scene])
        let inbox = PastInbox()
        studio.session.timeTravel = TimeTravel(deliver: inbox.deliver)
        return (studio.folder, studio.session, inbox, try playSession(studio.session, wall: studio.wall))
    }

    /// The state after each event of a session of taps, a Lua line and a key press.
    static func playSession(_ session: StudioSession, wall: FakeWall) throws
        -> [(windows: [ServerMessage.Update.Window], prints: [String])]
    {
        var history = [try live(session)]
        let inputs = [
            touch(1, "began", 30, 50), touch(1, "ended", 30, 50),
            #"{"type":"lua","code":"find('box').alpha = 0.25"}"#,
            touch(2, "began", 45, 50), touch(2, "ended", 45, 50),
            #"{"type":"press","press":"key","phase":"began","characters":"a"}"#,
            #"{"type":"press","press":"key","phase":"ended","characters":"a"}"#,
        ]
        for input in inputs {
            wall.seconds += 0.25
            let out = session.handle(input)
            #expect(!out.contains { $0.type == "error" }, "\(input): \(out.map(\.text))")
            history.append(try live(session))
        }
        return history
    }

    func scrub(_ session: StudioSession, _ inbox: PastInbox, event: Int, request: Int, connection: Int = 3) throws
        -> ServerMessage.Past
    {
        let out = session.handle("{\"type\":\"scrub\",\"event\":\(event),\"request\":\(request)}", from: connection)
        #expect(out.isEmpty, "a scrub answers later, off the event path: \(out.map(\.text))")
        return try #require(inbox.past(request))
    }

    static func prints(of past: ServerMessage.Past) -> [String] {
        past.console.filter { $0.kind == "print" }.map(\.text)
    }

    @Test("TimelineEvents: a touch event's lines and a shake are one event each; every other line is its own")
    func eventsGroupLines() {
        let events = TimelineEvents([
            "0.1 touch 1 began 10 10", "0.1 touch 2 began 20 20", "0.2 touch 1 moved 11 10",
            "0.3 motion shake began", "0.3 motion shake ended",
            "0.4 lua x = 1", "0.4 lua x = 2", "0.4 press key began a", "0.4 press key ended a",
        ])
        #expect(events.ends == [2, 3, 5, 6, 7, 8, 9])
        #expect(
            events.lineCount(through: 0) == 0 && events.lineCount(through: 2) == 3 && events.lineCount(through: 99) == 9
        )
        #expect(Array(events.lines(of: 2, in: ["a", "b", "c", "d", "e"])) == ["d", "e"])
        #expect(TimelineEvents([]).count == 0)
    }

    @Test("replaying to event k on a second host gives the view state and prints the live host had after event k")
    func replayMatchesLiveHistory() throws {
        let (folder, session, inbox, history) = try Self.played()
        defer { folder.remove() }
        let count = TimelineEvents(session.recording).count
        #expect(count == 7)
        #expect(history.last?.prints == ["loaded", "tap 1 at 0.5", "tap 2 at 1.25"])
        // Backwards (each a fresh replay), then forwards (going on from the kept replay).
        for (request, event) in ([6, 4, 2, 1, 0, 3, 5, 7] as [Int]).enumerated() {
            let past = try scrub(session, inbox, event: event, request: request + 1)
            #expect(past.event == event && past.events == count)
            let windows = try #require(past.scene?.update?.windows)
            #expect(windows == history[event].windows, "event \(event): \(windows) vs live \(history[event].windows)")
            #expect(Self.prints(of: past) == history[event].prints, "event \(event)")
        }
        // The states differ along the way, so the comparison above can tell them apart.
        #expect(history[1].windows != history[2].windows && history[2].windows != history[3].windows)
    }

    @Test("the past's why entries are the live session's: the touch's hit-test walk, its input and the deliveries")
    func pastWhyEntries() throws {
        let (folder, session, inbox, _) = try Self.played()
        defer { folder.remove() }
        let past = try scrub(session, inbox, event: 4, request: 1)
        let why = past.why
        let touches = why.compactMap(\.why).compactMap(\.touch)
        #expect(touches == [1, 2])
        let hit = why.compactMap(\.why).first?.explain["hit"]
        #expect(hit?["view"]?.stringValue == "box")
        let recorded = why.compactMap(\.recorded).flatMap(\.lines)
        #expect(recorded == Array(session.recording.prefix(4)))
        let delivered = why.compactMap(\.trace).flatMap(\.records)
            .filter { $0["type"]?.stringValue == "deliver" }.compactMap { $0["method"]?.stringValue }
        #expect(delivered == ["touchesBegan", "touchesEnded", "touchesBegan"])
        #expect(past.time == 1)
    }

    @Test("a page's newer scrub supersedes its older ones; other pages' requests are answered")
    func newerRequestsWin() throws {
        let (folder, session, inbox, _) = try Self.played()
        defer { folder.remove() }
        for request in 1...20 {
            _ = session.handle("{\"type\":\"scrub\",\"event\":\(request % 7),\"request\":\(request)}", from: 1)
        }
        _ = session.handle(#"{"type":"scrub","event":2,"request":1}"#, from: 2)
        let newest = try #require(inbox.past(20))
        #expect(newest.event == 6)
        #expect(inbox.wait { $0.past.map { $0.request == 1 && $0.event == 2 } == true } != nil)
        // Answers come in the order asked: nothing older arrives after the newest.
        let answered = inbox.requests(for: 1)
        #expect(answered.last == 20 && answered == answered.sorted(), "\(answered)")
    }

    @Test("bad scrub and resumeFrom messages are refused with a reason and change nothing")
    func badMessagesRefused() throws {
        let folder = TempDirectory(prefix: "studio-timetravel-", files: ["scene.lua": Self.scene])
        defer { folder.remove() }
        let session = try StudioSession(scenePath: folder.file("scene.lua"), wallClock: FakeWall().read)
        _ = session.handle(touch(1, "began", 30, 50))
        let before = session.recording
        for (message, reason) in [
            (#"{"type":"scrub"}"#, "expected a finite number field 'event'"),
            (#"{"type":"scrub","event":-1}"#, "'event' must be a whole number from 0 up"),
            (#"{"type":"scrub","event":1.5}"#, "'event' must be a whole number from 0 up"),
            (#"{"type":"scrub","event":"1"}"#, "expected a finite number field 'event'"),
            (#"{"type":"scrub","event":9}"#, "scrub: event 9 is past the timeline's last (1)"),
            (#"{"type":"scrub","event":0}"#, "scrub: time travel is not running in this studio"),
            (#"{"type":"resumeFrom","event":2}"#, "resumeFrom: event 2 is not in the timeline (0 to 1)"),
            (#"{"type":"resumeFrom","event":1e300}"#, "'event' must be a whole number from 0 up"),
        ] {
            let out = session.handle(message)
            let error = try #require(messages(out).compactMap(\.failure).first, "\(message)")
            #expect(error.message.contains(reason), "\(message): \(error)")
        }
        #expect(session.recording == before)
    }

    @Test(
        "resume from event k: the timeline keeps k events, the live host is in the state it had then, and a saved session replays to it"
    )
    func resumeTruncates() throws {
        let studio = try StudioFixture(prefix: "studio-timetravel-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let folder = studio.folder
        let wall = studio.wall
        let session = studio.session
        let history = try Self.playSession(session, wall: wall)
        let kept = Array(session.recording.prefix(3))
        let out = session.handle(#"{"type":"resumeFrom","event":3}"#)
        let resumed = try #require(messages(out).compactMap(\.resumed).first)
        #expect(resumed.dropped == 4)
        #expect(session.recording == kept)
        #expect(try Self.live(session).windows == history[3].windows)
        #expect(session.printedSinceReset == history[3].prints)
        let console = resumed.console.map(\.text)
        #expect(console.contains("tap 1 at 0.5") && !console.contains("tap 2 at 1.25"), "\(console)")
        #expect(console.last?.hasPrefix("resumed from event 3 of 7") == true)
        let recorded = try #require(messages(out).compactMap(\.recorded).first)
        #expect(recorded.restarted && recorded.lines == kept)

        // The session goes on from there: the next tap is the second, later than the last kept line.
        wall.seconds += 0.5
        _ = session.handle(touch(1, "began", 35, 50))
        _ = session.handle(touch(1, "ended", 35, 50))
        #expect(session.printedSinceReset.last?.hasPrefix("tap 2 at ") == true)
        #expect(session.recording.count == 5)
        let saved = session.handle(#"{"type":"saveTest","name":"resumed"}"#)
        #expect(saved.contains { $0.type == "saved" })
        var report = ""
        let runner = TestRunner(
            options: TestOptions(paths: [folder.file("resumed")], jobs: 1), parse: SaveAsTestTests.parse
        ) { report += $0 }
        #expect(runner.run() == 0, "\(report)")
        #expect(report == "1 passed, 0 failed\n")
    }

    @Test("T: resuming where a finger is down cancels it (recorded), so no finger stays down that no page holds")
    func resumeCancelsFingersDown() throws {
        let studio = try StudioFixture(prefix: "studio-timetravel-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        _ = try Self.playSession(session, wall: wall)
        _ = session.handle(#"{"type":"resumeFrom","event":1}"#)
        #expect(session.host.application.fingersDown.isEmpty)
        #expect(session.recording.count == 2)
        #expect(session.recording.last?.hasSuffix("touch 1 cancelled 30 50") == true, "\(session.recording)")
        // A new finger gets an id of its own and works.
        wall.seconds += 0.3
        _ = session.handle(touch(5, "began", 30, 50))
        #expect(session.recording.last?.contains("touch 2 began") == true, "\(session.recording)")
        #expect(session.host.application.fingersDown == [2])
    }

    @Test("the past is replayed with the files as they are now, and says which were reloaded during the recording")
    func pastUsesFilesAsTheyAreNow() throws {
        let studio = try StudioFixture(
            prefix: "studio-timetravel-",
            files: [
                "scene.lua":
                    "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
                "say.lua": "return { touchesEnded = function(self) print('old') end }",
            ])
        defer { studio.remove() }
        let folder = studio.folder
        let session = studio.session
        let inbox = PastInbox()
        let timeTravel = TimeTravel(deliver: inbox.deliver)
        session.timeTravel = timeTravel
        _ = session.handle(touch(1, "began", 10, 10))
        _ = session.handle(touch(1, "ended", 10, 10))
        let before = try scrub(session, inbox, event: 2, request: 1)
        #expect(Self.prints(of: before) == ["old"] && before.reloaded == [])

        // The rungs below the answer are prepared in the background; one whose scene loads
        // while the file is written could read the old file and miss the change (a known race,
        // see docs/Studio.md): let them settle first, as ReplayParkTests does.
        try ReplayParkTests.settle(timeTravel)
        folder.write("say.lua", "return { touchesEnded = function(self) print('new') end }")
        _ = session.handle(touch(2, "began", 10, 10))
        #expect(session.printedSinceReset == ["old"])
        let after = try scrub(session, inbox, event: 2, request: 2)
        #expect(Self.prints(of: after) == ["new"], "the first tap replayed with today's say.lua")
        #expect(after.reloaded == ["say.lua"])

        // A reset starts a recording that runs its own code: nothing to warn about.
        _ = session.handle(#"{"type":"reset"}"#)
        _ = session.handle(touch(3, "began", 10, 10))
        let fresh = try scrub(session, inbox, event: 1, request: 3)
        #expect(fresh.reloaded == [])
    }

    @Test(
        "a replay runs the page's Lua lines in the live session's sandbox: a looping line is stopped by the same budget, and io stays out of reach"
    )
    func replayKeepsTheSandbox() throws {
        let studio = try StudioFixture(
            prefix: "studio-timetravel-", files: ["scene.lua": Self.scene],
            options: HostOptions(instructionBudget: 100_000))
        defer { studio.remove() }
        let session = studio.session
        let inbox = PastInbox()
        session.timeTravel = TimeTravel(deliver: inbox.deliver)
        // A line that raises is not recorded (issue 42): the budget stops a loop (pcall cannot
        // catch that) and the line is left out; io's absence, caught by pcall, runs and replays.
        let loop = consoleTexts(session.handle(#"{"type":"lua","code":"while true do end"}"#), kind: "error")
        #expect(!loop.isEmpty && session.recording.isEmpty, "the budget stops it: \(loop) \(session.recording)")
        let io = consoleTexts(
            session.handle(#"{"type":"lua","code":"print(pcall(function() return io.open('/tmp/x', 'w') end))"}"#))
        #expect(io.first?.hasPrefix("false") == true && session.recording.count == 1, "io is out of reach: \(io)")
        let past = try scrub(session, inbox, event: 0, request: 1)
        let replayed = try scrub(session, inbox, event: 1, request: 2)
        let prints = Self.prints(of: replayed)
        #expect(prints == Self.prints(of: past) + io, "the replay answers the same: \(prints)")
    }
}
