/// What a responder is, as scripts see it in `self.kind`.
public enum ResponderKind: String, Sendable {
    case view, window, controller, application, delegate
}
