import Foundation

/// The repository root, found from this file's path (Tests/MoonchainTestSupport/TempDirectory.swift).
public let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}()

/// A fresh temporary directory per test, removed when the value goes away: the scenes,
/// behaviours and timelines a test writes live here.
public final class TempDirectory {
    public let path: String

    /// A new directory under the system's temporary directory, named `prefix` and a UUID
    /// (its first `idLength` characters: Lua cuts chunk names longer than 60 characters in
    /// `file:line`, so tests that read locations keep the path short).
    public init(prefix: String = "moonchain-tests-", idLength: Int = 36) {
        path = NSTemporaryDirectory() + prefix + UUID().uuidString.prefix(idLength)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A new directory holding `files` (name → text).
    public convenience init(prefix: String = "moonchain-tests-", files: [String: String]) {
        self.init(prefix: prefix)
        for (name, text) in files { write(name, text) }
    }

    deinit { remove() }

    /// The directory as a file URL.
    public var url: URL { URL(fileURLWithPath: path) }

    /// The path of `name` (relative to the directory).
    public func file(_ name: String) -> String { path + "/" + name }

    /// Removes the directory now (it is also removed when the value goes away); a test that
    /// defers this keeps the directory until its end.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (relative to the directory, subfolders created); returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        try! FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try! text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// The text of `name` (relative to the directory), or nil when it cannot be read.
    public func read(_ name: String) -> String? {
        try? String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }
}
