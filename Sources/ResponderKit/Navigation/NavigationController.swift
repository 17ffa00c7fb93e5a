/// A navigation controller (UINavigationController): a stack of view controllers whose top
/// one's root view fills the navigation's view (rule N1), with two pop recognizers on that view
/// (`edgePop`, and `contentPop` when ``usesContentPop`` is set) that are ordinary recognizers
/// in the arena (G1–G10). The navigation is their delegate and action target, as UIKit's is:
/// it keeps the root guard (N2) and passes every other delegate question on to its behaviour.
///
/// Transitions run on the application's virtual clock: `push`/`pop` with `animated` take
/// ``animationDuration``, the rest of an interactive pop after the lift ``finishDuration``;
/// while one animates, new touches go nowhere (N8).
public final class NavigationController: ViewController {
    /// How long an animated push or pop takes, in virtual seconds (N8).
    public static let animationDuration = 0.35
    /// How long the rest of an interactive pop takes after the lift, completed or not (N8).
    public static let finishDuration = 0.25
    /// The lift velocity (points per second) beyond which a pop completes whatever its progress,
    /// and whose negative below which it is cancelled whatever its progress (N8).
    public static let decisiveVelocity = 500.0
    /// The action name the pop recognizers call on the navigation (UIKit's own).
    static let popAction = "handleNavigationTransition"

    /// The screen-edge pop recognizer (UIKit's `interactivePopGestureRecognizer`), named
    /// `NAME.edgePop` as a scroll view's pan is `NAME.pan`.
    public let edgePop: NavigationPopGestureRecognizer
    /// The content pop recognizer (iOS 26's `interactiveContentPopGestureRecognizer`), named
    /// `NAME.contentPop`; on the view only while ``usesContentPop`` is true.
    public let contentPop: NavigationPopGestureRecognizer

