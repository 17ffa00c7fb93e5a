/// A continuous recognizer for two fingers turning about each other (UIRotationGestureRecognizer).
///
/// `rotation` is in radians with UIKit's sign: screen coordinates have y pointing down, so a
/// turn that is clockwise on screen is positive. It begins once the fingers have turned more
/// than `minimumRotation` since the second came down; the rest of its flow (which fingers it
/// follows, when it changes and ends) is ``TwoFingerGestureRecognizer``'s.
public final class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    /// Radians the fingers must turn before the rotation begins: 5 degrees, small enough to
    /// feel immediate, large enough that a pinch's wobble does not start a rotation.
    public static let minimumRotation = Double.pi / 36

    /// The turn since the second finger came down, in radians, clockwise on screen positive.
    /// Setting it (commonly back to 0 after applying it) makes later turns add to the value
    /// set, and resets the velocity, as in UIKit.
    public var rotation: Double {
        get { value }
        set {
            // The threshold keeps measuring the turn itself, not the value set.
            pairedRotation += newValue - value
            setValue(newValue)
        }
    }

    /// The fingers' angle at the last move: each move adds the step from it.
    private var lastAngle = 0.0
    /// The rotation when the pair formed, to measure the threshold from.
    private var pairedRotation = 0.0

    /// A recognizer called `name` (the name scenes and traces use), at rotation 0.
    public init(name: String) {
        super.init(name: name, restingValue: 0)
    }

    public override var kindName: String { "rotation" }

    override func pairDidForm() {
        lastAngle = pair.angle ?? 0
        pairedRotation = value
    }

    override func advance() -> Double {
        guard let angle = pair.angle else { return value }
        let step = normalizedAngle(angle - lastAngle)
        lastAngle = angle
        return value + step
    }

    override var hasPassedThreshold: Bool {
        abs(value - pairedRotation) > Self.minimumRotation
    }

    override func resetMeasurements() {
        lastAngle = 0
        pairedRotation = 0
    }
}
