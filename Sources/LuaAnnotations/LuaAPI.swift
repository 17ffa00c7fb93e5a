import ResponderKit

/// The types of the Lua API, for `moonchain types` (LuaLS annotations).
///
/// Names come from the binding itself: the responder members table, `ResponderField`,
/// `ResponderMethod`, `BehaviourHook`, `ConstructorFields`, the sandbox's globals and the scene
/// constructors (see `ScriptHost.boundNames`). This registry only says what type each name
/// has; a name the binding gains without an entry here still appears, typed loosely
/// (`any`, or a function of any arguments). Touches, events, presses and recognizers answer
/// the keys of `TouchKey`, `EventKey`, `PressKey` and `GestureKey`; points' and rects'
/// members (made by the prelude) are listed here. A test checks every class against live
/// objects both ways.
enum LuaAPI {
    /// A function's parameters and result, as LuaLS writes them.
    struct Signature {
        var params: [(name: String, type: String)]
        var returns: String?

        init(_ params: [(String, String)] = [], _ returns: String? = nil) {
            self.params = params.map { (name: $0.0, type: $0.1) }
            self.returns = returns
        }

        /// `name: Type`, or `name?: Type` for an optional `Type?`.
        static func declaration(_ param: (name: String, type: String)) -> String {
            param.type.hasSuffix("?") && param.name != "..."
                ? "\(param.name)?: \(param.type.dropLast())" : "\(param.name): \(param.type)"
        }

        /// `fun(self: T, a: A): R`
        func function(selfType: String?) -> String {
            var all = params
            if let selfType { all.insert((name: "self", type: selfType), at: 0) }
            let list = all.map(Self.declaration).joined(separator: ", ")
            return "fun(\(list))" + (returns.map { ": \($0)" } ?? "")
        }
    }

    /// One member of a value object: a field's type, or a method's signature.
    struct Member {
        var name: String
        var type: String?
        var method: Signature?
        var doc: String

        static func field(_ name: String, _ type: String, _ doc: String = "") -> Member {
            Member(name: name, type: type, method: nil, doc: doc)
        }

        static func method(_ name: String, _ signature: Signature, _ doc: String = "") -> Member {
            Member(name: name, type: nil, method: signature, doc: doc)
        }
    }

    // MARK: - Globals

    /// Host globals (the sandbox's own beyond Lua's standard library).
    static let globals: [String: (signature: Signature?, type: String?, doc: String)] = [
        "print": (
            Signature([("...", "any")]), nil, "Writes its arguments, tab-separated, as one line of standard output."
        ),
        "find": (
            Signature([("name", "string")], "Responder?"), nil, "The responder with this name in the scene, or nil."
        ),
        "app": (nil, "Application", "The application responder."),
        "now": (Signature([], "number"), nil, "The virtual clock, in seconds."),
        "point": (Signature([("x", "number"), ("y", "number")], "Point"), nil, "A point value."),
        "rect": (
            Signature([("x", "number"), ("y", "number"), ("width", "number"), ("height", "number")], "Rect"), nil,
            "A rect value (a table you may change)."
        ),
        "dump": (
            Signature([("responder", "Responder?")]), nil,
            "Prints the tree below the responder (default: the whole application)."
        ),
        "require": (Signature([("name", "string")], "table"), nil, "A behaviour module from the search path."),
        "transform": (
            nil, "TransformLib", "Affine transforms (CGAffineTransform): transform(a, b, c, d, tx, ty) and its makers."
        ),
    ]

    // MARK: - Responders

