#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The numbers of scrolling (rules S3, S6, S7), as pure functions so tests can check them
/// exactly and the scroll view, the studio and the benchmarks share one definition.
public enum ScrollPhysics {
    /// Frames of motion are this far apart in virtual time (S6).
    public static let frameInterval = 1.0 / 60.0
    /// Animated offset changes, paging and scroll-to-top last this long.
    public static let animationDuration = 0.3
    /// A deceleration ends when this close to its target, which is then set exactly (S6).
    public static let stopDistance = 0.5
    /// UIScrollView.DecelerationRate.normal and .fast, per millisecond.
    public static let normalRate = 0.998
    public static let fastRate = 0.99
    /// Rubber-band stiffness (S6).
    public static let rubberBandCoefficient = 0.55

    /// The offset range on one axis (S3): −leading ... max(−leading, content + trailing − size).
    /// Non-finite inputs count as 0, so the range is always finite and non-empty.
    public static func range(content: Double, size: Double, leading: Double, trailing: Double) -> ClosedRange<Double> {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let low = 0 - finite(leading)  // 0 - 0 is 0, not -0
        let high = max(low, finite(content) + finite(trailing) - finite(size))
        return low...high
    }

    /// How far past the edge the content shows for a finger overshoot `x` (≥ 0) on an axis of
    /// size `d` (S6): (1 − 1/(x·0.55/d + 1))·d. Never reaches `d`.
    public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        guard x > 0, d > 0, x.isFinite else { return x.isFinite ? 0 : max(d, 0) }
        return (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// The finger overshoot that ``rubberBand(_:dimension:)`` shows as `y` past the edge: its
    /// inverse, y·d/(0.55·(d − y)). Outside 0 < y < d (no overshoot, or one no drag can show)
    /// `y` itself.
    public static func overshoot(showing y: Double, dimension d: Double) -> Double {
        guard y > 0, d > 0, y < d else { return y }
        return y * d / (rubberBandCoefficient * (d - y))
    }

    /// The raw offset that ``dragged(_:in:dimension:bounces:)`` shows as `offset`: where a drag
    /// that begins on a rubber-banded offset (a touch stopping a bounce-back, S8) starts
    /// following the finger from, so the offset does not jump (S6).
    public static func undragged(_ offset: Double, in range: ClosedRange<Double>, dimension: Double, bounces: Bool)
        -> Double
    {
        guard bounces else { return offset }
        if offset < range.lowerBound {
            return range.lowerBound - overshoot(showing: range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + overshoot(showing: offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// The offset for a raw (finger-following) offset on one axis: inside the range as is;
    /// outside, rubber-banded with `bounces`, else clamped.
    public static func dragged(_ raw: Double, in range: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double
    {
        if raw < range.lowerBound {
            return bounces
                ? range.lowerBound - rubberBand(range.lowerBound - raw, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces
                ? range.upperBound + rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// Where a deceleration from `offset` at `velocity` (points per second, along the offset)
    /// comes to rest before clamping: offset + v/1000·r/(1−r) (S6).
    public static func decelerationTarget(offset: Double, velocity: Double, rate: Double) -> Double {
        offset + velocity / 1000 * rate / (1 - rate)
    }

    /// The offset `elapsed` seconds into a deceleration from `start` toward `target` at rate
    /// `rate` per millisecond: what is left shrinks by `rate` every millisecond.
    public static func decelerated(from start: Double, to target: Double, elapsed: Double, rate: Double) -> Double {
        target - (target - start) * remainingFraction(elapsed: elapsed, rate: rate)
    }

    /// The fraction of a deceleration's distance still to go `elapsed` seconds into it: r^ms.
    public static func remainingFraction(elapsed: Double, rate: Double) -> Double {
        pow(rate, elapsed * 1000)
    }

    /// The rate ω, per second, of the critically damped spring past an edge (S6 v3).
    public static let springRate = 20.0

    /// The distance beyond the edge `elapsed` seconds into the spring (S6 v3), for a start
    /// `y0` beyond it moving away from it at `u` points per second:
    /// (y0 + (u + ω·y0)·t)·e^(−ωt). With y0 = 0 it peaks at u/(ω·e) after 1/ω (0.05 s).
    public static func spring(from y0: Double, velocity u: Double, elapsed t: Double) -> Double {
        (y0 + (u + springRate * y0) * t) * exp(-springRate * t)
    }

    /// The spring's velocity away from the edge at `elapsed`: (u − ω·(u + ω·y0)·t)·e^(−ωt).
    public static func springVelocity(from y0: Double, velocity u: Double, elapsed t: Double) -> Double {
        (u - springRate * (u + springRate * y0) * t) * exp(-springRate * t)
    }

    /// Where an unclamped deceleration from `start` toward `target` reaches `edge` (which lies
    /// between them, S6 v3): the time, in seconds, at which r^(1000t) = (target − edge) /
    /// (target − start), and the velocity there along the offset, in points per second
    /// (the derivative of start + (target − start)·(1 − r^(1000t)): (target − edge)·(−1000·ln r)).
    public static func edgeCrossing(start: Double, target: Double, edge: Double, rate: Double) -> (
        time: Double, velocity: Double
    ) {
        let left = (target - edge) / (target - start)
        let perSecond = -1000 * log(rate)
        return (log(left) / -perSecond, (target - edge) * perSecond)
    }

    /// How many frames a deceleration over `distance` points takes at `rate` (S6): the first
    /// frame whose remaining distance is under ``stopDistance``; 0 when already there.
    public static func decelerationFrames(distance: Double, rate: Double) -> Int {
        let d = abs(distance)
        guard d >= stopDistance, rate > 0, rate < 1 else { return 0 }
        var frame = 1
        while d * pow(rate, Double(frame) * frameInterval * 1000) >= stopDistance { frame += 1 }
        return frame
    }

    /// An animation's progress curve at `t` in 0...1 (ease in, ease out).
    public static func eased(_ t: Double) -> Double {
        let c = min(max(t, 0), 1)
        return c * c * (3 - 2 * c)
    }

    /// Rule S7: the page (0-based) a paging drag settles on, given the page it began on, the
    /// decelerated target and the page size; at most one page from the start, within `pages`.
    public static func page(startPage: Int, target: Double, pageSize: Double, pages: Int) -> Int {
        guard pageSize > 0, target.isFinite else { return startPage }
        let nearest = Int((target / pageSize).rounded())
        let oneAway = min(max(nearest, startPage - 1), startPage + 1)
        return min(max(oneAway, 0), max(pages - 1, 0))
    }

    /// A deceleration rate as UIKit takes it: "normal", "fast", or a number in (0, 1); nil for
    /// anything else (a rate of 1 or more never stops, 0 or less never moves).
    public static func validRate(_ rate: Double) -> Double? {
        rate > 0 && rate < 1 && rate.isFinite ? rate : nil
    }
}
