import Foundation
import LuaVM
import ResponderKit

extension ScriptHost {
    /// Makes `responder` reachable by name from scripts.
    func register(_ responder: Responder) {
        registry.register(responder)
    }

    /// Loads the scene file at `path`: runs it in its own sandbox, builds what `app { ... }`
    /// describes, then calls `didLoad` on every responder whose behaviour defines it, in tree
    /// order, parents first. Throws a `SceneError` naming file:line when it cannot.
    public func loadScene(path: String) throws(SceneError) {
        guard let source = SourceFile.contents(of: path) else {
            throw SceneError("\(path): cannot read the scene file")
        }
        let directory = (path as NSString).deletingLastPathComponent
        library.configure(sceneDirectory: directory.isEmpty ? "." : directory)
        let main = vm.main
        let env = makeSceneEnvironment()
        defer { main.unref(env) }
        let chunk: LuaRef
        do {
            chunk = try vm.load(source: source, chunkName: path, environment: env)
        } catch {
            throw SceneError(error.message)
        }
        defer { main.unref(chunk) }
        main.push(chunk)
        loadingScene = true
        let failure = main.pcall(nargs: 0, nresults: 1)
        loadingScene = false
        if let error = failure {
            diagnostics.pendingStop = nil
            throw SceneError(error.traceback.isEmpty ? error.message : "\(error.message)\n\(error.traceback)")
        }
        defer { main.pop() }
        let builder = SceneBuilder(host: self, file: path)
        guard builder.kind(at: -1) == "app" else {
            throw SceneError("\(path): a scene must return app { ... }, got \(builder.kind(at: -1) ?? main.type(at: -1).name)")
        }
        try builder.build(appAt: main.top)
        for responder in builder.loadOrder {
            let binding = binding(for: responder)
            guard binding.behavior != nil else { continue }
            callHook(.didLoad, on: binding) { _ in 0 }
        }
        output.flush()
    }
}
