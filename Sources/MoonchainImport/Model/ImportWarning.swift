/// Something the importer could not carry over exactly, with the dump line it concerns.
public struct ImportWarning: Sendable, Equatable, CustomStringConvertible {
    /// The dump line, when the warning is about one.
    public var line: Int?
    public var message: String

    public init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`, or the message alone.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}

/// Why nothing could be imported (the command's exit status 1).
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
