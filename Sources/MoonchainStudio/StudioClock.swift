import Foundation

/// The session's virtual clock: it follows wall time while live, stands still while paused,
/// and moves by whole steps when asked. Times are kept to the millisecond, as the recorded
/// timeline writes them, so a replay sees exactly the times the session saw.
public struct StudioClock {
    /// Virtual seconds at `anchorWall` (when live).
    private var anchorVirtual = 0.0
    private var anchorWall: Double
    /// Whether the clock is stopped.
    private(set) var paused = false
    private let wall: () -> Double

    init(wall: @escaping () -> Double = StudioClock.monotonicSeconds) {
        self.wall = wall
        anchorWall = wall()
    }

    /// The virtual time now, rounded down to the millisecond.
    var now: Double {
        let raw = paused ? anchorVirtual : anchorVirtual + (wall() - anchorWall)
        return StudioClock.milliseconds(raw)
    }

    /// Restarts at virtual time 0 (a reset), keeping the paused state.
    mutating func restart() {
        anchorVirtual = 0
        anchorWall = wall()
    }

    mutating func pause() {
        guard !paused else { return }
        anchorVirtual = now
        paused = true
    }

    mutating func resume() {
        guard paused else { return }
        anchorWall = wall()
        paused = false
    }

    /// Moves a paused clock on by `seconds` (a live clock moves by itself).
    mutating func step(_ seconds: Double) {
        if paused { anchorVirtual = StudioClock.milliseconds(anchorVirtual + seconds) }
    }

    /// Makes sure the clock never reads less than `time` (an input bumped forward to keep
    /// touch events apart must not let the clock run backwards after it).
    mutating func catchUp(to time: Double) {
        let current = now
        if time > current { anchorVirtual += time - current }
    }

    /// Whole milliseconds, down (the epsilon absorbs binary fractions: 0.35 is 0.34999...).
    static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000 + 1e-6).rounded(.down) / 1000
    }

    /// Seconds from a clock that never jumps (the live clock's wall time).
    public static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
