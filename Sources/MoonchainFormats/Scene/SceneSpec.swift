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
package struct SceneSpec {
    /// Where `app { ... }` was written.
    package var place: FileLine
    package var screen: Size?
    package var remoteControl: Bool?
    /// Rule K5: key commands before text input.
    package var keyCommandsFirst: Bool?
    package var delegate: BehaviourSpec?
    package var windows: [WindowSpec] = []
    /// Every name the scene writes for a window, controller or view, with where (filled in
    /// once they are checked: each is used once).
    package var names: [String: FileLine] = [:]

    package init(place: FileLine) { self.place = place }
}

/// A behaviour as a scene gives it: a module's name, or an inline table of methods.
package enum BehaviourSpec {
    case module(String)
    case inline(LuaRef)
}

/// A `window { ... }`: a view (UIWindow is a UIView) with a level and whether it starts as the
/// key window.
package struct WindowSpec {
    package var view: ViewSpec
    package var level: Double?
    package var key: Bool?
}

/// A `view { ... }` (or the view part of a window).
package struct ViewSpec {
    package var place: FileLine
    package var name: String?
    package var frame: Rect?
    package var bounds: Rect?
    package var transform: Transform?
    package var hidden: Bool?
    package var alpha: Double?
    package var userInteractionEnabled: Bool?
    package var multipleTouchEnabled: Bool?
    package var exclusiveTouch: Bool?
    package var clipsToBounds: Bool?
    package var backgroundColor: Color?
    /// X6: shows the system keyboard as first responder (a text field's default: true).
    package var keyboard: Bool?
    package var behaviour: BehaviourSpec?
    package var props: LuaRef?
    package var gestures: [GestureSpec] = []
    package var children: [ChildSpec] = []
    /// `inputView` and `inputAccessoryView`, in that order, when given.
    package var inputViews: [InputViewSpec] = []
    /// What a `scrollView`, `tableView` or `cell` gives beyond a view's fields.
    package var scroll: ScrollSpec?
    /// The control fields of a `control`, `button`, `switch` or `slider` (nil: a plain view).
    package var control: ControlSpec?

    package init(place: FileLine) { self.place = place }

    /// How messages name it: `view 'card'`, or the bare kind when it has no name.
    package func describe(_ kind: String) -> String { name.map { "\(kind) '\($0)'" } ?? kind }
}

/// What a view or window holds in its array part, in order.
///
/// A view is held in place, in its parent's array: boxing every child (the whole enum
/// `indirect`) was a heap block made, copied into and freed for each of a large scene's views.
/// A controller, rare and larger, is boxed so it does not make every element its size.
package enum ChildSpec {
    case view(ViewSpec)
    indirect case controller(ControllerSpec)
    /// A `navigation { controller {...}, ... }` (rules N1–N10).
    indirect case navigation(NavigationSpec)
    /// Something else at `position` (1-based), `got` naming what; the builder refuses it when
    /// it gets there, naming the parent as built (its name may be a generated one). Reading
    /// stops at it: nothing after it is read.
    case invalid(position: Int, got: String)
}

/// A `controller { view { ... } }`: a view controller and its root view.
package struct ControllerSpec {
    package var place: FileLine
    package var name: String?
    package var behaviour: BehaviourSpec?
    package var props: LuaRef?
    package var root: ViewSpec

    package func describe() -> String { name.map { "controller '\($0)'" } ?? "controller" }
}

/// A `navigation { controller {...}, ... }`: a navigation controller whose controller children
/// are its stack, bottom first (rule N1).
package struct NavigationSpec {
    package var place: FileLine
    package var name: String?
    package var behaviour: BehaviourSpec?
    package var props: LuaRef?
    /// nil: the superview's bounds.
    package var frame: Rect?
    package var contentPop: Bool?
    package var navigationBarHidden: Bool?
    package var customBack: Bool?
    package var controllers: [ControllerSpec] = []
    /// Views in the navigation's view above the stack (an imported navigation bar), in order.
    package var views: [ViewSpec] = []

    package func describe() -> String { name.map { "navigation '\($0)'" } ?? "navigation" }
}

/// A view's `inputView` or `inputAccessoryView`.
package struct InputViewSpec {
    package enum Slot: String { case inputView, inputAccessoryView }
    package var slot: Slot
    package var view: ViewSpec
}

/// A recognizer in a view's `gestures = { ... }` list.
package struct GestureSpec {
    /// The constructor: `tap`, `longPress`, `pan`, `screenEdgePan`, `swipe`, `pinch`,
    /// `rotation` or `gesture` (a scripted recognizer).
    package var kind: String
    package var place: FileLine
    package var name: String?
    package var action: String?
    package var cancelsTouchesInView: Bool?
    package var delaysTouchesBegan: Bool?
    package var delaysTouchesEnded: Bool?
    package var enabled: Bool?
    package var requireToFail: String?
    package var allowedTouchTypes: TouchTypes?
    /// `taps` (tap).
    package var taps: Int?
    /// `touches` (tap, longPress, swipe).
    package var touches: Int?
    package var minimumDuration: Double?
    package var allowableMovement: Double?
    package var minimumTouches: Int?
    /// `maximumTouches`; `Int.max` for "inf".
    package var maximumTouches: Int?
    package var edges: ScreenEdge?
    package var direction: SwipeDirection?
    /// A scripted recognizer's `script` and `props`.
    package var script: BehaviourSpec?
    package var props: LuaRef?

    package init(kind: String, place: FileLine) {
        self.kind = kind
        self.place = place
    }

    package func describe() -> String { name.map { "\(kind) '\($0)'" } ?? kind }
}
