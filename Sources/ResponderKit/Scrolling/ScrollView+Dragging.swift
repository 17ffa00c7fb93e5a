/// The drag (rules S6, S7, S9, S11): the pan's actions move the offset with the finger and,
/// on lift, hand over to a deceleration, a paging animation or a bounce-back.
extension ScrollView {
    /// An axis of scrolling.
    enum Axis { case horizontal, vertical }

    /// Where the current drag began.
    struct DragState {
        var startOffset: Point
        /// The raw (finger-following) offset the drag starts from on the axes it moves: the
        /// offset itself, or past an edge the overshoot whose rubber band shows it (S6, S8).
        var startRaw: Point
        /// The pan's translation when the drag began: the offset follows the finger from
        /// there, so the 10 points before the pan began make no jump (S6).
        var startTranslation: Point
        /// The page the drag began on, per axis (S7).
        var startPage: (x: Int, y: Int)
        /// With `directionalLockEnabled`, the one axis this drag moves (S9).
        var lock: Axis?
    }

    /// Runs the pan's action for `state` (G9: after the event's deliveries).
    func handlePan(_ state: GestureState) {
        switch state {
        case .began: beginDrag()
        case .changed: followDrag()
        case .ended: endDrag(cancelled: false)
        case .cancelled, .failed: endDrag(cancelled: true)
        case .possible: break
        }
    }

