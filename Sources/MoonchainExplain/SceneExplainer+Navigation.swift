import ResponderKit

extension SceneExplainer {
    /// Rules N1–N10: for each navigation above `view`, which recognizer would take a drag
    /// toward the trailing edge that starts at `screenPoint`, and why.
    static func navigationNotes(for view: View, in window: Window, at screenPoint: Point) -> [String] {
        var notes: [String] = []
        var current: View? = view
        while let ancestor = current {
            current = ancestor.superview
            guard let navigation = ancestor.viewController as? NavigationController, navigation.view === ancestor else {
                continue
            }
            notes.append(note(for: navigation, view: view, in: window, at: screenPoint))
        }
        return notes
    }

    private static func note(for navigation: NavigationController, view: View, in window: Window, at point: Point)
        -> String
    {
        let name = navigation.name
        if navigation.isAnimatingTransition {
            return "\(name) is animating a transition: a new touch here is ignored (N8)"
        }
        if navigation.viewControllers.count < 2 {
            return "\(name) has one controller on its stack: neither pop recognizer begins (N2); a gestureShouldBegin "
                + "in its behaviour that lets one begin pops nothing, and UIKit freezes there"
        }
        let inBand = point.x <= ScreenEdgePanGestureRecognizer.edgeDistance
        let edge = navigation.edgePop
        let content = navigation.contentPop
        let pop: NavigationPopGestureRecognizer
        if inBand && edge.isEnabled {
            pop = edge
        } else if navigation.usesContentPop && content.isEnabled {
            if let scrollView = horizontalScrollView(above: view, below: navigation.view) {
                return "a drag right from here would not pop: it starts on \(scrollView.name), which scrolls "
                    + "horizontally, and there only \(edge.name) may pop, from the 20-point edge band (N4)"
            }
            pop = content
        } else if !edge.isEnabled && !(navigation.usesContentPop && content.isEnabled) {
            let why =
                navigation.isNavigationBarHidden
                ? "the bar is hidden"
                : navigation.hasCustomBackButton ? "the back button is replaced" : "Lua disabled it"
            return "a drag right from here would not pop: \(edge.name) is disabled (\(why), N7); "
                + "set \(edge.name).enabled = true to restore the back swipe"
        } else {
            return "a drag right from here would not pop: \(edge.name) needs a touch within "
                + "\(formatPoints(ScreenEdgePanGestureRecognizer.edgeDistance)) points of the leading edge (N3)"
        }
        if let control = view.asControl, control is Slider || control is Switch {
            return "a drag right from here would not pop: \(control.name) (\(control.kindName)) refuses an ancestor's "
                + "horizontal pan, \(pop.name) included (C6, N6)"
        }
        // The recognizers offered before the pop (deeper views first, G1) that could take a
        // rightward drag themselves.
        var before: [GestureRecognizer] = []
        var reachedPop = false
        var table: String?
        view.forEachRecognizer(offeredTouchOf: .direct, in: window) { recognizer, _ in
            if recognizer === pop { reachedPop = true }
            if reachedPop { return }
            if recognizer.name.hasSuffix(".swipeActions") { table = recognizer.name }
            if takesHorizontalDrag(recognizer) { before.append(recognizer) }
        }
        if let competitor = before.first {
            let owner = competitor.view?.name ?? "?"
            if competitor.requiredToFail.contains(where: { $0 === pop }) {
                return "a drag right from here would be taken by \(pop.name): \(competitor.name) on \(owner) is "
                    + "offered the touch first (G1) but requires \(pop.name) to fail (G4)"
            }
            if let table, pop === edge {
                return "a leading swipe of \(table) and \(pop.name) both want a drag right from here; Moonchain lets "
                    + "\(pop.name) win (N10, disputed)"
            }
            return "a drag right from here would be taken by \(competitor.name) before \(pop.name): \(owner) is deeper "
                + "(G1); to let the back swipe win, make \(competitor.name) require \(pop.name) to fail"
        }
        if view.asControl is Button {
            return "a drag right from here would be taken by \(pop.name) (N3, N6): \(view.name) would get touchCancel"
        }
        return "a drag right from here would be taken by \(pop.name) (\(pop === edge ? "N3" : "N4"))"
    }

    /// Whether `recognizer` may begin on a rightward horizontal drag: a pan (a scroll view's
    /// only when it scrolls horizontally), enabled.
    private static func takesHorizontalDrag(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer is PanGestureRecognizer else { return false }
        if recognizer is NavigationPopGestureRecognizer { return false }
        if let scrollView = recognizer.view as? ScrollView, recognizer === scrollView.panGestureRecognizer {
            return scrollView.isScrollEnabled && scrollView.scrollsHorizontally
        }
        return true
    }

    private static func horizontalScrollView(above view: View, below top: View) -> ScrollView? {
        var current: View? = view
        while let candidate = current, candidate !== top {
            if let scrollView = candidate as? ScrollView, scrollView.scrollsHorizontally { return scrollView }
            current = candidate.superview
        }
        return nil
    }
}
