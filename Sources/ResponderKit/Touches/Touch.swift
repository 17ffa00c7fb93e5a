/// One finger on the screen, from began to ended or cancelled (UITouch).
public final class Touch {
    // Every delivery reads and writes these fields several times; the runtime's exclusivity
    // check on each costs more than the work. They are only ever accessed instantaneously
    // (never passed inout across a call that could reach them again).

    /// The timeline's id for this finger.
    public let id: Int
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// How many taps in a row this touch continues (rule T5).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// The hit-test view the touch is bound to (rule T1); nil when no view took it.
    @exclusivity(unchecked) public internal(set) var view: View?
    @exclusivity(unchecked) public internal(set) var window: Window?
    /// Where the touch is, and was before its last change, in screen coordinates.
    @exclusivity(unchecked) public internal(set) var screenLocation: Point
    @exclusivity(unchecked) public internal(set) var previousScreenLocation: Point
    /// Where the touch began, in screen coordinates.
    public let startScreenLocation: Point

    /// What made the touch (rule T8); fixed when it begins.
    @exclusivity(unchecked) public internal(set) var type: TouchType = .direct
    /// The force (1 = an average touch); 0 where the hardware measures none.
    @exclusivity(unchecked) public internal(set) var force: Double = 0
    /// The highest `force` the touch's hardware reports (see `TouchDefaults`).
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: Double = 0
    /// The contact's radius in points, and how far it may be off either way.
    @exclusivity(unchecked) public internal(set) var majorRadius = TouchDefaults.fingerMajorRadius
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance = TouchDefaults.fingerMajorRadiusTolerance
    /// Radians: 0 parallel to the screen, π/2 perpendicular (always π/2 for a finger).
    @exclusivity(unchecked) public internal(set) var altitudeAngle = TouchDefaults.altitude
    /// The stylus's azimuth in screen coordinates (0 along +x, clockwise); 0 for a finger.
    @exclusivity(unchecked) public internal(set) var screenAzimuth: Double = 0
    /// Properties of the current sample that are estimates, and those expecting an update.
    @exclusivity(unchecked) public internal(set) var estimatedProperties: TouchProperties = []
    @exclusivity(unchecked) public internal(set) var estimatedPropertiesExpectingUpdates: TouchProperties = []
    /// The index that correlates an estimated sample with its later update; nil when the
    /// sample has neither estimated nor updated properties.
    @exclusivity(unchecked) public internal(set) var estimationUpdateIndex: Int?
    /// The samples coalesced into this delivery, oldest first, in screen coordinates (the
    /// current location not included); empty when the input gave none.
    @exclusivity(unchecked) public internal(set) var coalescedScreenLocations: [Point] = []
    /// When the touch last changed before `timestamp`.
    @exclusivity(unchecked) public internal(set) var previousTimestamp: Double
    /// Estimated samples of this touch still expecting updates: their index and properties.
    @exclusivity(unchecked) var pendingEstimates: [(index: Int, properties: TouchProperties)] = []

    /// The recognizers this touch was offered to (rule G1), deepest view first.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Whether the view is sent this touch at all (false for a second touch on a view that is not
    /// multiple-touch enabled, rule T3, or a touch that an exclusive-touch view kept out, T4).
    @exclusivity(unchecked) var isDeliveredToView = true
    /// Set once the view has been sent `touchesCancelled` or `touchesEnded` for this touch.
    @exclusivity(unchecked) var isFinishedForView = false
    /// Whether the view has been sent `touchesBegan` for this touch.
    @exclusivity(unchecked) var viewSawBegan = false
    /// Phases a recognizer holds back from the view (rules G6, G7), oldest first.
    @exclusivity(unchecked) var heldPhases: [TouchPhase] = []

    init(id: Int, location: Point, timestamp: Double, tapCount: Int) {
        self.id = id
        self.phase = .began
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.previousTimestamp = timestamp
        self.screenLocation = location
        self.previousScreenLocation = location
        self.startScreenLocation = location
    }

    /// A copy of `touch` as one sample of its path (a coalesced or predicted touch): its
    /// values, at `location` (screen), after `previous`, at `timestamp`, in `phase`. Samples
    /// other than the current one carry no estimates.
    init(sampleOf touch: Touch, at location: Point, previous: Point, timestamp: Double, phase: TouchPhase, isCurrent: Bool) {
        self.id = touch.id
        self.phase = phase
        self.tapCount = touch.tapCount
        self.timestamp = timestamp
        self.previousTimestamp = timestamp
        self.screenLocation = location
        self.previousScreenLocation = previous
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

    /// Whether the touch is over: ended or cancelled. Other modules should ask this rather
    /// than read `phase` per event: `@exclusivity(unchecked)` holds only inside this module,
    /// and a direct read of the field from another one pays the runtime check.
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
