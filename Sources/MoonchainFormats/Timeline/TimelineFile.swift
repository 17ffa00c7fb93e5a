import Foundation

/// A timeline read whole before anything runs (`--events FILE`): its lines, or every
/// malformed line's error. A run plays it only when `errors` is empty, so a mistake on the
/// last line never leaves a half-played timeline behind.
public struct TimelineFile {
    /// The lines with a command, in order, each with its text (for the trace).
    public private(set) var lines: [(line: TimelineLine, text: Substring)] = []
    /// Every malformed line, in order, placed in `file` when one is given.
    public private(set) var errors: [TimelineError] = []

    /// Parses `text` line by line. A `+DT` time counts from the previous well-formed line
    /// (a malformed line has no time to count from). `file` names the text in errors.
    public init(text: String, file: String? = nil) {
        var previous = 0.0
        // Split on the bytes: as Characters, "\r\n" is one, and a search for "\n" misses it.
        let texts = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, bytes) in texts.enumerated() {
            let number = index + 1
            let lineText = Substring(String(decoding: bytes, as: UTF8.self))
            do {
                guard let line = try TimelineParser.parse(lineText, number: number, after: previous) else { continue }
                previous = line.time
                lines.append((line, lineText))
            } catch {
                errors.append(file.map(error.inFile) ?? error)
            }
        }
    }
}

extension TimelineFile {
    /// The timeline in the file at `path`, read whole (a pipe too); nil when it cannot be read.
    public init?(contentsOf path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let data: Data?
        do { data = try handle.readToEnd() } catch { return nil }
        self.init(text: String(decoding: data ?? Data(), as: UTF8.self), file: path)
    }
}
