/// The navigation part of the Lua API (rules N1–N10), for `moonchain types`.
extension LuaAPI {
    /// Types of the navigation fields (`NavigationField`).
    static let navigationFieldTypes: [String: (type: String, doc: String)] = [
        "viewControllers": ("Controller[]", "A navigation's stack, bottom first (N1)."),
        "topViewController": ("Controller?", "The controller on top of a navigation's stack."),
        "transitioning": ("boolean", "A push, pop or interactive pop is under way (N8)."),
        "edgePop": ("Gesture", "The edge pop recognizer, NAME.edgePop (N1, N3)."),
        "contentPop": (
            "Gesture?", "iOS 26's content pop recognizer, NAME.contentPop; nil unless contentPop = true (N4)."
        ),
        "navigationBarHidden": ("boolean", "true disables both pop recognizers (N7)."),
        "customBack": ("boolean", "A replaced back button: true disables both pop recognizers (N7)."),
    ]

    /// Types of the `navigation { ... }` scene fields.
    static let navigationSceneFieldTypes: [String: String] = [
        "contentPop": "boolean", "navigationBarHidden": "boolean", "customBack": "boolean",
    ]

    /// Signatures of the navigation methods.
    static let navigationMethods: [String: Signature] = [
        "push": Signature([("controller", "Controller"), ("animated", "boolean?")]),
        "pop": Signature([("animated", "boolean?")], "Controller?"),
        "popToRoot": Signature([("animated", "boolean?")], "Controller[]"),
    ]

    /// Signatures of a controller's appearance callbacks (N9).
    static let navigationBehaviourMethods: [String: Signature] = [
        "viewWillAppear": Signature([("animated", "boolean")]),
        "viewDidAppear": Signature([("animated", "boolean")]),
        "viewWillDisappear": Signature([("animated", "boolean")]),
        "viewDidDisappear": Signature([("animated", "boolean")]),
    ]
}
