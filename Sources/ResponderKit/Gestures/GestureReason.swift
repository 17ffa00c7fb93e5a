/// Why a recognizer changed state (or a touch was held, released or dropped), as the trace
/// reports it: a short code, and the other recognizer's name when another one caused it.
public struct GestureReason: Sendable, Equatable {
    /// A camelCase code: see docs/Trace.md for the list.
    public let code: String
    /// The other recognizer involved (`requireToFail`, `simultaneity`...), by name.
    public let other: String?

    public init(_ code: String, other: String? = nil) {
        self.code = code
        self.other = other
    }

    // The recognizer's own reading of its touches.
    /// It read its whole gesture: a discrete one recognized, a continuous one began.
    public static let recognized = GestureReason("recognized")
    /// A continuous gesture's touches moved.
    public static let changed = GestureReason("changed")
    /// Its touches lifted: a continuous gesture ended, or one that never began failed.
    public static let touchesEnded = GestureReason("touchesEnded")
    /// A touch was cancelled.
    public static let touchCancelled = GestureReason("touchCancelled")
    /// A touch moved farther than the recognizer allows (tap, long press, swipe across).
    public static let movedTooFar = GestureReason("movedTooFar")
    /// The gesture took too long (a tap held down, a swipe too slow).
    public static let tooSlow = GestureReason("tooSlow")
    /// A timer ran out waiting for the next part (the next tap of a multi-tap).
    public static let timerExpired = GestureReason("timerExpired")
    /// More (or fewer) fingers than the recognizer needs.
    public static let wrongTouchCount = GestureReason("wrongTouchCount")
    /// A screen-edge pan's touch began away from its edge.
    public static let notAtEdge = GestureReason("notAtEdge")
    /// A recognizer written in Lua set its state.
    public static let script = GestureReason("script")
    /// A recognizer written in Lua failed (its script raised an error): it cannot go on.
    public static let scriptError = GestureReason("scriptError")

    // The arena's rules.
    /// G10: a view's `gestureRecognizerShouldBegin` said no (the `gesture.refused` record
    /// names the view).
    public static let refusedByView = GestureReason("gestureRecognizerShouldBegin")
    /// G4: the recognizer it requires to fail recognized.
    public static func requireToFail(_ other: GestureRecognizer) -> GestureReason {
        GestureReason("requireToFail", other: other.name)
    }
    /// G4: the recognizer it waited for failed, so its pending recognition goes ahead.
    public static func requiredFailed(_ other: GestureRecognizer) -> GestureReason {
        GestureReason("requiredFailed", other: other.name)
    }
    /// G3: another recognizer recognized with its touches, and neither delegate allows both.
    public static func simultaneity(_ other: GestureRecognizer) -> GestureReason {
        GestureReason("simultaneity", other: other.name)
    }
    /// G8: the delegate's `gestureShouldBegin` answered false.
    public static let shouldBegin = GestureReason("shouldBegin")
    /// G2: the delegate's `gestureShouldReceiveTouch` answered false (the touch is not offered).
    public static let shouldReceiveTouch = GestureReason("shouldReceiveTouch")
    /// Its touches are all up, no timer is left and nothing is pending: the attempt is over.
    public static let attemptOver = GestureReason("attemptOver")
    /// It was disabled mid-attempt.
    public static let disabled = GestureReason("disabled")
    /// It, or its view, left the window.
    public static let viewRemoved = GestureReason("viewRemoved")
    /// Back to possible for the next attempt.
    public static let reset = GestureReason("reset")

    // Touches held back from the view (G5–G7).
    /// G6/G7: a recognizer still possible delays this phase (`delaysTouchesBegan/Ended`).
    public static let delaysTouches = GestureReason("delaysTouches")
    /// G5: a recognizer that recognized cancels the touches in its view.
    public static func cancelsTouches(_ other: GestureRecognizer) -> GestureReason {
        GestureReason("cancelsTouches", other: other.name)
    }
    /// G6: a recognizer recognized while the phase was held: the view never gets it.
    public static func recognizedWhileHeld(_ other: GestureRecognizer) -> GestureReason {
        GestureReason("recognizedWhileHeld", other: other.name)
    }
    /// No recognizer holds the phase any longer: it is delivered late.
    public static let noLongerHeld = GestureReason("noLongerHeld")
    /// The view is done with the touch (cancelled, or it never saw it begin): a held phase is dropped.
    public static let touchFinishedForView = GestureReason("touchFinishedForView")
}
