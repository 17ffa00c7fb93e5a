/// Motion on the virtual clock (rules S6, S7, S8, S11): every frame is a timer 1/60 s after
/// the last, so `tick` lines and later events see each step, and a touch can stop it (S8).
extension ScrollView {
    /// Whether the scroll view is decelerating or animating.
    public var isMoving: Bool { motion != nil }

    /// Decelerates from the offset toward `target` at `decelerationRate` (S6).
    func decelerate(to target: Point) {
        startMotion(kind: .deceleration, curve: .exponential(rate: decelerationRate), to: target, reason: "fingerLifted")
    }

    /// Animates the offset to `target` over 0.3 s.
    func animate(to target: Point, kind: ScrollMotion.Kind, reason: String) {
        startMotion(kind: kind, curve: .animation, to: target, reason: reason)
    }

    private func startMotion(kind: ScrollMotion.Kind, curve: ScrollMotion.Curve, to target: Point, reason: String) {
        stopMotion(reason: "replaced")
        guard let app = application else {
            // Not on screen: nothing to animate; it gets there at once.
            moveOffset(to: target)
            return
        }
        motionSerial += 1
        let started = ScrollMotion(kind: kind, curve: curve, start: contentOffset, target: target,
                                   startTime: app.clock.now, reason: reason, serial: motionSerial)
        motion = started
        if kind == .deceleration { isDecelerating = true }
        trace(started.isDeceleration ? .decelerationBegan : .animationBegan, reason: reason)
        scheduleFrame()
    }

    private func scheduleFrame() {
        guard var current = motion, let app = application else { return }
        let due = VirtualClock.onGrid(current.startTime + Double(current.frame + 1) * ScrollPhysics.frameInterval)
        let serial = current.serial
        current.timer = app.clock.schedule(at: due) { [weak self] in self?.motionFrame(serial: serial) }
        motion = current
    }

    /// One frame: the next position, or the target and the end.
    private func motionFrame(serial: Int) {
        guard var current = motion, current.serial == serial else { return }
        guard window != nil else {
            // Removed mid-motion: it stops where it is, and says so once.
            motion = nil
            isDecelerating = false
            trace(current.isDeceleration ? .decelerationEnded : .animationEnded, reason: "viewRemoved")
            return
        }
        current.frame += 1
        current.timer = nil
        motion = current
        let (position, done) = current.position(atFrame: current.frame)
        moveOffset(to: position)
        // The delegate may have stopped or replaced the motion meanwhile.
        guard motion?.serial == serial else { return }
        if done {
            finishMotion(current)
        } else {
            scheduleFrame()
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
