extension ScriptHost {
    /// A watcher over every behaviour module file loaded so far (nil without inotify).
    /// Modules loaded later (a reloaded module that now `extends` or `require`s a new one)
    /// are added by `watchNewModules(with:)`.
    public func makeWatcher() -> FileWatcher? {
        guard let watcher = FileWatcher() else {
            warn("--watch: file notifications (inotify) are unavailable; behaviours will not reload")
            return nil
        }
        watchNewModules(with: watcher)
        if watcher.watchedFiles.isEmpty {
            output.diagnostic("--watch: no behaviour files to watch: this scene's behaviours are all inline "
                + "(a behaviour module NAME.lua, named in the scene, reloads when saved; the scene file itself does not)")
        }
        return watcher
    }

    /// Watches the files of modules loaded since the last call.
    public func watchNewModules(with watcher: FileWatcher) {
        for path in behaviourFiles { watcher.watch(path) }
    }
}
