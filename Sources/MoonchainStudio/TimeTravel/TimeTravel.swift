import Foundation
import MoonchainFormats
import MoonchainHost

/// Rebuilds the session as it was after any event, for the time-travel scrubber: the
/// recording is replayed on a second host, on a thread of its own, so looking at the past
/// never holds up the live session's inputs. The host is deterministic (the virtual clock, the
/// timeline's own times), so the replay reaches the state the live host had.
///
/// A page's newer request supersedes its older ones: a superseded request is dropped before
/// it starts and stops between two events. Replays are kept in a `ReplayPark`: the one that
/// answered (a step forward, or the live session growing, costs only the new events) and,
/// built while the thread is idle, replays a few events further back (a step back starts from
/// the nearest one at or before it instead of from the scene's load). That preparation stops
/// between two events as soon as any page asks for something. Another recording, a rebuild of
/// the live session, or a file changed since a replay loaded, drops the replays kept.
public final class TimeTravel: @unchecked Sendable {
    /// One page's request: the recording as the live session had it, and the event to reach.
    public struct Request: Sendable {
        public var scenePath: String
        public var options: HostOptions
        public var lines: [String]
        /// How many events to replay (0: the scene as loaded).
        public var event: Int
        /// The page's own number for the request, sent back in the `past` message.
        public var request: Int
        /// The page that asked (the answer goes to it alone).
        public var connection: Int
        /// The behaviour files reloaded since the recording started, by name (said in the answer).
        public var reloaded: [String] = []
        /// The live session's rebuild count (a rebuild starts another recording).
        public var generation = 0
    }

    /// Where answers go: the messages and the page they are for. Called on the replay thread.
    public typealias Deliver = @Sendable ([StudioSession.Outgoing], Int) -> Void

    /// How many replays are kept at most by default: the last answer and four rungs below it
    /// (1, 2, 4 and 8 events back).
    public static let defaultParkCapacity = 5

    private let thread = HostThread(name: "moonchain-studio-timetravel")
    private let deliver: Deliver
    private let lock = NSLock()
    /// Each page's newest request number (in this object's own counting).
    private var newest: [Int: Int] = [:]
    private var counter = 0
    /// Requests queued and not yet started (preparation gives way to them).
    private var waiting = 0
    /// The kept replays, used on the replay thread only.
    private var park: ReplayPark
    /// Whether a preparation step is queued (replay thread only).
    private var preparationQueued = false
    /// What the replay thread did, for tests and figures (replay thread only).
    private(set) var counts = Counts()
    /// Called on the replay thread after each event a preparation plays (tests).
    private let onPreparedEvent: (@Sendable () -> Void)?

    /// What the replay thread did since it started.
    struct Counts: Equatable {
        /// Scenes loaded afresh: to answer a request, and to prepare a rung.
        var answerLoads = 0, preparationLoads = 0
        /// Events played: to answer requests, and to prepare rungs.
        var answerEvents = 0, preparationEvents = 0
        /// Preparations stopped because a request came.
        var preparationsStopped = 0
    }

    /// Answers through `deliver`, keeping at most `parkCapacity` replays (1: only the last
    /// answer's, so every step back replays from the scene's load).
    public convenience init(deliver: @escaping Deliver, parkCapacity: Int = TimeTravel.defaultParkCapacity) {
        self.init(deliver: deliver, parkCapacity: parkCapacity, onPreparedEvent: nil)
    }

    init(deliver: @escaping Deliver, parkCapacity: Int, onPreparedEvent: (@Sendable () -> Void)?) {
        self.deliver = deliver
        park = ReplayPark(capacity: parkCapacity)
        self.onPreparedEvent = onPreparedEvent
    }

    deinit { thread.stop() }

    /// Queues `request`, superseding the same page's earlier ones.
    public func request(_ request: Request) {
        lock.lock()
        counter += 1
        waiting += 1
        let number = counter
        newest[request.connection] = number
        lock.unlock()
        thread.enqueue { [self] in perform(request, number: number) }
    }

    /// Forgets a page that went away.
    public func forget(connection: Int) {
        lock.lock()
        newest.removeValue(forKey: connection)
        lock.unlock()
    }

