/// Where something was written: a file and a 1-based line in it (the line a scene
/// constructor was called on, for example).
public struct FileLine: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// The line; nil when only the file is known.
    public var line: Int?

    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }

    /// `file:line`, or `file` when the line is not known.
    public var description: String { line.map { "\(file):\($0)" } ?? file }
}
