import ResponderKit

/// Parses timeline lines: `TIME COMMAND ARGS...`, `#` comments, blank lines skipped.
public enum TimelineParser {
    /// The line's command, nil for a blank or comment line, or an error saying what was expected.
    /// `previousTime` is the time of the line before (0 for the first): a `+DT` time counts
    /// from it, and a time before it is an error (times never decrease).
    public static func parse(_ text: Substring, number: Int, after previousTime: Double = 0) throws(TimelineError)
        -> TimelineLine?
    {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            return nil
        }
        var rest = trimmed
        let time = try TimelineTime.resolve(nextWord(&rest), after: previousTime, line: number)
        let command = nextWord(&rest)
        if command == "text" {
            // X7: the rest of the line after the one space following `text`, verbatim (no
            // comment, trailing spaces kept); only a CRLF file's line end is not part of it.
            var typed = rest
            if typed.first == " " { typed = typed.dropFirst() }
            if typed.last == "\r" { typed = typed.dropLast() }
            return TimelineLine(time: time, command: .text(String(typed)), number: number)
        }
        if command == "lua" {
            let code = rest.drop { $0 == " " || $0 == "\t" }
            guard !code.isEmpty else { throw TimelineError(line: number, message: "expected Lua code after 'lua'") }
            return TimelineLine(time: time, command: .lua(String(code)), number: number)
        }
        // Outside Lua code, `#` after a space starts a trailing comment.
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var words: [Substring] = []
        while true {
            let word = nextWord(&rest)
            if word.isEmpty { break }
            words.append(word)
        }
        return TimelineLine(
            time: time, command: try parseCommand(String(command), words, number: number), number: number)
    }

    private static func parseCommand(_ command: String, _ words: [Substring], number: Int) throws(TimelineError)
        -> TimelineCommand
    {
        func fail(_ message: String) -> TimelineError { TimelineError(line: number, message: message) }
        switch command {
        case "touch":
            if words.count >= 2 && words[1] == "update" { return try TouchFieldParser.update(words, line: number) }
            let usage = "expected 'touch ID PHASE X Y [key=value...]' (PHASE: began|moved|stationary|ended|cancelled)"
            guard words.count >= 4 else { throw fail("\(usage), got \(words.count) argument(s)") }
            guard let id = Int(words[0]) else { throw fail("\(usage): ID must be a whole number, got '\(words[0])'") }
            guard let phase = TouchPhase(rawValue: String(words[1])) else {
                throw fail("\(usage): unknown phase '\(words[1])'")
            }
            guard let x = Double(words[2]), let y = Double(words[3]), x.isFinite, y.isFinite else {
                throw fail("\(usage): X and Y must be numbers, got '\(words[2])' '\(words[3])'")
            }
            let attributes = try TouchFieldParser.fields(words.dropFirst(4), phase: phase, line: number)
            return .touch(id: id, phase: phase, location: Point(x: x, y: y), attributes: attributes)
        case "motion":
            let usage = "expected 'motion shake began|ended|cancelled'"
            guard words.count == 2, words[0] == "shake" else { throw fail(usage) }
            guard let phase = MotionPhase(rawValue: String(words[1])) else {
                throw fail("\(usage): unknown phase '\(words[1])'")
            }
            return .motion(phase)
        case "remote":
            let usage =
                "expected 'remote SUBTYPE' (play|pause|stop|togglePlayPause|nextTrack|previousTrack|beginSeekingBackward|endSeekingBackward|beginSeekingForward|endSeekingForward)"
            guard words.count == 1 else { throw fail(usage) }
            guard let subtype = EventSubtype(remoteCommand: String(words[0])) else {
                throw fail("\(usage): unknown subtype '\(words[0])'")
            }
            return .remote(subtype)
        case "press":
            let usage =
                "expected 'press TYPE PHASE [CHARS]' (TYPE: \(PressType.allCases.map(\.rawValue).joined(separator: "|")); PHASE: began|changed|ended|cancelled)"
            guard words.count == 2 || words.count == 3 else { throw fail(usage) }
            guard let type = PressType(rawValue: String(words[0])) else {
                throw fail("\(usage): unknown type '\(words[0])'")
            }
            guard let phase = PressPhase(rawValue: String(words[1])) else {
                throw fail("\(usage): unknown phase '\(words[1])'")
            }
            return .press(
                type: type, phase: phase, characters: words.count == 3 ? PressCharacters.decode(words[2]) : "")
        case "action":
            guard words.count == 1 else { throw fail("expected 'action NAME'") }
            return .action(String(words[0]))
        case "reload":
            guard words.count <= 1 else { throw fail("expected 'reload' or 'reload BEHAVIOUR'") }
            return .reload(words.first.map(String.init))
        case "statusbar":
            guard words.count == 1, words[0] == "tap" else { throw fail("expected 'statusbar tap'") }
            return .statusBarTap
        case "tick":
            guard words.isEmpty else { throw fail("expected nothing after 'tick'") }
            return .tick
        // Hardware keyboard (rule K1).
        case "key":
            return try KeyLineParser.parse(words, line: number)
        case "":
            throw fail(
                "expected a command after the time (touch, motion, remote, press, key, action, lua, reload, statusbar, tick)"
            )
        default:
            throw fail(
                "unknown command '\(command)' (expected touch, motion, remote, press, key, action, lua, reload, statusbar or tick)"
            )
        }
    }

    private static func nextWord(_ text: inout Substring) -> Substring {
        text = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        let end = text.firstIndex { $0 == " " || $0 == "\t" || $0 == "\r" } ?? text.endIndex
        let word = text[..<end]
        text = text[end...]
        return word
    }
}
