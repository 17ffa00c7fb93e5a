import Foundation

/// The files a `FileWatcher` was asked to watch, named the same way by every platform's
/// watcher: absolute and standardized, so a path given as `./scene.lua` and the path a change
/// is reported under compare equal.
struct WatchedFiles {
    /// The files, as standardized absolute paths.
    private(set) var paths: Set<String> = []

    /// `path` as a watcher names it: absolute and standardized.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Adds `path`; returns its standardized name and the directory that holds it, or nil when
    /// it was already watched.
    mutating func insert(_ path: String) -> (file: String, directory: String)? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard paths.insert(url.path).inserted else { return nil }
        return (url.path, url.deletingLastPathComponent().path)
    }

    func contains(_ path: String) -> Bool { paths.contains(path) }
}
