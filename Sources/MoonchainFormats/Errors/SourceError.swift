/// Something in a source file that could not be used — a scene, a behaviour module or a
/// timeline line — with where it was written and what was expected there.
///
/// Scenes, behaviours and timelines share this one type, so a caller reads the place as
/// fields (`file`, `line`) instead of taking it apart from the text, and every message is
/// printed the same way: `file:line: message`.
public struct SourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file the problem is in; nil when no file is known (a timeline parsed from text).
    public var file: String?
    /// The 1-based line in `file`; nil when the problem is the file as a whole.
    public var line: Int?
    /// What is wrong and what was expected, without the place.
    public var message: String

    /// A problem at `file:line`, or in `file` as a whole when `line` is nil.
    public init(file: String?, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// A problem at `place`.
    package init(at place: FileLine, _ message: String) {
        self.init(file: place.file, line: place.line, message)
    }

    /// A problem whose message already says where it is, or that has no place (Lua's own
    /// messages, which Lua prefixes with `chunk:line:`, and their tracebacks).
    public init(_ message: String) {
        self.init(file: nil, line: nil, message)
    }

    /// A timeline line's problem, before the timeline's file is known.
    public init(line: Int, message: String) {
        self.init(file: nil, line: line, message)
    }

    /// The same problem placed in `file` when it has no file yet.
    public func inFile(_ file: String) -> SourceError {
        self.file == nil ? SourceError(file: file, line: line, message) : self
    }

    /// `file:line: message`, `file: message`, `line N: message` (a timeline line with no file
    /// yet) or the bare message: the text hosts print and tests compare.
    public var description: String {
        switch (file, line) {
        case (let file?, let line?): "\(file):\(line): \(message)"
        case (let file?, nil): "\(file): \(message)"
        case (nil, let line?): "line \(line): \(message)"
        case (nil, nil): message
        }
    }
}

/// A scene that could not be loaded (exit status 1).
public typealias SceneError = SourceError
/// A behaviour module or inline behaviour that could not be loaded.
public typealias BehaviourError = SourceError
/// A timeline line that does not follow the timeline format (exit status 2).
public typealias TimelineError = SourceError
