import ResponderKit

/// What a view debugger shows of a responder beyond its ResponderKit fields: where its
/// behaviour and each method it overrides are written, and whether its name was given in the
/// scene or made up by the host.
extension ScriptHost {
    /// A responder's behaviour as a debugger names it: the module (or `inline@FILE:LINE`), the
    /// module's file, and `file:line` of every responder method it (or one it extends) overrides.
    public struct BehaviourSummary: Sendable, Equatable {
        /// The module name, or `inline@FILE:LINE` for a table written in the scene.
        public var name: String
        /// The module's file; nil for an inline behaviour (its place is in `name`).
        public var file: String?
        /// Each overridden responder method by its script name, with the `file:line` of the
        /// function that runs for it, in `ResponderMethod` order.
        public var methods: [(name: String, location: String)]

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.name == rhs.name && lhs.file == rhs.file
                && lhs.methods.map(\.name) == rhs.methods.map(\.name)
                && lhs.methods.map(\.location) == rhs.methods.map(\.location)
        }
    }

    /// The behaviour `responder` runs, or nil when it has none (the host defaults answer).
    public func behaviourSummary(of responder: Responder) -> BehaviourSummary? {
        guard let behaviour = responder.behavior as? ScriptedBehaviour else { return nil }
        let definition = behaviour.definition
        var methods: [(name: String, location: String)] = []
        for method in ResponderMethod.allCases where behaviour.overrides.contains(method) {
            if let location = behaviour.location(of: method) { methods.append((method.name, location)) }
        }
        return BehaviourSummary(name: Self.shortName(of: definition), file: definition.path, methods: methods)
    }

    /// Whether `name` was made up by the host for a window, controller or view the scene left
    /// unnamed (`view3`): such a name follows the view's place in the scene file, so a line
    /// that reaches the view by it may reach another one once the scene is edited.
    public func isGeneratedName(_ name: String) -> Bool {
        sceneLoading.isGenerated(name)
    }
}
