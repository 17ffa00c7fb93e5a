import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the running binary is, with symbolic links resolved: the `moonchain` command finds
/// the bundled `scripts/` and the studio's page beside it, wherever it was installed or built.
public enum ExecutablePath {
    /// The running executable's absolute path, or nil when the system does not say.
    public static var current: String? {
        #if canImport(Glibc)
            // Linux names the running binary in /proc, links already resolved by the kernel.
            return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #elseif canImport(Darwin)
            // macOS: dyld says the path the binary was started by; realpath resolves its links.
            var size: UInt32 = 0
            _ = _NSGetExecutablePath(nil, &size)
            var buffer = [CChar](repeating: 0, count: Int(size) + 1)
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            guard let resolved = realpath(buffer, nil) else {
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            defer { free(resolved) }
            return String(cString: resolved)
        #else
            return nil
        #endif
    }
}
