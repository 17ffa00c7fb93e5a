/// The values a touch of each type reports when the input gives none. UIKit documents the
/// meaning of each value but not every number; the numbers here are those iOS devices report
/// (see docs/LuaAPI.md, Touches, for the sources).
public enum TouchDefaults {
    /// Apple Pencil's `maximumPossibleForce` on current iPads (25/6, reported as 4.1666…).
    public static let pencilMaximumPossibleForce = 25.0 / 6.0
    /// A 3D Touch screen's `maximumPossibleForce` (20/3, reported as 6.6666…), used for a finger
    /// whose force the input gives; a finger without one is a device without 3D Touch (0 and 0).
    public static let forceTouchMaximumPossibleForce = 20.0 / 3.0
    /// A fingertip's `majorRadius` and `majorRadiusTolerance` in points, as iPhones and iPads
    /// report a light touch (the digitizer reports radius in steps of its tolerance). Also an
    /// indirect touch's (a finger on a remote's or a trackpad's surface).
    public static let fingerMajorRadius = 20.84375
    public static let fingerMajorRadiusTolerance = 5.2109375
    /// Apple Pencil's tip: a fixed small radius with no tolerance.
    public static let pencilMajorRadius = 0.25
    public static let pencilMajorRadiusTolerance = 0.0
    /// An indirect pointer (a mouse or trackpad pointer) is a point: radius 0, tolerance 0.
    public static func majorRadius(_ type: TouchType) -> (radius: Double, tolerance: Double) {
        switch type {
        case .direct, .indirect: (fingerMajorRadius, fingerMajorRadiusTolerance)
        case .pencil: (pencilMajorRadius, pencilMajorRadiusTolerance)
        case .indirectPointer: (0, 0)
        }
    }
    /// A pencil's force when the input gives none: 1, "the force of an average touch".
    public static let pencilForce = 1.0
    /// The altitude when the input gives none: π/2, upright (a finger's always is; a pencil's
    /// is then untilted, so its force along its axis is also its force into the screen).
    public static let altitude = Double.pi / 2

    /// The `maximumPossibleForce` of a touch of `type`; `hasForce` says whether the input gave
    /// a force (a finger's is then a 3D Touch screen's).
    public static func maximumPossibleForce(_ type: TouchType, hasForce: Bool) -> Double {
        switch type {
        case .pencil: pencilMaximumPossibleForce
        case .direct: hasForce ? forceTouchMaximumPossibleForce : 0
        case .indirect, .indirectPointer: 0
        }
    }
}
