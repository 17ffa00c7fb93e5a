import LuaVM
import MoonchainFormats
import ResponderKit

// Controllers made at run time (N8's push from Lua; host interface v3: "A controller made in
// Lua: `controller { ... }` from a timeline `lua` line or a behaviour").
extension ScriptHost {
    /// Makes the scene constructors globals of every sandbox made from now on (a scene file's
    /// own sandbox keeps its tagging ones): `controller { ... }` builds a live controller with
    /// its root view's subtree, through the scene's reader and builder; the others (`view`,
    /// the controls, scroll classes, gestures, `navigation`) tag their table as in a scene, to
    /// be read as part of a controller.
    func installRunTimeConstructors() {
        let main = vm.main
        let files = callerFiles
        for kind in ["view", "navigation"] + ConstructorFields.gestureKinds + ConstructorFields.controlKinds
            + ConstructorFields.scrollClasses
        {
            main.push(
                vm.register { state in ScriptHost.tagConstructorTable(kind: kind, on: LuaStack(state), files: files) })
            vm.addSandboxGlobal(kind, value: main.ref())
        }
        main.push(runTimeControllerConstructor)
        vm.addSandboxGlobal("controller", value: main.ref())
    }

    /// `controller { ... }`: while a scene file runs, the scene's constructor (it tags its
    /// table); afterwards, in any sandbox (the scene's inline behaviours too), it builds.
    var runTimeControllerConstructor: LuaFunctionID {
        controllerConstructorFunction.id {
            vm.register(unretained: self) { `self`, state in
                let stack = LuaStack(state)
                if self.sceneLoading.isRunningSceneFile {
                    return ScriptHost.tagConstructorTable(kind: "controller", on: stack, files: self.callerFiles)
                }
                let saved = self.enter(state)
                defer { self.leave(restoring: saved) }
                return self.makeController(on: stack)
            }
        }
    }

    /// `controller { ... }` at run time: reads the table as a scene's controller (the same
    /// checks; an unknown field is an error here), builds it and its root view's subtree,
    /// names them for `find`, and calls `didLoad` parents first. A problem is a Lua error
    /// naming the constructor's file:line; nothing of that controller is then made.
    private func makeController(on stack: LuaStack) -> Int32 {
        guard stack.type(at: 1) == .table else {
            return stack.error("controller expects a table: controller { ... }, got \(typeName(at: 1, on: stack))")
        }
        _ = ScriptHost.tagConstructorTable(kind: "controller", on: stack, files: callerFiles)
        let sceneFile = String(decoding: callerFiles.scene, as: UTF8.self)
        let reader = SceneReader(host: self, stack: stack, file: sceneFile)
        let controller: ViewController
        let builder: SceneBuilder
        do throws(SourceError) {
            let (spec, names) = try reader.readController()
            builder = SceneBuilder(host: self, names: names, intoRunningScene: true)
            controller = try builder.buildController(spec)
        } catch {
            return stack.error(error.description, position: false)
        }
        for binding in builder.loadOrder where binding.behaviour != nil {
            callHook(.didLoad, on: binding) { _ in 0 }
        }
        // N9: a navigation inside it shows its top controller, as at load.
        for navigation in sceneLoading.takeNavigations() { navigation.sendInitialAppearance() }
        push(controller, on: stack)
        return 1
    }
}
