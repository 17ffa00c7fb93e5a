#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Touch {
    /// The location at the digitizer's full precision: the input's locations are exact, so it
    /// is `location(in:)`.
    public func preciseLocation(in view: View?) -> Point { location(in: view) }

    /// The precise location before the last move: `previousLocation(in:)`.
    public func precisePreviousLocation(in view: View?) -> Point { previousLocation(in: view) }

    /// A unit vector along the stylus's azimuth in `view`'s coordinates (nil: the window's).
    /// Made by converting the touch's location and a point one unit along the azimuth into the
    /// view, so whatever geometry the views have (offsets, transforms) turns it too.
    public func azimuthUnitVector(in view: View?) -> Point {
        let screen = Point(x: cos(screenAzimuth), y: sin(screenAzimuth))
        guard let target = view ?? window else { return screen }
        let origin = target.convertFromScreen(screenLocation)
        let tip = target.convertFromScreen(Point(x: screenLocation.x + screen.x, y: screenLocation.y + screen.y))
        let dx = tip.x - origin.x
        let dy = tip.y - origin.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return screen }
        return Point(x: dx / length, y: dy / length)
    }

    /// The stylus's azimuth in radians in `view`'s coordinates (nil: the window's), from 0
    /// (along +x) growing clockwise, in [0, 2π).
    public func azimuthAngle(in view: View?) -> Double {
        let screen = Point(x: cos(screenAzimuth), y: sin(screenAzimuth))
        let vector = azimuthUnitVector(in: view)
        // Coordinates that only shift (no turn, no scale): the input's angle, exactly.
        if abs(vector.x - screen.x) < 1e-12 && abs(vector.y - screen.y) < 1e-12 {
            return Touch.normalizedAngle(screenAzimuth)
        }
        return Touch.normalizedAngle(atan2(vector.y, vector.x))
    }

    /// `angle` in [0, 2π).
    static func normalizedAngle(_ angle: Double) -> Double {
        let turn = 2 * Double.pi
        var result = angle.truncatingRemainder(dividingBy: turn)
        if result < 0 { result += turn }
        return result >= turn ? 0 : result
    }

    /// Takes the type and the type's defaults, then what `attributes` gives (a new touch).
    func begin(with attributes: TouchAttributes) {
        type = attributes.type ?? .direct
        let radius = TouchDefaults.majorRadius(type)
        majorRadius = radius.radius
        majorRadiusTolerance = radius.tolerance
        maximumPossibleForce = TouchDefaults.maximumPossibleForce(type, hasForce: attributes.force != nil)
        force = type == .pencil ? TouchDefaults.pencilForce : 0
        altitudeAngle = TouchDefaults.altitude
        screenAzimuth = 0
        apply(attributes)
    }

    /// A sample that gives nothing but a location: no coalesced samples, no estimates.
    @inline(__always)
    func clearSample() {
        if !coalescedScreenLocations.isEmpty { coalescedScreenLocations = [] }
        if estimationUpdateIndex != nil || !estimatedProperties.isEmpty || !estimatedPropertiesExpectingUpdates.isEmpty
        {
            estimatedProperties = []
            estimatedPropertiesExpectingUpdates = []
            estimationUpdateIndex = nil
        }
    }

    /// Takes what `attributes` gives for this sample; what it does not give stays as it was.
    /// Estimates are per sample: a sample without any has no `estimationUpdateIndex`.
    func apply(_ attributes: TouchAttributes) {
        if let force = attributes.force {
            self.force = force
            // A finger's force means a 3D Touch screen, even if an earlier sample gave none.
            if type == .direct && maximumPossibleForce == 0 {
                maximumPossibleForce = TouchDefaults.forceTouchMaximumPossibleForce
            }
        }
        if let radius = attributes.majorRadius { majorRadius = radius }
        // A finger is always perpendicular with no azimuth (UIKit reports π/2 and 0 for it).
        if type == .pencil {
            if let altitude = attributes.altitude { altitudeAngle = altitude }
            if let azimuth = attributes.azimuth { screenAzimuth = azimuth }
        }
        if attributes.coalesced.isEmpty {
            if !coalescedScreenLocations.isEmpty { coalescedScreenLocations = [] }
        } else {
            coalescedScreenLocations = attributes.coalesced
        }
        estimatedProperties = attributes.estimated
        estimatedPropertiesExpectingUpdates = attributes.estimated
        estimationUpdateIndex = nil
    }
}
