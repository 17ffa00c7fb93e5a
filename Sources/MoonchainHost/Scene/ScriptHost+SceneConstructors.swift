import LuaVM
import MoonchainFormats

extension ScriptHost {
    /// A sandbox for a scene file: the shared globals plus the constructors `window`,
    /// `controller`, `view`, the gesture kinds and the control kinds. Each constructor tags its table with its kind
    /// and the file:line it was written at, so later messages can point there. `app` stays the
    /// application object; calling it is the `app` constructor while the scene loads
    /// (see ``responderCall(_:)``).
    func makeSceneEnvironment() -> LuaRef {
        let env = vm.makeSandbox()
        if refs.sceneConstructors.isEmpty {
            let main = vm.main
            let files = callerFiles
            for kind in ["window", "controller", "view"] + ConstructorFields.gestureKinds
                + ConstructorFields.controlKinds + ConstructorFields.scrollClasses + ["navigation"]
            {
                // `controller` is also called at run time by the scene's inline behaviours,
                // and then builds (see installRunTimeConstructors()).
                let id =
                    kind == "controller"
                    ? runTimeControllerConstructor
                    : vm.register { state in
                        ScriptHost.tagConstructorTable(kind: kind, on: LuaStack(state), files: files)
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

    /// Calls `body` with the line and the file (the bytes of Lua's shortened chunk name) of
    /// the Lua code that called the running C function; nil when no Lua code did.
    static func withCaller<R>(_ state: OpaquePointer, _ body: (Int, UnsafeRawBufferPointer) -> R) -> R? {
        LuaStack(state).withPlace(atLevel: 1, body)
    }

    /// The file (as Lua shortens a chunk's name) and line of the Lua code that called the
    /// running C function.
    static func caller(_ state: OpaquePointer) -> (file: String, line: Int)? {
        withCaller(state) { line, file in (String(decoding: file, as: UTF8.self), line) }
    }
}

extension ScriptHost {
    /// `file:line` of the Lua code that called the running C function ("?" when none did).
    static func callerPlace(_ state: OpaquePointer) -> String {
        caller(state).map { "\($0.file):\($0.line)" } ?? "?"
    }
}
