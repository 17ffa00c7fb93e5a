/// Motion on the virtual clock (rules S6, S7, S8, S10, S11): every frame is a timer 1/60 s
/// after the last, so `tick` lines and later events see each step, and a touch can stop it (S8).
extension ScrollView {
    /// Whether the scroll view is decelerating or animating (its offset or its zoom scale).
    public var isMoving: Bool { motion != nil }

    /// Decelerates from the offset toward `target` at `decelerationRate` (S6).
    func decelerate(to target: Point) {
        startMotion(
            kind: .deceleration, curve: .exponential(rate: decelerationRate), to: target, reason: "fingerLifted")
    }

    /// Decelerates past an edge and springs back to it (S6 v3), each axis as it says.
    func bounceBack(x: BounceAxis, y: BounceAxis, reason: String) {
        startMotion(
            kind: .deceleration, curve: .bounce(rate: decelerationRate), axes: (x, y),
            to: Point(x: x.rest, y: y.rest), reason: reason)
    }

    /// Animates the offset to `target` over 0.3 s.
    func animate(to target: Point, kind: ScrollMotion.Kind, reason: String) {
        startMotion(kind: kind, curve: .animation, to: target, reason: reason)
    }

    private func startMotion(
        kind: ScrollMotion.Kind, curve: ScrollMotion.Curve,
        axes: (x: BounceAxis, y: BounceAxis) = (.still, .still), to target: Point, reason: String
    ) {
        stopMotion(reason: "replaced")
        guard let app = application else {
            // Not on screen: nothing to animate; it gets there at once.
            moveOffset(to: target)
            return
        }
        begin(
            ScrollMotion(
                kind: kind, curve: curve, start: contentOffset, target: target, axes: axes,
                startTime: app.clock.now, reason: reason), on: app.clock)
    }

    /// Animates the zoom scale to `scale` over 0.3 s (S10): `scrollViewDidZoom` every frame,
    /// `scrollViewDidEndZooming` at the end.
    func animateZoom(to scale: Double, reason: String) {
        stopMotion(reason: "replaced")
        guard let app = application else {
            // Not on screen: nothing to animate; it gets there at once.
            applyZoom(scale)
            return
        }
        begin(
            ScrollMotion(
                kind: .zooming, curve: .animation, start: contentOffset, target: contentOffset,
                startScale: zoomScale, targetScale: scale, startTime: app.clock.now, reason: reason), on: app.clock)
    }

    private func begin(_ started: ScrollMotion, on clock: VirtualClock) {
        motion = started
        if started.kind == .deceleration { isDecelerating = true }
        trace(started.isDeceleration ? .decelerationBegan : .animationBegan, reason: started.reason)
        scheduleFrame(of: started, on: clock)
    }

    private func scheduleFrame(of current: ScrollMotion, on clock: VirtualClock) {
        let due = VirtualClock.onGrid(current.startTime + Double(current.frame + 1) * ScrollPhysics.frameInterval)
        current.timer = clock.schedule(at: due, frameAction)
    }

    /// The one closure every frame of this scroll view is scheduled with: made on the first
    /// motion and kept, so a frame allocates nothing (Performance.md#reused-closures). It
    /// needs no motion of its own: a motion's pending frame is always cancelled when the
    /// motion stops, so the frame that fires is the current motion's.
    private var frameAction: () -> Void {
        if let action = motionFrameAction { return action }
        // Through a weak reference held by an object, not a `[weak self]` capture: a captured
        // weak variable lives in a box whose every read is checked for exclusivity.
        let target = FrameTarget(self)
        let action: () -> Void = { target.scrollView?.motionFrame() }
        motionFrameAction = action
        return action
    }

    /// One frame: the next position (or scale), or the target and the end.
    fileprivate func motionFrame() {
        guard let current = motion else { return }
        current.timer = nil
        guard let clock = application?.clock else {
            // Removed mid-motion: it stops where it is, and says so once.
            motion = nil
            isDecelerating = false
            trace(current.isDeceleration ? .decelerationEnded : .animationEnded, reason: "viewRemoved")
            return
        }
        current.frame += 1
        let done: Bool
        if current.kind == .zooming {
            let (scale, over) = current.scale(atFrame: current.frame)
            applyZoom(scale)
            done = over
        } else {
            let (position, over) = current.position(atFrame: current.frame)
            moveOffset(to: position)
            done = over
        }
        // The delegate may have stopped or replaced the motion meanwhile.
        guard motion === current else { return }
        if done {
            finishMotion(current)
        } else {
            scheduleFrame(of: current, on: clock)
        }
    }

    private func finishMotion(_ finished: ScrollMotion) {
        motion = nil
        trace(finished.isDeceleration ? .decelerationEnded : .animationEnded, reason: "settled")
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            delegate?.scrollViewDidScrollToTop(self)
        case .zooming:
            delegate?.scrollViewDidEndZooming(self, view: zoomingView, atScale: zoomScale)
        }
    }

    /// Stops any motion where it is (S8 when `byTouch`); the delegate hears no end of it.
    func stopMotion(reason: String, byTouch: Bool = false) {
        guard let current = motion else { return }
        if let timer = current.timer { application?.clock.cancel(timer) }
        motion = nil
        isDecelerating = false
        if byTouch { trace(.stoppedByTouch, reason: reason) }
        trace(current.isDeceleration ? .decelerationEnded : .animationEnded, reason: reason)
    }
}

/// What a scroll view's kept frame closure holds: the scroll view, weakly (a scroll view
/// released mid-motion leaves a timer that does nothing). Read every frame:
/// Performance.md#unchecked-exclusivity.
private final class FrameTarget {
    @exclusivity(unchecked) weak var scrollView: ScrollView?
    init(_ scrollView: ScrollView) { self.scrollView = scrollView }
}