    /// Types of the responder fields (`ResponderField`).
    static let responderFieldTypes: [String: (type: String, doc: String)] = [
        "name": ("string", "Unique in the scene."),
        "kind": (
            "\"view\"|\"window\"|\"controller\"|\"application\"|\"delegate\"|\"scrollView\"|\"tableView\"|\"cell\"", ""
        ),
        "frame": ("Rect", "A copy, in the superview's coordinates; assign a new rect to move the view."),
        "bounds": ("Rect", "A copy, in the view's own coordinates."),
        "hidden": ("boolean", ""),
        "alpha": ("number", ""),
        "center": ("Point", "The center of the frame, in the superview's coordinates."),
        "transform": (
            "Transform", "Applied about the center (H8); frame reads as the transformed bounds' bounding box."
        ),
        "userInteractionEnabled": ("boolean", ""),
        "multipleTouchEnabled": ("boolean", ""),
        "exclusiveTouch": ("boolean", ""),
        "clipsToBounds": ("boolean", ""),
        "level": ("number", "Windows only."),
        "superview": ("View?", ""),
        "subviews": ("View[]", ""),
        "window": ("Window?", ""),
        "controller": ("Controller?", "The controller whose root view this is."),
        "view": ("View?", "A controller's root view."),
        "props": ("table", "The scene's props table."),
        "super": (
            "Responder", "Calls the next implementation up: the behaviour this one extends, then the host default."
        ),
        "gestures": ("Gesture[]", "The view's recognizers."),
        "inputView": ("View?", ""),
        "inputAccessoryView": ("View?", ""),
        "enabled": ("boolean", "Controls only (C4): false makes hit testing skip the control."),
        "selected": ("boolean", "Controls only."),
        "highlighted": ("boolean", "Controls only: follows touchInside while tracking (C2)."),
        "tracking": ("boolean", "Controls only, read-only (C1)."),
        "touchInside": ("boolean", "Controls only, read-only: inside the bounds grown by 70 points (C2)."),
        "on": ("boolean", "Switches only (C7)."),
        "value": ("number", "Sliders only: writes clamp to minimumValue...maximumValue (C8)."),
        "minimumValue": ("number", "Sliders only."),
        "maximumValue": ("number", "Sliders only."),
        "continuous": ("boolean", "Sliders only: valueChanged on every change (C8)."),
        "text": ("string", "Text fields only: writing it asks no delegate and sends no editingChanged (X7)."),
        "placeholder": ("string", "Text fields only."),
        "editing": ("boolean", "Text fields only, read-only: whether it is first responder (X2–X5)."),
        "backgroundColor": (
            "string?", "Reads as \"#rrggbbaa\" (nil: none); takes \"#rrggbb\", \"#rrggbbaa\" or {r, g, b, a} (0…1)."
        ),
    ]

    /// Signatures of the host methods every responder has (the members table's functions).
    static let responderMethods: [String: Signature] = [
        "addSubview": Signature([("view", "View")]),
        "insertSubview": Signature([("view", "View"), ("index", "integer")]),
        "bringSubviewToFront": Signature([("view", "View")]),
        "removeFromSuperview": Signature(),
        "isDescendantOf": Signature([("view", "View")], "boolean"),
        "convertPointTo": Signature([("point", "PointLike"), ("view", "View?")], "Point"),
        "convertPointFrom": Signature([("point", "PointLike"), ("view", "View?")], "Point"),
        "responderChain": Signature([], "Responder[]"),
        "isFirstResponder": Signature([], "boolean"),
        "reloadInputViews": Signature(),
        "endEditing": Signature([("force", "boolean")], "boolean"),
        "beginReceivingRemoteControlEvents": Signature(),
        "endReceivingRemoteControlEvents": Signature(),
        "sendAction": Signature([("action", "string"), ("target", "Responder?"), ("sender", "Responder?")], "boolean"),
        "keyWindow": Signature([], "Window?"),
        "firstResponder": Signature([], "Responder?"),
        "makeKeyWindow": Signature(),
        "makeKeyAndVisible": Signature(),
        "addTarget": Signature([("target", "Responder?"), ("action", "string"), ("event", "ControlEventName")]),
        "removeTarget": Signature([("target", "Responder?"), ("action", "string?"), ("event", "ControlEventName")]),
        "sendActions": Signature([("event", "ControlEventName")]),
    ]

