import MoonchainHost
import ResponderKit

extension HitExplanation {
    /// The explanation as one JSON document (its shape is documented in docs/Explain.md).
    public var json: JSONValue {
        .object(
            [
                ("point", .point(screenPoint)),
                ("touchType", .string(touchType.rawValue)),
                ("window", .string(restrictedTo)),
                ("windows", .array(windows.map(\.json))),
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
    /// One visit and, nested, the visits it made.
    public var json: JSONValue {
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
        fields.append(
            (
                "notes",
                .array(
                    notes.map {
                        .object([("text", .string($0.text)), ("afterVisits", .number(Double($0.afterVisits)))])
                    })
            ))
        fields.append(("children", .array(children.map(\.json))))
        return .object(fields)
    }
}
