/// The session's virtual time: the studio clock (wall time, paused or stepped), the last time
/// the host's clock was moved to, and the time of the last touch event played.
final class SessionTime {
    private var clock: StudioClock
    /// The last time the host's clock was moved to (by an input or a tick).
    private(set) var lastAdvance = 0.0
    /// The time of the last touch event played (touch events need distinct times: a
    /// timeline joins touch lines of the same time into one event).
    private var lastTouchTime = -1.0

    init(wall: @escaping () -> Double) {
        clock = StudioClock(wall: wall)
    }

    var paused: Bool { clock.paused }
    var now: Double { clock.now }

    func pause() { clock.pause() }
    func resume() { clock.resume() }
    func step(_ seconds: Double) { clock.step(seconds) }
    func catchUp(to time: Double) { clock.catchUp(to: time) }

    /// The time of an input now: the clock's, never before the last one, and a touch event
    /// later than the previous touch event. The clock catches up to it.
    func inputTime(touch: Bool) -> Double {
        var time = max(clock.now, lastAdvance)
        if touch && time <= lastTouchTime { time = StudioClock.milliseconds(lastTouchTime + 0.001 + 1e-9) }
        clock.catchUp(to: time)
        return time
    }

    /// A touch event was played at `time`.
    func touchPlayed(at time: Double) {
        lastTouchTime = time
    }

    /// A timeline line of `time` was played (the host's clock is at it, or later).
    func linePlayed(at time: Double) {
        lastAdvance = max(lastAdvance, time)
    }

    /// The clock's time when it is past the last advance (which moves to it); nil otherwise.
    func advanceToNow() -> Double? {
        let now = max(clock.now, lastAdvance)
        guard now > lastAdvance else { return nil }
        lastAdvance = now
        return now
    }

    /// A new host: time starts again at 0.
    func restart() {
        lastTouchTime = -1
        lastAdvance = 0
        clock.restart()
    }
}
