import ResponderKit

/// Why a touch at one screen point goes where it goes: every hit test made, the view chosen,
/// its responder chain and the gesture recognizers that would see the touch. Plain values,
/// built by `SceneExplainer.explain(at:window:)` and printed as text or JSON.
public struct HitExplanation: Sendable, Equatable {
    /// A responder, by name and kind.
    public struct ResponderRef: Sendable, Equatable {
        /// The responder's name.
        public var name: String
        /// "view", "window", "controller", "application" or "delegate".
        public var kind: String

        /// A responder reference.
        public init(name: String, kind: String) {
            self.name = name
            self.kind = kind
        }
    }

    /// A gesture recognizer that would be offered the touch (rule G1).
    public struct Gesture: Sendable, Equatable {
        /// The recognizer's name.
        public var name: String
        /// "tap", "longPress", "pan", "screenEdgePan", "swipe", "pinch", "rotation" or "gesture" (Lua).
        public var kind: String
        /// The view it is attached to.
        public var view: String

        /// A recognizer reference.
        public init(name: String, kind: String, view: String) {
            self.name = name
            self.kind = kind
            self.view = view
        }
    }

    /// The point explained, in screen coordinates.
    public var screenPoint: Point
    /// The window the hit test was restricted to (`--window`), if any.
    public var restrictedTo: String?
    /// One visit tree per window tried, front to back; each root is the window's own visit.
    public var windows: [HitVisit]
    /// Windows not tried because one in front of them took the touch, front to back.
    public var untriedWindows: [String]
    /// The hit-test view; nil when no window took the touch.
    public var hitView: ResponderRef?
    /// The window the touch would belong to.
    public var hitWindow: String?
    /// The hit-test view's responder chain to its end, the view first.
    public var responderChain: [ResponderRef]
    /// The enabled recognizers that would be offered the touch, in the order they see it.
    public var gestures: [Gesture]
    /// What scripts printed and the script errors raised during the hit test but outside any visit.
    public var notes: [String]
    /// What the scroll views above the hit-test view do with the touch (S4, S5), one line each.
    public var scrolling: [String] = []
    /// What the navigations above the hit-test view would do with a horizontal drag from the
    /// point (N1–N10): which recognizer would take a drag right, and why. One line each.
    public var navigation: [String] = []
    /// The type of the explained touch: recognizers that do not allow it are not offered it (T8).
    public var touchType: TouchType = .direct

    /// An explanation; `SceneExplainer` builds these.
    public init(
        screenPoint: Point, restrictedTo: String?, windows: [HitVisit], untriedWindows: [String],
        hitView: ResponderRef?, hitWindow: String?, responderChain: [ResponderRef],
        gestures: [Gesture], notes: [String]
    ) {
        self.screenPoint = screenPoint
        self.restrictedTo = restrictedTo
        self.windows = windows
        self.untriedWindows = untriedWindows
        self.hitView = hitView
        self.hitWindow = hitWindow
        self.responderChain = responderChain
        self.gestures = gestures
        self.notes = notes
    }

    /// Every visit, in the order they happened.
    public var visits: [HitVisit] { windows.flatMap(\.flattened) }
}
