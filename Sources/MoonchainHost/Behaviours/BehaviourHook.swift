/// Behaviour functions the host calls that are not responder methods: lifecycle, the gesture
/// delegate, and a Lua recognizer's `reset`. Resolved once per load like responder methods.
enum BehaviourHook: Int, CaseIterable {
    case didLoad, didReload, reset
    case gestureShouldBegin, gestureShouldReceiveTouch, gestureShouldReceivePress
    case gestureShouldRecognizeSimultaneously, gestureShouldRequireFailure, gestureShouldBeRequiredToFail

    /// The function's name as a script writes it.
    var name: String { String(describing: self) }

    /// What kind of function it is, for messages ("a lifecycle hook").
    var role: String {
        switch self {
        case .didLoad, .didReload: "lifecycle hook"
        case .reset: "recognizer method"
        default: "gesture-delegate method"
        }
    }
}
