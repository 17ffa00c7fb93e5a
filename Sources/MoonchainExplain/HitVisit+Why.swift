import ResponderKit

extension HitVisit {
    /// Why the visit ended as it did, in one sentence (the same words in text and JSON).
    public var why: String {
        switch outcome {
        case .skipped:
            return "skipped: " + skipExplanation
        case .chosen:
            let subviews = children.isEmpty ? "it has no subviews" : "no subview took the point"
            return "chosen: \(insideExplanation), \(subviews)"
        case .descendant:
            let via = children.last(where: { $0.result != nil })?.view
            return "-> \(result ?? "nil"): \(insideExplanation), subview \(via ?? "?") took it"
        case .script:
            return "-> \(result ?? "nil"): its Lua hitTest answered so (\(hitTestScript ?? "?"))"
        case .passThrough:
            return "-> nil: \(insideExplanation), no subview took it and this window lets touches through"
        case .incomplete:
            return "unfinished: a script ended this hit test in an unusual way"
        }
    }

    private var skipExplanation: String {
        switch skipReason {
        case .hidden?: return "hidden (its subviews are not tried)"
        case .interactionDisabled?: return "userInteractionEnabled is false (its subviews are not tried)"
        case .transparent?: return "alpha \(formatPoints(alpha)) is 0.01 or less (its subviews are not tried)"
        case .outside?: return "the point is outside its bounds \(Self.format(bounds)) (its subviews are not tried)"
        case .disabledControl?: return "disabled control: enabled is false (its subviews are not tried)"
        case .pointInsideFalse?:
            return "its Lua pointInside answered false (\(pointInside?.script ?? "?")) (its subviews are not tried)"
        case nil: return "?"
        }
    }

    private var insideExplanation: String {
        if let script = pointInside?.script { return "its Lua pointInside answered true (\(script))" }
        if pointInside != nil { return "inside its bounds" }
        return "pointInside was not asked"
    }

    /// `(x, y, w, h)`.
    static func format(_ rect: Rect) -> String {
        "(\(formatPoints(rect.x)), \(formatPoints(rect.y)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
    }
}
