#if canImport(Glibc)
    import Glibc
    import Foundation

    /// Linux's `FileWatcher`: tells which watched files changed, from the kernel's inotify
    /// notifications (no polling).
    ///
    /// It watches the directories that hold the files, not the files: editors that save by
    /// writing a temporary file and renaming it over the original, or that delete and write the
    /// file again, replace the inode a file watch would follow.
    ///
    /// A file counts as changed when a writer closes it (`IN_CLOSE_WRITE`: written in place, or
    /// deleted and written again) or a file is renamed onto its name (`IN_MOVED_TO`: an editor's
    /// save through a temporary file). Creating the name or each `write` are not enough: the file
    /// may still be empty or half written then, and loading it would report a spurious error.
    /// A symbolic link created under the name counts (there is no write to close).
    public final class InotifyFileWatcher {
        /// What the watcher is built on, for the message when it cannot start.
        public static let mechanism = "inotify"

        /// The inotify descriptor: readable (for `poll`) when a notification is waiting.
        public let descriptor: Int32
        private var directories: [Int32: String] = [:]
        private var watched = WatchedFiles()

        /// A watcher, or nil when inotify is unavailable.
        public init?() {
            let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { return nil }
            descriptor = fd
        }

        deinit { close(descriptor) }

        /// The files watched, as standardized absolute paths.
        public var watchedFiles: Set<String> { watched.paths }

        /// `path` as the watcher names it: absolute and standardized.
        public static func standardized(_ path: String) -> String {
            WatchedFiles.standardized(path)
        }

        /// Starts watching `path` (a file; it need not exist yet, its directory must).
        public func watch(_ path: String) {
            guard let (_, directory) = watched.insert(path) else { return }
            guard !directories.values.contains(directory) else { return }
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
            let wd = inotify_add_watch(descriptor, directory, mask)
            if wd >= 0 { directories[wd] = directory }
        }

        /// The watched files that changed since the last call (empty when nothing did), in the
        /// order their first change arrived. Never blocks.
        public func changedFiles() -> [String] {
            var changed: [String] = []
            func note(_ path: String) {
                if watched.contains(path), !changed.contains(path) { changed.append(path) }
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 14)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
                while offset + 16 <= count {
                    let wd = buffer[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
                    let mask = buffer[offset + 4..<offset + 8].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                    let length = Int(
                        buffer[offset + 12..<offset + 16].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
                    let nameBytes = buffer[offset + 16..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        // Events were lost: any file may have changed (callers compare contents).
                        for path in watched.paths.sorted() { note(path) }
                        continue
                    }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    guard let directory = directories[wd], !name.isEmpty else { continue }
                    let path = directory == "/" ? "/" + name : directory + "/" + name
                    if mask & UInt32(IN_CREATE) != 0 && mask & UInt32(IN_ISDIR) == 0 {
                        // A plain file just created is empty or being written: wait for its close.
                        var info = stat()
                        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { continue }
                    }
                    note(path)
                }
            }
            return changed
        }
    }
#endif
