/// A handle on an application that the application clears when it goes away: what a weak
/// reference would give, for the objects that may outlive it (windows, delegates, events,
/// timers), without the side table a weak reference gives its target for good. An object with
/// one takes the runtime's slow path on every retain and release, and the application is
/// retained and released on every hit test and delivery.
final class ApplicationLink {
    /// The application, until its `deinit`; nil after.
    var application: Application? {
        @inline(__always) get { _application.object }
        set { _application = Unretained(newValue) }
    }
    // Performance.md#unchecked-exclusivity, #unretained-references
    @exclusivity(unchecked) private var _application = Unretained<Application>(nil)
    /// The application, not retained (Performance.md#unretained-references).
    var unretainedApplication: Unretained<Application> {
        @inline(__always) get { _application }
    }
    /// The application's `isObserved`, kept here so an event can skip its traces without
    /// loading (and so retaining) the application.
    @exclusivity(unchecked) var isObserved = false
    init() {}
}

/// The application: owns the windows, routes events and keeps the virtual clock (UIApplication).
public final class Application: Responder {
    /// The screen's size; windows default to covering it.
    public var screenSize: Size
    /// The windows in the order they were added (later ones in front among equal levels).
    public internal(set) var windows: [Window] {
        @inlinable get { _windows }
        _modify { yield &_windows }
    }
    /// The app delegate, the application's next responder (rule R4).
    public var delegate: Responder? {
        @inlinable get { _delegate }
        set {
            _delegate = newValue
            (newValue as? AppDelegate)?.owner = self
        }
    }
    // Read by every key and press event's route: Performance.md#unchecked-exclusivity.
    /// The window that receives non-touch events first (rule E1).
    @exclusivity(unchecked) public internal(set) var keyWindow: Window?
    /// The time every event and timer is stamped with.
    public let clock = VirtualClock()
    /// Gets every decision the core makes, for traces and explanations. Held weakly.
    public var observer: (any DispatchObserver)? {
        get { _observer }
        set {
            _observer = newValue
            link.isObserved = _observer != nil
        }
    }
    /// Whether an observer was set: a plain load for the hot paths, where loading a weak
    /// reference (a runtime call) on every hit-test visit costs more than the visit. It may
    /// stay true after the observer went away; `trace` still checks the observer itself.
    var isObserved: Bool { link.isObserved }
    /// Whether remote-control events are delivered (rule E2).
    public internal(set) var isReceivingRemoteControlEvents = false

    // Every touch event reads and writes the fields below: Performance.md#unchecked-exclusivity.
    // The buffers are taken out of the application while in use, because a handler may start
    // another delivery.
    @exclusivity(unchecked) @usableFromInline var _windows: [Window] = []
    @exclusivity(unchecked) @usableFromInline var _delegate: Responder?
    @exclusivity(unchecked) weak var _observer: (any DispatchObserver)?

    // Touch tracking: the fingers down, in the order they began.
    @exclusivity(unchecked) var activeTouches: [Touch] = []
    /// Where and when the last tap ended, for `tapCount` (rule T5).
    @exclusivity(unchecked) var lastTapEnd: (location: Point, time: Double, count: Int)?
    /// The touch event object, reused for every touch event as UIKit does.
    let touchEvent: Event
    /// Reused storage for the touches of one handler call.
    @exclusivity(unchecked) var deliveryBuffer: [Touch] = []
    /// Reused storage for the touches that changed in one event, and the views they go to.
    @exclusivity(unchecked) var changedBuffer: [Touch] = []
    @exclusivity(unchecked) var viewsBuffer: [View] = []
    /// Touches with estimated samples still expecting updates (rule T8), kept after they end:
    /// a pencil's final force often arrives after it lifts.
    @exclusivity(unchecked) var estimatingTouches: [Touch] = []
    /// The next `estimationUpdateIndex` (UIKit's grows monotonically across touches).
    @exclusivity(unchecked) var nextEstimationUpdateIndex = 1
    /// Navigation controllers with a transition under way (rule N8), in the order they started.
    @exclusivity(unchecked) var navigationsInTransition: [NavigationController] = []
    /// Keys held down, so a press keeps its identity from began to ended.
    var activePresses: [Press] = []
    /// The hardware keyboard: keys and modifier keys held, repeats (rules K1–K9).
    let keyboard = Keyboard()

