#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor as they arrive (a file, a pipe, a terminal).
public final class LineSource {
    /// Where lines come from (0: standard input).
    public let descriptor: Int32
    private var buffer: [UInt8] = []
    public private(set) var isAtEnd = false
    /// The number of the last line returned (1-based).
    public private(set) var lineNumber = 0

    /// Lines from `descriptor`, which the caller keeps open.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Reads once (blocking until something arrives or end of input) and returns complete lines.
    public func readLines() -> [(number: Int, text: Substring)] {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return [] }
            isAtEnd = true
        } else if count == 0 {
            isAtEnd = true
        } else {
            buffer.append(contentsOf: chunk[0..<count])
        }
        var lines: [(Int, Substring)] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            lineNumber += 1
            lines.append((lineNumber, Substring(decoding: buffer[..<newline], as: UTF8.self)))
            buffer.removeSubrange(...newline)
        }
        if isAtEnd && !buffer.isEmpty {
            lineNumber += 1
            lines.append((lineNumber, Substring(decoding: buffer, as: UTF8.self)))
            buffer.removeAll()
        }
        return lines
    }
}
