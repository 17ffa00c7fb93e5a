/// A recording cut into the events a user made, the steps of the time-travel scrubber.
///
/// One input can write several timeline lines: a touch event of two fingers is two `touch`
/// lines with the same time (the timeline joins them into one event), a shake is `motion
/// shake began` and `ended` at one time. Those lines are one step. Anything else (a press
/// phase, a Lua line, an action) is a step of its own, even at the same time as the line
/// before (a paused clock gives every input the same time). The page's scrubber groups the
/// lines by the same rule (Page/timetravel.js).
public struct TimelineEvents: Equatable, Sendable {
    /// For each event, the index just past its last line in the recording.
    public private(set) var ends: [Int] = []

    /// Cuts `lines` (a recording: every line starts with its time and its command).
    public init(_ lines: [String]) {
        var previous: (time: Substring, command: Substring)?
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ", maxSplits: 2)
            let time = words.first ?? ""
            let command = words.count > 1 ? words[1] : ""
            let joins =
                previous.map { $0.time == time && $0.command == command && (command == "touch" || command == "motion") }
                ?? false
            if joins, !ends.isEmpty {
                ends[ends.count - 1] = index + 1
            } else {
                ends.append(index + 1)
            }
            previous = (time, command)
        }
    }

    /// How many events there are.
    public var count: Int { ends.count }

    /// How many lines the first `events` events hold (0 for none; all of them past the end).
    public func lineCount(through events: Int) -> Int {
        guard events > 0 else { return 0 }
        return ends[min(events, ends.count) - 1]
    }

    /// The lines of event `index` (0-based) out of `lines`.
    public func lines(of index: Int, in lines: [String]) -> ArraySlice<String> {
        let start = index == 0 ? 0 : ends[index - 1]
        return lines[start..<ends[index]]
    }
}
