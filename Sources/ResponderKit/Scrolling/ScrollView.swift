/// A view that scrolls its content (UIScrollView).
///
/// Its content offset is its bounds' origin (rule S1): scrolling moves no content frame, it
/// changes the coordinate space the content is hit-tested and drawn in (H4). It never takes a
/// touch by hit testing (S2): it takes part through three recognizers on itself, offered like
/// any ancestor's (G1) — ``ContentDelayGestureRecognizer`` (S4), ``ScrollPanGestureRecognizer``
/// (S3, S5, S6, S8) and, while zooming is possible, a ``PinchGestureRecognizer`` (S10).
/// Motion (deceleration, paging, animations) runs in frames of 1/60 s on the virtual clock.
public class ScrollView: View {
    /// The size of the scrollable content. Negative or non-finite sides count as 0.
    public var contentSize = Size.zero {
        didSet {
            if !(contentSize.width.isFinite && contentSize.width >= 0) { contentSize.width = 0 }
            if !(contentSize.height.isFinite && contentSize.height >= 0) { contentSize.height = 0 }
        }
    }
    /// Extra room around the content (S3). Non-finite sides count as 0.
    public var contentInset = EdgeInsets.zero {
        didSet {
            if !contentInset.top.isFinite { contentInset.top = 0 }
            if !contentInset.left.isFinite { contentInset.left = 0 }
            if !contentInset.bottom.isFinite { contentInset.bottom = 0 }
            if !contentInset.right.isFinite { contentInset.right = 0 }
        }
    }
    /// The bounds' origin (S1). Setting it is `setContentOffset(_:animated: false)`.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }
    /// S12: false turns the pan and the content delay off; touches reach the content at once.
    public var isScrollEnabled = true {
        didSet { updateRecognizers() }
    }
    /// S7.
    public var isPagingEnabled = false
    /// S6: a drag past the range rubber-bands; without it the offset stops at the edge.
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    /// S9.
    public var isDirectionalLockEnabled = false
    /// S4.
    public var delaysContentTouches = true {
        didSet { updateRecognizers() }
    }
    /// S5.
    public var canCancelContentTouches = true
    /// Per millisecond, in (0, 1): ``ScrollPhysics/normalRate`` by default. Other values are
    /// refused (the old rate stays): a rate of 1 or more never stops, 0 or less never moves.
    public var decelerationRate = ScrollPhysics.normalRate {
        didSet { if ScrollPhysics.validRate(decelerationRate) == nil { decelerationRate = oldValue } }
    }
    /// S10. Values that are not finite and above 0 are refused (the old value stays).
    public var minimumZoomScale = 1.0 {
        didSet {
            if !(minimumZoomScale.isFinite && minimumZoomScale > 0) { minimumZoomScale = oldValue }
            updateRecognizers()
        }
    }
    public var maximumZoomScale = 1.0 {
        didSet {
            if !(maximumZoomScale.isFinite && maximumZoomScale > 0) { maximumZoomScale = oldValue }
            updateRecognizers()
        }
    }
    /// S10: set it with ``setZoomScale(_:animated:)``, which clamps it to the range.
    public var zoomScale = 1.0
    /// S11.
    public var scrollsToTop = true
    /// X9: whether a drag dismisses the keyboard (resigns the window's first responder, forced).
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// Whose behaviour answers the delegate methods (`delegate = NAME`); nil: this view's own.
    public var delegateResponder: Responder? {
        get { _delegateResponder }
        set { _delegateResponder = newValue }
    }
    // Read on every change of offset (each frame of motion): Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) weak var _delegateResponder: Responder?

    /// A finger is down on the scroll view's pan (it may not have begun to drag yet).
    public internal(set) var isTracking = false
    /// The content follows a finger (S6).
    public internal(set) var isDragging = false
    /// Moving on its own after a drag (deceleration, paging, bounce-back).
    public internal(set) var isDecelerating = false
    /// A pinch is zooming (S10).
    public internal(set) var isZooming = false

    /// The pan that scrolls (S3, S5, S6).
    public let panGestureRecognizer: ScrollPanGestureRecognizer
    /// The recognizer that holds content touches for 0.15 s (S4).
    public let delayGestureRecognizer: ContentDelayGestureRecognizer
    /// The pinch that zooms, while zooming is possible (S10); nil otherwise.
    public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?

    /// The motion running now (deceleration or animation), if any. Read every frame:
    /// Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) var motion: ScrollMotion?
    /// The closure every motion frame is scheduled with, made once (see `frameAction`).
    @exclusivity(unchecked) var motionFrameAction: (() -> Void)?
    /// Where and when the current drag began, for S6 (no jump) and S7 (one page at most).
    var drag: DragState?
    /// The zoom scale when the pinch began (S10).
    var zoomStartScale = 1.0
    /// Levels of `scrollViewDidScroll` running now, to bound recursion (S11). Counted on
    /// every change of offset: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) var didScrollDepth = 0
    /// Whether the recursion limit was reported already (it is reported once).
    var reportedRecursion = false

    /// The deepest `scrollViewDidScroll` → `setContentOffset` → `scrollViewDidScroll` chain
    /// followed; deeper offset changes still happen, without calling the delegate again.
    public static let didScrollRecursionLimit = 8

    /// A scroll view called `name`: clipping, every behaviour on, offset 0,0 (S1).
    public override convenience init(name: String, frame: Rect) {
        self.init(name: name, frame: frame, kind: .scrollView)
    }

