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
        let files = callerFiles
        sceneConstructors.set(in: env, of: vm) { kind in
            // `controller` is also called at run time by the scene's inline behaviours, and
            // then builds (see installRunTimeConstructors()).
            kind == "controller"
                ? runTimeControllerConstructor
                : vm.register { state in
                    ScriptHost.tagConstructorTable(kind: kind, on: LuaStack(state), files: files)
                }
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

/// The scene file's constructors (`window`, `controller`, `view`, the gesture, control and scroll
/// kinds, `navigation`): registered with the first scene environment, then set in each. Owned
/// here so that only `makeSceneEnvironment()` makes them.
final class SceneConstructors {
    /// Every kind, in the order they are registered.
    static let allKinds =
        ["window", "controller", "view"] + ConstructorFields.gestureKinds + ConstructorFields.controlKinds
        + ConstructorFields.scrollClasses + ["navigation"]
    private var constructors: [(kind: String, ref: LuaRef)] = []

    /// The kinds registered so far: all of them once a scene environment was made.
    var kinds: [String] { constructors.map(\.kind) }

    /// Sets every constructor in `env`, registering each with `register` (its function's id)
    /// the first time.
    func set(in env: LuaRef, of vm: LuaState, register: (String) -> LuaFunctionID) {
        if constructors.isEmpty {
            for kind in Self.allKinds {
                vm.main.push(register(kind))
                constructors.append((kind, vm.main.ref()))
            }
        }
        for (kind, ref) in constructors {
            vm.setField(kind, in: env, to: .reference(ref))
        }
    }
}
