#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a host writes: scripts' `print` lines, and diagnostics for people.
/// The command writes to the process's standard output and error; tests capture them.
public protocol HostOutput: AnyObject {
    /// One line a script printed (without the newline).
    func printLine(_ line: String)
    /// One diagnostic (may span lines).
    func diagnostic(_ text: String)
    /// Called after each timeline line so a reader sees output as it happens.
    func flush()
}

/// A buffered writer to a file descriptor: one `write` per flush, not per line.
public final class DescriptorWriter {
    public let descriptor: Int32
    private var buffer: [UInt8] = []

    public init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(4096)
    }

    /// Opens (creating or truncating) `path` for writing; nil when it cannot.
    public convenience init?(path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return nil }
        self.init(descriptor: fd)
    }

    public func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    public func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    public func close() {
        flush()
        #if canImport(Glibc)
            if descriptor > 2 { _ = Glibc.close(descriptor) }
        #elseif canImport(Darwin)
            if descriptor > 2 { _ = Darwin.close(descriptor) }
        #endif
    }
}

/// Standard output for `print`, standard error for diagnostics, flushed per timeline line.
public final class StandardOutput: HostOutput {
    private let out = DescriptorWriter(descriptor: 1)
    private let err = DescriptorWriter(descriptor: 2)

    public init() {}

    public func printLine(_ line: String) {
        out.append(line)
        out.append("\n")
    }

    public func diagnostic(_ text: String) {
        // Keep the two streams in the order things happened for a reader of both.
        out.flush()
        err.append(text)
        if !text.hasSuffix("\n") { err.append("\n") }
        err.flush()
    }

    public func flush() {
        out.flush()
    }
}

/// Keeps everything in memory: for tests and for tools that post-process a run.
public final class CapturedOutput: HostOutput {
    public private(set) var lines: [String] = []
    public private(set) var diagnostics: [String] = []

    public init() {}

    public func printLine(_ line: String) { lines.append(line) }
    public func diagnostic(_ text: String) { diagnostics.append(text) }
    public func flush() {}
}
