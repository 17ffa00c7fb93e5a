/// The fields each scene constructor takes (the contract's "Scene files"); anything else is reported.
enum SceneFields {
    static let app: Set<String> = ["delegate", "screen", "remoteControl"]
    static let controller: Set<String> = ["name", "behaviour", "props"]
    static let view: Set<String> = [
        "name", "frame", "bounds", "hidden", "alpha", "userInteractionEnabled", "multipleTouchEnabled",
        "exclusiveTouch", "clipsToBounds", "behaviour", "props", "gestures", "inputView", "inputAccessoryView",
    ]
    /// A window is a view: every view field, plus its level and whether it starts as the key window.
    static let window: Set<String> = view.union(["level", "key"])
    static let gestureCommon: Set<String> = [
        "name", "action", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "requireToFail",
        "allowedTouchTypes",
    ]
    static func gesture(_ kind: String) -> Set<String> {
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
    static let gestureKinds = ["tap", "longPress", "pan", "screenEdgePan", "swipe", "pinch", "rotation", "gesture"]
}
