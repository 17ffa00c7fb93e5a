import ResponderKit

/// `whyNot` names a view the scene does not have.
public struct UnknownViewError: Error, CustomStringConvertible, Sendable {
    /// The name asked for.
    public var name: String
    /// What that name is when it is a responder but not a view (a controller, the application).
    public var actualKind: String?

    /// The message, e.g. `no view named "buy"`.
    public var description: String {
        if let actualKind { return "\(name) is a \(actualKind), not a view: why-not asks about views" }
        return "no view named \"\(name)\" in the scene"
    }
}

extension SceneExplainer {
    /// Why a touch at `screenPoint` does not reach the view called `name`, or may not activate
    /// it once it does: the hit test is recorded as `explain(at:)` records it and followed
    /// down the view's ancestors (the first that refused, the sibling in front that took the
    /// touch, the window in front), then the scroll views, recognizers and control rules that
    /// act on the bound touch are read as `explain` reads them (S4, S5, G1, G5, G6, C6, C8).
    public func whyNot(
        view name: String, at screenPoint: Point, window: Window? = nil, touchType: TouchType = .direct
    ) throws(UnknownViewError) -> WhyNot {
        guard let responder = host.responder(named: name) else { throw UnknownViewError(name: name) }
        guard let target = responder as? View else {
            throw UnknownViewError(name: name, actualKind: responder.kindName)
        }
        let explanation = explain(at: screenPoint, window: window, touchType: touchType)
        let hitView = explanation.hitView.flatMap { host.responder(named: $0.name) as? View }
        let blocker = Self.blocker(of: target, in: explanation, restrictedTo: window, hitView: hitView)
        var activation: [WhyNot.Finding] = []
        if let hitView, hitView === target || hitView.isDescendant(of: target) {
            activation = Self.activation(of: target, hitView: hitView, screenPoint: screenPoint, touchType: touchType)
        }
        return WhyNot(
            view: target.name, point: .init(x: screenPoint.x, y: screenPoint.y), window: window?.name,
            hitView: explanation.hitView?.name, blocker: blocker, activation: activation)
    }

    // MARK: - Reaching the view: the hit test's visits along its ancestors

    static func blocker(
        of target: View, in explanation: HitExplanation, restrictedTo window: Window?, hitView: View?
    ) -> WhyNot.Finding? {
        var path: [View] = []
        var current: View? = target
        while let view = current {
            path.insert(view, at: 0)
            current = view.superview
        }
        guard let targetWindow = path.first as? Window else {
            return .init(
                kind: .notInWindow, rules: ["H7"], subject: nil,
                text: "\(target.name) is in no window, so no touch is hit-tested against it (H7).")
        }
        guard var visit = explanation.windows.first(where: { $0.view == targetWindow.name }) else {
            if let window, window !== targetWindow {
                return .init(
                    kind: .otherWindow, rules: ["H7"], subject: window.name,
                    text: "only window \(window.name) was hit-tested, and \(target.name) is in \(targetWindow.name).")
            }
            let front = explanation.hitWindow ?? "?"
            return .init(
                kind: .windowInFront, rules: ["H7"], subject: front,
                text:
                    "window \(front), in front of \(targetWindow.name), took the touch first, so \(targetWindow.name) was never tried (H7)."
            )
        }
        for (index, view) in path.enumerated() {
            let isTarget = index == path.count - 1
            switch visit.outcome {
            case .skipped:
                return refusal(of: visit, view: view, target: target, isTarget: isTarget)
            case .script where !isTarget:
                if let hitView, hitView === target || hitView.isDescendant(of: target) { return nil }
                return .init(
                    kind: .hitTestOverride, rules: ["H6"], subject: view.name,
                    text:
                        "the Lua hitTest of \(view.name) (\(visit.hitTestScript ?? "?")) answered \(visit.result ?? "nil") instead of looking further (H6)."
                )
            case .script:
                if visit.result == target.name { return nil }
                return .init(
                    kind: .viewRefused, rules: ["H6"], subject: view.name,
                    text:
                        "its own Lua hitTest (\(visit.hitTestScript ?? "?")) answered \(visit.result ?? "nil") (H6).")
            case .incomplete:
                return .init(
                    kind: .hitTestOverride, rules: ["H6"], subject: view.name,
                    text: "a script ended the hit test of \(view.name) in an unusual way (H6).")
            case .chosen, .descendant, .passThrough:
                break
            }
            if isTarget {
                guard visit.outcome == .descendant, let result = visit.result else { return nil }
                return .init(
                    kind: .deeperViewTakes, rules: ["H3", "T1", "T7"], subject: result,
                    text:
                        "\(result), inside it, is the hit-test view (H3), so the touch is bound to \(result) (T1); \(target.name) hears of it only if the handlers below it pass it up the responder chain (T7)."
                )
            }
            let next = path[index + 1]
            if let child = visit.children.first(where: { $0.view == next.name }) {
                visit = child
                continue
            }
            // Subviews are tried front to back and the first answer wins (H3): the one that
            // answered stood in front of `next`.
            if let front = visit.children.last(where: { $0.result != nil }) {
                let covered = next === target ? target.name : "\(next.name) (which holds \(target.name))"
                let took = front.result == front.view ? "" : " (through its subview \(front.result ?? "?"))"
                return .init(
                    kind: .coveredBySibling, rules: ["H3"], subject: front.view,
                    text:
                        "\(front.view), in front of \(covered) in \(view.name), took the touch first\(took); subviews are tried front to back and the first answer wins (H3)."
                )
            }
            return .init(
                kind: .hitTestOverride, rules: ["H6"], subject: view.name,
                text: "\(view.name)'s hit test never asked \(next.name) (H3, H6).")
        }
        return nil
    }

