/// A visit's children as explain shows them by default: consecutive siblings that missed the
/// touch the same way (same outcome, reason, `pointInside` script and sentence, nothing printed,
/// nothing nested) become one run. A hit test that misses 2,000 cells of a grid is one line and
/// one JSON object, not 2,000; `--all-visits` (MCP: `allVisits`) lists every visit.
public struct HitVisitRun: Sendable, Equatable {
    /// The first view of the run (the frontmost: siblings are tried front to back).
    public var first: String
    /// The last view of the run.
    public var last: String
    /// How many siblings the run stands for (at least `HitVisitRun.shortest`).
    public var count: Int
    /// The run's first visit: its outcome, reason, `pointInside` and sentence are every visit's.
    public var sample: HitVisit

    /// Fewer consecutive alike siblings than this stay listed one by one.
    public static let shortest = 3
}

extension HitVisit {
    /// A child of a visit as shown: one visit, or a run of alike siblings.
    public enum Entry: Sendable, Equatable {
        case visit(HitVisit)
        case run(HitVisitRun)
    }

    /// The children, alike neighbours folded into runs; a note of this visit that came between
    /// two of them (its `afterVisits`) ends a run there, so notes keep their place.
    public var entries: [Entry] {
        var entries: [Entry] = []
        let breaks = Set(notes.map(\.afterVisits))
        var start = 0
        while start < children.count {
            var end = start + 1
            if children[start].foldable {
                while end < children.count, !breaks.contains(end), children[end].alike(children[start]) { end += 1 }
            }
            if end - start >= HitVisitRun.shortest {
                entries.append(
                    .run(
                        HitVisitRun(
                            first: children[start].view, last: children[end - 1].view, count: end - start,
                            sample: children[start])))
            } else {
                entries += children[start..<end].map(Entry.visit)
            }
            start = end
        }
        return entries
    }

    /// Whether this visit may join a run: it returned no view, printed nothing, made no visit.
    private var foldable: Bool {
        result == nil && notes.isEmpty && children.isEmpty
    }

    /// Whether this visit reads the same as `other` (foldable) in every field its sentence
    /// (`why`) and its JSON share: compared field by field, not by formatting 2,000 sentences.
    private func alike(_ other: HitVisit) -> Bool {
        guard foldable, outcome == other.outcome, skipReason == other.skipReason, pointInside == other.pointInside,
            hitTestScript == other.hitTestScript
        else { return false }
        switch skipReason {
        case .outside?: return bounds == other.bounds
        case .transparent?: return alpha == other.alpha
        default: return true
        }
    }
}
