import Foundation
import MoonchainFormats
import MoonchainHost

/// A second host that has played the first `events` events of a recording, with the why
/// messages of the last ones (what a `past` answer shows). A session only moves forward: a
/// Lua state cannot be copied, so a replay that is used is gone from where it stood.
struct ReplayedSession {
    var session: StudioSession
    /// What it replays: the scene, the live session's rebuild count and the lines played.
    var scenePath: String
    var generation: Int
    var lines: [String] = []
    /// How many events it has played.
    private(set) var events = 0
    /// The why messages of the events played with their explain, by event index: every event
    /// from `explainedFrom` up to `events` is here (earlier ones may be missing).
    private(set) var why: [Int: [StudioSession.Outgoing]] = [:]
    private(set) var explainedFrom = 0

    /// A session of the scene as loaded (nothing played).
    init(session: StudioSession, scenePath: String, generation: Int) {
        self.session = session
        self.scenePath = scenePath
        self.generation = generation
    }

    /// Loads `scenePath` afresh; throws when it does not load now.
    static func load(scenePath: String, options: HostOptions, generation: Int) throws(SceneError) -> ReplayedSession {
        let session = try StudioSession(scenePath: scenePath, options: options, wallClock: { 0 })
        _ = session.flush(scene: false, onlyToSender: true)
        return ReplayedSession(session: session, scenePath: scenePath, generation: generation)
    }

    /// Plays the next event of `lines` (cut into `timeline`), explained when `explain` (its
    /// why messages kept), exactly as a replay from the load plays it.
    mutating func playNext(of lines: [String], timeline: TimelineEvents, explain: Bool) {
        let index = events
        let messages = session.replayEvent(index, of: lines, events: timeline, explain: explain)
        if explain {
            why[index] = messages
        } else {
            why.removeAll()
            explainedFrom = index + 1
        }
        events += 1
    }

    /// Settles after playing: remembers the lines played and keeps only the why messages an
    /// answer at this event or a later one can show.
    mutating func settle(lines all: [String], timeline: TimelineEvents) {
        lines = Array(all.prefix(timeline.lineCount(through: events)))
        let keepFrom = max(0, events - StudioSession.pastWhyEvents)
        why = why.filter { $0.key >= keepFrom }
        explainedFrom = max(explainedFrom, keepFrom)
    }

    /// Whether playing on from here to `target` (≥ `events`) gives the why messages a replay
    /// from the load gives: those of the events from `target - pastWhyEvents` on.
    func canAnswer(_ target: Int) -> Bool {
        guard events <= target else { return false }
        let needed = max(0, target - StudioSession.pastWhyEvents)
        return events <= needed || explainedFrom <= needed
    }

    /// The why messages of events `range` (all kept: see `canAnswer`).
    func whyMessages(_ range: Range<Int>) -> [StudioSession.Outgoing] {
        range.flatMap { why[$0] ?? [] }
    }

    /// Whether it is still a replay of `recording`: the same scene and host generation, its
    /// lines a prefix of the recording's, and no file it ran changed since it loaded.
    func replays(_ recording: ReplayPark.Recording) -> Bool {
        guard scenePath == recording.scenePath, generation == recording.generation,
            lines.count <= recording.lines.count, recording.lines.prefix(lines.count).elementsEqual(lines)
        else { return false }
        return session.watcher?.changedFiles().isEmpty ?? true
    }
}