    /// Shows the first responder's input views in front of every other window (rule F3).
    public private(set) lazy var inputWindow: Window = {
        let window = Window(name: "inputWindow", frame: Rect(origin: .zero, size: screenSize))
        window.level = 10_000_000
        window.passesTouchesThrough = true
        window.owner = self
        return window
    }()
    @exclusivity(unchecked) var isInputWindowShown = false

    /// The system keyboard's window, named `keyboard`, in front of every window of the scene
    /// while shown (X6). It has no subviews: a touch on it goes nowhere else.
    public private(set) lazy var keyboardWindow: Window = {
        let window = Window(name: "keyboard", frame: keyboardFrame)
        window.level = 9_000_000
        window.owner = self
        return window
    }()
    /// Whether the keyboard shows, and the editing step under way (X3, X6).
    public let keyboardState = KeyboardState()

    /// The recognizer arbitration of the touches in flight. A stored property, not a lazy
    /// one: every touch event asks it something, and a lazy getter is a checked access.
    let gestures: GestureArena
    /// Bumped whenever a view enters or leaves one of this application's windows, or a window
    /// joins it: a hit test that sees it unchanged knows every view it walks is still where it
    /// was, so it passes the application down instead of each view walking up to its window.
    @exclusivity(unchecked) var treeGeneration = 0
    /// Bumped whenever a hit test leaves the plain default walk: an override answered, or a
    /// subview was not taken as being in its parent's window. A hit test that sees neither
    /// counter move found a view of the window it walked (rule H7's answer needs no lookup).
    @exclusivity(unchecked) var hitTestDetours = 0

    /// What windows, delegates, events and timers hold instead of the application itself.
    let link: ApplicationLink

    public init(screenSize: Size = Size(width: 390, height: 844)) {
        self.screenSize = screenSize
        let link = ApplicationLink()
        self.link = link
        touchEvent = Event(type: .touches, timestamp: 0, link: link)
        gestures = GestureArena()
        super.init(name: "app", kind: .application)
        link.application = self
        gestures.application = self
        deliveryBuffer.reserveCapacity(8)
        activeTouches.reserveCapacity(8)
        changedBuffer.reserveCapacity(8)
        viewsBuffer.reserveCapacity(8)
    }

    deinit {
        link.application = nil
        gestures.abandonAttempts()
    }

    public override var application: Application? { self }

    /// Adds a window; the first window added becomes the key window.
    public func addWindow(_ window: Window) {
        window.owner?.treeGeneration += 1
        window.owner = self
        treeGeneration += 1
        windows.append(window)
        if keyWindow == nil { keyWindow = window }
    }

    /// Makes `window` the key window (rules E1, E3, F1): motion, presses, remote-control
    /// events and nil-targeted actions start at its first responder from now on.
    public func makeKey(_ window: Window) {
        let old = keyWindow
        guard old !== window else { return }
        keyWindow = window
        trace(.keyWindowChanged(from: old, to: window))
    }

    /// Puts `window` in front of the other windows of its level (later among equals is in front).
    func bringToFrontOfLevel(_ window: Window) {
        guard let index = windows.firstIndex(where: { $0 === window }), index != windows.count - 1 else { return }
        windows.remove(at: index)
        windows.append(window)
    }

    /// The key window's first responder (rule F1).
    public var firstResponder: Responder? { keyWindow?.firstResponder }

    /// Every window that can take touches, frontmost first (rule H7): the highest level first,
    /// and among equal levels the one added last. The input window, when shown, leads whatever
    /// the levels: it is in front of all others (rule F3); the keyboard window comes next (X6).
    public var windowsFrontToBack: [Window] {
        var ordered = windows.enumerated()
            .sorted { a, b in
                a.element.level != b.element.level ? a.element.level > b.element.level : a.offset > b.offset
            }
            .map(\.element)
        if keyboardState.isShown { ordered.insert(keyboardWindow, at: 0) }
        if isInputWindowShown { ordered.insert(inputWindow, at: 0) }
        return ordered
    }

    /// Starts delivering remote-control events (rule E2).
    public func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }
    /// Stops delivering remote-control events (rule E2).
    public func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    @inline(__always)
    func trace(_ record: @autoclosure () -> TraceRecord) {
        if isObserved, let observer { observer.record(record()) }
    }
}
