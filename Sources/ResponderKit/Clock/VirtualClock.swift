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

    /// The current virtual time.
    public private(set) var now: Double {
        @inlinable get { _now }
        set { _now = newValue }
    }
    // Read by every event and timer: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) @usableFromInline var _now: Double = 0
    // Read and written by every timer and every frame of motion; `advance` removes a timer
    // before running its action, so no access is held across one:
    // Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) private var timers: [Timer] = []
    @exclusivity(unchecked) private var nextID = 0

    public init() {}

    /// Schedules `action` at virtual time `due` (at once on the next advance if already past).
    /// Scheduling a closure kept from before allocates nothing: the queue keeps its storage
    /// (Performance.md#reused-closures).
    @discardableResult
    public func schedule(at due: Double, _ action: @escaping () -> Void) -> TimerID {
        nextID += 1
        let id = TimerID(value: nextID)
        timers.append(Timer(id: id, due: due, action: action))
        return id
    }

    /// Schedules `action` `delay` seconds from now. The due time is kept on a nanosecond grid:
    /// a 0.35 s timeout after 0.3 is due at 0.65, not at 0.6499999999999999 as binary addition
    /// has it, so `now()` and the trace show the times a person would write.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: Self.onGrid(now + delay), action)
    }

    /// `time` rounded to the nearest nanosecond (dividing the whole number of nanoseconds
    /// rounds once, to the double nearest that decimal); times too large to hold nanoseconds
    /// exactly are left as they are.
    static func onGrid(_ time: Double) -> Double {
        guard time.isFinite, abs(time) < 1e6 else { return time }
        return (time * 1e9).rounded() / 1e9
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

    /// The earliest timer due by `time`, the first scheduled among equals.
    private func indexOfEarliest(dueBy time: Double) -> Int? {
        var best = -1
        var bestDue = time
        for index in timers.indices {
            let due = timers[index].due
            if due < bestDue || (best < 0 && due <= time) {
                best = index
                bestDue = due
            }
        }
        return best < 0 ? nil : best
    }
}
