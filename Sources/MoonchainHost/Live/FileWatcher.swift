#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Tells which watched files changed, from the kernel's inotify notifications (no polling).
///
/// It watches the directories that hold the files, not the files: editors that save by
/// writing a temporary file and renaming it over the original, or that delete and write the
/// file again, replace the inode a file watch would follow.
public final class FileWatcher {
    public let descriptor: Int32
    private var directories: [Int32: String] = [:]
    private var watched: Set<String> = []

    /// A watcher, or nil when inotify is unavailable.
    public init?() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Starts watching `path` (an existing file).
    public func watch(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard watched.insert(url.path).inserted else { return }
        let directory = url.deletingLastPathComponent().path
        guard !directories.values.contains(directory) else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)
        let wd = inotify_add_watch(descriptor, directory, mask)
        if wd >= 0 { directories[wd] = directory }
    }

    /// The watched files that changed since the last call (empty when nothing did). Never blocks.
    public func changedFiles() -> [String] {
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let wd = buffer[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
                let length = Int(buffer[offset + 12..<offset + 16].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
                let nameBytes = buffer[offset + 16..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let directory = directories[wd], !name.isEmpty {
                    let path = directory + "/" + name
                    if watched.contains(path), !changed.contains(path) { changed.append(path) }
                }
                offset += 16 + length
            }
        }
        return changed
    }
}
