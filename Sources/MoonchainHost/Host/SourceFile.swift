#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files the host runs (scenes, behaviour modules) with plain `open`/`read`.
///
/// Foundation's `String(contentsOfFile:)` leaks about 4 KB each time it reads a file that an
/// editor has just truncated to zero length, so a host that reloads on every save kept
/// growing. This reads the bytes into an array and decodes them, leaking nothing.
package enum SourceFile {
    /// The file's text (bytes that are not UTF-8 become U+FFFD), or nil when it cannot be
    /// opened or read (missing, a directory, no permission).
    package static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        var bytes: [UInt8] = []
        if fstat(descriptor, &info) == 0, info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
