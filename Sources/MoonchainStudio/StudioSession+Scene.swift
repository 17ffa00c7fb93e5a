import MoonchainHost
import ResponderKit

extension StudioSession {
    /// The `update` message: the clock and every window and view as it is now, in screen
    /// points (windows front to back, each tree parents first), for the page to draw.
    /// Written straight into one string: it goes out after every input, and a 1,000-view
    /// scene built as a `JSONValue` tree first took several times as long.
    func sceneState() -> Outgoing {
        let app = host.application
        var out = "{\"type\":\"update\",\"time\":"
        out.reserveCapacity(256)
        out += StudioJSON.number(lastAdvance)
        out += ",\"paused\":" + (clock.paused ? "true" : "false")
        out += ",\"screen\":[" + StudioJSON.number(app.screenSize.width) + "," + StudioJSON.number(app.screenSize.height) + "]"
        out += ",\"firstResponder\":" + (app.firstResponder.map { StudioJSON.quote($0.name) } ?? "null")
        out += ",\"recorded\":" + String(recording.count)
        out += ",\"windows\":["
        for (index, window) in app.windowsFrontToBack.enumerated() {
            if index > 0 { out += "," }
            out += "{\"name\":" + StudioJSON.quote(window.name)
            out += ",\"level\":" + StudioJSON.number(window.level)
            out += ",\"key\":" + (window.isKeyWindow ? "true" : "false")
            out += ",\"input\":" + (window.name == "inputWindow" && window === app.inputWindow ? "true" : "false")
            out += ",\"views\":["
            var first = true
            func visit(_ view: View, depth: Int, hiddenAbove: Bool) {
                let hidden = hiddenAbove || view.isHidden
                let origin = view.convertToScreen(view.bounds.origin)
                if !first { out += "," }
                first = false
                out += "{\"name\":" + StudioJSON.quote(view.name) + ",\"depth\":" + String(depth)
                out += ",\"frame\":[" + StudioJSON.number(origin.x) + "," + StudioJSON.number(origin.y) + ","
                    + StudioJSON.number(view.bounds.width) + "," + StudioJSON.number(view.bounds.height) + "]"
                // Defaults are left out: a 1,000-view scene stays small.
                if hidden { out += ",\"hidden\":true" }
                if view.alpha != 1 { out += ",\"alpha\":" + StudioJSON.number(view.alpha) }
                if !view.isUserInteractionEnabled { out += ",\"interactive\":false" }
                if view.isFirstResponder { out += ",\"firstResponder\":true" }
                if let control = view.asControl { out += Self.controlState(control) }
                if !view.gestureRecognizers.isEmpty {
                    out += ",\"gestures\":["
                    out += view.gestureRecognizers.map {
                        StudioJSON.quote("\($0.name) (\($0.kindName)\($0.isEnabled ? "" : ", disabled"))")
                    }.joined(separator: ",")
                    out += "]"
                }
                out += "}"
                for subview in view.subviews { visit(subview, depth: depth + 1, hiddenAbove: hidden) }
            }
            visit(window, depth: 0, hiddenAbove: false)
            out += "]}"
        }
        out += "]}"
        return Outgoing(text: out)
    }

    /// The `why` message for a new touch (or a hover when `touch` is nil): the hit-test walk,
    /// the responder chain and the recognizers offered, exactly as `explain --json` gives them.
    func explainMessage(at point: Point, touch: Int?, onlyToSender: Bool) -> Outgoing {
        // The walk is recorded by the explainer itself: keep the why collector out of it.
        let app = host.application
        app.observer = nil
        var explanation = inspector.explain(at: point)
        app.observer = collector
        explanation.windows = explanation.windows.map(StudioSession.folded)
        return Outgoing(.object([
            ("type", .string(touch == nil ? "explain" : "why")),
            ("touch", touch.map { .number(Double($0)) } ?? .null),
            ("time", .number(lastAdvance)),
            ("explain", explanation.json),
        ]), onlyToSender: onlyToSender)
    }

    /// Siblings a touch missed plainly (outside their bounds, nothing printed) beyond the
    /// first few become one note: a walk past 1,000 views would otherwise be sent whole.
    static func folded(_ visit: HitVisit) -> HitVisit {
        var visit = visit
        var kept: [HitVisit] = []
        var plainMisses = 0, foldedCount = 0
        for child in visit.children {
            let plain = child.outcome == .skipped && child.skipReason == .outside && child.notes.isEmpty && child.children.isEmpty
            if plain {
                plainMisses += 1
                if plainMisses > foldAfter { foldedCount += 1; continue }
            }
            kept.append(folded(child))
        }
        if foldedCount > 0 {
            visit.notes.append(.init(text: "\(foldedCount) more subviews skipped: the point is outside their bounds", afterVisits: kept.count))
        }
        visit.children = kept
        return visit
    }

    /// How many plain misses of one parent the why panel lists before folding the rest.
    static let foldAfter = 8

    /// The `hitmap` message: which view a new touch reaches all over the screen, sampled by
    /// the same sampler as `moonchain hitmap` (scripts' `pointInside` included).
    func hitMapMessage(step: Double) -> Outgoing {
        let app = host.application
        app.observer = nil
        let map = inspector.hitMap(step: step)
        app.observer = collector
        return Outgoing(.object([
            ("type", .string("hitmap")),
            ("step", .number(map.step)),
            ("columns", .number(Double(map.columns))),
            ("rows", .number(Double(map.rows))),
            ("legend", .array(map.legend.map {
                .object([("name", .string($0.name)), ("color", .string($0.color)),
                         ("invisibleButBlocking", .bool($0.invisibleButBlocking))])
            })),
            ("cells", .array(map.cells.map { .number(Double($0 ?? -1)) })),
        ]), onlyToSender: true)
    }
}
