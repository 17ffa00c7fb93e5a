/// Time as the core sees it: it only moves when told, so every run is repeatable.
///
/// Timers fire in order of due time (then of scheduling) while the clock advances past them;
/// during a firing `now` is the timer's due time.
public final class VirtualClock {
    /// Identifies a scheduled timer, to cancel it.
    public struct TimerID: Hashable, Sendable {
        let value: Int
    }

    private struct Timer {
        let id: TimerID
        let due: Double
        let action: () -> Void
    }

    /// Read by every event and timer: unchecked, as the clock never holds an access to it
    /// across a call.
    @exclusivity(unchecked) public private(set) var now: Double = 0
    private var timers: [Timer] = []
    private var nextID = 0

    public init() {}

    /// Schedules `action` at virtual time `due` (at once on the next advance if already past).
    @discardableResult
    public func schedule(at due: Double, _ action: @escaping () -> Void) -> TimerID {
        nextID += 1
        let id = TimerID(value: nextID)
        timers.append(Timer(id: id, due: due, action: action))
        return id
    }

    /// Schedules `action` `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: now + delay, action)
    }

    /// Cancels a timer that has not fired; a fired or unknown one is ignored.
    public func cancel(_ id: TimerID) {
        timers.removeAll { $0.id == id }
    }

    /// The due time of the earliest timer, if any.
    public var nextDueTime: Double? {
        timers.min { $0.due < $1.due }?.due
    }

    /// Advances to `time`, firing every timer due by then, earliest first. Timers that a firing
    /// schedules are fired too when due by `time`. Time never goes back.
    public func advance(to time: Double) {
        while let index = indexOfEarliest(dueBy: time) {
            let timer = timers.remove(at: index)
            now = max(now, timer.due)
            timer.action()
        }
        now = max(now, time)
    }

    private func indexOfEarliest(dueBy time: Double) -> Int? {
        var best: Int?
        for (index, timer) in timers.enumerated() where timer.due <= time {
            if let b = best {
                if timer.due < timers[b].due { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