    private func beginDrag() {
        stopMotion(reason: "dragBegan")
        let translation = panGestureRecognizer.translation(in: nil)
        let offset = contentOffset
        let raw = Point(
            x: ScrollPhysics.undragged(offset.x, in: horizontalRange, dimension: bounds.size.width, bounces: bounces),
            y: ScrollPhysics.undragged(offset.y, in: verticalRange, dimension: bounds.size.height, bounces: bounces))
        drag = DragState(
            startOffset: offset, startRaw: raw, startTranslation: translation, startPage: currentPage,
            lock: isDirectionalLockEnabled ? Self.axis(of: translation) : nil)
        isDragging = true
        trace(.dragBegan, reason: "panBegan")
        // X9: "onDrag" resigns the first responder before the delegate hears of the drag.
        if keyboardDismissMode == .onDrag, let window, window.firstResponder != nil {
            window.endEditing(true)
        }
        guard drag != nil else { return }
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The axis a movement is mostly along; nil for no movement.
    static func axis(of movement: Point) -> Axis? {
        if movement.x == 0 && movement.y == 0 { return nil }
        return abs(movement.x) > abs(movement.y) ? .horizontal : .vertical
    }

    private func followDrag() {
        guard var state = drag else { return }
        let translation = panGestureRecognizer.translation(in: nil)
        let moved = Point(x: translation.x - state.startTranslation.x, y: translation.y - state.startTranslation.y)
        if isDirectionalLockEnabled && state.lock == nil {
            state.lock = Self.axis(of: moved)
            drag = state
        }
        let movesX = scrollsHorizontally && state.lock != .vertical
        let movesY = scrollsVertically && state.lock != .horizontal
        let raw = Point(
            x: movesX ? state.startRaw.x - moved.x : state.startOffset.x,
            y: movesY ? state.startRaw.y - moved.y : state.startOffset.y)
        moveOffset(
            to: Point(
                x: movesX
                    ? ScrollPhysics.dragged(raw.x, in: horizontalRange, dimension: bounds.size.width, bounces: bounces)
                    : raw.x,
                y: movesY
                    ? ScrollPhysics.dragged(raw.y, in: verticalRange, dimension: bounds.size.height, bounces: bounces)
                    : raw.y))
    }

    private func endDrag(cancelled: Bool) {
        guard let state = drag else { return }
        drag = nil
        isDragging = false
        if !cancelled, keyboardDismissMode == .interactive { dismissKeyboardIfBelowItsTop() }
        let offset = contentOffset
        let fingerVelocity = cancelled ? Point.zero : panGestureRecognizer.velocity(in: nil)
        // Along the offset (the content moves against the finger), on the axes that move.
        let velocity = Point(
            x: scrollsHorizontally && state.lock != .vertical ? -fingerVelocity.x : 0,
            y: scrollsVertically && state.lock != .horizontal ? -fingerVelocity.y : 0)
        let inRange = clamped(offset)
        var target: Point
        // With `bounces`, a lift past an edge or a fling whose target lies beyond one springs
        // back to the edge (S6 v3); the plan is nil when neither axis passes an edge.
        var bounce: (x: BounceAxis, y: BounceAxis)?
        if isPagingEnabled {
            target = pageTarget(offset: offset, velocity: velocity, startPage: state.startPage)
        } else if bounces, let plan = bouncePlan(offset: offset, velocity: velocity) {
            bounce = plan
            target = Point(x: plan.x.rest, y: plan.y.rest)
        } else if inRange != offset {
            // An overshoot returns to the edge (S6).
            target = inRange
        } else {
            target = clamped(
                Point(
                    x: ScrollPhysics.decelerationTarget(offset: offset.x, velocity: velocity.x, rate: decelerationRate),
                    y: ScrollPhysics.decelerationTarget(offset: offset.y, velocity: velocity.y, rate: decelerationRate))
            )
        }
        let perMillisecond = Point(x: velocity.x / 1000, y: velocity.y / 1000)
        if case .answered(let answer?) = delegate?.scrollViewWillEndDragging(
            self, velocity: perMillisecond, target: target),
            answer.x.isFinite, answer.y.isFinite
        {
            target = clamped(answer)
        }
        // A delegate's other target replaces the bounce with the plain motion toward it.
        if let plan = bounce, target != Point(x: plan.x.rest, y: plan.y.rest) { bounce = nil }
        let willDecelerate = target != offset || bounce != nil
        trace(.dragEnded, reason: cancelled ? "panCancelled" : "fingerLifted")
        delegate?.scrollViewDidEndDragging(self, decelerate: willDecelerate)
        // The delegate may have moved it, started an animation or removed it meanwhile.
        guard willDecelerate, motion == nil, drag == nil, window != nil else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating, motion == nil, window != nil else { return }
        if let plan = bounce, contentOffset == offset {
            bounceBack(x: plan.x, y: plan.y, reason: inRange != offset ? "bounceBack" : "fingerLifted")
        } else if isPagingEnabled || inRange != offset || contentOffset != offset {
            animate(to: target, kind: .deceleration, reason: isPagingEnabled ? "paging" : "bounceBack")
        } else {
            decelerate(to: target)
        }
    }

    /// S6 v3: how each axis moves after a lift with `bounces`, when one of them passes an edge
    /// — lifted past it (the spring starts at once, from there, with the lift velocity) or
    /// flung toward a target beyond it (unclamped deceleration to the edge, then the spring,
    /// starting at the edge with the velocity there). nil when no axis passes an edge: the
    /// plain deceleration toward the clamped target does.
    private func bouncePlan(offset: Point, velocity: Point) -> (x: BounceAxis, y: BounceAxis)? {
        let x = bounceAxis(offset.x, velocity.x, horizontalRange)
        let y = bounceAxis(offset.y, velocity.y, verticalRange)
        return x.springStart.isFinite || y.springStart.isFinite ? (x, y) : nil
    }

    private func bounceAxis(_ offset: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> BounceAxis {
        if offset < range.lowerBound {
            return BounceAxis(
                start: offset, target: offset, rest: range.lowerBound, springStart: 0, side: -1,
                y0: range.lowerBound - offset, u: -velocity)
        }
        if offset > range.upperBound {
            return BounceAxis(
                start: offset, target: offset, rest: range.upperBound, springStart: 0, side: 1,
                y0: offset - range.upperBound, u: velocity)
        }
        let target = ScrollPhysics.decelerationTarget(offset: offset, velocity: velocity, rate: decelerationRate)
        let edge = target > range.upperBound ? range.upperBound : target < range.lowerBound ? range.lowerBound : nil
        guard let edge else { return .decelerating(from: offset, to: target) }
        let crossing = ScrollPhysics.edgeCrossing(start: offset, target: target, edge: edge, rate: decelerationRate)
        let side: Double = edge == range.upperBound && target > range.upperBound ? 1 : -1
        return BounceAxis(
            start: offset, target: target, rest: edge, springStart: crossing.time, side: side,
            y0: 0, u: side * crossing.velocity)
    }

    /// The page the offset is on now, per axis (pages are the bounds' size, S7).
    var currentPage: (x: Int, y: Int) {
        func page(_ offset: Double, _ size: Double) -> Int {
            guard size > 0, offset.isFinite else { return 0 }
            return Int((offset / size).rounded())
        }
        return (page(contentOffset.x, bounds.size.width), page(contentOffset.y, bounds.size.height))
    }

    /// S7: the offset of the page nearest the decelerated target, at most one page from the
    /// page the drag began on.
    private func pageTarget(offset: Point, velocity: Point, startPage: (x: Int, y: Int)) -> Point {
        func axis(
            _ offset: Double, _ velocity: Double, _ size: Double, _ content: Double, _ start: Int,
            _ range: ClosedRange<Double>
        ) -> Double {
            guard size > 0 else { return offset }
            let decelerated = ScrollPhysics.decelerationTarget(
                offset: offset, velocity: velocity, rate: decelerationRate)
            let pages = max(1, Int((content / size).rounded(.up)))
            let page = ScrollPhysics.page(startPage: start, target: decelerated, pageSize: size, pages: pages)
            return min(max(Double(page) * size, range.lowerBound), range.upperBound)
        }
        return Point(
            x: axis(offset.x, velocity.x, bounds.size.width, contentSize.width, startPage.x, horizontalRange),
            y: axis(offset.y, velocity.y, bounds.size.height, contentSize.height, startPage.y, verticalRange))
    }
}