    /// Signatures of the methods a behaviour may define (responder methods and hooks), as the
    /// host calls them; a responder has each as a method too (without `self` typed as it).
    static let behaviourMethods: [String: Signature] = [
        "touchesBegan": Signature([("touches", "Touch[]"), ("event", "Event")]),
        "touchesMoved": Signature([("touches", "Touch[]"), ("event", "Event")]),
        "touchesEnded": Signature([("touches", "Touch[]"), ("event", "Event")]),
        "touchesCancelled": Signature([("touches", "Touch[]"), ("event", "Event")]),
        "touchesEstimatedPropertiesUpdated": Signature([("touches", "Touch[]")]),
        "pressesBegan": Signature([("presses", "Press[]"), ("event", "Event")]),
        "pressesChanged": Signature([("presses", "Press[]"), ("event", "Event")]),
        "pressesEnded": Signature([("presses", "Press[]"), ("event", "Event")]),
        "pressesCancelled": Signature([("presses", "Press[]"), ("event", "Event")]),
        "motionBegan": Signature([("motion", "\"motionShake\""), ("event", "Event")]),
        "motionEnded": Signature([("motion", "\"motionShake\""), ("event", "Event")]),
        "motionCancelled": Signature([("motion", "\"motionShake\""), ("event", "Event")]),
        "remoteControlReceived": Signature([("event", "Event")]),
        "pointInside": Signature([("point", "Point"), ("event", "Event?")], "boolean"),
        "hitTest": Signature([("point", "Point"), ("event", "Event?")], "View?"),
        "nextResponder": Signature([], "Responder?"),
        "canBecomeFirstResponder": Signature([], "boolean"),
        "canResignFirstResponder": Signature([], "boolean"),
        "becomeFirstResponder": Signature([], "boolean"),
        "resignFirstResponder": Signature([], "boolean"),
        "canPerformAction": Signature([("action", "string"), ("sender", "Responder?")], "boolean"),
        "gestureRecognizerShouldBegin": Signature([("g", "Gesture")], "boolean"),
        "beginTracking": Signature([("touch", "Touch"), ("event", "Event")], "boolean"),
        "continueTracking": Signature([("touch", "Touch"), ("event", "Event")], "boolean"),
        "endTracking": Signature([("touch", "Touch"), ("event", "Event")]),
        "cancelTracking": Signature([("event", "Event?")]),
        "trackRect": Signature([("bounds", "Rect")], "Rect"),
        "thumbRect": Signature([("bounds", "Rect"), ("trackRect", "Rect"), ("value", "number")], "Rect"),
        "didLoad": Signature(),
        "didReload": Signature(),
        "reset": Signature(),
        "gestureShouldBegin": Signature([("g", "Gesture")], "boolean"),
        "gestureShouldReceiveTouch": Signature([("g", "Gesture"), ("touch", "Touch")], "boolean"),
        "gestureShouldReceivePress": Signature([("g", "Gesture"), ("press", "Press")], "boolean"),
        "gestureShouldRecognizeSimultaneously": Signature([("g", "Gesture"), ("other", "Gesture")], "boolean"),
        "gestureShouldRequireFailure": Signature([("g", "Gesture"), ("other", "Gesture")], "boolean"),
        "gestureShouldBeRequiredToFail": Signature([("g", "Gesture"), ("other", "Gesture")], "boolean"),
        // Hardware keyboard (rule K2).
        "keyCommands": Signature([], "KeyCommand[]?"),
        // Text fields and the keyboard (X2–X7).
        "textFieldShouldBeginEditing": Signature([("f", "Control")], "boolean"),
        "textFieldDidBeginEditing": Signature([("f", "Control")]),
        "textFieldShouldEndEditing": Signature([("f", "Control")], "boolean"),
        "textFieldDidEndEditing": Signature([("f", "Control")]),
        "textFieldShouldChangeCharacters": Signature(
            [("f", "Control"), ("range", "{location: integer, length: integer}"), ("string", "string")], "boolean"),
        "textFieldShouldReturn": Signature([("f", "Control")], "boolean"),
        "keyboardWillShow": Signature([("frame", "Rect")]),
        "keyboardDidShow": Signature([("frame", "Rect")]),
        "keyboardWillHide": Signature([("frame", "Rect")]),
        "keyboardDidHide": Signature([("frame", "Rect")]),
    ]

    /// A function the registry has no signature for: any arguments, any result.
    static let looseSignature = Signature([("...", "any")], "any")

