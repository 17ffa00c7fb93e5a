import Foundation
import LuaVM
import MoonchainFormats
import ResponderKit

/// The scene reader warns through the host and reads rects, transforms and touch-type lists
/// as scripts' assignments do.
extension ScriptHost: SceneReaderHost {}

extension ScriptHost {
    /// Makes `responder` reachable by name from scripts; returns its binding.
    @discardableResult
    func register(_ responder: Responder) -> ResponderBinding {
        registry.register(responder)
    }

    /// Loads the scene file at `path`: reads it into a `SceneSpec` (`readScene(path:)`),
    /// builds what it describes, then calls `didLoad` on every responder whose behaviour
    /// defines it, in tree order, parents first. Throws a `SourceError` naming file:line
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
            guard binding.behaviour != nil else { continue }
            callHook(.didLoad, on: binding) { _ in 0 }
        }
        // Rule N9: at load, after every didLoad, each navigation's top controller appears.
        for navigation in sceneLoading.takeNavigations() { navigation.sendInitialAppearance() }
        output.flush()
    }

    /// Runs the scene file at `path` in its own sandbox and reads what its `app { ... }`
    /// describes, checked, into a value; builds nothing and loads no behaviour. A data-only
    /// file (see ``SceneLiteral``) becomes the same tables without being compiled.
    func readScene(path: String) throws(SourceError) -> SceneSpec {
        let constructors = try pushScene(path: path)
        defer { vm.main.pop() }
        let reader = SceneReader(host: self, stack: vm.main, file: path, constructors: constructors)
        // Reading, like building, runs no script: see loadScene(path:).
        return try vm.pausingCollector { () throws(SourceError) in try reader.read() }
    }

    /// Pushes the value the scene file at `path` returns: its chunk's, or for a data-only file
    /// the same tables built directly. Returns how many constructor tables were made on the
    /// way (some may be garbage already): the reader's estimate of how many names to expect.
    @discardableResult
    func pushScene(path: String) throws(SourceError) -> Int {
        guard var source = SourceFile.contents(of: path) else {
            throw SourceError(file: path, line: nil, "cannot read the scene file")
        }
        let directory = (path as NSString).deletingLastPathComponent
        library.configure(sceneDirectory: directory.isEmpty ? "." : directory)
        let main = vm.main
        // nil: not data-only; .success: the tables are built, this many tagged.
        let built = source.withUTF8 { bytes -> Result<Int, LuaError>? in
            guard sceneLoading.readsDataOnlyScenes, let program = SceneLiteral.program(for: bytes) else { return nil }
            do throws(LuaError) {
                // No script runs, and all the program makes stays live but its table of
                // constants (collected later): the collector's steps would only mark the
                // tables as they are built.
                // The heap cap stays in force (the build runs protected, as a script does).
                try vm.pausingCollector { () throws(LuaError) in try main.build(program) }
            } catch {
                return .failure(error)
            }
            return .success(program.tags)
        }
        switch built {
        case .failure(let error)?: throw sceneFailure(error, path: path)
        case .success(let tagged)?: return tagged
        case nil:
            callerFiles.tagged = 0
            try runSceneChunk(source: source, path: path)
            return callerFiles.tagged
        }
    }

    /// Compiles and runs the scene file's text in a scene sandbox, leaving the value it
    /// returns on the stack.
    private func runSceneChunk(source: String, path: String) throws(SourceError) {
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
        callerFiles.scene = Array(main.shortSource(ofFile: path).utf8)
        let failure = sceneLoading.runningSceneFile { main.pcall(nargs: 0, nresults: 1) }
        if let failure { throw sceneFailure(failure, path: path) }
    }

    /// The message for a scene file whose chunk failed as it ran, or whose tables could not be
    /// built.
    private func sceneFailure(_ error: LuaError, path: String) -> SourceError {
        diagnostics.pendingStop = nil
        let text = error.traceback.isEmpty ? error.message : "\(error.message)\n\(error.traceback)"
        // Lua places most errors itself; one with no place of its own (the heap cap, the
        // budget) is the scene file's, so say which file.
        return error.location == nil ? SourceError(file: path, line: nil, text) : SourceError(text)
    }
}
