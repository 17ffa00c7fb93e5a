import ResponderKit

/// One view's hit test during an explained touch: where the view is, where the point is in
/// its coordinates, what decided its answer, and the visits it made in turn (its subviews, or
/// whatever its Lua `hitTest` asked), in the order they happened.
public struct HitVisit: Sendable, Equatable {
    /// How a view's hit test ended.
    public enum Outcome: String, Sendable {
        /// Skipped before its subviews were tried (rules H1, H2): see `skipReason`.
        case skipped
        /// It answered itself: the point is inside and no subview took it (rule H3).
        case chosen
        /// One of its subviews (or a deeper view) took the point: see `result`.
        case descendant
        /// Its Lua `hitTest` answered `result` (rule H6): see `hitTestScript`.
        case script
        /// A window that lets touches through where none of its subviews is (the input window).
        case passThrough
        /// The records ended before the visit did (a script broke the usual order).
        case incomplete
    }

    /// How `pointInside` answered for this visit.
    public struct PointInside: Sendable, Equatable {
        /// Whether the point counted as inside.
        public var inside: Bool
        /// The Lua `pointInside` that answered, as `file:line`; nil for the default (bounds, rule H5).
        public var script: String?

        /// An answer of `pointInside`.
        public init(inside: Bool, script: String?) {
            self.inside = inside
            self.script = script
        }
    }

    /// Something that happened during a visit besides nested visits: a line a script printed,
    /// a script error, what `super:hitTest` returned.
    public struct Note: Sendable, Equatable {
        /// The note, e.g. `print: hello` or `error: file:line: message`.
        public var text: String
        /// How many nested visits had started before it (to show it in its place).
        public var afterVisits: Int

        /// A note.
        public init(text: String, afterVisits: Int) {
            self.text = text
            self.afterVisits = afterVisits
        }
    }

    /// The view's name.
    public var view: String
    /// "view" or "window".
    public var kind: String
    /// The frame in its superview's coordinates (a window's: the screen's), when it was visited.
    public var frame: Rect
    /// The view's bounds, when it was visited.
    public var bounds: Rect
    /// The view's transform, when it is not the identity (rule H8); `frame` is then the
    /// bounding box of the transformed bounds.
    public var transform: Transform?
    /// The view's alpha, when it was visited.
    public var alpha: Double
    /// The point in the view's own coordinates.
    public var point: Point
    /// How its hit test ended.
    public var outcome: Outcome
    /// Why it was skipped, when `outcome` is `.skipped`.
    public var skipReason: HitTestSkipReason?
    /// What its hit test returned (nil: no view).
    public var result: String?
    /// How `pointInside` answered, when it was asked.
    public var pointInside: PointInside?
    /// The Lua `hitTest` that answered, as `file:line`, when one did.
    public var hitTestScript: String?
    /// What scripts printed, script errors and `super:hitTest` answers during this visit (not
    /// during the visits nested in it), in order.
    public var notes: [Note]
    /// The hit tests this one made, in order.
    public var children: [HitVisit]

    /// A visit; the explainer builds these from the core's trace records.
    public init(
        view: String, kind: String, frame: Rect, bounds: Rect, alpha: Double, point: Point,
        outcome: Outcome, skipReason: HitTestSkipReason? = nil, result: String? = nil,
        pointInside: PointInside? = nil, hitTestScript: String? = nil,
        notes: [Note] = [], children: [HitVisit] = [], transform: Transform? = nil
    ) {
        self.view = view
        self.transform = transform
        self.kind = kind
        self.frame = frame
        self.bounds = bounds
        self.alpha = alpha
        self.point = point
        self.outcome = outcome
        self.skipReason = skipReason
        self.result = result
        self.pointInside = pointInside
        self.hitTestScript = hitTestScript
        self.notes = notes
        self.children = children
    }

    /// Every visit of this tree, depth first, this one first.
    public var flattened: [HitVisit] {
        [self] + children.flatMap(\.flattened)
    }
}

extension HitVisit {
    /// Whether a visit is a plain miss, one the studio's why panel may fold: skipped outside
    /// its bounds or by its `pointInside`, with nothing noted and nothing visited inside it.
    /// The one statement of the rule: `HitTestRecorder` asks it of its compact records and the
    /// studio of finished visits (`isPlainMiss`).
    public static func isPlainMiss(
        outcome: Outcome, skipReason: HitTestSkipReason?, hasNotes: Bool, hasChildren: Bool
    ) -> Bool {
        outcome == .skipped && (skipReason == .outside || skipReason == .pointInsideFalse) && !hasNotes
            && !hasChildren
    }

    /// Whether this visit is a plain miss (see `isPlainMiss(outcome:skipReason:hasNotes:hasChildren:)`).
    public var isPlainMiss: Bool {
        Self.isPlainMiss(
            outcome: outcome, skipReason: skipReason, hasNotes: !notes.isEmpty, hasChildren: !children.isEmpty)
    }

    /// The note that stands for plain misses left out of a visit's children (the studio's why
    /// panel lists a few and folds the rest): how many, and how they missed.
    public static func foldNote(outside: Int, byScript: Int, afterVisits: Int) -> Note {
        var why: [String] = []
        if outside > 0 { why.append("\(outside) outside their bounds") }
        if byScript > 0 { why.append("\(byScript) by their pointInside") }
        return Note(
            text: "\(outside + byScript) more subviews skipped: \(why.joined(separator: ", "))",
            afterVisits: afterVisits)
    }
}
