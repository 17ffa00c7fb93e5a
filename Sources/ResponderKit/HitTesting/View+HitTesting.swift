extension View {
    /// The deepest view containing `point` (in this view's coordinates) that takes touches,
    /// as the behaviour's override or UIKit's algorithm decides (rules H1–H6).
    public final func hitTest(_ point: Point, with event: Event?) -> View? {
        hitTest(point, with: event, in: application)
    }

    /// `hitTest(_:with:)` for a view whose `application` is known to be `app`.
    final func hitTest(_ point: Point, with event: Event?, in app: Application?) -> View? {
        app?.trace(.hitTestVisit(view: self, point: point))
        // No override: no script runs before the default, so `app` is still this view's.
        guard let behavior = overridden(.hitTest) else { return defaultHitTest(point, with: event, in: app) }
        let generation = app?.treeGeneration
        switch behavior.hitTest(point, event: event, view: self) {
        case .answered(let result):
            app?.hitTestDetours += 1
            app?.trace(.hitTestResult(view: self, point: point, result: result, byOverride: true))
            return result
        case .failed:
            app?.trace(.overrideFailed(responder: self, method: .hitTest))
        }
        // A script that ran may have moved this view: then find its application again.
        return defaultHitTest(
            point, with: event, in: app != nil && app?.treeGeneration == generation ? app : application)
    }

    /// Whether `point` (in this view's coordinates) is inside the view, as the behaviour's
    /// override or the default (`bounds` contains it, rule H5) decides.
    public final func point(inside point: Point, with event: Event?) -> Bool {
        if let shortcut = pointInsideShortcut {
            // The call made here, not through the hit test's out-of-line step: a frame less.
            return pointInsideAnswer(by: shortcut, point, with: event, in: unretainedApplication).inside
        }
        return pointInsideWithoutShortcut(point, with: event)
    }

    /// `point(inside:with:)` for a view whose behaviour offers no shortcut (or that has none):
    /// out of line, so the shortcut's path saves few registers.
    @inline(never)
    final func pointInsideWithoutShortcut(_ point: Point, with event: Event?) -> Bool {
        guard let behavior = overridden(.pointInside) else { return defaultPointInside(point) }
        // The application is only for the trace; the view's kept window gives it without a walk,
        // and it is held unretained across the call (Performance.md#unretained-references: the
        // application outlives every call into a behaviour of its views).
        return pointInsideDecision(by: behavior, point, with: event, in: unretainedApplication).inside
    }

    /// `point(inside:with:)`, and whether an override gave the answer: an override that fails
    /// falls back to the default, whose "no" the trace must report as `outside`. `app` is the
    /// view's application, which the hit test already knows (no walk up per visit).
    @inline(__always)
    final func pointInsideDecision(_ point: Point, with event: Event?, in app: Application?) -> (
        inside: Bool, byOverride: Bool
    ) {
        // A view with no behaviour (most of a hit test's visits) pays one test, as before.
        guard _behavior != nil else { return (defaultPointInside(point), false) }
        if let shortcut = pointInsideShortcut {
            return pointInsideDecision(by: shortcut, point, with: event, in: Unretained(app))
        }
        guard let behavior = overridden(.pointInside) else { return (defaultPointInside(point), false) }
        return pointInsideDecision(by: behavior, point, with: event, in: Unretained(app))
    }

    /// `pointInsideDecision` through the behaviour's shortcut (the same answer, traced the same
    /// way): kept out of line, so the hit test's plain path stays small.
    @inline(never)
    final func pointInsideDecision(
        by shortcut: PointInsideShortcut, _ point: Point, with event: Event?, in app: Unretained<Application>
    ) -> (inside: Bool, byOverride: Bool) {
        pointInsideAnswer(by: shortcut, point, with: event, in: app)
    }

    /// The shortcut's call and its usual outcome, an answer with nobody observing, inline; a
    /// traced answer, a failure and a withdrawn override out of line. The event passes
    /// unretained, as the caller holds it for the call.
    @inline(__always)
    final func pointInsideAnswer(
        by shortcut: PointInsideShortcut, _ point: Point, with event: Event?, in app: Unretained<Application>
    ) -> (inside: Bool, byOverride: Bool) {
        let answer = shortcut.function(
            shortcut.context, point.x, point.y, event.map { Unmanaged.passUnretained($0).toOpaque() })
        if answer == PointInsideShortcut.inside || answer == PointInsideShortcut.outside {
            // The application outlives every call into a behaviour of its views: read unretained.
            let observed = app.reference != nil && app.withObject { $0.isObserved }
            if !observed { return (answer == PointInsideShortcut.inside, true) }
        }
        return pointInsideOutcome(answer, point, in: app)
    }

    /// What the shortcut's `answer` decides, traced (`pointInsideAnswer`'s other cases).
    @inline(never)
    final func pointInsideOutcome(_ answer: Int32, _ point: Point, in app: Unretained<Application>) -> (
        inside: Bool, byOverride: Bool
    ) {
        switch answer {
        case PointInsideShortcut.inside, PointInsideShortcut.outside:
            let inside = answer == PointInsideShortcut.inside
            if app.reference != nil {
                app.withObject { $0.trace(.pointInsideAnswered(view: self, point: point, inside: inside)) }
            }
            return (inside, true)
        case PointInsideShortcut.notOverridden:
            return (defaultPointInside(point), false)
        default:
            app.object?.trace(.overrideFailed(responder: self, method: .pointInside))
            return (defaultPointInside(point), false)
        }
    }

    /// `pointInsideDecision` when `behavior` overrides `pointInside`: kept out of line, so the
    /// hit test's plain path stays small.
    @inline(never)
    final func pointInsideDecision(
        by behavior: any ResponderBehavior, _ point: Point, with event: Event?, in app: Unretained<Application>
    ) -> (inside: Bool, byOverride: Bool) {
        if case .answered(let inside) = behavior.pointInside(point, event: event, view: self) {
            if app.reference != nil {
                app.withObject { $0.trace(.pointInsideAnswered(view: self, point: point, inside: inside)) }
            }
            return (inside, true)
        }
        app.object?.trace(.overrideFailed(responder: self, method: .pointInside))
        return (defaultPointInside(point), false)
    }

    /// UIKit's `point(inside:with:)`: the bounds contain the point.
    @inlinable
    public final func defaultPointInside(_ point: Point) -> Bool {
        bounds.contains(point)
    }

    /// UIKit's `hitTest(_:with:)`: skip hidden, non-interactive and transparent views (H1), then
    /// ask `pointInside` (H2), then the subviews front to back in their own coordinates (H3, H4),
    /// each through its own, possibly overridden, `hitTest`; if none answers, this view.
    public final func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        defaultHitTest(point, with: event, in: application)
    }

    /// `defaultHitTest(_:with:)` for a view whose `application` is known to be `app`.
    final func defaultHitTest(_ point: Point, with event: Event?, in app: Application?) -> View? {
        let tracing = app?.isObserved ?? false
        let generation = app?.treeGeneration
        if let reason = hitTestSkipReason() {
            if tracing { app?.trace(.hitTestSkipped(view: self, point: point, reason: reason)) }
            return nil
        }
        let decision = pointInsideDecision(point, with: event, in: app)
        guard decision.inside else {
            if tracing {
                let reason: HitTestSkipReason = decision.byOverride ? .pointInsideFalse : .outside
                app?.trace(.hitTestSkipped(view: self, point: point, reason: reason))
            }
            return nil
        }
        // A script may edit the tree while we walk it: iterate over the subviews as they were.
        let candidates = subviews
        // The loop borrows each subview from `candidates` without retaining it: keep them all.
        defer { withExtendedLifetime(candidates) {} }
        // Unless the tree changed since this visit began (a script can move views), each
        // candidate is still a subview here, in the same window: its application is this one's.
        var index = candidates.count
        // A table finds the rows that may hold the point by binary search (the same answer as
        // the walk, TableView+HitIndex.swift); unobserved only, so traces show the whole walk.
        // The count first: the one test a view with few subviews pays.
        if index >= TableView.hitIndexMinimumSubviews, kind == .tableView, !tracing {
            switch unsafeDowncast(self, to: TableView.self).rowHitTest(
                candidates, point, with: event, in: app, generation: generation)
            {
            case .found(let hit): return hit
            case .none: index = 0
            case .resume(let position): index = position
            }
        }
        while index > 0 {
            index -= 1
            // `candidates` holds the subview until the loop ends (even if a script removes it
            // meanwhile): Performance.md#guaranteed-references.
            let found = Unretained(candidates[index]).withObject { subview in
                View.visit(subview, point, with: event, in: app, generation: generation)
            }
            if let hit = found {
                if tracing { app?.trace(.hitTestResult(view: self, point: point, result: hit, byOverride: false)) }
                return hit
            }
        }
        if kind == .window, unsafeDowncast(self, to: Window.self).passesTouchesThrough {
            if tracing { app?.trace(.hitTestResult(view: self, point: point, result: nil, byOverride: false)) }
            return nil
        }
        if tracing { app?.trace(.hitTestResult(view: self, point: point, result: self, byOverride: false)) }
        return self
    }

    /// Why the default hit test skips this view before asking `pointInside` (rules H1, C4), if it does.
    public final func hitTestSkipReason() -> HitTestSkipReason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .interactionDisabled }
        if isTransparentToTouches { return .transparent }
        if _isDisabledControl { return .disabledControl }
        return nil
    }

    /// One visit of the walk: `subview` asked to hit-test `point` (in its superview's space).
    /// The generic loop above and a table's row search (TableView+HitIndex.swift) both call it,
    /// so a row found by binary search is asked exactly as the walk would ask it.
    ///
    /// Two calls rather than one with a chosen application, and no `if let`: passing this
    /// visit's own `app` straight on needs no retain of it. A window or a view with a transform
    /// leaves this plain path (one test: a transform check of its own here would cost every
    /// visit a few instructions).
    @inline(__always)
    static func visit(_ subview: View, _ point: Point, with event: Event?, in app: Application?, generation: Int?)
        -> View?
    {
        if app != nil, app?.treeGeneration == generation, !subview.leavesPlainHitPath {
            return subview.hitTest(subview.untransformedFromSuperview(point), with: event, in: app)
        }
        if app != nil, app?.treeGeneration == generation, subview.kind != .window {
            return subview.hitTest(subview.convertFromSuperview(point), with: event, in: app)
        }
        app?.hitTestDetours += 1
        return subview.hitTest(subview.convertFromSuperview(point), with: event, in: subview.application)
    }
}
