/// A scroll view moving on its own: a deceleration (S6) or an animation of 0.3 s (paging,
/// bounce-back, animated offset changes, scroll to top), advanced in frames of 1/60 s of
/// virtual time, each a timer.
struct ScrollMotion {
    /// What the end of the motion tells the delegate.
    enum Kind {
        /// After a drag (deceleration, paging, bounce-back): `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_, true)`, `scrollRectToVisible(_, true)`: `scrollViewDidEndScrollingAnimation`.
        case scrollingAnimation
        /// A status-bar tap (S11): `scrollViewDidScrollToTop`.
        case scrollToTop
    }

    /// How the offset goes from `start` to `target`.
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
    let startTime: Double
    let reason: String
    /// Tells this motion from a later one (a frame of a stopped motion does nothing).
    let serial: Int
    var frame = 0
    var timer: VirtualClock.TimerID?

    /// Whether the trace calls it a deceleration (else an animation).
    var isDeceleration: Bool {
        if case .exponential = curve { return true }
        return false
    }

    /// The offset at frame `frame`, and whether the motion is over there (then it is `target`).
    func position(atFrame frame: Int) -> (Point, done: Bool) {
        let elapsed = Double(frame) * ScrollPhysics.frameInterval
        switch curve {
        case .exponential(let rate):
            let p = Point(x: ScrollPhysics.decelerated(from: start.x, to: target.x, elapsed: elapsed, rate: rate),
                          y: ScrollPhysics.decelerated(from: start.y, to: target.y, elapsed: elapsed, rate: rate))
            let done = abs(target.x - p.x) < ScrollPhysics.stopDistance && abs(target.y - p.y) < ScrollPhysics.stopDistance
            return done ? (target, true) : (p, false)
        case .animation:
            let frames = Int((ScrollPhysics.animationDuration / ScrollPhysics.frameInterval).rounded())
            guard frame < frames else { return (target, true) }
            let t = ScrollPhysics.eased(Double(frame) / Double(frames))
            return (Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t), false)
        }
    }
}
