import MoonchainHost

extension ScriptHost {
    /// A watcher over the scene file (when given) and every behaviour module file loaded so
    /// far (nil without file notifications); says on standard error what it watches. Modules loaded later
    /// (a reloaded module that now `extends` or `require`s a new one, a rebuilt scene) are
    /// added by `watchNewModules(with:)`.
    public func makeWatcher(scene: String? = nil) -> FileWatcher? {
        guard let watcher = FileWatcher() else {
            warn("--watch: file notifications (\(FileWatcher.mechanism)) are unavailable; nothing will reload")
            return nil
        }
        if let scene { watcher.watch(scene) }
        watchNewModules(with: watcher)
        output.diagnostic(
            Self.watchingNotice(
                scene: scene, behaviourFiles: Set(behaviourFiles).sorted(), builtIn: builtInBehaviourCount))
        return watcher
    }

    /// "watching scene.lua and 2 behaviours (a.lua, b.lua)"; `builtIn` modules, built into
    /// the binary, have no file to watch and are said to be so.
    static func watchingNotice(scene: String?, behaviourFiles files: [String], builtIn: Int) -> String {
        var behaviours: String
        switch files.count {
        case 0:
            behaviours =
                builtIn > 0 ? "no behaviour files" : "no behaviour files (the scene's behaviours are all inline)"
        case 1: behaviours = "1 behaviour (\(files[0]))"
        default: behaviours = "\(files.count) behaviours (\(files.joined(separator: ", ")))"
        }
        if builtIn > 0 {
            behaviours +=
                builtIn == 1
                ? " (1 behaviour built into moonchain cannot change)"
                : " (\(builtIn) behaviours built into moonchain cannot change)"
        }
        guard let scene else { return "watching \(behaviours)" }
        return "watching \(scene) and \(behaviours)"
    }

    /// Watches the files of modules loaded since the last call.
    public func watchNewModules(with watcher: FileWatcher) {
        for path in behaviourFiles { watcher.watch(path) }
    }
}
