import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// Counts what a preparation did around a request it must give way to (see
/// `requestDuringPreparation`); used on the replay thread and read after the answer came.
private final class PreparationProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var prepared = 0
    private var preparedWhenAsked: Int?
    private var preparedWhenAnswered: Int?
    var timeTravel: TimeTravel?
    var ask: TimeTravel.Request?
    /// The prepared event after which the request is sent.
    var askAfter = 1

    /// After each prepared event: the `askAfter`th sends the request (from the replay thread).
    func preparedEvent() {
        lock.lock()
        prepared += 1
        let send = preparedWhenAsked == nil && ask != nil && prepared == askAfter
        if send { preparedWhenAsked = prepared }
        let request = ask
        lock.unlock()
        if send, let request { timeTravel?.request(request) }
    }

    func answered() {
        lock.lock()
        if preparedWhenAnswered == nil { preparedWhenAnswered = prepared }
        lock.unlock()
    }

    var figures: (asked: Int?, answered: Int?) {
        lock.lock()
        defer { lock.unlock() }
        return (preparedWhenAsked, preparedWhenAnswered)
    }
}

/// Parked replays: a step back starts from a replay kept a few events back instead of from the
/// scene's load, and answers exactly what a replay from the load answers.
@Suite("Time travel: parked replays")
struct ReplayParkTests {
    /// Three boxes sharing module-level counts (state only a replay of every event rebuilds),
    /// moving, dimming and printing as they are touched.
    static let scene = """
        local taps, moves = 0, 0
        local box = {
          touchesBegan = function(self) self.alpha = 0.5 end,
          touchesMoved = function(self) moves = moves + 1 end,
          touchesEnded = function(self)
            self.alpha = 1
            taps = taps + 1
            local f = self.frame
            self.frame = {f.x, 40 + (taps % 4) * 10, 40, 40}
            print(self.name .. " tap " .. taps .. " moves " .. moves .. " at " .. now())
          end,
          touchesCancelled = function(self) self.alpha = 1 end,
        }
        print("loaded")
        return app { window { name = "w",
          view { name = "a", frame = {10, 40, 40, 40}, behaviour = box },
          view { name = "b", frame = {70, 40, 40, 40}, behaviour = box },
          view { name = "c", frame = {130, 40, 40, 40}, behaviour = box },
        } }
        """