    // MARK: - Scenes

    /// Types of scene constructor fields (`ConstructorFields`).
    static let sceneFieldTypes: [String: String] = [
        "name": "string", "frame": "RectLike", "bounds": "RectLike", "hidden": "boolean", "alpha": "number",
        "userInteractionEnabled": "boolean", "multipleTouchEnabled": "boolean", "exclusiveTouch": "boolean",
        "clipsToBounds": "boolean", "behaviour": "string|Behaviour", "props": "table", "gestures": "GestureSpec[]",
        "inputView": "ViewSpec", "inputAccessoryView": "ViewSpec", "level": "number", "key": "boolean",
        "delegate": "string|Behaviour", "screen": "number[]", "remoteControl": "boolean", "keyCommandsFirst": "boolean",
        "action": "string", "cancelsTouchesInView": "boolean", "delaysTouchesBegan": "boolean",
        "delaysTouchesEnded": "boolean", "enabled": "boolean", "requireToFail": "string",
        "taps": "integer", "touches": "integer", "minimumDuration": "number", "allowableMovement": "number",
        "minimumTouches": "integer", "maximumTouches": "integer|\"inf\"",
        "edges": "\"left\"|\"right\"|\"top\"|\"bottom\"", "direction": "\"right\"|\"left\"|\"up\"|\"down\"",
        "script": "string|Behaviour", "transform": "number[]", "backgroundColor": "string|number[]|table",
        "allowedTouchTypes": "(\"direct\"|\"indirect\"|\"pencil\"|\"indirectPointer\")[]",
        "selected": "boolean", "actions": "table<ControlEventName, string|table>", "on": "boolean",
        "value": "number", "minimumValue": "number", "maximumValue": "number", "continuous": "boolean",
        "text": "string", "placeholder": "string", "keyboard": "boolean", "clearsOnBeginEditing": "boolean",
    ]

    // MARK: - Values

    /// The members called `names` (the binding's keys), typed from `registry`; a name it
    /// does not list is typed `any`.
    static func members(_ names: [String], typedBy registry: [Member]) -> [Member] {
        names.map { name in registry.first { $0.name == name } ?? .field(name, "any") }
    }

    static let point: [Member] = [
        .field("x", "number"), .field("y", "number"),
        .method("offsetBy", Signature([("dx", "number"), ("dy", "number")], "Point")),
        .method("distanceTo", Signature([("other", "PointLike")], "number")),
    ]

    static let rect: [Member] = [
        .field("x", "number"), .field("y", "number"), .field("width", "number"), .field("height", "number"),
        .method(
            "contains", Signature([("point", "PointLike")], "boolean"), "Min edges inclusive, max edges exclusive."),
        .method("insetBy", Signature([("dx", "number"), ("dy", "number")], "Rect")),
        .method("offsetBy", Signature([("dx", "number"), ("dy", "number")], "Rect")),
        .method("intersects", Signature([("other", "RectLike")], "boolean")),
        .method("center", Signature([], "Point")),
    ]

    /// An affine transform value (`transform(...)`, `view.transform`).
    static let transform: [Member] = [
        .field("a", "number"), .field("b", "number"), .field("c", "number"), .field("d", "number"),
        .field("tx", "number"), .field("ty", "number"),
        .method("concatenating", Signature([("other", "Transform")], "Transform"), "This transform, then `other`."),
        .method("inverted", Signature([], "Transform?"), "nil when it has no inverse."),
        .method("rotated", Signature([("angle", "number")], "Transform")),
        .method("scaledBy", Signature([("sx", "number"), ("sy", "number")], "Transform")),
        .method("translatedBy", Signature([("tx", "number"), ("ty", "number")], "Transform")),
        .method("apply", Signature([("point", "PointLike")], "Point")),
        .method("isIdentity", Signature([], "boolean")),
    ]

    /// The `transform` global: a maker of transforms, callable with the six components.
    static let transformLib: [Member] = [
        .field("identity", "Transform"),
        .field(
            "rotation", "fun(angle: number): Transform",
            "Radians; a positive angle turns clockwise on screen, as in UIKit."),
        .field("scale", "fun(sx: number, sy?: number): Transform", "sy defaults to sx."),
        .field("translation", "fun(tx: number, ty: number): Transform"),
    ]

