/// One of a navigation controller's two pop recognizers (rule N1): `edgePop`
/// (UINavigationController's `interactivePopGestureRecognizer`, a screen-edge pan from the
/// leading edge) or `contentPop` (iOS 26's `interactiveContentPopGestureRecognizer`, a pan
/// anywhere in the content). Both are ordinary pans in the arena (G1–G10); what is their own is
/// when they may begin (N3, N4) and the horizontal velocity they keep for the decision at lift (N8).
public final class NavigationPopGestureRecognizer: PanGestureRecognizer {
    /// Which of the two it is.
    public enum Style: String, Sendable {
        /// `edgePop`: the touch must begin within 20 points of the leading screen edge.
        case edge
        /// `contentPop`: anywhere, but not on a horizontally scrollable scroll view (N4).
        case content
    }

    /// Which of the two pop recognizers this is.
    public let style: Style
    /// The horizontal velocity of the last movement, the lift included (points per virtual
    /// second, positive toward the trailing edge): the `v` of rule N8. Only this recognizer's own
    /// handlers write it, never within another access: no exclusivity check per write.
    @exclusivity(unchecked) public private(set) var horizontalVelocity = 0.0
    /// Where and when the tracked touch was last seen, for `horizontalVelocity`. Written on
    /// every move: Performance.md#unchecked-exclusivity (one thread, no overlapping access).
    @exclusivity(unchecked) private var lastX: Double?
    @exclusivity(unchecked) private var lastTime = 0.0

    init(name: String, style: Style) {
        self.style = style
        super.init(name: name)
    }

    public override var kindName: String { style == .edge ? "screenEdgePan" : "pan" }

    /// The touch the pop follows: the first of the attempt.
    var poppingTouch: Touch? { touches.first }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        if state == .possible, let refusal = refusal(for: touches) {
            request(.failed, reason: refusal)
            return
        }
        super.touchesBegan(touches, event: event)
        if lastX == nil, let touch = poppingTouch {
            lastX = touch.screenLocation.x
            lastTime = event.timestamp
        }
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        super.touchesMoved(touches, event: event)
        noteMovement(at: event.timestamp)
        // N3, N4: the first movement (the 10 points that make the pan begin) must go from the
        // leading edge toward the trailing one, more horizontally than vertically.
        guard state == .possible, requestedState == .began else { return }
        let moved = translation(in: nil)
        if !(moved.x > 0 && abs(moved.x) > abs(moved.y)) {
            request(.failed, reason: GestureReason("notLeadingToTrailing"))
        }
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        // N8: the lift's location counts.
        noteMovement(at: event.timestamp)
        super.touchesEnded(touches, event: event)
    }

    public override func reset() {
        super.reset()
        horizontalVelocity = 0
        lastX = nil
        lastTime = 0
    }

    /// Updates the velocity from the popping touch's movement since it was last seen; a lift
    /// where the finger did not move keeps the last movement's velocity, as a pan's does.
    /// `time` is the event's: the clock's now, read without a walk to the application.
    private func noteMovement(at time: Double) {
        guard let touch = poppingTouch, let lastX else { return }
        let x = touch.screenLocation.x
        // A move with no horizontal change leaves the velocity as it was: decided before the
        // clock's rounding, which every such move would otherwise pay.
        guard x != lastX else { return }
        // On the clock's nanosecond grid: 5 points in 0.01 s is 500 points/s exactly (N8).
        let elapsed = VirtualClock.onGrid(time - lastTime)
        guard elapsed > 0 else { return }
        horizontalVelocity = (x - lastX) / elapsed
        self.lastX = x
        lastTime = time
    }

    /// Why this touch may not start a pop, or nil (N3, N4).
    private func refusal(for touches: [Touch]) -> GestureReason? {
        switch style {
        case .edge:
            let band = ScreenEdgePanGestureRecognizer.edgeDistance
            if touches.contains(where: { $0.screenLocation.x > band }) { return .notAtEdge }
        case .content:
            for touch in touches where beganOnHorizontalScrollView(touch) {
                return GestureReason("horizontalScrollView")
            }
        }
        return nil
    }

    /// N4: whether `touch` began inside a scroll view (below this recognizer's view) that
    /// scrolls horizontally (S3).
    private func beganOnHorizontalScrollView(_ touch: Touch) -> Bool {
        // Walked without retaining each ancestor (the tree holds them; nothing here calls out):
        // every touch in a pushed screen with the content pop on takes this walk at its began.
        // Each step returns the answer or the next ancestor: the closure mutates nothing it
        // captures, so the walk's variable is not boxed and checked for exclusivity per step.
        guard let start = touch.view else { return false }
        let stop = self.view
        var reference = Unmanaged.passUnretained(start)
        while true {
            let step = reference._withUnsafeGuaranteedRef { view -> (found: Bool?, next: Unmanaged<View>?) in
                if view === stop { return (false, nil) }
                // `kind` names the class exactly: no dynamic cast per ancestor.
                if view.kind == .scrollView || view.kind == .tableView,
                    unsafeDowncast(view, to: ScrollView.self).scrollsHorizontally
                {
                    return (true, nil)
                }
                return (nil, view._superview.reference)
            }
            if let found = step.found { return withExtendedLifetime(start) { found } }
            guard let next = step.next else { return withExtendedLifetime(start) { false } }
            reference = next
        }
    }
}
