/// Behaviour functions the host calls that are not responder methods: lifecycle, the gesture
/// delegate, and a Lua recognizer's `reset`. Resolved once per load like responder methods.
enum BehaviourHook: Int, CaseIterable {
    case didLoad, didReload, reset
    case gestureShouldBegin, gestureShouldReceiveTouch, gestureShouldReceivePress
    case gestureShouldRecognizeSimultaneously, gestureShouldRequireFailure, gestureShouldBeRequiredToFail
    case scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating, scrollViewDidEndScrollingAnimation
    case scrollViewShouldScrollToTop, scrollViewDidScrollToTop, viewForZooming, scrollViewDidZoom,
        scrollViewDidEndZooming
    case tableShouldHighlightRow, tableDidHighlightRow, tableDidUnhighlightRow, tableWillSelectRow
    case tableDidSelectRow, tableWillDeselectRow, tableDidDeselectRow
    // Navigation (rule N9): a controller's appearance callbacks.
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    // Swipe actions (W1–W6).
    case tableTrailingSwipeActions, tableLeadingSwipeActions, tableCommitDelete, tableWillBeginEditingRow
    case tableDidEndEditingRow
    // Text fields and the keyboard (X2–X7).
    case textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldShouldEndEditing, textFieldDidEndEditing
    case textFieldShouldChangeCharacters, textFieldShouldReturn
    case keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide

    /// The function's name as a script writes it. Spelled out once in a table: every hook
    /// call names its hook, and `String(describing:)` reflects over the enum each time (~7,000
    /// instructions, a tenth of loading a scene whose views all have `didLoad`).
    var name: String { Self.names[rawValue] }

    private static let names = allCases.map { String(describing: $0) }

    /// What kind of function it is, for messages ("a lifecycle hook").
    var role: String {
        switch self {
        case .didLoad, .didReload: "lifecycle hook"
        case .reset: "recognizer method"
        case .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
            .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation,
            .scrollViewShouldScrollToTop, .scrollViewDidScrollToTop, .viewForZooming, .scrollViewDidZoom,
            .scrollViewDidEndZooming:
            "scroll-view delegate method"
        case .tableShouldHighlightRow, .tableDidHighlightRow, .tableDidUnhighlightRow, .tableWillSelectRow,
            .tableDidSelectRow, .tableWillDeselectRow, .tableDidDeselectRow, .tableTrailingSwipeActions,
            .tableLeadingSwipeActions, .tableCommitDelete, .tableWillBeginEditingRow, .tableDidEndEditingRow:
            "table delegate method"
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            "appearance callback"
        case .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing,
            .textFieldDidEndEditing, .textFieldShouldChangeCharacters, .textFieldShouldReturn:
            "text-field delegate method"
        case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide:
            "keyboard notification"
        default: "gesture-delegate method"
        }
    }
}
