/// A continuous recognizer for two fingers moving apart or together (UIPinchGestureRecognizer).
///
/// It follows the first two fingers down. It begins once the distance between them has changed
/// by more than `minimumDistanceChange` points since the second came down; after that each
/// move of the two is a change, and it ends when every finger has lifted (it fails if it never
/// began). A third finger is ignored; a lifted finger is replaced by the next one down, and the
/// scale carries on from where it was.
public final class PinchGestureRecognizer: GestureRecognizer {
    /// Points the distance between the fingers must change by before the pinch begins: the
    /// same slop as a pan's, so a pinch and a pan on one view begin about equally readily.
    public static let minimumDistanceChange = 10.0

    /// The distance between the fingers now over the distance when the second came down.
    /// Setting it (commonly back to 1 after applying it) makes later moves scale from the
    /// value set, and resets the velocity, as in UIKit.
    public var scale: Double {
        get { currentScale }
        set {
            if let distance = pair.distance, newValue > 0 { referenceDistance = distance / newValue }
            currentScale = newValue
            velocity = 0
        }
    }
    /// The scale's rate of change over the last move, per virtual second.
    public private(set) var velocity = 0.0

    private var currentScale = 1.0

    private var pair = TouchPair()
    /// The distance that makes `scale` 1.
    private var referenceDistance = 0.0
    /// The distance when the pair formed, to measure the slop from.
    private var pairedDistance = 0.0
    private var lastMoveTime = 0.0

    public override var kindName: String { "pinch" }
    public override var isDiscrete: Bool { false }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        guard pair.add(touches), let distance = pair.distance else { return }
        pairedDistance = distance
        // A re-formed pair keeps the scale reached so far.
        referenceDistance = currentScale > 0 ? distance / currentScale : distance
        lastMoveTime = now
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        guard let distance = pair.distance,
              touches.contains(where: { $0 === pair.first || $0 === pair.second }) else { return }
        let newScale = referenceDistance > 0 ? distance / referenceDistance : 1
        let time = now
        if time > lastMoveTime { velocity = (newScale - currentScale) / (time - lastMoveTime) }
        lastMoveTime = time
        currentScale = newScale
        if state == .possible {
            if abs(distance - pairedDistance) > Self.minimumDistanceChange { request(.began) }
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
        currentScale = 1
        velocity = 0
        referenceDistance = 0
        pairedDistance = 0
        lastMoveTime = 0
    }
}
