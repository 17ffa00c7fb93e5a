/// A gesture recognizer (UIGestureRecognizer). Subclasses read touches and ask for state
/// changes with `request(_:)`; the `GestureArena` decides whether a change may happen
/// (rules G3, G4, G8) and what it does to the view's touches (G5–G7).
open class GestureRecognizer {
    /// The scene's name for the recognizer.
    public let name: String
    /// Set only by the arena; subclasses ask with `request(_:)`.
    public internal(set) final var state: GestureState {
        @inlinable get { _state }
        _modify { yield &_state }
    }
    /// The view the recognizer is attached to: the view whose `gestureRecognizers` hold it.
    public internal(set) final var view: View? {
        @inlinable get { _view.object }
        set { _view = Unretained(newValue) }
    }
    // Performance.md#unretained-references: the view clears it when the recognizer leaves it
    // or the view goes away.
    @usableFromInline var _view = Unretained<View>(nil)
    /// The modifier keys held down when it is read (rule K9; UIGestureRecognizer.modifierFlags).
    public final var modifierFlags: ModifierFlags { view?.application?.heldModifierFlags ?? [] }
    /// A disabled recognizer is offered no touches (rule G1); disabling one mid-attempt ends
    /// the attempt (failed, or cancelled once it began), as UIKit does.
    public final var isEnabled: Bool {
        @inlinable get { _isEnabled }
        set {
            let oldValue = _isEnabled
            _isEnabled = newValue
            if oldValue && !newValue { view?.application?.gestures.stop(self, reason: .disabled) }
        }
    }
    /// The touch types offered to the recognizer (rules G1, T8); a touch of another type never
    /// is: it is not among its touches and cannot change its state. UIKit's default: all.
    public final var allowedTouchTypes: TouchTypes {
        @inlinable get { _allowedTouchTypes }
        set { _allowedTouchTypes = newValue }
    }
    /// Rule G5.
    public final var cancelsTouchesInView: Bool {
        @inlinable get { _cancelsTouchesInView }
        set { _cancelsTouchesInView = newValue }
    }
    /// Rule G6.
    public final var delaysTouchesBegan: Bool {
        @inlinable get { _delaysTouchesBegan }
        set { _delaysTouchesBegan = newValue }
    }
    /// Rule G7.
    public final var delaysTouchesEnded: Bool {
        @inlinable get { _delaysTouchesEnded }
        set { _delaysTouchesEnded = newValue }
    }
    /// The method called on the view's behaviour as `self:ACTION(g)` (rule G9).
    public final var action: String? {
        @inlinable get { _action }
        set { _action = newValue }
    }
    /// Recognizers that must fail before this one may leave "possible" (rule G4).
    public var requiredToFail: [GestureRecognizer] = []
    /// Asked for the delegate methods; nil means the view's behaviour, if it is a delegate.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// Every touch of the current attempt, in the order they began (ended ones included).
    public internal(set) final var touches: [Touch] {
        @inlinable get { _touches }
        _modify { yield &_touches }
    }
    /// The state a subclass (or its script) asked for during the hook running now, until the
    /// arena applies it when the hook returns; nil when nothing is asked for.
    public internal(set) final var requestedState: GestureState? {
        @inlinable get { _requestedState }
        _modify { yield &_requestedState }
    }
    /// Why it asked, for the trace.
    @exclusivity(unchecked) var requestedReason: GestureReason?
    /// The state the recognizer reached and waits to report, while a dependency is possible (G4).
    @exclusivity(unchecked) var pendingRecognition: GestureState?
    /// Dependencies the delegates added for this attempt (rule G4, asked once per attempt).
    @exclusivity(unchecked) var dynamicRequirements: [GestureRecognizer]?
    /// Timers scheduled and not yet fired or cancelled; a recognizer with none left, whose
    /// touches are all up, can never change again, so the arena ends its attempt.
    @exclusivity(unchecked) var timers: [VirtualClock.TimerID] = []
    /// True while the arena is calling one of the touch hooks or a timer body, so a request
    /// made then is applied when the call returns; a request made at any other time (a script
    /// reacting to something else) is applied at once.
    @exclusivity(unchecked) var isInsideHook = false

    // The gesture arena reads the fields below several times per recognizer on every move of
    // every touch it tracks: Performance.md#unchecked-exclusivity (one thread; no access to
    // them is held across a call that can reach back into the recognizer). The public ones
    // above read them through inlinable getters, so other modules skip the check too.
    @exclusivity(unchecked) @usableFromInline var _state: GestureState = .possible
    /// Read for every recognizer on a new touch's path (`allowedTouchTypes`) and at every state
    /// change (`action`).
    @exclusivity(unchecked) @usableFromInline var _allowedTouchTypes = TouchTypes.all
    @exclusivity(unchecked) @usableFromInline var _action: String?
    @exclusivity(unchecked) @usableFromInline var _isEnabled = true
    @exclusivity(unchecked) @usableFromInline var _touches: [Touch] = []
    @exclusivity(unchecked) @usableFromInline var _requestedState: GestureState?
    @exclusivity(unchecked) @usableFromInline var _cancelsTouchesInView = true
    @exclusivity(unchecked) @usableFromInline var _delaysTouchesBegan = false
    @exclusivity(unchecked) @usableFromInline var _delaysTouchesEnded = true

    /// A recognizer called `name` (unique among its view's, so scenes can name it in
    /// `requireToFail`), not yet attached to a view.
    public init(name: String) {
        self.name = name
    }

    /// The kind's name as a scene writes it: "tap", "pan", ...
    open var kindName: String { "gesture" }
    /// Discrete recognizers recognize once (possible → ended); continuous ones begin and change.
    open var isDiscrete: Bool { true }

