/// A gesture recognizer (UIGestureRecognizer). Subclasses read touches and ask for state
/// changes with `request(_:)`; the `GestureArena` decides whether a change may happen
/// (rules G3, G4, G8) and what it does to the view's touches (G5–G7).
open class GestureRecognizer {
    public let name: String
    /// Set only by the arena; subclasses ask with `request(_:)`.
    public internal(set) var state: GestureState = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// The method called on the view's behaviour as `self:ACTION(g)` (rule G9).
    public var action: String?
    /// Recognizers that must fail before this one may leave "possible" (rule G4).
    public var requiredToFail: [GestureRecognizer] = []
    /// Asked for the delegate methods; nil means the view's behaviour, if it is a delegate.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// Every touch of the current attempt, in the order they began.
    public internal(set) var touches: [Touch] = []
    /// The state a subclass asked for during its last call, applied by the arena.
    var requestedState: GestureState?
    /// The state the recognizer reached and waits to report, while a dependency is possible.
    var pendingRecognition: GestureState?
    /// Dependencies the delegates added for this attempt (rule G4, asked once per attempt).
    var dynamicRequirements: [GestureRecognizer]?
    var timers: [VirtualClock.TimerID] = []

    public init(name: String) {
        self.name = name
    }

    /// The kind's name as a scene writes it: "tap", "pan", ...
    open var kindName: String { "gesture" }
    /// Discrete recognizers recognize once (possible → ended); continuous ones begin and change.
    open var isDiscrete: Bool { true }

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
        var x = 0.0, y = 0.0
        for touch in current {
            let p = touch.location(in: target)
            x += p.x
            y += p.y
        }
        return Point(x: x / Double(current.count), y: y / Double(current.count))
    }

    /// The centroid in screen coordinates of `touches`, or of every current touch.
    func screenCentroid(_ points: [Touch]? = nil) -> Point {
        let source = points ?? touches.filter { !$0.phase.isFinal || $0.timestamp == view?.application?.clock.now }
        guard !source.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for touch in source {
            x += touch.screenLocation.x
            y += touch.screenLocation.y
        }
        return Point(x: x / Double(source.count), y: y / Double(source.count))
    }

    // MARK: - Subclass hooks

    open func touchesBegan(_ touches: [Touch], event: Event) {}
    open func touchesMoved(_ touches: [Touch], event: Event) {}
    open func touchesEnded(_ touches: [Touch], event: Event) {}
    open func touchesCancelled(_ touches: [Touch], event: Event) {}
    /// Called when the attempt is over, to clear the subclass's own state.
    open func reset() {}

    /// Asks the arena to move to `newState` once this call returns.
    public final func request(_ newState: GestureState) {
        requestedState = newState
    }

    /// Runs `body` `delay` virtual seconds from now, then lets the arena apply any request.
    public final func schedule(after delay: Double, _ body: @escaping (GestureRecognizer) -> Void) {
        guard let app = view?.application else { return }
        let id = app.clock.schedule(after: delay) { [weak self, weak app] in
            guard let self, let app else { return }
            guard self.state == .possible || self.state == .began || self.state == .changed else { return }
            body(self)
            app.gestures.applyRequest(of: self)
            app.gestures.runPendingActions()
        }
        timers.append(id)
    }

    func cancelTimers() {
        guard let clock = view?.application?.clock else { return }
        for id in timers { clock.cancel(id) }
        timers.removeAll()
    }
}

extension View {
    /// Attaches `recognizer` to this view, after those already attached (rule G1).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer` from this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