    /// Runs `body` on the replay thread with the park and the counts, and waits for it (tests).
    func inspect<T>(_ body: @escaping (ReplayPark, Counts) -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        var result: T?
        thread.enqueue { [self] in
            result = body(park, counts)
            done.signal()
        }
        done.wait()
        return result
    }

    private func isCurrent(_ number: Int, for connection: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return newest[connection] == number
    }

    /// Whether a request waits (then preparation stops where it is).
    private var requestWaiting: Bool {
        lock.lock()
        defer { lock.unlock() }
        return waiting > 0
    }

    /// Replays to the requested event and delivers the `past` message (on the replay thread).
    private func perform(_ request: Request, number: Int) {
        lock.lock()
        waiting -= 1
        lock.unlock()
        guard isCurrent(number, for: request.connection) else { return }
        let started = StudioClock.monotonicSeconds()
        let timeline = TimelineEvents(request.lines)
        let target = min(max(request.event, 0), timeline.count)
        let recording = ReplayPark.Recording(
            scenePath: request.scenePath, options: request.options,
            generation: request.generation, lines: request.lines)
        park.keepOnly(recording)
        var state: ReplayedSession
        do throws(SceneError) {
            state = try start(from: park.take(for: target), recording, loads: &counts.answerLoads)
        } catch {
            deliver(
                [
                    StudioSession.errorReply(
                        "scrub: the scene does not load now, so its past cannot be replayed: \(error.description)")
                ], request.connection)
            return
        }
        let explainFrom = max(0, target - StudioSession.pastWhyEvents)
        while state.events < target {
            // A newer request of the page wins; what was played so far stays usable.
            guard isCurrent(number, for: request.connection) else {
                state.settle(lines: request.lines, timeline: timeline)
                park.park(state)
                return
            }
            state.playNext(of: request.lines, timeline: timeline, explain: state.events >= explainFrom)
            counts.answerEvents += 1
        }
        state.settle(lines: request.lines, timeline: timeline)
        let why = state.whyMessages(explainFrom..<target)
        let milliseconds = (StudioClock.monotonicSeconds() - started) * 1000
        let message = state.session.pastMessage(
            request: request.request, event: target, events: timeline.count,
            why: why, milliseconds: milliseconds, reloaded: request.reloaded)
        park.parkAnswer(state, event: target, of: recording)
        deliver([message], request.connection)
        schedulePreparation()
    }

    /// `parked` when there is one, else the recording's scene loaded afresh (counted in `loads`).
    private func start(
        from parked: ReplayedSession?, _ recording: ReplayPark.Recording,
        loads: inout Int
    ) throws(SceneError) -> ReplayedSession {
        if let parked { return parked }
        let loaded = try ReplayedSession.load(
            scenePath: recording.scenePath, options: recording.options, generation: recording.generation)
        loads += 1
        return loaded
    }

    private func schedulePreparation() {
        guard !preparationQueued else { return }
        preparationQueued = true
        thread.enqueue { [self] in prepareNextRung() }
    }

    /// Builds the nearest missing rung below the last answer, then queues the next one. Gives
    /// way between two events as soon as a request waits (the session built so far stays
    /// parked, for this rung to go on from later); the next answer queues preparation again.
    private func prepareNextRung() {
        preparationQueued = false
        guard !requestWaiting, let focus = park.focus, let rung = park.nextRung else { return }
        let recording = focus.recording
        var state: ReplayedSession
        do throws(SceneError) {
            state = try start(from: park.takeSource(for: rung), recording, loads: &counts.preparationLoads)
        } catch {
            // The scene does not load now: the next request says so; nothing to prepare.
            park.removeAll()
            return
        }
        let timeline = TimelineEvents(recording.lines)
        let explainFrom = max(0, rung - StudioSession.pastWhyEvents)
        while state.events < rung {
            guard !requestWaiting else {
                counts.preparationsStopped += 1
                state.settle(lines: recording.lines, timeline: timeline)
                park.park(state)
                return
            }
            state.playNext(of: recording.lines, timeline: timeline, explain: state.events >= explainFrom)
            counts.preparationEvents += 1
            onPreparedEvent?()
        }
        state.settle(lines: recording.lines, timeline: timeline)
        park.park(state)
        schedulePreparation()
    }
}
