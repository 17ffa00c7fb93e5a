import CLua
import LuaVM

extension ScriptHost {
    /// A sandbox for a scene file: the shared globals plus the constructors `app`, `window`,
    /// `controller`, `view` and the gesture kinds. Each constructor tags its table with its kind
    /// and the file:line it was written at, so later messages can point there.
    func makeSceneEnvironment() -> LuaRef {
        let env = vm.makeSandbox()
        if refs.sceneConstructors.isEmpty {
            let main = vm.main
            for kind in ["app", "window", "controller", "view"] + SceneFields.gestureKinds {
                let id = vm.register { state in
                    let stack = LuaStack(state)
                    guard stack.type(at: 1) == .table else {
                        return stack.error("\(kind) expects a table: \(kind) { ... }, got \(stack.type(at: 1).name)")
                    }
                    stack.top = 1
                    stack.push(kind)
                    stack.rawSet("__kind", in: 1)
                    stack.push(ScriptHost.callerPlace(state))
                    stack.rawSet("__where", in: 1)
                    return 1
                }
                main.push(id)
                refs.sceneConstructors.append((kind, main.ref()))
            }
        }
        for (name, ref) in refs.sceneConstructors {
            vm.setField(name, in: env, to: .reference(ref))
        }
        return env
    }

    /// `file:line` of the Lua code that called the running C function.
    static func callerPlace(_ state: OpaquePointer) -> String {
        var debug = lua_Debug()
        guard lua_getstack(state, 1, &debug) != 0, lua_getinfo(state, "Sl", &debug) != 0 else { return "?" }
        let source = withUnsafeBytes(of: &debug.short_src) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return "\(source):\(debug.currentline)"
    }
}
