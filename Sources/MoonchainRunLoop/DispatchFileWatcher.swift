#if canImport(Darwin)
    import Darwin
    import Dispatch
    import Foundation

    /// Darwin's `FileWatcher`: tells which watched files changed, from dispatch file-system
    /// sources (kqueue's `EVFILT_VNODE`), with the inotify watcher's interface and meaning.
    ///
    /// kqueue watches open files, not names, so each watched file's directory is watched too: a
    /// directory "write" (an entry added, removed or renamed) is how a save that renames a
    /// temporary file over the original, or deletes and writes the file again, is seen; the
    /// file's own source then follows the new file. kqueue has no "closed after writing" note
    /// (inotify's `IN_CLOSE_WRITE`), so a file counts as changed once its size, time and inode
    /// have stayed the same for `settleMilliseconds` after the last note: a reload never reads a
    /// half-written file. A deleted file is not a change (as under inotify); written again, it is.
    ///
    /// The sources run on a private serial queue; `descriptor` (a pipe) becomes readable when a
    /// change is waiting, so an event loop can `poll` it beside standard input.
    public final class DispatchFileWatcher {
        /// What the watcher is built on, for the message when it cannot start.
        public static let mechanism = "dispatch sources"
        /// How long a file must stay unchanged after a note before it counts as changed.
        public static let settleMilliseconds = 50

        /// The read end of the wake-up pipe: readable while a change is waiting.
        public let descriptor: Int32
        private let state: WatchState
        /// The files watched, as standardized absolute paths (the caller's thread only).
        private var watched = WatchedFiles()

        /// A watcher, or nil when the wake-up pipe cannot be made.
        public init?() {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            descriptor = ends[0]
            state = WatchState(wakeDescriptor: ends[1])
        }

        deinit {
            state.queue.sync { state.stop() }
            close(descriptor)
        }

        /// The files watched, as standardized absolute paths.
        public var watchedFiles: Set<String> { watched.paths }

        /// `path` as the watcher names it: absolute and standardized.
        public static func standardized(_ path: String) -> String {
            WatchedFiles.standardized(path)
        }

        /// Starts watching `path` (a file; it need not exist yet, its directory must).
        public func watch(_ path: String) {
            guard let (file, directory) = watched.insert(path) else { return }
            state.queue.sync { state.add(file: file, in: directory) }
        }

        /// The watched files that changed since the last call (empty when nothing did), in the
        /// order their change settled. Never blocks (beyond the watcher's own queue).
        public func changedFiles() -> [String] {
            var byte: UInt8 = 0
            while read(descriptor, &byte, 1) > 0 {}
            return state.queue.sync { state.takeChanged() }
        }
    }

    /// What a file looked like at one look: a change in any field is a change of the file.
    private struct FileSignature: Equatable {
        var device: Int64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var mode: UInt32

        /// The file at `path` now (a symbolic link itself, not its target); nil when absent.
        init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            device = Int64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
            mode = UInt32(info.st_mode)
        }
    }

    /// The watcher's sources and findings. Touched only on `queue` (serial), which is what makes
    /// the unchecked `Sendable` true: the public type reaches it with `queue.sync`.
    private final class WatchState: @unchecked Sendable {
        let queue = DispatchQueue(label: "moonchain.file-watcher")
        private let wakeDescriptor: Int32
        /// Directory → its source (an entry added, removed or renamed).
        private var directories: [String: any DispatchSourceFileSystemObject] = [:]
        /// Watched file → its directory.
        private var files: [String: String] = [:]
        /// Watched file → the source on the file it names now (absent while it does not exist).
        private var fileSources: [String: (source: any DispatchSourceFileSystemObject, inode: UInt64)] = [:]
        /// Watched file → how it looked when last settled (nil: absent).
        private var settled: [String: FileSignature?] = [:]
        /// Files with a settle check scheduled.
        private var settling: Set<String> = []
        /// Changed files not yet taken, in the order they settled.
        private var changed: [String] = []
        private var stopped = false

        init(wakeDescriptor: Int32) {
            self.wakeDescriptor = wakeDescriptor
        }

        func add(file path: String, in directory: String) {
            files[path] = directory
            settled[path] = FileSignature(path: path)
            follow(path)
            guard directories[directory] == nil else { return }
            guard
                let source = makeSource(
                    path: directory, events: [.write, .link, .rename, .delete],
                    onEvent: { state in
                        // Something in the directory changed: look at each watched file there.
                        for (file, folder) in state.files where folder == directory { state.noted(file) }
                    })
            else { return }
            directories[directory] = source
        }

        func takeChanged() -> [String] {
            defer { changed.removeAll() }
            return changed
        }

        func stop() {
            stopped = true
            for source in directories.values { source.cancel() }
            for entry in fileSources.values { entry.source.cancel() }
            directories.removeAll()
            fileSources.removeAll()
            close(wakeDescriptor)
        }

        /// Keeps a source on the file `path` names now: a new one after a rename over it or a
        /// delete and write, none while it is absent.
        private func follow(_ path: String) {
            let inode = FileSignature(path: path)?.inode
            if let current = fileSources[path], current.inode == inode { return }
            fileSources.removeValue(forKey: path)?.source.cancel()
            guard let inode,
                let source = makeSource(
                    path: path, events: [.write, .extend, .attrib, .link, .rename, .delete],
                    onEvent: { state in state.noted(path) })
            else { return }
            fileSources[path] = (source, inode)
        }

        /// A note about `path`: look again once it has stayed the same for the settle time.
        private func noted(_ path: String) {
            follow(path)
            guard settling.insert(path).inserted else { return }
            schedule(path, seen: FileSignature(path: path))
        }

        private func schedule(_ path: String, seen: FileSignature?) {
            queue.asyncAfter(deadline: .now() + .milliseconds(DispatchFileWatcher.settleMilliseconds)) { [weak self] in
                self?.settle(path, seen: seen)
            }
        }

        /// Reports `path` when it stopped changing and differs from how it last settled.
        private func settle(_ path: String, seen: FileSignature?) {
            guard !stopped else { return }
            let now = FileSignature(path: path)
            guard now == seen else {
                // Still being written: wait for the writer to finish.
                follow(path)
                schedule(path, seen: now)
                return
            }
            settling.remove(path)
            let before = settled[path] ?? nil
            settled[path] = now
            // Gone is not a change (inotify reports none either); written again, it is.
            guard now != nil, now != before, !changed.contains(path) else { return }
            changed.append(path)
            var byte: UInt8 = 1
            _ = write(wakeDescriptor, &byte, 1)
        }

        /// A started source on `path` (opened for notifications only), or nil when it cannot be
        /// opened; its descriptor closes when the source is cancelled.
        private func makeSource(
            path: String, events: DispatchSource.FileSystemEvent,
            onEvent: @escaping @Sendable (WatchState) -> Void
        ) -> (any DispatchSourceFileSystemObject)? {
            let fd = open(path, O_EVTONLY)
            guard fd >= 0 else { return nil }
            let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: events, queue: queue)
            source.setEventHandler { [weak self] in
                guard let self, !self.stopped else { return }
                onEvent(self)
            }
            source.setCancelHandler { close(fd) }
            source.resume()
            return source
        }
    }
#endif
