/// Tells which watched files changed, between two events of a running scene (`--watch`, the
/// studio's live reload). Chosen when the package is compiled: inotify on Linux, dispatch
/// sources (kqueue) on Darwin; both have this interface:
///
/// - `init?()`: nil when the system gives no file notifications;
/// - `descriptor`: readable (for `poll`) when a change may be waiting;
/// - `watch(_:)`: a file to watch (it need not exist yet; its directory must);
/// - `changedFiles()`: the watched files changed since the last call, never blocking;
/// - `watchedFiles`, `standardized(_:)`: paths as the watcher names them.
///
/// Both watch the directories that hold the files as well: editors that save by renaming a
/// temporary file over the original, or that delete and write the file again, replace the
/// file a watch on the file alone would follow. A file counts as changed once its writer is
/// done, so a reload never reads a half-written file.
#if canImport(Glibc)
    public typealias FileWatcher = InotifyFileWatcher
#elseif canImport(Darwin)
    public typealias FileWatcher = DispatchFileWatcher
#endif
