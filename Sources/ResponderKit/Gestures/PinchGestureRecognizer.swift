/// A continuous recognizer for two fingers moving apart or together (UIPinchGestureRecognizer).
///
/// It begins once the distance between the fingers has changed by more than
/// `minimumDistanceChange` points since the second came down; the rest of its flow (which
/// fingers it follows, when it changes and ends) is ``TwoFingerGestureRecognizer``'s.
public final class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// Points the distance between the fingers must change by before the pinch begins: the
    /// same slop as a pan's, so a pinch and a pan on one view begin about equally readily.
    public static let minimumDistanceChange = 10.0

    /// The distance between the fingers now over the distance when the second came down.
    /// Setting it (commonly back to 1 after applying it) makes later moves scale from the
    /// value set, and resets the velocity, as in UIKit.
    public var scale: Double {
        get { value }
        set {
            if let distance = pair.distance, newValue > 0 { referenceDistance = distance / newValue }
            setValue(newValue)
        }
    }

    /// The distance that makes `scale` 1.
    private var referenceDistance = 0.0
    /// The distance when the pair formed, to measure the slop from.
    private var pairedDistance = 0.0

    /// A recognizer called `name` (the name scenes and traces use), at scale 1.
    public init(name: String) {
        super.init(name: name, restingValue: 1)
    }

    public override var kindName: String { "pinch" }

    override func pairDidForm() {
        let distance = pair.distance ?? 0
        pairedDistance = distance
        // A re-formed pair keeps the scale reached so far.
        referenceDistance = value > 0 ? distance / value : distance
    }

    override func advance() -> Double {
        guard let distance = pair.distance, referenceDistance > 0 else { return 1 }
        return distance / referenceDistance
    }

    override var hasPassedThreshold: Bool {
        abs((pair.distance ?? pairedDistance) - pairedDistance) > Self.minimumDistanceChange
    }

    override func resetMeasurements() {
        referenceDistance = 0
        pairedDistance = 0
    }
}
