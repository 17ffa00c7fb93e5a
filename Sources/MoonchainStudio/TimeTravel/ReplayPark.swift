import Foundation
import MoonchainHost

/// Replayed sessions parked at events of one recording, so a step back starts from one of
/// them instead of from the scene's load.
///
/// A Lua state cannot be copied, so each parked session is a host of its own that played the
/// recording up to its event. The park keeps the session that answered last (the *focus*)
/// and, built on the replay thread while it is idle, sessions at the *rungs* below it: one,
/// two, four, eight … events back (`capacity - 1` of them). A request for event j takes the
/// parked session with the greatest event ≤ j and plays on from there; a session used is gone
/// from the park (it only moves forward). Used on the replay thread only.
struct ReplayPark {
    /// What a session must replay to be used: the live session's recording as it is now.
    struct Recording {
        var scenePath: String
        var options: HostOptions
        /// The live session's rebuild count: a rebuild (reset, resume, the scene file saved)
        /// starts another recording, whatever its lines.
        var generation: Int
        var lines: [String]
    }

    /// The most sessions parked at once (the focus and the rungs below it); at least 1.
    let capacity: Int
    private(set) var parked: [ReplayedSession] = []
    /// The recording and the event answered last: the rungs are counted back from it.
    private(set) var focus: (recording: Recording, event: Int)?

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The events parked sessions stand at, lowest first (for tests and figures).
    var positions: [Int] { parked.map(\.events).sorted() }

    /// The events worth a parked session: the focus and the rungs below it.
    var wanted: [Int] {
        guard let focus else { return [] }
        var events = [focus.event]
        var back = 1
        while events.count < capacity, focus.event - back >= 0 {
            events.append(focus.event - back)
            back *= 2
        }
        return events
    }

    /// Drops the sessions that do not replay `recording` (another recording, a rebuild, a file
    /// changed since they loaded); forgets the focus too when it was of another recording.
    mutating func keepOnly(_ recording: Recording) {
        parked.removeAll { !$0.replays(recording) }
        if let focus,
            focus.recording.scenePath != recording.scenePath || focus.recording.generation != recording.generation
                || !recording.lines.starts(with: focus.recording.lines)
        {
            self.focus = nil
        }
    }

    /// Takes out the session to answer `target` from: the greatest event ≤ `target` whose kept
    /// why messages suffice. Nil when none fits (the caller loads the scene afresh).
    mutating func take(for target: Int) -> ReplayedSession? {
        let fitting = parked.indices.filter { parked[$0].canAnswer(target) }
        guard let best = fitting.max(by: { parked[$0].events < parked[$1].events }) else { return nil }
        return parked.remove(at: best)
    }

    /// Parks the session that answered `event` of `recording`: it becomes the focus.
    mutating func parkAnswer(_ session: ReplayedSession, event: Int, of recording: Recording) {
        focus = (recording, event)
        park(session)
    }

    /// Parks `session`, evicting the least useful ones over `capacity`: first those at no
    /// wanted event above the focus, then those below it (farthest first), then the deepest rung.
    mutating func park(_ session: ReplayedSession) {
        parked.append(session)
        while parked.count > capacity { evictOne() }
    }

    /// The nearest rung no session stands at yet (nil when all are there).
    var nextRung: Int? {
        let have = Set(parked.map(\.events))
        return wanted.dropFirst().first { !have.contains($0) }
    }

    /// A session to build the rung `event` from, taken out of the park: one at no wanted event
    /// (or a second at one), at or before `event`, the nearest. Nil: load afresh — after
    /// making room, so the park never holds more than `capacity` sessions with the new one.
    mutating func takeSource(for event: Int) -> ReplayedSession? {
        let spare = spareIndices()
        if let best = spare.filter({ parked[$0].canAnswer(event) }).max(by: { parked[$0].events < parked[$1].events }) {
            return parked.remove(at: best)
        }
        while parked.count >= capacity { evictOne() }
        return nil
    }

    /// Drops every parked session.
    mutating func removeAll() {
        parked.removeAll()
        focus = nil
    }

    /// The sessions at no wanted event, and any second one at the same event.
    private func spareIndices() -> [Int] {
        let wanted = Set(wanted)
        var seen: Set<Int> = []
        return parked.indices.filter { index in
            let event = parked[index].events
            guard wanted.contains(event), !seen.contains(event) else { return true }
            seen.insert(event)
            return false
        }
    }

    private mutating func evictOne() {
        let focusEvent = focus?.event ?? 0
        let spare = spareIndices()
        let victim =
            spare.max { rank(parked[$0].events, focusEvent) < rank(parked[$1].events, focusEvent) }
            ?? parked.indices.min { parked[$0].events < parked[$1].events }
        if let victim { parked.remove(at: victim) }
    }

    /// How little a spare session at `event` is worth (higher goes first): above the focus
    /// only a step forward could use it, and the focus does that; below, the farthest.
    private func rank(_ event: Int, _ focus: Int) -> Int {
        event > focus ? Int.max / 2 + event : focus - event
    }
}