    /// The stack, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether `contentPop` is on the view (scene field `contentPop`, default false).
    public var usesContentPop = false {
        didSet {
            guard usesContentPop != oldValue else { return }
            if usesContentPop {
                view.addGestureRecognizer(contentPop)
            } else {
                view.removeGestureRecognizer(contentPop)
            }
        }
    }
    /// Rule N7: a hidden bar disables both pop recognizers (until Lua enables them again).
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { barDidChange() } }
    }
    /// Rule N7: a replaced back button disables both pop recognizers, as a hidden bar does.
    public var hasCustomBackButton = false {
        didSet { if hasCustomBackButton != oldValue { barDidChange() } }
    }

    /// A transition under way: a push or pop animating, or an interactive pop.
    private struct Transition {
        enum Kind { case push, pop, interactivePop }
        enum Phase {
            /// An interactive pop following the finger.
            case following
            /// Animating to its end; `completes` false: an interactive pop going back.
            case animating(completes: Bool)
        }
        let kind: Kind
        let leaving: ViewController
        let arriving: ViewController
        let animated: Bool
        var phase: Phase
        var timer: VirtualClock.TimerID?
    }
    private var transition: Transition?
    /// How far an interactive pop has gone (N8), 0 when none follows a finger.
    public private(set) var transitionProgress = 0.0
    /// The application the transition registered with, to unregister from the same one.
    private var registeredLink: ApplicationLink?

    /// Whether a transition is under way: animating, or an interactive pop (`transitioning`).
    public var isTransitioning: Bool { transition != nil }
    /// Whether a transition animates now: new touches are ignored meanwhile (N8).
    public var isAnimatingTransition: Bool {
        if case .animating = transition?.phase { return true }
        return false
    }

    /// A navigation controller whose own view is `view` (its frame is the navigation's frame).
    public init(name: String, view: View) {
        edgePop = NavigationPopGestureRecognizer(name: "\(name).edgePop", style: .edge)
        contentPop = NavigationPopGestureRecognizer(name: "\(name).contentPop", style: .content)
        super.init(name: name, view: view, kind: .navigation)
        for recognizer in [edgePop, contentPop] {
            recognizer.delegate = self
            recognizer.action = Self.popAction
        }
        view.addGestureRecognizer(edgePop)
    }

    // MARK: - The stack

    /// Sets the stack at once, with no transition and no appearance callbacks (a scene's
    /// `controller` children; ``sendInitialAppearance()`` follows at load). Throws, changing
    /// nothing, for a controller listed twice or one that may not be pushed (see ``push(_:animated:)``).
    public func setViewControllers(_ controllers: [ViewController]) throws {
        finishTransitionNow()
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                throw NavigationPushError.alreadyOnStack(controller: controller.name, navigation: name)
            }
            if !viewControllers.contains(where: { $0 === controller }) { try checkPushable(controller) }
        }
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        viewControllers = controllers
        for controller in controllers where controller.parent !== self { addChild(controller) }
        for controller in controllers.dropLast() where controller.view.superview === view {
            controller.view.removeFromSuperview()
        }
        if let top = controllers.last { show(top, at: view.subviews.count) }
    }

    /// N9 at load: the top controller appears, not animated.
    public func sendInitialAppearance() {
        guard let top = topViewController else { return }
        top.sendAppearance(.viewWillAppear, animated: false)
        top.sendAppearance(.viewDidAppear, animated: false)
    }

    /// Pushes `controller` on the stack; its root view fills the navigation's view. A
    /// transition under way finishes at once first. Throws, changing nothing, for a controller
    /// already on a stack, or the navigation itself or one of its ancestors.
    public func push(_ controller: ViewController, animated: Bool) throws {
        finishTransitionNow()
        try checkPushable(controller)
        let leaving = topViewController
        addChild(controller)
        viewControllers.append(controller)
        // Above the leaving screen, below any view over the stack (a navigation bar).
        let above = leaving.flatMap { old in view.subviews.firstIndex { $0 === old.view } }.map { $0 + 1 }
        show(controller, at: above ?? view.subviews.count)
        trace(.push, controller, animated ? "push, animated 0.35 s" : "push, not animated")
        guard let leaving else {
            controller.sendAppearance(.viewWillAppear, animated: false)
            controller.sendAppearance(.viewDidAppear, animated: false)
            return
        }
        run(
            Transition(
                kind: .push, leaving: leaving, arriving: controller, animated: animated,
                phase: .animating(completes: true)))
    }

    /// Pops the top controller and returns it; with one controller (or none) on the stack,
    /// nothing happens and it returns nil. A transition under way finishes at once first.
    @discardableResult
    public func pop(animated: Bool) -> ViewController? {
        finishTransitionNow()
        guard viewControllers.count > 1, let top = viewControllers.popLast(), let below = topViewController else {
            return nil
        }
        trace(.pop, top, animated ? "pop, animated 0.35 s" : "pop, not animated")
        show(below, at: 0)
        run(
            Transition(
                kind: .pop, leaving: top, arriving: below, animated: animated, phase: .animating(completes: true)))
        return top
    }

    /// Pops every controller above the root and returns them, bottom first (empty at the root).
    /// Only the top and the root see appearance callbacks, as in UIKit.
    @discardableResult
    public func popToRoot(animated: Bool) -> [ViewController] {
        finishTransitionNow()
        guard viewControllers.count > 1, let top = topViewController else { return [] }
        let root = viewControllers[0]
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [root]
        for middle in popped.dropLast() { middle.removeFromParent() }
        trace(.pop, top, "popToRoot, \(animated ? "animated 0.35 s" : "not animated")")
        show(root, at: 0)
        run(
            Transition(kind: .pop, leaving: top, arriving: root, animated: animated, phase: .animating(completes: true))
        )
        return popped
    }

    private func checkPushable(_ controller: ViewController) throws {
        if controller === self || view.isDescendant(of: controller.view) {
            throw NavigationPushError.pushingAncestor(controller: controller.name)
        }
        if let owner = controller.parent as? NavigationController,
            owner.viewControllers.contains(where: { $0 === controller }) || owner.transition?.leaving === controller
        {
            throw NavigationPushError.alreadyOnStack(controller: controller.name, navigation: owner.name)
        }
    }

    /// Puts `controller`'s root view in the navigation's view at `index`, filling it (N1).
    private func show(_ controller: ViewController, at index: Int) {
        controller.view.frame = Rect(origin: .zero, size: view.bounds.size)
        view.insertSubview(controller.view, at: index)
    }

    // MARK: - Transitions

    /// Starts `transition`: the will-callbacks now (N9); the end now when not animated, else
    /// after ``animationDuration`` of virtual time.
    private func run(_ newTransition: Transition) {
        let animated = newTransition.animated
        newTransition.leaving.sendAppearance(.viewWillDisappear, animated: animated)
        newTransition.arriving.sendAppearance(.viewWillAppear, animated: animated)
        transition = newTransition
        guard animated, let app = application else {
            finishTransitionNow()
            return
        }
        animate(for: Self.animationDuration, in: app)
    }

    /// Schedules the end of the current transition `duration` from now; touches are ignored
    /// until then (N8).
    private func animate(for duration: Double, in app: Application) {
        register(with: app)
        transition?.timer = app.clock.schedule(after: duration) { [weak self] in
            self?.transition?.timer = nil
            self?.finishTransitionNow()
        }
    }

    /// Ends the transition under way at once, as its animation would: the leaving view leaves
    /// the window and the did-callbacks run (N9). An interactive pop still following a finger
    /// ends as cancelled. Nothing under way: nothing happens.
    public func finishTransitionNow() {
        guard var current = transition else { return }
        if case .following = current.phase {
            decideInteractivePop(completes: false, reason: "the transition was ended before the lift")
            guard let decided = transition else { return }
            current = decided
        }
        transition = nil
        transitionProgress = 0
        if let timer = current.timer { (application ?? registeredLink?.application)?.clock.cancel(timer) }
        unregister()
        guard case .animating(let completes) = current.phase else { return }
        let animated = current.animated
        if completes {
            current.leaving.view.removeFromSuperview()
            if current.kind != .push { current.leaving.removeFromParent() }
            current.leaving.sendAppearance(.viewDidDisappear, animated: animated)
            current.arriving.sendAppearance(.viewDidAppear, animated: animated)
        } else {
            // N9: a cancelled interactive pop runs the four callbacks the other way round.
            current.arriving.view.removeFromSuperview()
            current.arriving.sendAppearance(.viewWillDisappear, animated: animated)
            current.leaving.sendAppearance(.viewWillAppear, animated: animated)
            current.arriving.sendAppearance(.viewDidDisappear, animated: animated)
            current.leaving.sendAppearance(.viewDidAppear, animated: animated)
        }
    }

    private func register(with app: Application) {
        guard registeredLink == nil else { return }
        registeredLink = app.link
        app.navigationsInTransition.append(self)
    }

    private func unregister() {
        guard let link = registeredLink else { return }
        registeredLink = nil
        link.application?.navigationsInTransition.removeAll { $0 === self }
    }

    // MARK: - The interactive pop (N2, N8)

    /// The pop recognizers' action.
    private func handlePop(_ recognizer: NavigationPopGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginInteractivePop(recognizer)
        case .changed:
            updateProgress(recognizer)
        case .ended:
            guard isFollowing(recognizer) else { return }
            updateProgress(recognizer)
            let v = recognizer.horizontalVelocity
            let p = transitionProgress
            let completes = v > Self.decisiveVelocity || (p > 0.5 && v >= -Self.decisiveVelocity)
            let numbers = "progress \(Self.format(p)), velocity \(Self.format(v)) points/s"
            let why =
                completes
                ? (v > Self.decisiveVelocity
                    ? "\(numbers): velocity > 500" : "\(numbers): progress > 0.5, velocity ≥ -500")
                : (v < -Self.decisiveVelocity
                    ? "\(numbers): velocity < -500" : "\(numbers): progress ≤ 0.5, velocity ≤ 500")
            decideInteractivePop(completes: completes, reason: why)
        case .cancelled, .failed:
            guard isFollowing(recognizer) else { return }
            decideInteractivePop(completes: false, reason: "\(recognizer.name) was cancelled")
        case .possible:
            break
        }
    }

    private var followingRecognizer: NavigationPopGestureRecognizer?

    private func isFollowing(_ recognizer: NavigationPopGestureRecognizer) -> Bool {
        guard case .following = transition?.phase else { return false }
        return followingRecognizer === recognizer
    }

    private func beginInteractivePop(_ recognizer: NavigationPopGestureRecognizer) {
        guard transition == nil else { return }
        guard viewControllers.count > 1, let top = topViewController else {
            // N2: a gestureShouldBegin let it begin at the root.
            trace(
                .frozenAtRoot, nil,
                "\(recognizer.name) began with one controller on the stack: nothing is popped; UIKit's navigation "
                    + "freezes here (let gestureShouldBegin answer false at the root)", touch: recognizer.poppingTouch)
            return
        }
        let below = viewControllers[viewControllers.count - 2]
        followingRecognizer = recognizer
        if let app = application { register(with: app) }
        show(below, at: 0)
        transition = Transition(kind: .interactivePop, leaving: top, arriving: below, animated: true, phase: .following)
        top.sendAppearance(.viewWillDisappear, animated: true)
        below.sendAppearance(.viewWillAppear, animated: true)
        updateProgress(recognizer)
    }

    /// N8: progress = (the touch's x now − its x when it began) / the navigation's width.
    private func updateProgress(_ recognizer: NavigationPopGestureRecognizer) {
        guard isFollowing(recognizer), let touch = recognizer.poppingTouch else { return }
        let width = view.bounds.size.width
        guard width > 0 else { return }
        transitionProgress = (touch.screenLocation.x - touch.startScreenLocation.x) / width
    }

    /// The lift (or an early end): the rest animates over ``finishDuration``, then the pop
    /// completes or goes back (N8, N9).
    private func decideInteractivePop(completes: Bool, reason: String) {
        guard var current = transition, case .following = current.phase else { return }
        let touch = followingRecognizer?.poppingTouch
        followingRecognizer = nil
        if completes {
            viewControllers.removeLast()
            trace(.pop, current.leaving, "interactive pop completes: \(reason)", touch: touch)
        } else {
            trace(.popCancelled, current.leaving, "interactive pop cancelled: \(reason)", touch: touch)
        }
        current.phase = .animating(completes: completes)
        transition = current
        if let app = application, view.window != nil {
            animate(for: Self.finishDuration, in: app)
        } else {
            finishTransitionNow()
        }
    }

    // MARK: - N7

    private func barDidChange() {
        if isNavigationBarHidden || hasCustomBackButton {
            edgePop.isEnabled = false
            contentPop.isEnabled = false
        }
    }

    // MARK: - Trace

    private func trace(_ event: NavigationEvent, _ subject: ViewController?, _ reason: String, touch: Touch? = nil) {
        // The registered application too: a navigation that just left its window still reports.
        (application ?? registeredLink?.application)?.trace(
            .navigation(navigation: self, event: event, subject: subject, touch: touch, reason: reason))
    }

    /// A number as a person writes it: no trailing ".0", at most three decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Notes that a touch was ignored because this navigation animates (N8).
    func traceIgnoredTouch(_ touch: Touch) {
        trace(
            .ignoredTouch, topViewController, "a navigation transition animates: new touches are ignored (N8)",
            touch: touch)
    }
}

extension NavigationController: BehaviourForwardingGestureDelegate {
    /// N2: the behaviour's answer replaces the root guard; without one (or when it fails), a
    /// pop may begin only with more than one controller on the stack.
    public func gestureShouldBegin(_ recognizer: GestureRecognizer) -> Answer<Bool> {
        if case .answered(let answer) = behaviourDelegate?.gestureShouldBegin(recognizer) { return .answered(answer) }
        guard recognizer === edgePop || recognizer === contentPop else { return .failed }
        return .answered(viewControllers.count > 1 && !isTransitioning)
    }

    public func performGestureAction(_ action: String, recognizer: GestureRecognizer) {
        if let pop = recognizer as? NavigationPopGestureRecognizer, pop === edgePop || pop === contentPop {
            handlePop(pop)
        } else {
            behaviourDelegate?.performGestureAction(action, recognizer: recognizer)
        }
    }
}
