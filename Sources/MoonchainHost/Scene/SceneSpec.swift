import LuaVM
import ResponderKit

/// A scene as plain values: what a scene file's `app { ... }` describes, read and checked, with
/// the file:line every constructor was written at, before any responder exists.
///
/// `SceneReader` turns the tables the constructors return into this; `SceneBuilder` turns this
/// into responders. A field the scene leaves out is nil here, and the builder leaves the
/// responder's own value alone, so UIKit's defaults are stated once, in ResponderKit.
///
/// Lua values the host keeps as they are (an inline behaviour's table, a `props` table) are
/// registry references the builder takes over.
struct SceneSpec {
    /// Where `app { ... }` was written.
    var place: FileLine
    var screen: Size?
    var remoteControl: Bool?
    var delegate: BehaviourSpec?
    var windows: [WindowSpec] = []
    /// Every name the scene writes for a window, controller or view, with where (filled in
    /// once they are checked: each is used once).
    var names: [String: FileLine] = [:]

    init(place: FileLine) { self.place = place }
}

/// A behaviour as a scene gives it: a module's name, or an inline table of methods.
enum BehaviourSpec {
    case module(String)
    case inline(LuaRef)
}

/// A `window { ... }`: a view (UIWindow is a UIView) with a level and whether it starts as the
/// key window.
struct WindowSpec {
    var view: ViewSpec
    var level: Double?
    var key: Bool?
}

/// A `view { ... }` (or the view part of a window).
struct ViewSpec {
    var place: FileLine
    var name: String?
    var frame: Rect?
    var bounds: Rect?
    var transform: Transform?
    var hidden: Bool?
    var alpha: Double?
    var userInteractionEnabled: Bool?
    var multipleTouchEnabled: Bool?
    var exclusiveTouch: Bool?
    var clipsToBounds: Bool?
    var backgroundColor: Color?
    var behaviour: BehaviourSpec?
    var props: LuaRef?
    var gestures: [GestureSpec] = []
    var children: [ChildSpec] = []
    /// `inputView` and `inputAccessoryView`, in that order, when given.
    var inputViews: [InputViewSpec] = []
    /// What a `scrollView`, `tableView` or `cell` gives beyond a view's fields.
    var scroll: ScrollSpec?
    /// The control fields of a `control`, `button`, `switch` or `slider` (nil: a plain view).
    var control: ControlSpec?

    init(place: FileLine) { self.place = place }

    /// How messages name it: `view 'card'`, or the bare kind when it has no name.
    func describe(_ kind: String) -> String { name.map { "\(kind) '\($0)'" } ?? kind }
}

/// What a view or window holds in its array part, in order.
///
/// A view is held in place, in its parent's array: boxing every child (the whole enum
/// `indirect`) was a heap block made, copied into and freed for each of a large scene's views.
/// A controller, rare and larger, is boxed so it does not make every element its size.
enum ChildSpec {
    case view(ViewSpec)
    indirect case controller(ControllerSpec)
    /// Something else at `position` (1-based), `got` naming what; the builder refuses it when
    /// it gets there, naming the parent as built (its name may be a generated one). Reading
    /// stops at it: nothing after it is read.
    case invalid(position: Int, got: String)
}

/// A `controller { view { ... } }`: a view controller and its root view.
struct ControllerSpec {
    var place: FileLine
    var name: String?
    var behaviour: BehaviourSpec?
    var props: LuaRef?
    var root: ViewSpec

    func describe() -> String { name.map { "controller '\($0)'" } ?? "controller" }
}

/// A view's `inputView` or `inputAccessoryView`.
struct InputViewSpec {
    enum Slot: String { case inputView, inputAccessoryView }
    var slot: Slot
    var view: ViewSpec
}

/// A recognizer in a view's `gestures = { ... }` list.
struct GestureSpec {
    /// The constructor: `tap`, `longPress`, `pan`, `screenEdgePan`, `swipe`, `pinch`,
    /// `rotation` or `gesture` (a scripted recognizer).
    var kind: String
    var place: FileLine
    var name: String?
    var action: String?
    var cancelsTouchesInView: Bool?
    var delaysTouchesBegan: Bool?
    var delaysTouchesEnded: Bool?
    var enabled: Bool?
    var requireToFail: String?
    var allowedTouchTypes: TouchTypes?
    /// `taps` (tap).
    var taps: Int?
    /// `touches` (tap, longPress, swipe).
    var touches: Int?
    var minimumDuration: Double?
    var allowableMovement: Double?
    var minimumTouches: Int?
    /// `maximumTouches`; `Int.max` for "inf".
    var maximumTouches: Int?
    var edges: ScreenEdge?
    var direction: SwipeDirection?
    /// A scripted recognizer's `script` and `props`.
    var script: BehaviourSpec?
    var props: LuaRef?

    init(kind: String, place: FileLine) {
        self.kind = kind
        self.place = place
    }

    func describe() -> String { name.map { "\(kind) '\($0)'" } ?? kind }
}
