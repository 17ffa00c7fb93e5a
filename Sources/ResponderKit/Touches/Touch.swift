/// One finger on the screen, from began to ended or cancelled (UITouch).
public final class Touch {
    /// The timeline's id for this finger.
    public let id: Int
    public internal(set) var phase: TouchPhase {
        @inlinable get { _phase }
        _modify { yield &_phase }
    }
    /// How many taps in a row this touch continues (rule T5).
    public internal(set) var tapCount: Int {
        @inlinable get { _tapCount }
        _modify { yield &_tapCount }
    }
    public internal(set) var timestamp: Double {
        @inlinable get { _timestamp }
        _modify { yield &_timestamp }
    }
    /// The hit-test view the touch is bound to (rule T1); nil when no view took it.
    public internal(set) var view: View? {
        @inlinable get { _view }
        _modify { yield &_view }
    }
    public internal(set) var window: Window? {
        @inlinable get { _window }
        _modify { yield &_window }
    }
    /// Where the touch is, and was before its last change, in screen coordinates.
    public internal(set) var screenLocation: Point {
        @inlinable get { _screenLocation }
        _modify { yield &_screenLocation }
    }
    public internal(set) var previousScreenLocation: Point {
        @inlinable get { _previousScreenLocation }
        _modify { yield &_previousScreenLocation }
    }
    /// Where the touch began, in screen coordinates.
    public let startScreenLocation: Point

