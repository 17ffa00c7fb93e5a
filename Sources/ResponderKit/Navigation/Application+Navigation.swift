extension Application {
    /// N8: the navigation whose transition animates now, if any: a new touch goes nowhere.
    var animatingNavigation: NavigationController? {
        navigationsInTransition.first { $0.isAnimatingTransition }
    }

    /// N8, and the contract's "a navigation that leaves its window mid-transition finishes it
    /// at once": called when `root` left a window.
    func finishNavigationTransitions(inside root: View) {
        guard !navigationsInTransition.isEmpty else { return }
        for navigation in navigationsInTransition where navigation.view.isDescendant(of: root) {
            navigation.finishTransitionNow()
        }
    }
}
