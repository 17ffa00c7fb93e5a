extension ScriptHost {
    /// A watcher over every behaviour module file loaded so far (nil without inotify).
    public func makeWatcher() -> FileWatcher? {
        guard let watcher = FileWatcher() else {
            warn("--watch: file notifications (inotify) are unavailable; behaviours will not reload")
            return nil
        }
        for definition in library.modules.values {
            if let path = definition.path { watcher.watch(path) }
        }
        return watcher
    }
}
