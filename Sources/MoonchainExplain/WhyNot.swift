import ResponderKit

/// Why a touch at one screen point does not reach, or may not activate, one chosen view: the
/// answer to "why didn't my tap work?", built by `SceneExplainer.whyNot(view:at:window:touchType:)`
/// from the same recorded hit test and recognizer walk as `explain`. `Codable` (the JSON of
/// `moonchain explain --why-not` and of the MCP server's `why_not`); `sentence` says it in one
/// paragraph that names the rules.
public struct WhyNot: Sendable, Equatable, Codable {
    /// A screen or view point, as JSON `{"x": X, "y": Y}`.
    public struct XY: Sendable, Equatable, Codable {
        /// The horizontal coordinate, in points.
        public var x: Double
        /// The vertical coordinate, in points.
        public var y: Double

        /// A point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// What kind of obstacle a finding is.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// The view is in no window (it cannot be hit-tested at all).
        case notInWindow
        /// A window in front answered the touch first (H7).
        case windowInFront
        /// The hit test was restricted to another window (`--window`).
        case otherWindow
        /// An ancestor (the view's window included) skipped itself, so its subviews were not tried (H1, H2, C4, H6).
        case ancestorRefused
        /// The view itself was skipped (H1, H2, C4, H6).
        case viewRefused
        /// A sibling in front (of the view or of one of its ancestors) took the touch first (H3).
        case coveredBySibling
        /// A Lua `hitTest` of an ancestor answered another view (H6).
        case hitTestOverride
        /// A subview of the view takes the touch; the view hears of it only through the chain (T1, T7).
        case deeperViewTakes
        /// A scroll view above holds the touch from the view while it decides (S4).
        case scrollViewHolds
        /// A scroll view above would take the touch back when a drag begins (S5).
        case scrollViewMayCancel
        /// A recognizer on the view or an ancestor would cancel the view's touch when it recognizes (G1, G5).
        case recognizerMayCancel
        /// A recognizer holds the touch's began from the view while it is possible (G6).
        case recognizerDelays
        /// A recognizer the control refuses, so it cannot take the touch from it (C6, G10).
        case recognizerRefusedByControl
        /// A control that would not begin tracking this touch (C1, C8).
        case controlDeclines
    }

    /// One reason, with the rule that decides it and the responder it is about.
    public struct Finding: Sendable, Equatable, Codable {
        /// What kind of obstacle this is.
        public var kind: Kind
        /// The rule ids that decide it, e.g. `["H2"]`.
        public var rules: [String]
        /// The responder or recognizer it is about (the ancestor, the sibling, the scroll view...).
        public var subject: String?
        /// The finding in one sentence, naming its rules.
        public var text: String

        /// A finding.
        public init(kind: Kind, rules: [String], subject: String?, text: String) {
            self.kind = kind
            self.rules = rules
            self.subject = subject
            self.text = text
        }
    }

    /// The view asked about.
    public var view: String
    /// The point asked about, in screen coordinates.
    public var point: XY
    /// The window the hit test was restricted to, if any.
    public var window: String?
    /// The view the touch is bound to (its hit-test view); nil when no window takes it.
    public var hitView: String?
    /// Whether the touch is bound to the view itself (its hit-test view is the view).
    public var reaches: Bool
    /// Why the touch does not reach the view (nil when it does).
    public var blocker: Finding?
    /// What may still keep the touch from activating the view once bound (scroll views,
    /// recognizers, a control that will not track), in the order they act.
    public var activation: [Finding]
    /// The explanation in one paragraph.
    public var sentence: String

    /// A result; `SceneExplainer` builds these.
    public init(
        view: String, point: XY, window: String?, hitView: String?, blocker: Finding?, activation: [Finding]
    ) {
        self.view = view
        self.point = point
        self.window = window
        self.hitView = hitView
        self.reaches = hitView == view
        self.blocker = blocker
        self.activation = activation
        sentence = Self.paragraph(view: view, point: point, hitView: hitView, blocker: blocker, activation: activation)
    }

    /// The whole answer for people: the paragraph, then each finding on a line.
    public var text: String {
        var lines = [sentence]
        if let blocker { lines.append("  blocked: [\(blocker.rules.joined(separator: ", "))] \(blocker.text)") }
        for finding in activation {
            lines.append("  then: [\(finding.rules.joined(separator: ", "))] \(finding.text)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func paragraph(
        view: String, point: XY, hitView: String?, blocker: Finding?, activation: [Finding]
    ) -> String {
        let at = "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
        var parts: [String] = []
        if let blocker {
            parts.append("A touch at \(at) does not reach \(view): \(blocker.text)")
            if let hitView, blocker.kind != .deeperViewTakes {
                parts.append("The touch goes to \(hitView) instead.")
            } else if hitView == nil {
                parts.append("No view takes the touch.")
            }
        } else {
            parts.append("A touch at \(at) reaches \(view) (it is the hit-test view).")
        }
        let threats = activation.filter { $0.kind != .recognizerRefusedByControl }
        if blocker == nil || blocker?.kind == .deeperViewTakes {
            if threats.isEmpty {
                parts.append("Nothing above it holds, cancels or declines the touch.")
            }
            parts += activation.map(\.text)
        }
        return parts.joined(separator: " ")
    }
}
