import Foundation
import MoonchainHost

/// Rebuilds the session as it was after any event, for the time-travel scrubber: the
/// recording is replayed from the start on a second host, on a thread of its own, so looking
/// at the past never holds up the live session's inputs. The host is deterministic (the
/// virtual clock, the timeline's own times), so the replay reaches the state the live host had.
///
/// A page's newer request supersedes its older ones: a superseded request is dropped before
/// it starts and stops between two events. The replayed session is kept: a request for the
/// same or a later event of the same recording goes on from where it stands (dragging the
/// scrubber forward, or the live session growing, costs only the new events); an earlier
/// event, another recording, or a file changed since, replays from the scene's load again.
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
    }

    /// Where answers go: the messages and the page they are for. Called on the replay thread.
    public typealias Deliver = @Sendable ([StudioSession.Outgoing], Int) -> Void

    private let thread = HostThread(name: "moonchain-studio-timetravel")
    private let deliver: Deliver
    private let lock = NSLock()
    /// Each page's newest request number (in this object's own counting).
    private var newest: [Int: Int] = [:]
    private var counter = 0
    /// The replayed session, used on the replay thread only.
    private var replayed: Replayed?

    /// The session the replay thread keeps, with the lines it has played.
    private struct Replayed {
        var session: StudioSession
        var scenePath: String
        var lines: [String]
        var events: Int
        /// The why messages of the last events played, by event index.
        var why: [Int: [StudioSession.Outgoing]]
    }

    public init(deliver: @escaping Deliver) {
        self.deliver = deliver
    }

    deinit { thread.stop() }

    /// Queues `request`, superseding the same page's earlier ones.
    public func request(_ request: Request) {
        lock.lock()
        counter += 1
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

    private func isCurrent(_ number: Int, for connection: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return newest[connection] == number
    }

    /// Replays to the requested event and delivers the `past` message (on the replay thread).
    private func perform(_ request: Request, number: Int) {
        guard isCurrent(number, for: request.connection) else { return }
        let started = StudioClock.monotonicSeconds()
        let events = TimelineEvents(request.lines)
        let target = min(max(request.event, 0), events.count)
        var state: Replayed
        if let kept = replayed, kept.scenePath == request.scenePath, kept.events <= target,
           request.lines.count >= kept.lines.count, Array(request.lines.prefix(kept.lines.count)) == kept.lines,
           kept.session.watcher?.changedFiles().isEmpty ?? true {
            state = kept
        } else {
            replayed = nil
            do throws(SceneError) {
                let session = try StudioSession(scenePath: request.scenePath, options: request.options, wallClock: { 0 })
                _ = session.flush(scene: false, onlyToSender: true)
                state = Replayed(session: session, scenePath: request.scenePath, lines: [], events: 0, why: [:])
            } catch {
                deliver([StudioSession.errorReply("scrub: the scene does not load now, so its past cannot be replayed: \(error.description)")], request.connection)
                return
            }
        }
        let explainFrom = max(0, target - StudioSession.pastWhyEvents)
        while state.events < target {
            // A newer request of the page wins; what was played so far stays usable.
            guard isCurrent(number, for: request.connection) else {
                state.lines = Array(request.lines.prefix(events.lineCount(through: state.events)))
                replayed = state
                return
            }
            let index = state.events
            let messages = state.session.replayEvent(index, of: request.lines, events: events, explain: index >= explainFrom)
            if index >= explainFrom { state.why[index] = messages }
            state.events += 1
        }
        state.lines = Array(request.lines.prefix(events.lineCount(through: state.events)))
        state.why = state.why.filter { $0.key >= explainFrom }
        let why = (explainFrom..<target).flatMap { state.why[$0] ?? [] }
        let milliseconds = (StudioClock.monotonicSeconds() - started) * 1000
        let message = state.session.pastMessage(request: request.request, event: target, events: events.count,
                                                why: why, milliseconds: milliseconds, reloaded: request.reloaded)
        replayed = state
        deliver([message], request.connection)
    }
}