    /// What made the touch (rule T8); fixed when it begins.
    public internal(set) var type: TouchType {
        @inlinable get { _type }
        _modify { yield &_type }
    }
    /// The force (1 = an average touch); 0 where the hardware measures none.
    public internal(set) var force: Double {
        @inlinable get { _force }
        _modify { yield &_force }
    }
    /// The highest `force` the touch's hardware reports (see `TouchDefaults`).
    public internal(set) var maximumPossibleForce: Double {
        @inlinable get { _maximumPossibleForce }
        _modify { yield &_maximumPossibleForce }
    }
    /// The contact's radius in points, and how far it may be off either way.
    public internal(set) var majorRadius: Double {
        @inlinable get { _majorRadius }
        _modify { yield &_majorRadius }
    }
    public internal(set) var majorRadiusTolerance: Double {
        @inlinable get { _majorRadiusTolerance }
        _modify { yield &_majorRadiusTolerance }
    }
    /// Radians: 0 parallel to the screen, π/2 perpendicular (always π/2 for a finger).
    public internal(set) var altitudeAngle: Double {
        @inlinable get { _altitudeAngle }
        _modify { yield &_altitudeAngle }
    }
    /// The stylus's azimuth in screen coordinates (0 along +x, clockwise); 0 for a finger.
    public internal(set) var screenAzimuth: Double {
        @inlinable get { _screenAzimuth }
        _modify { yield &_screenAzimuth }
    }
    /// Properties of the current sample that are estimates, and those expecting an update.
    public internal(set) var estimatedProperties: TouchProperties {
        @inlinable get { _estimatedProperties }
        _modify { yield &_estimatedProperties }
    }
    public internal(set) var estimatedPropertiesExpectingUpdates: TouchProperties {
        @inlinable get { _estimatedPropertiesExpectingUpdates }
        _modify { yield &_estimatedPropertiesExpectingUpdates }
    }
    /// The index that correlates an estimated sample with its later update; nil when the
    /// sample has neither estimated nor updated properties.
    public internal(set) var estimationUpdateIndex: Int? {
        @inlinable get { _estimationUpdateIndex }
        _modify { yield &_estimationUpdateIndex }
    }
    /// The samples coalesced into this delivery, oldest first, in screen coordinates (the
    /// current location not included); empty when the input gave none.
    public internal(set) var coalescedScreenLocations: [Point] {
        @inlinable get { _coalescedScreenLocations }
        _modify { yield &_coalescedScreenLocations }
    }
    /// When the touch last changed before `timestamp`.
    public internal(set) var previousTimestamp: Double {
        @inlinable get { _previousTimestamp }
        _modify { yield &_previousTimestamp }
    }
    /// The recognizers this touch was offered to (rule G1), deepest view first.
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        @inlinable get { _gestureRecognizers }
        _modify { yield &_gestureRecognizers }
    }

    // Every delivery reads and writes the fields below: Performance.md#unchecked-exclusivity.
    // The public ones above read them through inlinable getters, so other modules skip the
    // check too.
    @exclusivity(unchecked) @usableFromInline var _phase: TouchPhase
    @exclusivity(unchecked) @usableFromInline var _tapCount: Int
    @exclusivity(unchecked) @usableFromInline var _timestamp: Double
    @exclusivity(unchecked) @usableFromInline var _view: View?
    @exclusivity(unchecked) @usableFromInline var _window: Window?
    @exclusivity(unchecked) @usableFromInline var _screenLocation: Point
    @exclusivity(unchecked) @usableFromInline var _previousScreenLocation: Point
    @exclusivity(unchecked) @usableFromInline var _type: TouchType = .direct
    @exclusivity(unchecked) @usableFromInline var _force: Double = 0
    @exclusivity(unchecked) @usableFromInline var _maximumPossibleForce: Double = 0
    @exclusivity(unchecked) @usableFromInline var _majorRadius = TouchDefaults.fingerMajorRadius
    @exclusivity(unchecked) @usableFromInline var _majorRadiusTolerance = TouchDefaults.fingerMajorRadiusTolerance
    @exclusivity(unchecked) @usableFromInline var _altitudeAngle = TouchDefaults.altitude
    @exclusivity(unchecked) @usableFromInline var _screenAzimuth: Double = 0
    @exclusivity(unchecked) @usableFromInline var _estimatedProperties: TouchProperties = []
    @exclusivity(unchecked) @usableFromInline var _estimatedPropertiesExpectingUpdates: TouchProperties = []
    @exclusivity(unchecked) @usableFromInline var _estimationUpdateIndex: Int?
    @exclusivity(unchecked) @usableFromInline var _coalescedScreenLocations: [Point] = []
    @exclusivity(unchecked) @usableFromInline var _previousTimestamp: Double
    @exclusivity(unchecked) @usableFromInline var _gestureRecognizers: [GestureRecognizer] = []
    /// Estimated samples of this touch still expecting updates: their index and properties.
    @exclusivity(unchecked) var pendingEstimates: [(index: Int, properties: TouchProperties)] = []
    /// Whether the view is sent this touch at all (false for a second touch on a view that is not
    /// multiple-touch enabled, rule T3, or a touch that an exclusive-touch view kept out, T4).
    @exclusivity(unchecked) var isDeliveredToView = true
    /// Set once the view has been sent `touchesCancelled` or `touchesEnded` for this touch.
    @exclusivity(unchecked) var isFinishedForView = false
    /// Whether the view has been sent `touchesBegan` for this touch.
    @exclusivity(unchecked) var viewSawBegan = false
    /// Phases a recognizer holds back from the view (rules G6, G7), oldest first.
    @exclusivity(unchecked) var heldPhases: [TouchPhase] = []

    /// A finger's touch: its fields' initial values are what `begin(with:)` gives a plain input
    /// (`beginTouch` skips that call for one).
    init(id: Int, location: Point, timestamp: Double, tapCount: Int) {
        self.id = id
        _phase = .began
        _tapCount = tapCount
        _timestamp = timestamp
        _previousTimestamp = timestamp
        _screenLocation = location
        _previousScreenLocation = location
        self.startScreenLocation = location
    }

    /// A copy of `touch` as one sample of its path (a coalesced or predicted touch): its
    /// values, at `location` (screen), after `previous`, at `timestamp`, in `phase`. Samples
    /// other than the current one carry no estimates.
    init(
        sampleOf touch: Touch, at location: Point, previous: Point, timestamp: Double, phase: TouchPhase,
        isCurrent: Bool
    ) {
        self.id = touch.id
        _phase = phase
        _tapCount = touch.tapCount
        _timestamp = timestamp
        _previousTimestamp = timestamp
        _screenLocation = location
        _previousScreenLocation = previous
        self.startScreenLocation = touch.startScreenLocation
        self.view = touch.view
        self.window = touch.window
        self.type = touch.type
        self.force = touch.force
        self.maximumPossibleForce = touch.maximumPossibleForce
        self.majorRadius = touch.majorRadius
        self.majorRadiusTolerance = touch.majorRadiusTolerance
        self.altitudeAngle = touch.altitudeAngle
        self.screenAzimuth = touch.screenAzimuth
        self.gestureRecognizers = touch.gestureRecognizers
        if isCurrent {
            self.estimatedProperties = touch.estimatedProperties
            self.estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
            self.estimationUpdateIndex = touch.estimationUpdateIndex
        }
    }

    /// Whether the touch is over: ended or cancelled.
    public var isOver: Bool { phase.isFinal }

    /// The touch's location in `view`'s coordinates; nil means the touch's window's.
    public func location(in view: View?) -> Point {
        guard let target = view ?? window else { return screenLocation }
        return target.convertFromScreen(screenLocation)
    }

    /// The touch's location before its last move, in `view`'s coordinates (nil: its window's).
    public func previousLocation(in view: View?) -> Point {
        guard let target = view ?? window else { return previousScreenLocation }
        return target.convertFromScreen(previousScreenLocation)
    }
}

/// The touches of one handler call: a slice of a buffer the core reuses, so delivering a touch
/// allocates nothing in steady state.
public typealias TouchList = ArraySlice<Touch>

extension Array where Element: AnyObject {
    /// Whether both arrays hold the same objects in the same order.
    @inline(__always)
    func isIdentical(to other: [Element]) -> Bool {
        guard count == other.count else { return false }
        for index in indices where self[index] !== other[index] { return false }
        return true
    }
}

extension Array {
    /// Empties the array and keeps its storage. The touch buffers hold one or two elements, and
    /// `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, which costs
    /// several times more than removing them one by one.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