    private static func refusal(of visit: HitVisit, view: View, target: View, isTarget: Bool) -> WhyNot.Finding {
        let rules: [String]
        let why: String
        switch visit.skipReason {
        case .hidden?:
            (rules, why) = (["H1"], "it is hidden")
        case .interactionDisabled?:
            (rules, why) = (["H1"], "its userInteractionEnabled is false")
        case .transparent?:
            (rules, why) = (["H1"], "its alpha \(formatPoints(visit.alpha)) is 0.01 or less")
        case .outside?:
            (rules, why) = (
                ["H2", "H5"],
                "the point \(visit.point) is outside its bounds \(HitVisit.format(visit.bounds)) (clipsToBounds or not)"
            )
        case .disabledControl?:
            (rules, why) = (["C4", "H1"], "it is a control with enabled = false")
        case .pointInsideFalse?:
            (rules, why) = (["H2", "H6"], "its Lua pointInside (\(visit.pointInside?.script ?? "?")) answered false")
        case nil:
            (rules, why) = (["H1"], "its hit test was skipped")
        }
        let ids = rules.joined(separator: ", ")
        if isTarget {
            return .init(
                kind: .viewRefused, rules: rules, subject: view.name,
                text: "its hit test answers nil because \(why) (\(ids)).")
        }
        let name = view is Window ? "its window \(view.name)" : "its ancestor \(view.name)"
        return .init(
            kind: .ancestorRefused, rules: rules, subject: view.name,
            text: "\(name) refused the touch because \(why), so its subviews were never tried (\(ids)).")
    }

    // MARK: - Activating it: scroll views, recognizers, controls

    static func activation(of target: View, hitView: View, screenPoint: Point, touchType: TouchType) -> [WhyNot
        .Finding]
    {
        var found: [WhyNot.Finding] = []
        found += scrollFindings(for: hitView)
        if let window = hitView.window {
            found += recognizerFindings(for: hitView, in: window, touchType: touchType)
        }
        if let control = hitView.asControl {
            found += controlFindings(for: control, screenPoint: screenPoint)
        }
        return found
    }