    /// Plays a random session of `inputs` inputs (each one event: a touch phase, a Lua line, a
    /// press phase) and returns the live windows and prints after each event.
    static func playRandom(_ session: StudioSession, wall: FakeWall, inputs: Int, random: inout SplitMix64) throws -> [(
        windows: [ServerMessage.Update.Window], prints: [String]
    )] {
        var history = [try TimeTravelTests.live(session)]
        var finger = 0
        var down: (x: Double, y: Double)?
        for _ in 0..<inputs {
            wall.seconds += Double(Int.random(in: 1...30, using: &random)) / 100
            let input: String
            if let place = down {
                if Bool.random(using: &random) {
                    down = (place.x + 1, place.y)
                    input = touch(finger, "moved", place.x + 1, place.y)
                } else {
                    down = nil
                    input = touch(finger, "ended", place.x, place.y)
                }
            } else {
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    input =
                        "{\"type\":\"lua\",\"code\":\"find('\(["a", "b", "c"].randomElement(using: &random) ?? "a")').alpha = 0.\(Int.random(in: 1...9, using: &random))\"}"
                case 1:
                    input = #"{"type":"press","press":"key","phase":"began","characters":"k"}"#
                case 2:
                    input = #"{"type":"press","press":"key","phase":"ended","characters":"k"}"#
                default:
                    finger += 1
                    let columns: [Double] = [20, 80, 140]
                    let place = (x: columns[Int.random(in: 0..<columns.count, using: &random)], y: 55.0)
                    down = place
                    input = touch(finger, "began", place.x, place.y)
                }
            }
            let out = session.handle(input)
            #expect(!out.contains { $0.type == "error" }, "\(input): \(out.map(\.text))")
            history.append(try TimeTravelTests.live(session))
        }
        return history
    }

    /// The request the session would send for `event`.
    static func request(_ session: StudioSession, event: Int, number: Int) -> TimeTravel.Request {
        TimeTravel.Request(
            scenePath: session.scenePath, options: session.options, lines: session.recording,
            event: event, request: number, connection: 1, generation: session.generation)
    }

    /// The `past` answer to `request`, without what differs between two equal answers.
    static func answer(_ timeTravel: TimeTravel, _ inbox: PastInbox, _ request: TimeTravel.Request) throws
        -> ServerMessage.Past
    {
        timeTravel.request(request)
        var past = try #require(inbox.past(request.request))
        past.request = 0
        past.replayMilliseconds = 0
        return past
    }

    /// The same answer from a replay of the scene's load (a time travel of its own that keeps nothing).
    static func fromLoad(_ request: TimeTravel.Request) throws -> ServerMessage.Past {
        let inbox = PastInbox()
        return try answer(TimeTravel(deliver: inbox.deliver, parkCapacity: 1), inbox, request)
    }

    /// Waits until every rung below the last answer is parked.
    static func settle(_ timeTravel: TimeTravel) throws {
        let deadline = Date().addingTimeInterval(120)
        while timeTravel.inspect({ park, _ in park.nextRung != nil }) != false {
            try #require(Date() < deadline, "the rungs were not prepared in time")
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    static func counts(_ timeTravel: TimeTravel) throws -> TimeTravel.Counts {
        try #require(timeTravel.inspect { _, counts in counts })
    }

    @Test(
        "a parked replay answers exactly what a replay from the load answers (windows, console, why), over random sessions and scrubs"
    )
    func parkedEqualsFromLoad() throws {
        for seed: UInt64 in [1, 7, 2026] {
            var random = SplitMix64(seed: seed)
            let studio = try StudioFixture(prefix: "studio-park-", files: ["scene.lua": Self.scene])
            defer { studio.remove() }
            let wall = studio.wall
            let session = studio.session
            // More events than the why panel shows, so the kept why messages are trimmed.
            let history = try Self.playRandom(session, wall: wall, inputs: 44, random: &random)
            let count = TimelineEvents(session.recording).count
            #expect(count == 44, "seed \(seed): one event per input")
            let inbox = PastInbox()
            let timeTravel = TimeTravel(deliver: inbox.deliver)
            var event = count
            var settledSteps = 0
            for number in 1...14 {
                let focus = event
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6: event -= 1
                case 6, 7: event -= 5
                case 8: event += Int.random(in: 1...2, using: &random)
                default: event = Int.random(in: 0...count, using: &random)
                }
                event = min(max(event, 0), count)
                let paused = number > 1 && Bool.random(using: &random)
                if paused { try Self.settle(timeTravel) }
                let before = try Self.counts(timeTravel)
                let request = Self.request(session, event: event, number: number)
                let parked = try Self.answer(timeTravel, inbox, request)
                let after = try Self.counts(timeTravel)
                #expect(parked == (try Self.fromLoad(request)), "seed \(seed), event \(event) after \(focus)")
                #expect(parked.scene?.update?.windows == history[event].windows, "seed \(seed), event \(event)")
                #expect(TimeTravelTests.prints(of: parked) == history[event].prints, "seed \(seed), event \(event)")
                // With the rungs ready, a step back within eight events plays only from the
                // nearest rung at or before it: no load.
                if paused, event < focus, event >= focus - 8 {
                    settledSteps += 1
                    let rung = [1, 2, 4, 8].map { focus - $0 }.first { $0 <= event } ?? 0
                    #expect(
                        after.answerLoads == before.answerLoads, "seed \(seed): \(focus) → \(event) loaded the scene")
                    #expect(
                        after.answerEvents - before.answerEvents == event - rung, "seed \(seed): \(focus) → \(event)")
                }
            }
            #expect(settledSteps > 0, "seed \(seed): the walk took no step back after a pause")
        }
    }

    @Test("parked replays are dropped when a file they ran changes and when the live host is rebuilt")
    func droppedOnFileChangeAndRebuild() throws {
        let studio = try StudioFixture(
            prefix: "studio-park-",
            files: [
                "scene.lua":
                    "return app { window { name = \"w\", view { name = \"b\", frame = {0, 0, 100, 100}, behaviour = \"say\" } } }",
                "say.lua": "return { touchesEnded = function(self) print('old') end }",
            ])
        defer { studio.remove() }
        let folder = studio.folder
        let wall = studio.wall
        let session = studio.session
        let inbox = PastInbox()
        let timeTravel = TimeTravel(deliver: inbox.deliver)
        session.timeTravel = timeTravel
        for tap in 1...5 {
            wall.seconds += 0.2
            _ = session.handle(touch(tap, "began", 10, 10))
            wall.seconds += 0.2
            _ = session.handle(touch(tap, "ended", 10, 10))
        }
        _ = try Self.answer(timeTravel, inbox, Self.request(session, event: 10, number: 1))
        try Self.settle(timeTravel)
        #expect(timeTravel.inspect { park, _ in park.positions } == [2, 6, 8, 9, 10])
        let loads = try Self.counts(timeTravel).answerLoads
        let nine = try Self.answer(timeTravel, inbox, Self.request(session, event: 9, number: 2))
        #expect(try Self.counts(timeTravel).answerLoads == loads, "event 9 came from its rung")
        #expect(TimeTravelTests.prints(of: nine) == ["old", "old", "old", "old"])

        // A file changed: every replay ran the old code, so none is used.
        try Self.settle(timeTravel)
        folder.write("say.lua", "return { touchesEnded = function(self) print('new') end }")
        wall.seconds += 0.2
        _ = session.handle(touch(9, "began", 50, 50))
        let eight = try Self.answer(timeTravel, inbox, Self.request(session, event: 8, number: 3))
        #expect(try Self.counts(timeTravel).answerLoads == loads + 1)
        #expect(TimeTravelTests.prints(of: eight) == ["new", "new", "new", "new"])

        // A rebuild (resume from event 8) keeps the first 8 events' lines, but the replays
        // parked before it are of the old host: none is used.
        try Self.settle(timeTravel)
        #expect(timeTravel.inspect { park, _ in park.positions.contains(7) } == true)
        _ = session.handle(#"{"type":"resumeFrom","event":8}"#)
        #expect(TimelineEvents(session.recording).count == 8)
        _ = try Self.answer(timeTravel, inbox, Self.request(session, event: 7, number: 4))
        #expect(try Self.counts(timeTravel).answerLoads == loads + 2)
    }

    @Test(
        "a request that comes while a rung is prepared is answered before the preparation plays another event, exactly as from the load"
    )
    func requestDuringPreparation() throws {
        let studio = try StudioFixture(prefix: "studio-park-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let wall = studio.wall
        let session = studio.session
        var random = SplitMix64(seed: 30)
        let history = try Self.playRandom(session, wall: wall, inputs: 44, random: &random)
        let inbox = PastInbox()
        let probe = PreparationProbe()
        let timeTravel = TimeTravel(
            deliver: { out, connection in
                if messages(out).contains(where: { $0.past?.request == 2 }) { probe.answered() }
                inbox.deliver(out, connection)
            }, parkCapacity: 5, onPreparedEvent: probe.preparedEvent)
        probe.timeTravel = timeTravel
        // Answering 44 starts preparing the rung at 43 from the load (explaining its events from
        // 13 on); its 20th event sends a request for 30. The replay stopped at 20 lacks the why
        // of events 0...12 that an answer at 30 shows, so it must not be used for it.
        let request = Self.request(session, event: 30, number: 2)
        probe.ask = request
        probe.askAfter = 20
        _ = try Self.answer(timeTravel, inbox, Self.request(session, event: 44, number: 1))
        let past = try #require(inbox.past(2))
        let figures = probe.figures
        #expect(
            figures.asked == 20 && figures.answered == 20, "prepared events when asked and when answered: \(figures)")
        #expect(try Self.counts(timeTravel).preparationsStopped == 1)
        var answer = past
        answer.request = 0
        answer.replayMilliseconds = 0
        #expect(answer == (try Self.fromLoad(request)))
        #expect(past.scene?.update?.windows == history[30].windows)
        // The preparation goes on afterwards, for the new answer.
        try Self.settle(timeTravel)
        #expect(timeTravel.inspect { park, _ in park.positions } == [22, 26, 28, 29, 30])
    }
}
