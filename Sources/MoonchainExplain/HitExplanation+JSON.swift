import MoonchainHost
import ResponderKit

extension HitExplanation {
    /// The explanation as one JSON document (its shape is documented in docs/Explain.md), alike
    /// sibling visits folded into runs (`HitVisit.entries`).
    public var json: JSONValue { json(allVisits: false) }

    /// The explanation as one JSON document; with `allVisits`, every visit is listed (no runs).
    public func json(allVisits: Bool) -> JSONValue {
        .object(
            [
                ("point", .point(screenPoint)),
                ("touchType", .string(touchType.rawValue)),
                ("window", .string(restrictedTo)),
                ("windows", .array(windows.map { $0.json(allVisits: allVisits) })),
                ("untriedWindows", .array(untriedWindows.map(JSONValue.string))),
                (
                    "hit",
                    hitView.map {
                        .object([
                            ("view", .string($0.name)), ("kind", .string($0.kind)),
                            ("window", .string(hitWindow)),
                        ])
                    } ?? .null
                ),
                (
                    "responderChain",
                    .array(responderChain.map { .object([("name", .string($0.name)), ("kind", .string($0.kind))]) })
                ),
                (
                    "gestures",
                    .array(
                        gestures.map {
                            .object([
                                ("name", .string($0.name)), ("kind", .string($0.kind)), ("view", .string($0.view)),
                            ])
                        })
                ),
                ("notes", .array(notes.map(JSONValue.string))),
            ] + (scrolling.isEmpty ? [] : [("scrolling", .array(scrolling.map(JSONValue.string)))])
                + (navigation.isEmpty ? [] : [("navigation", .array(navigation.map(JSONValue.string)))]))
    }
}

extension HitVisit {
    /// One visit and, nested, the visits it made, alike siblings folded into runs.
    public var json: JSONValue { json(allVisits: false) }

    /// One visit and, nested, the visits it made; with `allVisits`, no runs.
    public func json(allVisits: Bool) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("view", .string(view)),
            ("kind", .string(kind)),
            ("frame", .rect(frame)),
        ]
        if let transform {
            fields.append(
                (
                    "transform",
                    .array(
                        [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(
                            JSONValue.number))
                ))
        }
        fields += [
            ("point", .point(point)),
            ("outcome", .string(outcome.rawValue)),
        ]
        if let skipReason { fields.append(("reason", .string(skipReason.rawValue))) }
        fields.append(("result", .string(result)))
        appendDecision(to: &fields)
        fields.append(
            (
                "notes",
                .array(
                    notes.map {
                        .object([("text", .string($0.text)), ("afterVisits", .number(Double($0.afterVisits)))])
                    })
            ))
        let children: [JSONValue] =
            allVisits
            ? self.children.map { $0.json(allVisits: true) }
            : entries.map {
                switch $0 {
                case .visit(let visit): visit.json(allVisits: false)
                case .run(let run): run.json
                }
            }
        fields.append(("children", .array(children)))
        return .object(fields)
    }

    /// `pointInside`, `hitTestScript` and `why`: what decided the visit, shared by a run.
    fileprivate func appendDecision(to fields: inout [(String, JSONValue)]) {
        if let pointInside {
            fields.append(
                (
                    "pointInside",
                    .object([
                        ("inside", .bool(pointInside.inside)),
                        ("script", .string(pointInside.script)),
                    ])
                ))
        }
        if let hitTestScript { fields.append(("hitTestScript", .string(hitTestScript))) }
        fields.append(("why", .string(why)))
    }
}

extension HitVisitRun {
    /// `{"run": {"first", "last", "count"}, "outcome", "reason", "pointInside", "why", ...}`:
    /// the siblings' names at its ends, how many, and what every one of them shares.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            (
                "run",
                .object([("first", .string(first)), ("last", .string(last)), ("count", .number(Double(count)))])
            ),
            ("outcome", .string(sample.outcome.rawValue)),
        ]
        if let skipReason = sample.skipReason { fields.append(("reason", .string(skipReason.rawValue))) }
        sample.appendDecision(to: &fields)
        return .object(fields)
    }
}
