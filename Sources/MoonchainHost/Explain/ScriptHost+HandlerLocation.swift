import ResponderKit

extension ScriptHost {
    /// `file:line` of the script function that overrides `method` on `responder`, or nil when
    /// the host default handles it: what the trace's `handler` field says, for other tools
    /// (the studio's why panel) that observe deliveries themselves.
    public func handlerLocation(of method: ResponderMethod, on responder: Responder) -> String? {
        (responder.behavior as? ScriptedBehavior)?.location(of: method)
    }
}