    /// The touches of the attempt still down, in the order they began.
    public var touchesDown: [Touch] {
        touches.filter { !$0.phase.isFinal }
    }

    /// The touches of the attempt still down or that ended or were cancelled just now.
    public var numberOfTouches: Int {
        let now = view?.application?.clock.now
        return touches.filter { !$0.phase.isFinal || $0.timestamp == now }.count
    }

    /// The centroid of the recognizer's current touches in `view`'s coordinates (nil: window).
    public func location(in target: View?) -> Point {
        let now = view?.application?.clock.now
        var current = touches.filter { !$0.phase.isFinal || $0.timestamp == now }
        if current.isEmpty { current = touches }
        guard !current.isEmpty else { return .zero }
        var x = 0.0
        var y = 0.0
        for touch in current {
            let p = touch.location(in: target)
            x += p.x
            y += p.y
        }
        return Point(x: x / Double(current.count), y: y / Double(current.count))
    }

    /// The centroid in screen coordinates of `points`, or of every current touch.
    func screenCentroid(_ points: [Touch]? = nil) -> Point {
        let source = points ?? touches.filter { !$0.phase.isFinal || $0.timestamp == view?.application?.clock.now }
        guard !source.isEmpty else { return .zero }
        var x = 0.0
        var y = 0.0
        for touch in source {
            x += touch.screenLocation.x
            y += touch.screenLocation.y
        }
        return Point(x: x / Double(source.count), y: y / Double(source.count))
    }

    /// The current virtual time (0 before the recognizer is in an application).
    var now: Double { view?.application?.clock.now ?? 0 }

    // MARK: - Subclass hooks

    /// New touches of the attempt, before the view gets them (G1).
    open func touchesBegan(_ touches: [Touch], event: Event) {}
    /// Touches of the attempt that moved.
    open func touchesMoved(_ touches: [Touch], event: Event) {}
    /// Touches of the attempt that lifted.
    open func touchesEnded(_ touches: [Touch], event: Event) {}
    /// Touches of the attempt that were cancelled.
    open func touchesCancelled(_ touches: [Touch], event: Event) {}
    /// Updated values arrived for estimated properties of touches of the attempt (rule T8).
    /// UIKit's default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: [Touch]) {}
    /// Called when the attempt is over, to clear the subclass's own state.
    open func reset() {}

    /// Drops every reference the recognizer keeps to a touch, when its application goes away
    /// in the middle of an attempt (no script runs, unlike `reset`). A subclass that keeps
    /// touches of its own drops them too.
    func forgetTouches() {
        touches.removeAll()
    }

    /// Asks the arena to move to `newState`: "ended" from possible recognizes a discrete
    /// gesture, "began" starts a continuous one, "failed" gives up. Inside a touch hook or a
    /// timer the request is applied when the call returns; otherwise at once.
    public final func request(_ newState: GestureState, reason: GestureReason? = nil) {
        willRequest(newState)
        requestedState = newState
        requestedReason = reason
        if !isInsideHook, let app = view?.application {
            app.gestures.applyOutsideHook(self)
        }
    }

    /// Takes back what was asked for during the running hook: nothing changes when it returns
    /// (a script that set its state back to the state it is in).
    public final func withdrawRequest() {
        requestedState = nil
        requestedReason = nil
    }

    /// A continuous recognizer's touches are over: ended if it began, failed if it never did.
    public final func requestEnd() {
        request(state == .possible ? .failed : .ended, reason: .touchesEnded)
    }

    /// A continuous recognizer's touches were cancelled: cancelled if it began, else failed.
    public final func requestCancel() {
        request(state == .possible ? .failed : .cancelled, reason: .touchCancelled)
    }

    /// Notes a request before it is applied (the scripted kind learns whether it is discrete).
    func willRequest(_ newState: GestureState) {}

    /// Runs `body` `delay` virtual seconds from now, then lets the arena apply any request.
    /// The timer is cancelled when the attempt ends. Returns nil when not in an application.
    @discardableResult
    public final func schedule(after delay: Double, _ body: @escaping (GestureRecognizer) -> Void) -> VirtualClock
        .TimerID?
    {
        guard let app = view?.application else { return nil }
        var scheduled: VirtualClock.TimerID?
        // The link, not `weak app`: a weak reference would give the application a side table.
        let id = app.clock.schedule(after: delay) { [weak self, link = app.link] in
            guard let self, let app = link.application else { return }
            self.timers.removeAll { $0 == scheduled }
            guard self.state.isTracking else { return }
            app.gestures.fireTimer(of: self, body)
        }
        scheduled = id
        timers.append(id)
        return id
    }

    /// Cancels one timer from `schedule(after:_:)`; a fired or unknown one is ignored.
    public final func cancelScheduled(_ id: VirtualClock.TimerID?) {
        guard let id else { return }
        guard let app = view?.application else {
            timers.removeAll { $0 == id }
            return
        }
        app.clock.cancel(id)
        timers.removeAll { $0 == id }
        // With its last timer gone an attempt whose touches are all up is over: settle ends it.
        app.gestures.timersChanged()
    }

    /// Cancels every timer of the attempt.
    func cancelTimers() {
        // Most recognizers have none: no walk to the clock.
        guard !timers.isEmpty else { return }
        let clock = view?.application?.clock
        for id in timers { clock?.cancel(id) }
        timers.removeAll()
    }
}

extension GestureState {
    /// Whether the recognizer still reads touches: possible, began or changed.
    var isTracking: Bool { self == .possible || self == .began || self == .changed }
}

extension View {
    /// Attaches `recognizer` to this view, after those already attached (rule G1).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer` from this view; an attempt in progress ends (failed or cancelled).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        application?.gestures.stop(recognizer, reason: .viewRemoved)
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
