import MoonchainExplain
import MoonchainHost
import ResponderKit

extension StudioSession {
    /// What the pages were last sent of the scene: each window's header and each view's
    /// values and JSON, the base the next `update` is a delta from.
    struct SceneSnapshot: Equatable {
        /// Per window: its fields (name, level, key, input) as JSON members.
        var headers: [String] = []
        /// Per window: each view's values, tree order.
        var fields: [[ViewFields]] = []
        /// Per window: each view's JSON object (written from `fields`), tree order.
        var views: [[String]] = []
        /// The navigations' transitions as drawn (StudioSession+Navigation.swift).
        var navigation = NavigationPictures()
        /// Whether a table's swiped row was animating when this was taken (W4): the studio
        /// sends the scene on every tick then, so the page draws the row moving.
        var swipeAnimating = false

        /// Equal when the pages would be sent the same text.
        static func == (a: SceneSnapshot, b: SceneSnapshot) -> Bool {
            a.headers == b.headers && a.views == b.views
        }

        /// Whether `other` has the same trees: the same views, by name and depth, in order.
        func sameShape(as other: SceneSnapshot) -> Bool {
            guard fields.count == other.fields.count else { return false }
            for (mine, theirs) in zip(fields, other.fields) {
                guard mine.count == theirs.count else { return false }
                for (a, b) in zip(mine, theirs) where a.depth != b.depth || a.name != b.name { return false }
            }
            return true
        }
    }

    /// The scene as it is now (windows front to back, each tree parents first, in screen
    /// points). Every view is read, but only a view whose values differ from `previous`'s at
    /// the same place is written as JSON again (see `ViewFields`): the rest keep their text.
    func sceneSnapshot(reusing previous: SceneSnapshot) -> SceneSnapshot {
        let app = host.application
        viewTexts.refresh(generation: generation, host: host)
        var snapshot = SceneSnapshot()
        snapshot.navigation = previous.navigation
        snapshot.navigation.prune(app)
        let time = app.clock.now
        for (w, window) in app.windowsFrontToBack.enumerated() {
            var header = "\"name\":" + StudioJSON.quote(window.name)
            header += ",\"level\":" + StudioJSON.number(window.level)
            header += ",\"key\":" + (window.isKeyWindow ? "true" : "false")
            header += ",\"input\":" + (window.name == "inputWindow" && window === app.inputWindow ? "true" : "false")
            let before = w < previous.fields.count ? previous.fields[w] : []
            let beforeText = w < previous.views.count ? previous.views[w] : []
            var fields: [ViewFields] = []
            var views: [String] = []
            fields.reserveCapacity(before.count)
            views.reserveCapacity(before.count)
            // A loop over a stack of views still to read, not a nested recursive function: the
            // function would keep `fields`, `views` and `snapshot` in boxes, every access to
            // them checked for exclusivity at run time, several per view (issue 41: a 2,000-view
            // scene is read whole for every update). Pushed in reverse, popped in tree order.
            var pending: [(view: View, depth: Int, hiddenAbove: Bool, transformedAbove: Bool, clip: [Double]?)] = [
                (window, 0, false, false, nil)
            ]
            while let (view, depth, hiddenAbove, transformedAbove, clip) = pending.popLast() {
                let hidden = hiddenAbove || view.isHidden
                let transformed = transformedAbove || !view.transform.isIdentity
                let navigation = snapshot.navigation.state(of: view, now: time)
                if view.kind == .tableView, let table = view as? TableView, table.isSwipeAnimating {
                    snapshot.swipeAnimating = true
                }
                let now = ViewFields(
                    of: view, depth: depth, hidden: hidden, transformed: transformed, clip: clip,
                    text: viewTexts.text(of: view), extra: navigation)
                let index = fields.count
                views.append(
                    index < before.count && index < beforeText.count && before[index] == now
                        ? beforeText[index] : now.json)
                // `now` is not used again: it may move into the array rather than be copied (a
                // copy retains and releases each of its strings). The profile still shows one
                // copy of a ViewFields per view here (Benchmarks/README.md, `studiohost2`).
                fields.append(consume now)
                let below = StudioSession.clipRect(below: view, transformed: transformed, above: clip)
                for subview in view.subviews.reversed() {
                    pending.append((subview, depth + 1, hidden, transformed, below))
                }
            }
            snapshot.headers.append(header)
            snapshot.fields.append(fields)
            snapshot.views.append(views)
        }
        return snapshot
    }

    func updateMessage(_ snapshot: SceneSnapshot, full: Bool, changed: [String] = [], onlyToSender: Bool = false)
        -> Outgoing
    {
        let app = host.application
        var out = "{\"type\":\"update\",\"time\":"
        out.reserveCapacity(256)
        out += StudioJSON.number(clock.lastAdvance)
        out += ",\"paused\":" + (clock.paused ? "true" : "false")
        out +=
            ",\"screen\":[" + StudioJSON.number(app.screenSize.width) + "," + StudioJSON.number(app.screenSize.height)
            + "]"
        out += ",\"firstResponder\":" + (app.firstResponder.map { StudioJSON.quote($0.name) } ?? "null")
        out += ",\"recorded\":" + String(recording.count)
        if full {
            out += ",\"full\":true,\"windows\":["
            for (w, header) in snapshot.headers.enumerated() {
                if w > 0 { out += "," }
                out += "{" + header + ",\"views\":[" + snapshot.views[w].joined(separator: ",") + "]}"
            }
            out += "]"
        } else {
            out += ",\"changed\":[" + changed.joined(separator: ",") + "]"
        }
        out += "}"
        return Outgoing(text: out, onlyToSender: onlyToSender)
    }

    /// The `explain` message of a point (`touch` nil), or a `why` made by walking the hit test
    /// before a touch is played (played touches explain their own walk: `playTouchEvent`).
    func explainMessage(at point: Point, touch: Int?, onlyToSender: Bool, time: Double? = nil) -> Outgoing {
        // The walk is recorded by the explainer itself: keep the why collector out of it.
        let app = host.application
        app.observer = nil
        let explanation = inspector.explain(at: point)
        app.observer = collector
        return whyMessage(explanation, touch: touch, onlyToSender: onlyToSender, time: time)
    }

    /// Siblings a touch missed plainly (`HitVisit.isPlainMiss`: outside their bounds, or their
    /// `pointInside` said no, nothing printed) beyond the first few become one note: a walk past 1,000 views would
    /// otherwise be sent whole.
    static func folded(_ visit: HitVisit) -> HitVisit {
        var visit = visit
        var kept: [HitVisit] = []
        var plainMisses = 0
        var foldedOutside = 0
        var foldedByScript = 0
        for child in visit.children {
            if child.isPlainMiss {
                plainMisses += 1
                if plainMisses > foldAfter {
                    if child.skipReason == .outside { foldedOutside += 1 } else { foldedByScript += 1 }
                    continue
                }
            }
            kept.append(folded(child))
        }
        if foldedOutside + foldedByScript > 0 {
            visit.notes.append(
                HitVisit.foldNote(outside: foldedOutside, byScript: foldedByScript, afterVisits: kept.count))
        }
        visit.children = kept
        return visit
    }

    /// How many plain misses of one parent the why panel lists before folding the rest.
    static let foldAfter = 8
}
