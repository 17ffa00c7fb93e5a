import ResponderKit

extension StudioSession {
    /// How the page draws navigations (N1–N9): each navigation's stack, and while a transition
    /// is under way the leaving and arriving screens moved sideways by its progress. The host
    /// does not move the screens (it keeps their frames, as UIKit's hit-testing sees the
    /// models), so the studio works out where the user would see them.
    ///
    /// An interactive pop's progress is the navigation's own (`transitionProgress`, N8). An
    /// animation's is read from the virtual clock: this remembers when each navigation's
    /// animation was first seen (the update of the input that started it) and from which
    /// progress, and counts ``NavigationController/animationDuration`` (a push or pop) or
    /// ``NavigationController/finishDuration`` (the rest of an interactive pop) from there,
    /// linearly (UIKit eases it; only the drawing depends on this).
    struct NavigationPictures {
        private struct Animation {
            let start: Double
            let from: Double
        }
        private var animations: [ObjectIdentifier: Animation] = [:]

        /// Whether some navigation animates now: the studio sends the scene on every tick then,
        /// so the page draws the screens moving.
        var isAnimating: Bool { !animations.isEmpty }

        /// The `state` fields of a controller's root view `view`: a navigation's `stack` and
        /// `transition`, or `shift` for a screen a transition moves; nothing for other views.
        mutating func state(of view: View, now: Double) -> [(key: String, json: String)] {
            guard let controller = view.viewController, controller.view === view else { return [] }
            if let navigation = controller as? NavigationController {
                let names = navigation.viewControllers.map { StudioJSON.quote($0.name) }
                var state = [(key: "stack", json: "[" + names.joined(separator: ",") + "]")]
                if let picture = picture(of: navigation, now: now) {
                    let percent = Int((picture.progress * 100).rounded())
                    state.append(("transition", StudioJSON.quote("\(picture.isPush ? "push" : "pop") \(percent)%")))
                }
                return state
            }
            guard let navigation = controller.parent as? NavigationController,
                let picture = picture(of: navigation, now: now)
            else { return [] }
            let shift = Self.shift(picture, of: controller, width: navigation.view.bounds.size.width)
            return shift == 0 ? [] : [("shift", StudioJSON.number(shift))]
        }

        /// Forgets the animations of navigations that no longer transition (called once per
        /// snapshot, before the views are read).
        mutating func prune(_ app: Application) {
            guard !animations.isEmpty else { return }
            animations = animations.filter { entry in
                app.windowsFrontToBack.contains { window in
                    Self.navigation(with: entry.key, in: window)?.isAnimatingTransition == true
                }
            }
        }

        private static func navigation(with id: ObjectIdentifier, in view: View) -> NavigationController? {
            if let navigation = view.viewController as? NavigationController, ObjectIdentifier(navigation) == id {
                return navigation
            }
            for subview in view.subviews {
                if let found = navigation(with: id, in: subview) { return found }
            }
            return nil
        }

        private struct Picture {
            let leaving: ViewController
            let arriving: ViewController
            let isPush: Bool
            let progress: Double
        }

        /// The transition of `navigation` at `now`, nil when none is under way. The screens are
        /// the navigation's view's two controller root views: while a finger follows, the top
        /// leaves over the one under it; while it animates, the top controller's view on top
        /// means a push (or a cancelled interactive pop, the top staying), under the other a
        /// pop (the top already popped).
        private mutating func picture(of navigation: NavigationController, now: Double) -> Picture? {
            let id = ObjectIdentifier(navigation)
            guard navigation.isTransitioning, let top = navigation.topViewController else {
                animations[id] = nil
                return nil
            }
            let screens = navigation.view.subviews.compactMap { view -> ViewController? in
                guard let controller = view.viewController, controller.parent === navigation else { return nil }
                return controller
            }
            guard let other = screens.first(where: { $0 !== top }) else { return nil }
            let topOnTop = screens.last === top
            guard navigation.isAnimatingTransition else {
                animations[id] = nil
                return Picture(
                    leaving: top, arriving: other, isPush: false, progress: clamp(navigation.transitionProgress))
            }
            let animation = animations[id] ?? Animation(start: now, from: navigation.transitionProgress)
            animations[id] = animation
            let elapsed = now - animation.start
            if animation.from == 0 {
                let t = clamp(elapsed / NavigationController.animationDuration)
                return Picture(leaving: other, arriving: top, isPush: topOnTop, progress: t)
            }
            // The rest of an interactive pop: on to 1 (popped), or back to 0 (the top stays).
            let t = clamp(elapsed / NavigationController.finishDuration)
            let to = topOnTop ? 0.0 : 1.0
            let progress = animation.from + (to - animation.from) * t
            return topOnTop
                ? Picture(leaving: top, arriving: other, isPush: false, progress: progress)
                : Picture(leaving: other, arriving: top, isPush: false, progress: progress)
        }

        private func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 1 }

        /// How far a transition moves a screen sideways, as UIKit's default push and pop do: the
        /// top screen slides the whole width, the one under it a third of it (the parallax). At
        /// progress p of a pop the leaving screen is p·width to the right and the arriving one
        /// (1 − p)·width/3 to the left; a push is the same the other way round.
        private static func shift(_ picture: Picture, of controller: ViewController, width: Double) -> Double {
            let p = picture.progress
            let isLeaving = controller === picture.leaving
            guard isLeaving || controller === picture.arriving else { return 0 }
            if picture.isPush { return isLeaving ? -p * width / 3 : (1 - p) * width }
            return isLeaving ? p * width : -(1 - p) * width / 3
        }
    }
}