    static let touch: [Member] = [
        .field("id", "integer"),
        .field("phase", "\"began\"|\"moved\"|\"stationary\"|\"ended\"|\"cancelled\""),
        .field("tapCount", "integer"), .field("timestamp", "number"),
        .field("view", "View?"), .field("window", "Window?"),
        .method("location", Signature([("view", "View?")], "Point"), "In the view's coordinates (nil: the window's)."),
        .method("previousLocation", Signature([("view", "View?")], "Point")),
        .field("type", "\"direct\"|\"indirect\"|\"pencil\"|\"indirectPointer\""),
        .field("force", "number", "1 is an average touch."), .field("maximumPossibleForce", "number"),
        .field("majorRadius", "number", "Points."), .field("majorRadiusTolerance", "number"),
        .field("altitudeAngle", "number", "Radians: 0 parallel to the screen, pi/2 perpendicular."),
        .method(
            "azimuthAngle", Signature([("view", "View?")], "number"),
            "Radians in the view's coordinates, clockwise from +x."),
        .method("azimuthUnitVector", Signature([("view", "View?")], "Point")),
        .method("preciseLocation", Signature([("view", "View?")], "Point")),
        .method("precisePreviousLocation", Signature([("view", "View?")], "Point")),
        .field("estimatedProperties", "string[]", "\"force\", \"azimuth\", \"altitude\", \"location\"."),
        .field("estimatedPropertiesExpectingUpdates", "string[]"),
        .field("estimationUpdateIndex", "integer?"),
        .field("gestureRecognizers", "Gesture[]", "The recognizers the touch was offered."),
    ]

    static let event: [Member] = [
        .field("type", "\"touches\"|\"motion\"|\"remoteControl\"|\"presses\""),
        .field("subtype", "string"), .field("timestamp", "number"),
        .method("allTouches", Signature([], "Touch[]")),
        .method("touchesFor", Signature([("view", "View")], "Touch[]")),
        .method("allPresses", Signature([], "Press[]")),
        .method(
            "coalescedTouches", Signature([("touch", "Touch")], "Touch[]?"),
            "The samples since the last delivery, the touch as it is now last."),
        .method("predictedTouches", Signature([("touch", "Touch")], "Touch[]?")),
    ]

    static let press: [Member] = [
        .field(
            "type", "\"upArrow\"|\"downArrow\"|\"leftArrow\"|\"rightArrow\"|\"select\"|\"menu\"|\"playPause\"|\"key\""),
        .field("key", "string?"), .field("phase", "\"began\"|\"changed\"|\"ended\"|\"cancelled\""),
        .field("timestamp", "number"),
        // Rule K1.
        .field("keyCode", "integer", "The key's HID usage; 0 for presses that are not keys."),
        .field("charactersIgnoringModifiers", "string?", "The key's characters without modifiers."),
        .field("modifierFlags", "ModifierName[]", "The modifiers held with the key."),
    ]

    static let gesture: [Member] = [
        .field("name", "string"), .field("kind", "string"),
        .field(
            "state", "\"possible\"|\"began\"|\"changed\"|\"ended\"|\"cancelled\"|\"failed\"",
            "A Lua recognizer sets its own."),
        .field("view", "View?"), .field("enabled", "boolean"), .field("numberOfTouches", "integer"),
        .method("location", Signature([("view", "View?")], "Point")),
        .method("translation", Signature([("view", "View?")], "Point?"), "Pans."),
        .field(
            "velocity", "number|fun(self: Gesture, view?: View): Point?",
            "A pan's velocity(view); a pinch's or rotation's number."),
        .field("scale", "number?", "Pinches; settable."), .field("rotation", "number?", "Rotations; settable."),
        .field("direction", "string?", "Swipes."),
        .field("allowedTouchTypes", "string[]", "Settable: the touch types offered to it."),
        // Rule K9.
        .field("modifierFlags", "ModifierName[]", "The modifier keys held down now."),
    ]
}
