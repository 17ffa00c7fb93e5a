import ResponderKit

extension ScriptHost {
    /// `file:line` of the script function that overrides `method` on `responder`, or nil when
    /// the host default handles it: what the trace's `handler` field says, for other tools
    /// (the studio's why panel) that observe deliveries themselves.
    public func handlerLocation(of method: ResponderMethod, on responder: Responder) -> String? {
        (responder.behavior as? ScriptedBehaviour)?.location(of: method)
    }

    /// The file the script function that overrides `method` on `responder` was loaded from,
    /// whole (Lua's `file:line` shortens a long path from the left): as the host opened it,
    /// so relative to the working directory unless absolute, and `<built-in>/NAME.lua` for a
    /// module built into the binary. Nil when the host default handles it.
    public func handlerFile(of method: ResponderMethod, on responder: Responder) -> String? {
        (responder.behavior as? ScriptedBehaviour)?.file(of: method)
    }

    /// ``handlerLocation(of:on:)`` for a tool that has the responder but not its host
    /// (explain's hit-test recorder).
    package static func handlerLocation(of method: ResponderMethod, on responder: Responder) -> String? {
        (responder.behavior as? ScriptedBehaviour)?.location(of: method)
    }

    /// The behaviour definition `responder` runs, as an identity: responders that share a
    /// behaviour share its functions and their locations. Nil without a behaviour.
    package static func behaviourDefinitionID(of responder: Responder) -> ObjectIdentifier? {
        (responder.behavior as? ScriptedBehaviour).map { ObjectIdentifier($0.definition) }
    }
}

extension ScriptedBehaviour {
    /// The chunk name (`@path`) of the function overriding `method`, without its `@`.
    func file(of method: ResponderMethod) -> String? {
        guard let impl = impl(method) else { return nil }
        let stack = host.stack
        stack.push(impl.function)
        defer { stack.pop() }
        guard let info = stack.functionInfo(at: -1), info.source.hasPrefix("@") else { return nil }
        return String(info.source.dropFirst())
    }
}
