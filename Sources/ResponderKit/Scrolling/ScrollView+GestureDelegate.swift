/// The scroll view is its own recognizers' delegate and action target, as UIKit's is: it runs
/// their actions itself and passes every other delegate question on to its behaviour, so a
/// script's `gestureShouldRecognizeSimultaneously` on the scroll view still applies to them.
extension ScrollView: GestureRecognizerDelegate {
    private var behaviourDelegate: (any GestureRecognizerDelegate)? { behavior as? any GestureRecognizerDelegate }

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
    public func gestureShouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Answer<
        Bool
    > {
        // W7: a table's swipeActions waits for an enclosing horizontal pan by default.
        if kind == .tableView, let table = self as? TableView, recognizer === table.swipeActionsGestureRecognizer,
            table.swipeWaits(for: other)
        {
            return .answered(true)
        }
        return behaviourDelegate?.gestureShouldRequireFailure(recognizer, of: other) ?? .failed
    }
    public func gestureShouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Answer<
        Bool
    > {
        behaviourDelegate?.gestureShouldBeRequiredToFail(recognizer, by: other) ?? .failed
    }

    public func performGestureAction(_ action: String, recognizer: GestureRecognizer) {
        if recognizer === panGestureRecognizer {
            handlePan(recognizer.state)
        } else if recognizer === pinchGestureRecognizer {
            handlePinch(recognizer.state)
        } else if kind == .tableView, let table = self as? TableView,
            recognizer === table.swipeActionsGestureRecognizer
        {
            table.handleSwipe(recognizer.state)
        } else {
            behaviourDelegate?.performGestureAction(action, recognizer: recognizer)
        }
    }
}
