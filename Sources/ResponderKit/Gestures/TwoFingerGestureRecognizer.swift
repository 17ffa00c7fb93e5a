/// What a pinch and a rotation share: a continuous recognizer that follows the first two
/// fingers down (`TouchPair`) and measures one value from them.
///
/// Once the pair forms, each move of either finger gives the subclass's `advance()` a chance
/// to measure the new value; the recognizer begins when `hasPassedThreshold` says the fingers
/// moved enough, and is changed by every later move. It ends when every finger has lifted (it
/// fails if it never began). A third finger is ignored; a lifted finger is replaced by the next
/// one down, and the value carries on from where it was.
public class TwoFingerGestureRecognizer: GestureRecognizer {
    /// The fingers followed.
    private(set) var pair = TouchPair()

    override func forgetTouches() {
        super.forgetTouches()
        pair = TouchPair()
    }
    /// The measured value (a pinch's scale, a rotation's angle).
    var value: Double
    /// The value it has before any move, and again after `reset`.
    private let restingValue: Double
    /// The value's rate of change over the last move, per virtual second.
    public private(set) var velocity = 0.0
    private var lastMoveTime = 0.0

    init(name: String, restingValue: Double) {
        value = restingValue
        self.restingValue = restingValue
        super.init(name: name)
    }

    public override var isDiscrete: Bool { false }

    /// Sets the value as a script or handler does (commonly back to its resting value after
    /// applying it): later moves go on from it, and the velocity restarts, as in UIKit.
    func setValue(_ newValue: Double) {
        value = newValue
        velocity = 0
    }

    // MARK: - What a subclass measures

    /// The pair has just formed (`pair` is complete): take the reference measurements.
    func pairDidForm() {}

    /// The fingers moved: the new value, measured from `pair` (complete).
    func advance() -> Double { value }

    /// Whether the fingers have moved enough since the pair formed for the gesture to begin.
    var hasPassedThreshold: Bool { false }

    /// Forgets the subclass's reference measurements.
    func resetMeasurements() {}

    // MARK: - The shared flow

    public final override func touchesBegan(_ touches: [Touch], event: Event) {
        guard pair.add(touches) else { return }
        pairDidForm()
        lastMoveTime = now
    }

    public final override func touchesMoved(_ touches: [Touch], event: Event) {
        guard pair.isComplete, touches.contains(where: { $0 === pair.first || $0 === pair.second }) else { return }
        let newValue = advance()
        let time = now
        if time > lastMoveTime { velocity = (newValue - value) / (time - lastMoveTime) }
        lastMoveTime = time
        value = newValue
        if state == .possible {
            if hasPassedThreshold { request(.began, reason: .recognized) }
        } else {
            request(.changed, reason: .changed)
        }
    }

    public final override func touchesEnded(_ touches: [Touch], event: Event) {
        pair.dropLifted()
        guard touchesDown.isEmpty else { return }
        requestEnd()
    }

    public final override func touchesCancelled(_ touches: [Touch], event: Event) {
        requestCancel()
    }

    public final override func reset() {
        pair = TouchPair()
        value = restingValue
        velocity = 0
        lastMoveTime = 0
        resetMeasurements()
    }
}
