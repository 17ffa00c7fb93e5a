/// A continuous recognizer for two fingers turning about each other (UIRotationGestureRecognizer).
///
/// `rotation` is in radians with UIKit's sign: screen coordinates have y pointing down, so a
/// turn that is clockwise on screen is positive. It follows the first two fingers down and
/// begins once they have turned more than `minimumRotation` since the second came down; after
/// that each move of the two is a change, and it ends when every finger has lifted (it fails
/// if it never began). A third finger is ignored; a lifted finger is replaced by the next one
/// down, and the rotation carries on from where it was.
public final class RotationGestureRecognizer: GestureRecognizer {
    /// Radians the fingers must turn before the rotation begins: 5 degrees, small enough to
    /// feel immediate, large enough that a pinch's wobble does not start a rotation.
    public static let minimumRotation = Double.pi / 36

    /// The turn since the second finger came down, in radians, clockwise on screen positive.
    /// Setting it (commonly back to 0 after applying it) makes later turns add to the value
    /// set, and resets the velocity, as in UIKit.
    public var rotation: Double {
        get { currentRotation }
        set {
            // The threshold keeps measuring the turn itself, not the value set.
            pairedRotation += newValue - currentRotation
            currentRotation = newValue
            velocity = 0
        }
    }

    private var currentRotation = 0.0
    /// The rotation's rate over the last move, in radians per virtual second.
    public private(set) var velocity = 0.0

    private var pair = TouchPair()
    private var lastAngle = 0.0
    /// The rotation when the pair formed, to measure the threshold from.
    private var pairedRotation = 0.0
    private var lastMoveTime = 0.0

    public override var kindName: String { "rotation" }
    public override var isDiscrete: Bool { false }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        guard pair.add(touches), let angle = pair.angle else { return }
        lastAngle = angle
        pairedRotation = currentRotation
        lastMoveTime = now
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        guard let angle = pair.angle,
              touches.contains(where: { $0 === pair.first || $0 === pair.second }) else { return }
        let delta = normalizedAngle(angle - lastAngle)
        lastAngle = angle
        currentRotation += delta
        let time = now
        if time > lastMoveTime { velocity = delta / (time - lastMoveTime) }
        lastMoveTime = time
        if state == .possible {
            if abs(currentRotation - pairedRotation) > Self.minimumRotation { request(.began) }
        } else {
            request(.changed)
        }
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        pair.dropLifted()
        guard touchesDown.isEmpty else { return }
        requestEnd()
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        requestCancel()
    }

    public override func reset() {
        pair = TouchPair()
        currentRotation = 0
        velocity = 0
        lastAngle = 0
        pairedRotation = 0
        lastMoveTime = 0
    }
}
