/// What a ``TraceRecord/scroll(view:event:subject:reason:)`` record reports, as the trace's
/// type suffix (`scroll.dragBegan`, ...).
public enum ScrollEvent: String, Sendable, CaseIterable {
    /// S4: the content-delay recognizer holds a new content touch back.
    case contentTouchesHeld
    /// S4: the held touches go to the content (the delay passed, or the finger lifted).
    case contentTouchesReleased
    /// S4: `touchesShouldBegin` answered false: the content view gets none of those touches.
    case contentTouchesRefused
    /// S5: the content is cancelled so that scrolling can begin (`touchesShouldCancel` true).
    case contentTouchCancelled
    /// S5: the content keeps its touch and the pan fails (`canCancelContentTouches` false, or
    /// `touchesShouldCancel` false).
    case contentTouchKept
    /// S3: the first movement was along an axis the scroll view cannot scroll: its pan fails.
    case panRefusedForAxis
    /// S8: a touch stopped a moving scroll view.
    case stoppedByTouch
    case dragBegan, dragEnded
    case decelerationBegan, decelerationEnded
    case animationBegan, animationEnded
    case zoomBegan, zoomEnded
    /// S11: a status-bar tap scrolled this scroll view to its top (or was refused).
    case scrollToTop
    /// S11: `scrollViewDidScroll` set the offset again, deeper than the host follows.
    case recursionLimited
    /// L2, L3: a row's highlight and selection changed.
    case rowHighlighted, rowUnhighlighted, rowSelected, rowDeselected
}
