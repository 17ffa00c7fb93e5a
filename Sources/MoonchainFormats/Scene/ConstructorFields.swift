/// The fields each scene constructor takes (the contract's "Scene files"); anything else is reported.
package enum ConstructorFields {
    package static let app: Set<String> = ["delegate", "screen", "remoteControl", "keyCommandsFirst"]
    package static let controller: Set<String> = ["name", "behaviour", "props"]
    // Navigation (rules N1–N10).
    package static let navigation: Set<String> = [
        "name", "behaviour", "props", "frame", "contentPop", "navigationBarHidden", "customBack",
    ]
    package static let view: Set<String> = [
        "name", "frame", "bounds", "hidden", "alpha", "userInteractionEnabled", "multipleTouchEnabled",
        "exclusiveTouch", "clipsToBounds", "behaviour", "props", "gestures", "inputView", "inputAccessoryView",
        "transform", "backgroundColor",
        // X6: the view shows the system keyboard as first responder (a UIKeyInput view).
        "keyboard",
    ]
    /// A window is a view: every view field, plus its level and whether it starts as the key window.
    package static let window: Set<String> = view.union(["level", "key"])
    package static let gestureCommon: Set<String> = [
        "name", "action", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled",
        "requireToFail",
        "allowedTouchTypes",
    ]
    package static func gesture(_ kind: String) -> Set<String> {
        switch kind {
        case "tap": gestureCommon.union(["taps", "touches"])
        case "longPress": gestureCommon.union(["minimumDuration", "allowableMovement", "touches"])
        case "pan": gestureCommon.union(["minimumTouches", "maximumTouches"])
        case "screenEdgePan": gestureCommon.union(["edges", "minimumTouches", "maximumTouches"])
        case "swipe": gestureCommon.union(["direction", "touches"])
        case "gesture": gestureCommon.union(["script", "props"])
        default: gestureCommon
        }
    }
    /// The control constructors (UIControl and its subclasses): every view field, plus theirs.
    package static let controlKinds = ["control", "button", "switch", "slider", "textField"]
    package static func control(_ kind: String) -> Set<String> {
        let common = view.union(["enabled", "selected", "actions"])
        switch kind {
        case "switch": return common.union(["on"])
        case "slider": return common.union(["value", "minimumValue", "maximumValue", "continuous"])
        // Text fields (X1–X7).
        case "textField": return common.union(["text", "placeholder", "delegate", "clearsOnBeginEditing"])
        default: return common
        }
    }
    package static let gestureKinds = [
        "tap", "longPress", "pan", "screenEdgePan", "swipe", "pinch", "rotation", "gesture",
    ]

    // What the numeric fields take (defaults are the contract's; limits are ours, generous but
    // finite, so no count or time becomes a trap or an endless loop later).

    /// Fingers a recognizer asks for (`touches`, `minimumTouches`).
    package static let touchCount = NumberRule.whole(1...20)
    /// A pan's `maximumTouches`: a count, or no limit (the default).
    package static let touchLimit = NumberRule.wholeOrUnlimited(1...20)
    /// A tap's `taps`.
    package static let tapCount = NumberRule.whole(1...100)
    /// Seconds (`minimumDuration`): up to a day.
    package static let duration = NumberRule.finite(0...86_400)
    /// Points a touch may move (`allowableMovement`); math.huge for any distance.
    package static let distance = NumberRule.notNaN(0...Double.infinity)
    /// The largest screen side in points: `hitmap` samples the whole screen.
    package static let maximumScreenSide = 100_000.0
}
