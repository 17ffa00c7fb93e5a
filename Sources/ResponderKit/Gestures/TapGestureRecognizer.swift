/// A discrete recognizer for one or more taps of one or more fingers (UITapGestureRecognizer).
///
/// A tap is `numberOfTouchesRequired` fingers down together and lifted again. It fails if a
/// finger moves more than `maximumMovement` points from where it went down, stays down longer
/// than `maximumPressDuration`, or more fingers come down than required. In a multi-tap, the
/// next tap must begin within `maximumTapInterval` of the previous tap's end and within
/// `maximumTapDistance` points of where it ended; otherwise the recognizer fails
/// `maximumTapInterval` after that end. It recognizes (state "ended") when the last required
/// tap's fingers lift.
public final class TapGestureRecognizer: GestureRecognizer {
    /// Points a finger may move from where it went down.
    public static let maximumMovement = 10.0
    /// Seconds a tap's fingers may stay down.
    public static let maximumPressDuration = 0.5
    /// Seconds from one tap's end to the next tap's start.
    public static let maximumTapInterval = 0.35
    /// Points from one tap's end to where the next tap starts.
    public static let maximumTapDistance = 25.0

    /// How many taps make the gesture (scene field `taps`).
    public var numberOfTapsRequired = 1
    /// How many fingers make one tap (scene field `touches`).
    public var numberOfTouchesRequired = 1

    /// Taps completed in this attempt.
    public private(set) var tapsCompleted = 0
    /// The fingers of the tap in progress.
    private var tapTouches: [Touch] = []

    override func forgetTouches() {
        super.forgetTouches()
        tapTouches.removeAll()
    }
    /// The most fingers down together during the tap in progress.
    private var mostDown = 0
    /// Where the last completed tap ended (the centroid of its fingers), in screen coordinates.
    private var lastTapEnd: Point?
    private var pressTimer: VirtualClock.TimerID?
    private var intervalTimer: VirtualClock.TimerID?

    public override var kindName: String { "tap" }
    public override var isDiscrete: Bool { true }

    public override func touchesBegan(_ touches: [Touch], event: Event) {
        if tapTouches.isEmpty {
            // A new tap starts: it must come soon enough (the interval timer has not fired) and
            // close enough to where the previous one ended.
            cancelScheduled(intervalTimer)
            intervalTimer = nil
            if let end = lastTapEnd,
                touches.contains(where: { $0.screenLocation.distance(to: end) > Self.maximumTapDistance })
            {
                request(.failed, reason: .movedTooFar)
                return
            }
            pressTimer = schedule(after: Self.maximumPressDuration) { recognizer in
                recognizer.request(.failed, reason: .tooSlow)
            }
        }
        tapTouches.append(contentsOf: touches)
        let down = tapTouches.filter { !$0.phase.isFinal }.count
        mostDown = max(mostDown, down)
        if down > numberOfTouchesRequired { request(.failed, reason: .wrongTouchCount) }
    }

    public override func touchesMoved(_ touches: [Touch], event: Event) {
        if touches.contains(where: { $0.screenLocation.distance(to: $0.startScreenLocation) > Self.maximumMovement }) {
            request(.failed, reason: .movedTooFar)
        }
    }

    public override func touchesEnded(_ touches: [Touch], event: Event) {
        if touches.contains(where: { $0.screenLocation.distance(to: $0.startScreenLocation) > Self.maximumMovement }) {
            request(.failed, reason: .movedTooFar)
            return
        }
        // The tap is over when its last finger lifts; it counts if enough fingers were down together.
        guard tapTouches.allSatisfy({ $0.phase.isFinal }) else { return }
        guard mostDown == numberOfTouchesRequired else {
            request(.failed, reason: .wrongTouchCount)
            return
        }
        cancelScheduled(pressTimer)
        pressTimer = nil
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            request(.ended, reason: .recognized)
            return
        }
        lastTapEnd = screenCentroid(tapTouches)
        tapTouches.removeAll()
        mostDown = 0
        intervalTimer = schedule(after: Self.maximumTapInterval) { recognizer in
            recognizer.request(.failed, reason: .timerExpired)
        }
    }

    public override func touchesCancelled(_ touches: [Touch], event: Event) {
        request(.failed, reason: .touchCancelled)
    }

    public override func reset() {
        tapsCompleted = 0
        tapTouches.removeAll()
        mostDown = 0
        lastTapEnd = nil
        pressTimer = nil
        intervalTimer = nil
    }
}
