/// A scroll view moving on its own: a deceleration (S6), an animation of 0.3 s of the offset
/// (paging, bounce-back, animated offset changes, scroll to top) or of the zoom scale (an
/// animated `setZoomScale`, S10), advanced in frames of 1/60 s of virtual time, each a timer.
///
/// A class, not a struct: a frame changes it in place, where a struct holding a `String` and
/// an enum with a payload would be copied out of the scroll view and back every frame
/// (Performance.md#reused-storage).
final class ScrollMotion {
    /// What the end of the motion tells the delegate.
    enum Kind {
        /// After a drag (deceleration, paging, bounce-back): `scrollViewDidEndDecelerating`.
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
    // Written every frame: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) var frame = 0
    @exclusivity(unchecked) var timer: VirtualClock.TimerID?

    init(kind: Kind, curve: Curve, start: Point, target: Point, startScale: Double = 1, targetScale: Double = 1,
         startTime: Double, reason: String) {
        self.kind = kind
        self.curve = curve
        self.start = start
        self.target = target
        self.startScale = startScale
        self.targetScale = targetScale
        self.startTime = startTime
        self.reason = reason
    }

    /// Whether the trace calls it a deceleration (else an animation).
    var isDeceleration: Bool {
        if case .exponential = curve { return true }
        return false
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
            let done = abs(target.x - p.x) < ScrollPhysics.stopDistance && abs(target.y - p.y) < ScrollPhysics.stopDistance
            return done ? (target, true) : (p, false)
        case .animation:
            guard let t = progress(atFrame: frame) else { return (target, true) }
            return (Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t), false)
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