    override init(name: String, frame: Rect, kind: ResponderKind) {
        // Named after the scroll view when made, so traces say whose they are.
        delayGestureRecognizer = ContentDelayGestureRecognizer(name: "\(name).delay")
        panGestureRecognizer = ScrollPanGestureRecognizer(name: "\(name).pan")
        super.init(name: name, frame: frame, kind: kind)
        clipsToBounds = true
        delayGestureRecognizer.delegate = self
        panGestureRecognizer.delegate = self
        panGestureRecognizer.action = ScrollAction.pan
        // UIKit's order: the delay recognizer first, then the pan (G1 offers them so).
        addGestureRecognizer(delayGestureRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        updateRecognizers()
    }

    /// The delegate the methods are asked of (see ``delegateResponder``).
    public var delegate: (any ScrollViewDelegate)? {
        (delegateResponder ?? self).behavior as? any ScrollViewDelegate
    }

    /// Turns the recognizers on and off as the fields say (S4, S10, S12).
    func updateRecognizers() {
        let pan = panGestureRecognizer
        let delay = delayGestureRecognizer
        if pan.isEnabled != isScrollEnabled { pan.isEnabled = isScrollEnabled }
        if delay.isEnabled != isScrollEnabled { delay.isEnabled = isScrollEnabled }
        delay.delaysTouchesBegan = delaysContentTouches
        updatePinch()
    }

    // MARK: - Ranges (S3)

    /// The offset range on the horizontal axis.
    public var horizontalRange: ClosedRange<Double> {
        ScrollPhysics.range(
            content: contentSize.width, size: bounds.size.width, leading: contentInset.left,
            trailing: contentInset.right)
    }

    /// The offset range on the vertical axis.
    public var verticalRange: ClosedRange<Double> {
        ScrollPhysics.range(
            content: contentSize.height, size: bounds.size.height, leading: contentInset.top,
            trailing: contentInset.bottom)
    }

    /// Whether a drag may move the offset horizontally (S3).
    public var scrollsHorizontally: Bool {
        horizontalRange.upperBound > horizontalRange.lowerBound || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag may move the offset vertically (S3).
    public var scrollsVertically: Bool {
        verticalRange.upperBound > verticalRange.lowerBound || (bounces && alwaysBounceVertical)
    }

    /// `point` clamped into the offset range.
    public func clamped(_ point: Point) -> Point {
        let h = horizontalRange
        let v = verticalRange
        return Point(x: min(max(point.x, h.lowerBound), h.upperBound), y: min(max(point.y, v.lowerBound), v.upperBound))
    }

    // MARK: - Offset

    /// Sets the offset at once, or animated over 0.3 s (S11); either way `scrollViewDidScroll`
    /// runs once per change. A non-finite point is refused. Any running motion stops.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            report(
                "setContentOffset of '\(name)' needs finite numbers, got \(offset); the offset stays \(contentOffset)")
            return
        }
        stopMotion(reason: "setContentOffset")
        if animated, offset != contentOffset {
            animate(to: offset, kind: .scrollingAnimation, reason: "setContentOffset")
        } else {
            moveOffset(to: offset)
        }
    }

    /// Scrolls the least so that `rect` (in the content's coordinates) is visible.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.isFinite else { return }
        var target = contentOffset
        let size = bounds.size
        if rect.maxX > target.x + size.width { target.x = rect.maxX - size.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > target.y + size.height { target.y = rect.maxY - size.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clamped(target), animated: animated)
    }

    /// Moves the bounds' origin and tells the delegate (``offsetDidChange()``) when it changed:
    /// what the bounds' setter does for an origin, without its size bookkeeping (every frame
    /// of motion comes here).
    func moveOffset(to offset: Point) {
        guard offset != _bounds.origin else { return }
        _bounds.origin = offset
        noteGeometryChange()
        offsetDidChange()
    }

    /// Sets the offset a scene starts with, telling no delegate: nothing has scrolled yet
    /// (the scene's behaviours have not loaded). A non-finite point is refused.
    public func setInitialContentOffset(_ offset: Point) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        // The storage itself, past the bounds' setter that would tell the delegate.
        _bounds.origin = offset
        noteGeometryChange()
    }

    /// The one place a change of offset is told (S11): the bounds' setter calls it whenever
    /// the origin changed — a drag, a deceleration, an animation, `setContentOffset`, or a
    /// `bounds` written from a script. `scrollViewDidScroll` runs once per change; a delegate
    /// that sets the offset again from there is followed only so deep.
    final func offsetDidChange() {
        guard didScrollDepth < Self.didScrollRecursionLimit else {
            if !reportedRecursion {
                reportedRecursion = true
                application?.trace(
                    .scroll(view: self, event: .recursionLimited, subject: nil, reason: "didScrollRecursion"))
                report(
                    "scrollViewDidScroll of '\(name)' set the offset again \(Self.didScrollRecursionLimit) levels deep; deeper changes no longer call it"
                )
            }
            return
        }
        didScrollDepth += 1
        defer { didScrollDepth -= 1 }
        delegate?.scrollViewDidScroll(self)
    }

    /// Tells the delegate (and the trace) about a problem with what it was given.
    func report(_ message: String) {
        application?.trace(.diagnostic(message))
        delegate?.scrollViewProblem(self, message: message)
    }

    /// Records a scroll decision when someone observes.
    func trace(_ event: ScrollEvent, subject: View? = nil, reason: String) {
        application?.trace(.scroll(view: self, event: event, subject: subject, reason: reason))
    }
}

/// The action names of the scroll view's own recognizers (their target is the scroll view).
enum ScrollAction {
    static let pan = "handlePan"
    static let pinch = "handlePinch"
    static let swipe = "handleSwipe"
}
