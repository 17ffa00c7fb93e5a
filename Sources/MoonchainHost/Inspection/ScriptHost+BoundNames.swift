import LuaVM
import MoonchainFormats
import ResponderKit

/// The names the binding gives scripts, read from its own tables, by LuaLS class name.
public struct BoundNames: Sendable {
    /// Host globals (beyond Lua's standard library), in every sandbox.
    public var globals: Set<String> = []
    /// Scene constructors (`app`, `window`, `view`, `tap`, ...), with the fields each takes.
    public var constructors: [String: Set<String>] = [:]
    /// Responder fields and methods (every responder has all of them).
    public var responder: Set<String> = []
    /// Functions a behaviour may define for the host to call, plus `extends`.
    public var behaviour: Set<String> = []
}

extension ScriptHost {
    /// What the binding exposes, read from the tables it registered: the responder members
    /// table, the sandbox's globals, the scene constructors and the fields each takes, and the
    /// overridable methods and hooks.
    public func boundNames() -> BoundNames {
        var names = BoundNames()
        let main = vm.main
        // Globals: a sandbox's keys, minus those of a sandbox of a state with no host.
        let bare = LuaState(memoryLimit: 8 << 20)
        let standard = Self.keys(of: bare.makeSandbox(), in: bare)
        names.globals = Self.keys(of: vm.makeSandbox(), in: vm).subtracting(standard)
        let env = makeSceneEnvironment()
        main.unref(env)
        for kind in sceneConstructors.kinds { names.constructors[kind] = Self.sceneFields(of: kind) }
        // `app` is the application object; calling it is the scene constructor while a scene
        // loads (ScriptHost+AppConstructor), so it is a constructor too.
        names.constructors["app"] = Self.sceneFields(of: "app")
        names.responder = Self.keys(of: responderMembers.reference, in: vm, unref: false)
        names.behaviour = Set(ResponderMethod.allCases.map(\.name) + BehaviourHook.allCases.map(\.name) + ["extends"])
        return names
    }

    /// The fields the scene constructor `kind` takes.
    static func sceneFields(of kind: String) -> Set<String> {
        switch kind {
        case "app": ConstructorFields.app
        case "window": ConstructorFields.window
        case "controller": ConstructorFields.controller
        case "navigation": ConstructorFields.navigation
        case "view": ConstructorFields.view
        case let control where ConstructorFields.controlKinds.contains(control): ConstructorFields.control(control)
        case "scrollView", "tableView", "cell": ConstructorFields.view.union(ConstructorFields.scrollFields(kind))
        default: ConstructorFields.gesture(kind)
        }
    }

    private static func keys(of table: LuaRef, in vm: LuaState, unref: Bool = true) -> Set<String> {
        let stack = vm.main
        stack.push(table)
        var keys: Set<String> = []
        stack.pushNil()
        while stack.next(in: -2) {
            if stack.type(at: -2) == .string, let key = stack.toString(at: -2) { keys.insert(key) }
            stack.pop()
        }
        stack.pop()
        if unref { stack.unref(table) }
        return keys
    }
}
