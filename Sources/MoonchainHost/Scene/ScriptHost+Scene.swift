import Foundation
import LuaVM
import ResponderKit

extension ScriptHost {
    /// Makes `responder` reachable by name from scripts; returns its binding.
    @discardableResult
    func register(_ responder: Responder) -> ResponderBinding {
        registry.register(responder)
    }

    /// Loads the scene file at `path`: reads it into a `SceneSpec` (`readScene(path:)`),
    /// builds what it describes, then calls `didLoad` on every responder whose behaviour
    /// defines it, in tree order, parents first. Throws a ``SourceError`` naming file:line
    /// when it cannot.
    public func loadScene(path: String) throws(SceneError) {
        // Read and check the whole scene as values first, then build it: a malformed scene
        // is refused before any behaviour module runs.
        let spec = try readScene(path: path)
        let builder = SceneBuilder(host: self, names: spec.names)
        // Building is Swift alone (no script runs, so the heap cap is not in force and no
        // garbage is made) and everything it makes stays live: the collector's steps would
        // only re-mark the half-built scene.
        try vm.pausingCollector { () throws(SourceError) in try builder.build(spec) }
        for binding in builder.loadOrder {
            guard binding.behavior != nil else { continue }
            callHook(.didLoad, on: binding) { _ in 0 }
        }
        output.flush()
    }

    /// Runs the scene file at `path` in its own sandbox and reads what its `app { ... }`
    /// describes, checked, into a value; builds nothing and loads no behaviour.
    func readScene(path: String) throws(SourceError) -> SceneSpec {
        guard let source = SourceFile.contents(of: path) else {
            throw SourceError(file: path, line: nil, "cannot read the scene file")
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
            throw SourceError(error.message)
        }
        defer { main.unref(chunk) }
        main.push(chunk)
        loadingScene = true
        let failure = main.pcall(nargs: 0, nresults: 1)
        loadingScene = false
        if let error = failure {
            diagnostics.pendingStop = nil
            let text = error.traceback.isEmpty ? error.message : "\(error.message)\n\(error.traceback)"
            // Lua places most errors itself; one with no place of its own (the heap cap, the
            // budget) is the scene file's, so say which file.
            throw error.location == nil ? SourceError(file: path, line: nil, text) : SourceError(text)
        }
        defer { main.pop() }
        // Reading, like building, runs no script: see loadScene(path:).
        return try vm.pausingCollector { () throws(SourceError) in try SceneReader(host: self, file: path).read() }
    }
}
