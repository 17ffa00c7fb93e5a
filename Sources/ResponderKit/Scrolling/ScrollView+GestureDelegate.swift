/// The scroll view is its own recognizers' delegate and action target, as UIKit's is: it runs
/// their actions itself and passes every other delegate question on to its behaviour, so a
/// script's `gestureShouldRecognizeSimultaneously` on the scroll view still applies to them.
extension ScrollView: BehaviourForwardingGestureDelegate {
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
