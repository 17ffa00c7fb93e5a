import ResponderKit

extension SceneExplainer {
    /// Rules S4, S5, S12: what each scroll view above `view` will do with a touch on it — hold
    /// it 0.15 s (or not), and whether a drag would cancel it (`canCancelContentTouches`, and
    /// `touchesShouldCancel`: UIKit's default, or the behaviour's override).
    static func scrollNotes(for view: View) -> [String] {
        var notes: [String] = []
        var current = view.superview
        while let ancestor = current {
            current = ancestor.superview
            guard let scrollView = ancestor as? ScrollView else { continue }
            guard scrollView.isScrollEnabled else {
                notes.append(
                    "\(scrollView.kind.rawValue) \(scrollView.name): scrolling is off; the touch reaches \(view.name) at once (S12)"
                )
                continue
            }
            let delay =
                scrollView.delaysContentTouches
                ? "holds the touch from \(view.name) for \(ContentDelayGestureRecognizer.delay) s, unless the finger lifts or a drag begins first (S4)"
                : "delivers the touch to \(view.name) at once (delaysContentTouches = false, S4)"
            let cancel: String
            if !scrollView.canCancelContentTouches {
                cancel = "a drag would not take it back (canCancelContentTouches = false, S5)"
            } else if scrollView.behavior?.overrides.contains(.touchesShouldCancel) == true {
                cancel = "a drag would take it back if its Lua touchesShouldCancel says so (S5)"
            } else if scrollView.defaultTouchesShouldCancel(in: view) {
                cancel =
                    "a drag of 10 points would cancel it and scroll (touchesShouldCancel: true for \(view.name), S5)"
            } else {
                cancel =
                    "a drag would not take it from the control \(view.name) (touchesShouldCancel: false for a control, S5)"
            }
            notes.append("\(scrollView.kind.rawValue) \(scrollView.name) \(delay); \(cancel)")
        }
        return notes
    }
}
