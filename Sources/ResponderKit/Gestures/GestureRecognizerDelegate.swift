/// The recognizer's delegate and action target: in Moonchain, the behaviour of the recognizer's view.
/// `failed` answers mean "use UIKit's default".
public protocol GestureRecognizerDelegate: AnyObject {
    /// Rule G8. Default true.
    func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool>
    /// Rule G2. Default true.
    func gestureShouldReceiveTouch(_ recognizer: GestureRecognizer, touch: Touch) -> Answer<Bool>
    /// Default true.
    func gestureShouldReceivePress(_ recognizer: GestureRecognizer, press: Press) -> Answer<Bool>
    /// Rule G3. Default false.
    func gestureShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer) -> Answer<
        Bool
    >
    /// Rule G4: `recognizer` waits for `other` to fail. Default false.
    func gestureShouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Answer<Bool>
    /// Rule G4: `other` waits for `recognizer` to fail. Default false.
    func gestureShouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Answer<Bool>
    /// Calls the recognizer's action method (rule G9).
    func performGestureAction(_ action: String, recognizer: GestureRecognizer)
}

extension GestureRecognizerDelegate {
    public func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> { .failed }
    public func gestureShouldReceiveTouch(_ recognizer: GestureRecognizer, touch: Touch) -> Answer<Bool> { .failed }
    public func gestureShouldReceivePress(_ recognizer: GestureRecognizer, press: Press) -> Answer<Bool> { .failed }
    public func gestureShouldRecognizeSimultaneously(_ recognizer: GestureRecognizer, with other: GestureRecognizer)
        -> Answer<Bool>
    { .failed }
    public func gestureShouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Answer<
        Bool
    > { .failed }
    public func gestureShouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Answer<
        Bool
    > { .failed }
    public func performGestureAction(_ action: String, recognizer: GestureRecognizer) {}
}
