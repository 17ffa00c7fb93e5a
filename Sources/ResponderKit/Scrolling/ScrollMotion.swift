/// A scroll view moving on its own: a deceleration (S6, with its spring past an edge), an
/// animation of 0.3 s of the offset (paging, animated offset changes, scroll to top) or of the
/// zoom scale (an
/// animated `setZoomScale`, S10), advanced in frames of 1/60 s of virtual time, each a timer.
///
/// A class, not a struct: a frame changes it in place, where a struct holding a `String` and
/// an enum with a payload would be copied out of the scroll view and back every frame
/// (Performance.md#reused-storage).
final class ScrollMotion {
    /// What the end of the motion tells the delegate.
    enum Kind {
        /// After a drag (deceleration, bounce, paging): `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_, true)`, `scrollRectToVisible(_, true)`: `scrollViewDidEndScrollingAnimation`.
        case scrollingAnimation
        /// A status-bar tap (S11): `scrollViewDidScrollToTop`.
        case scrollToTop
        /// `setZoomScale(_, true)` (S10): the zoom scale moves, not the offset;
        /// `scrollViewDidZoom` every frame, `scrollViewDidEndZooming` at the end.
        case zooming
    }

    /// How the motion goes from its start to its target.
    enum Curve {
        /// What is left shrinks by `rate` per millisecond; over within 0.5 point.
        case exponential(rate: Double)
        /// Eased over ``ScrollPhysics/animationDuration``.
        case animation
        /// A deceleration that passes an edge on some axis (S6 v3): each axis as its
        /// ``BounceAxis`` in `axes` says; over when every axis has settled.
        case bounce(rate: Double)
    }

    let kind: Kind
    let curve: Curve
    let start: Point
    let target: Point
    /// For ``Kind/zooming``: the zoom scales it goes between (else unused).
    let startScale: Double
    let targetScale: Double
    let startTime: Double
    let reason: String
    /// For ``Curve/bounce(rate:)``: how each axis moves (else unused). Kept out of the curve so
    /// the plain deceleration's frame reads a small enum (no copy of two axes' plans).
    let axes: (x: BounceAxis, y: BounceAxis)
    // Written every frame: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) var frame = 0
    @exclusivity(unchecked) var timer: VirtualClock.TimerID?

    init(
        kind: Kind, curve: Curve, start: Point, target: Point, startScale: Double = 1, targetScale: Double = 1,
        axes: (x: BounceAxis, y: BounceAxis) = (.still, .still), startTime: Double, reason: String
    ) {
        self.kind = kind
        self.curve = curve
        self.start = start
        self.target = target
        self.startScale = startScale
        self.targetScale = targetScale
        self.axes = axes
        self.startTime = startTime
        self.reason = reason
    }

    /// Whether the trace calls it a deceleration (else an animation).
    var isDeceleration: Bool {
        switch curve {
        case .exponential, .bounce: true
        case .animation: false
        }
    }

    /// The number of frames of an animation (0.3 s at 60 per second: 18).
    static let animationFrames = Int((ScrollPhysics.animationDuration / ScrollPhysics.frameInterval).rounded())

    /// The offset at frame `frame`, and whether the motion is over there (then it is `target`).
    func position(atFrame frame: Int) -> (Point, done: Bool) {
        switch curve {
        case .exponential(let rate):
            // One power for both axes: the same factor `decelerated(from:to:elapsed:rate:)`
            // computes for each, so the numbers are identical.
            let left = ScrollPhysics.remainingFraction(elapsed: Double(frame) * ScrollPhysics.frameInterval, rate: rate)
            let p = Point(x: target.x - (target.x - start.x) * left, y: target.y - (target.y - start.y) * left)
            let done =
                abs(target.x - p.x) < ScrollPhysics.stopDistance && abs(target.y - p.y) < ScrollPhysics.stopDistance
            return done ? (target, true) : (p, false)
        case .animation:
            guard let t = progress(atFrame: frame) else { return (target, true) }
            return (Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t), false)
        case .bounce(let rate):
            let elapsed = Double(frame) * ScrollPhysics.frameInterval
            let (px, xSettled) = axes.x.offset(at: elapsed, rate: rate)
            let (py, ySettled) = axes.y.offset(at: elapsed, rate: rate)
            return xSettled && ySettled ? (target, true) : (Point(x: px, y: py), false)
        }
    }

    /// The zoom scale at frame `frame` of a ``Kind/zooming`` motion, and whether it is over.
    func scale(atFrame frame: Int) -> (Double, done: Bool) {
        guard let t = progress(atFrame: frame) else { return (targetScale, true) }
        return (startScale + (targetScale - startScale) * t, false)
    }

    /// An animation's eased progress at `frame`; nil from its last frame on.
    private func progress(atFrame frame: Int) -> Double? {
        guard frame < Self.animationFrames else { return nil }
        return ScrollPhysics.eased(Double(frame) / Double(Self.animationFrames))
    }
}

/// One axis of a deceleration with `bounces` (S6 v3): it decelerates unclamped toward
/// `target` (offset(t) = start + (target − start)·(1 − r^(1000t))) until `springStart`, when it
/// reaches `rest`, an edge; from then on it follows a critically damped spring back to it.
/// An axis whose target lies in the range never springs (`springStart` is infinite) and rests
/// at its target; one lifted past an edge springs from the start.
struct BounceAxis {
    let start: Double
    /// The unclamped deceleration target (the phase before the spring).
    let target: Double
    /// Where the axis rests: the edge it springs back to, or its target in the range.
    let rest: Double
    /// Seconds into the motion when the spring starts; infinite for none.
    let springStart: Double
    /// +1 when beyond the edge means a larger offset (the trailing edge), −1 otherwise.
    let side: Double
    /// The distance beyond the edge and the velocity away from it when the spring starts.
    let y0: Double
    let u: Double

    /// An axis that decelerates from `start` toward `target`, inside the range.
    static func decelerating(from start: Double, to target: Double) -> BounceAxis {
        BounceAxis(start: start, target: target, rest: target, springStart: .infinity, side: 1, y0: 0, u: 0)
    }

    /// The placeholder of motions that are not bounces.
    static let still = decelerating(from: 0, to: 0)

    /// The offset at `elapsed` seconds, and whether the axis has settled there: within
    /// ``ScrollPhysics/stopDistance`` of where it rests — for the spring, also on its way back
    /// (its first moments from the edge are that close too, moving out).
    func offset(at elapsed: Double, rate: Double) -> (Double, settled: Bool) {
        guard elapsed >= springStart else {
            let p = target - (target - start) * ScrollPhysics.remainingFraction(elapsed: elapsed, rate: rate)
            return (p, springStart == .infinity && abs(target - p) < ScrollPhysics.stopDistance)
        }
        let t = elapsed - springStart
        let y = ScrollPhysics.spring(from: y0, velocity: u, elapsed: t)
        guard abs(y) < ScrollPhysics.stopDistance else { return (rest + side * y, false) }
        let v = ScrollPhysics.springVelocity(from: y0, velocity: u, elapsed: t)
        let returning = y == 0 ? v == 0 : (y > 0) != (v > 0) || v == 0
        return (rest + side * y, returning)
    }
}
