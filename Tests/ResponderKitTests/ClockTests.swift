import Testing

@testable import ResponderKit

@Suite("Virtual clock")
struct ClockTests {
    @Test("Timers fire in order of due time, then of scheduling, with now at their due time")
    func order() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(at: 2) { fired.append("b@\(clock.now)") }
        clock.schedule(at: 1) { fired.append("a@\(clock.now)") }
        clock.schedule(at: 2) { fired.append("c@\(clock.now)") }
        clock.schedule(at: 5) { fired.append("late") }
        clock.advance(to: 3)
        #expect(fired == ["a@1.0", "b@2.0", "c@2.0"])
        #expect(clock.now == 3)
        #expect(clock.nextDueTime == 5)
    }

    @Test("A timer scheduled by a firing timer fires in the same advance when due")
    func chained() {
        let clock = VirtualClock()
        var fired: [Double] = []
        clock.schedule(at: 1) {
            fired.append(clock.now)
            clock.schedule(after: 0.5) { fired.append(clock.now) }
            clock.schedule(after: 5) { fired.append(clock.now) }
        }
        clock.advance(to: 2)
        #expect(fired == [1, 1.5])
        #expect(clock.nextDueTime == 6)
    }

    @Test("Cancelled timers never fire; cancelling an unknown one is harmless")
    func cancel() {
        let clock = VirtualClock()
        var fired = 0
        let id = clock.schedule(at: 1) { fired += 1 }
        clock.cancel(id)
        clock.cancel(id)
        clock.advance(to: 2)
        #expect(fired == 0)
        #expect(clock.nextDueTime == nil)
    }

    @Test("Time never goes back; a timer already past fires on the next advance at the current time")
    func monotonic() {
        let clock = VirtualClock()
        clock.advance(to: 5)
        clock.advance(to: 3)
        #expect(clock.now == 5)
        var firedAt: Double?
        clock.schedule(at: 1) { firedAt = clock.now }
        clock.advance(to: 5)
        #expect(firedAt == 5)
    }

    @Test("A timer due exactly at the target time fires")
    func dueAtTarget() {
        let clock = VirtualClock()
        var fired = false
        clock.schedule(after: 0.35) { fired = true }
        clock.advance(to: 0.34)
        #expect(!fired)
        clock.advance(to: 0.35)
        #expect(fired)
    }

    @Test("A delay after a decimal time is due at the decimal a person would write (0.3 + 0.35 = 0.65)")
    func decimalDueTimes() {
        let clock = VirtualClock()
        var firedAt: [Double] = []
        clock.advance(to: 0.3)
        clock.schedule(after: 0.35) { firedAt.append(clock.now) }
        // Advancing to exactly 0.65 fires it, at 0.65.
        clock.advance(to: 0.65)
        clock.advance(to: 1.35)
        clock.schedule(after: 0.35) { firedAt.append(clock.now) }
        clock.advance(to: 2)
        #expect(firedAt == [0.65, 1.7])
        #expect(firedAt.map { "\($0)" } == ["0.65", "1.7"])
    }

    @Test("T5 touches are stamped with the virtual time")
    func touchTimestamps() {
        let scene = TestScene()
        let window = scene.window("w")
        var stamps: [Double] = []
        scene.record(window, .touchHandlers).onTouches = { _, touches, event, _ in
            stamps.append(touches.first!.timestamp)
            stamps.append(event.timestamp)
        }
        scene.at(1.25)
        scene.touch(1, .began, 10, 10)
        scene.at(2.5)
        scene.touch(1, .ended, 10, 10)
        #expect(stamps == [1.25, 1.25, 2.5, 2.5])
    }
}
