import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one folder the MCP server may read and write (`--root`). Every path a tool is given is
/// resolved here: relative paths from the root, `..` and symlinks followed to their real
/// target, and anything that ends up outside the root refused, with the size limits checked.
public struct RootDirectory: Sendable {
    /// A path refused, with the reason an agent is shown.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// The message.
        public var description: String
    }

    /// The root's real path (symlinks resolved), without a trailing slash.
    public let path: String
    /// The largest scene or timeline file read, in bytes.
    public static let maximumSceneBytes = 4 << 20
    /// The largest dump `import_dump` takes, in bytes.
    public static let maximumDumpBytes = 8 << 20

    /// The root at `path` (which must be an existing folder).
    public init(_ path: String) throws(Refusal) {
        guard let real = Self.realPath(path) else { throw Refusal(description: "--root \(path): no such folder") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else {
            throw Refusal(description: "--root \(path): not a folder")
        }
        self.path = real == "/" ? "" : real
    }

    /// The real path of an existing file named by `name` (relative to the root, or absolute),
    /// refused when it does not exist, is not a regular file, is larger than `maximumBytes`, or
    /// lies outside the root once `..` and symlinks are resolved.
    public func existingFile(_ name: String, maximumBytes: Int = maximumSceneBytes) throws(Refusal) -> String {
        let candidate = try lexicallyInside(name)
        guard let real = Self.realPath(candidate) else {
            throw Refusal(description: "\(name): no such file under the root")
        }
        try checkInside(real, asked: name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue else {
            throw Refusal(description: "\(name): a folder, not a file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: real)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw Refusal(description: "\(name): \(size) bytes, over the limit of \(maximumBytes) bytes")
        }
        return real
    }

    /// The real path of an existing file or folder under the root (for `test`'s paths).
    public func existingPath(_ name: String) throws(Refusal) -> String {
        guard let real = Self.realPath(try lexicallyInside(name)) else {
            throw Refusal(description: "\(name): no such file or folder under the root")
        }
        try checkInside(real, asked: name)
        return real
    }

    /// Where a new file named `name` may be written: its folder must exist under the root (real
    /// path), and an existing file there must not be a symlink.
    public func newFile(_ name: String) throws(Refusal) -> String {
        let url = URL(fileURLWithPath: try lexicallyInside(name))
        let file = url.lastPathComponent
        guard !file.isEmpty, file != "..", file != "." else { throw Refusal(description: "\(name): not a file name") }
        guard let folder = Self.realPath(url.deletingLastPathComponent().path) else {
            throw Refusal(description: "\(name): its folder does not exist under the root")
        }
        try checkInside(folder, asked: name, folder: true)
        let target = folder + "/" + file
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: target)) != nil {
            throw Refusal(description: "\(name): a symlink; the server does not write through links")
        }
        return target
    }

    /// `real` relative to the root (for answers), e.g. `imported/scene.lua`.
    public func relative(_ real: String) -> String {
        real.hasPrefix(path + "/") ? String(real.dropFirst(path.count + 1)) : real
    }

    private func absolute(_ name: String) -> String {
        name.hasPrefix("/") ? name : (path.isEmpty ? "" : path) + "/" + name
    }

    /// `name` made absolute, refused when its `..` already lead out of the root (before any
    /// file is looked at, so a path out is refused the same whether or not it exists).
    private func lexicallyInside(_ name: String) throws(Refusal) -> String {
        let standardized = URL(fileURLWithPath: absolute(name)).standardizedFileURL.path
        try checkInside(standardized, asked: name, folder: true)
        return standardized
    }

    private func checkInside(_ real: String, asked name: String, folder: Bool = false) throws(Refusal) {
        if path.isEmpty || real.hasPrefix(path + "/") || (folder && real == path) { return }
        throw Refusal(
            description:
                "\(name): outside the root \(path.isEmpty ? "/" : path) (paths, `..` and symlinks must stay inside --root)"
        )
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