    private static func scrollFindings(for view: View) -> [WhyNot.Finding] {
        var found: [WhyNot.Finding] = []
        var current = view.superview
        while let ancestor = current {
            current = ancestor.superview
            guard let scrollView = ancestor as? ScrollView, scrollView.isScrollEnabled else { continue }
            let name = scrollView.name
            if scrollView.delaysContentTouches {
                found.append(
                    .init(
                        kind: .scrollViewHolds, rules: ["S4"], subject: name,
                        text:
                            "The scroll view \(name) holds the touch from \(view.name) for \(formatPoints(ContentDelayGestureRecognizer.delay)) s (delaysContentTouches): \(view.name) gets touchesBegan only when the finger lifts or the time passes, and never if a drag starts scrolling first (S4)."
                    ))
            }
            if !scrollView.canCancelContentTouches {
                continue
            } else if scrollView.behavior?.overrides.contains(.touchesShouldCancel) == true {
                found.append(
                    .init(
                        kind: .scrollViewMayCancel, rules: ["S5"], subject: name,
                        text:
                            "A drag of 10 points on \(name) takes the touch back from \(view.name) if its Lua touchesShouldCancel answers true (S5)."
                    ))
            } else if scrollView.defaultTouchesShouldCancel(in: view) {
                found.append(
                    .init(
                        kind: .scrollViewMayCancel, rules: ["S5"], subject: name,
                        text:
                            "A drag of 10 points cancels \(view.name)'s touch and scrolls \(name) (touchesShouldCancel is true for a view that is not a control, S5)."
                    ))
            }
        }
        return found
    }

    private static func recognizerFindings(for view: View, in window: Window, touchType: TouchType) -> [WhyNot.Finding]
    {
        var found: [WhyNot.Finding] = []
        let control = view.asControl
        view.forEachRecognizer(offeredTouchOf: touchType, in: window) { recognizer, attachedTo in
            // A scroll view's own recognizers are what S4 and S5 above describe.
            if recognizer is ScrollPanGestureRecognizer || recognizer is ContentDelayGestureRecognizer { return }
            let name = "\(recognizer.name) (\(recognizer.kindName) on \(attachedTo.name))"
            if let control, attachedTo !== control, control is Button || control is Switch || control is Slider {
                if let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired == 1,
                    tap.numberOfTouchesRequired == 1
                {
                    found.append(
                        .init(
                            kind: .recognizerRefusedByControl, rules: ["C6", "G10"], subject: recognizer.name,
                            text:
                                "The single tap \(name) cannot take a tap from \(control.name): the control refuses an ancestor's single tap (C6, G10)."
                        ))
                    return
                }
                if !(control is Button), recognizer is PanGestureRecognizer || recognizer is SwipeGestureRecognizer {
                    found.append(
                        .init(
                            kind: .recognizerMayCancel, rules: ["C6", "G10", "G5"], subject: recognizer.name,
                            text:
                                "\(name) is refused by \(control.name) for a drag more horizontal than vertical (C6, G10), but a vertical drag lets it begin and cancel \(control.name)'s touch (G5)."
                        ))
                    return
                }
            }
            if recognizer.cancelsTouchesInView {
                found.append(
                    .init(
                        kind: .recognizerMayCancel, rules: ["G1", "G5"], subject: recognizer.name,
                        text:
                            "\(name) sees the touch before \(view.name) (G1) and, if it recognizes, cancels \(view.name)'s touch (cancelsTouchesInView, G5)."
                    ))
            }
            if recognizer.delaysTouchesBegan {
                found.append(
                    .init(
                        kind: .recognizerDelays, rules: ["G6"], subject: recognizer.name,
                        text:
                            "\(name) holds touchesBegan from \(view.name) while it is possible (delaysTouchesBegan, G6)."
                    ))
            }
        }
        return found
    }

    private static func controlFindings(for control: Control, screenPoint: Point) -> [WhyNot.Finding] {
        if control.behavior?.overrides.contains(.beginTracking) == true {
            return [
                .init(
                    kind: .controlDeclines, rules: ["C1"], subject: control.name,
                    text:
                        "\(control.name)'s Lua beginTracking decides whether it tracks the touch; false sends no control events (C1)."
                )
            ]
        }
        guard let slider = control as? Slider, let window = slider.window else { return [] }
        let point = slider.convert(window.convertFromScreen(screenPoint), from: window)
        let thumb = slider.currentThumbRect
        guard !thumb.contains(point) else { return [] }
        return [
            .init(
                kind: .controlDeclines, rules: ["C8", "C1"], subject: slider.name,
                text:
                    "The slider \(slider.name) does not begin tracking: the touch begins at \(point), outside its thumbRect \(HitVisit.format(thumb)), so it moves no value and sends no events (C8, C1)."
            )
        ]
    }
}
