/// A responder that is its own recognizers' delegate, as UIKit's scroll view and navigation
/// controller are: each delegate question is asked of its behaviour (a script on it still
/// applies to the recognizers it owns), else the host default (`.failed`). A conforming class
/// implements only the questions it answers itself first (a scroll view's W7 wait, a
/// navigation's root guard) and reaches the behaviour through `behaviourDelegate`.
public protocol BehaviourForwardingGestureDelegate: Responder, GestureRecognizerDelegate {}

extension BehaviourForwardingGestureDelegate {
    /// The behaviour, when it answers delegate questions.
    var behaviourDelegate: (any GestureRecognizerDelegate)? { behavior?.gestureDelegate }

    public func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> {
        behaviourDelegate?.gestureShouldBegin(recognizer) ?? .failed
    }
    public func gestureShouldReceiveTouch(_ recognizer: GestureRecognizer, touch: Touch) -> Answer<Bool> {
        behaviourDelegate?.gestureShouldReceiveTouch(recognizer, touch: touch) ?? .failed
    }
    public func gestureShouldReceivePress(_ recognizer: GestureRecognizer, press: Press) -> Answer<Bool> {
        behaviourDelegate?.gestureShouldReceivePress(recognizer, press: press) ?? .failed
    }
    public func gestureShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
        -> Answer<Bool>
    {
        behaviourDelegate?.gestureShouldRecognizeSimultaneously(recognizer, with: other) ?? .failed
    }
    public func gestureShouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer)
        -> Answer<Bool>
    {
        behaviourDelegate?.gestureShouldRequireFailure(recognizer, of: other) ?? .failed
    }
    public func gestureShouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer)
        -> Answer<Bool>
    {
        behaviourDelegate?.gestureShouldBeRequiredToFail(recognizer, by: other) ?? .failed
    }
}
