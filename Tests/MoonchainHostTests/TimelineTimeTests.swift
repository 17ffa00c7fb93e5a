import MoonchainFormats
import MoonchainHost
import ResponderKit
import Testing

/// Timeline times people can type (contract "Timelines"): `+DT` after the previous line,
/// never decreasing, and a file checked whole before anything runs.
@Suite("Contract: timeline times and whole-file checking")
struct TimelineTimeTests {
    static func times(_ text: String) -> [Double] {
        TimelineFile(text: text).lines.map(\.line.time)
    }

    @Test("+DT is DT seconds after the previous line; the first line counts from 0")
    func relativeTimes() {
        #expect(Self.times("+0.5 tick\n+0.25 tick\n2 tick\n+1 tick\n") == [0.5, 0.75, 2, 3])
        // Blank and comment lines have no time: +DT counts from the last line with a command.
        #expect(Self.times("1 tick\n\n# a comment\n+0.5 tick\n") == [1, 1.5])
        // +0 repeats the time: consecutive touch lines then form one event.
        #expect(Self.times("0.2 touch 1 began 0 0\n+0 touch 2 began 5 5\n") == [0.2, 0.2])
    }

    @Test("relative times add as the decimals written: 1.35 then +0.1 is 1.45, not 1.4500000000000002")
    func exactDecimalSums() {
        #expect(Self.times("1.35 tick\n+0.1 tick\n") == [1.35, 1.45])
        #expect(Self.times("+0.1 tick\n+0.2 tick\n") == [0.1, 0.3])
        var text = ""
        for _ in 0..<30 { text += "+0.1 tick\n" }
        let summed = Self.times(text)
        #expect(summed.last == 3)
        #expect(summed.map { formatPoints($0) }.allSatisfy { $0.count <= 3 }, "\(summed)")
    }

    @Test("a malformed +DT or an earlier absolute time is an error naming what was expected")
    func malformedTimes() throws {
        for word in ["+", "+-1", "++1", "+x", "+inf", "+nan", "-0.5", "inf", "soon"] {
            #expect(throws: TimelineError.self, "\(word)") {
                try TimelineParser.parse(Substring("\(word) tick"), number: 3)
            }
        }
        #expect {
            _ = try TimelineParser.parse("0.5 tick", number: 7, after: 1)
        } throws: { error in
            guard let error = error as? TimelineError else { return false }
            return error.line == 7 && error.message.contains("never decrease") && error.message.contains("0.5")
        }
        // The same time as the previous line is fine.
        #expect(try TimelineParser.parse("1 tick", number: 2, after: 1)?.time == 1)
    }

    @Test("a file with two malformed lines reports both with their numbers and keeps no line")
    func wholeFileErrors() {
        let file = TimelineFile(
            text: "0.1 touch 1 began 10 10\n0.1 touch 1 sideways 10 10\n\n0.05 tick\n+0.1 touch 1 ended 10 10\n")
        #expect(file.errors.map(\.line) == [2, 4])
        #expect(file.errors.first?.message.contains("sideways") == true)
        #expect(file.errors.last?.message.contains("never decrease") == true)
        // The lines that parsed are kept (a caller plays them only when there is no error);
        // line 5 counts from line 1, the last well-formed line.
        #expect(file.lines.map(\.line.number) == [1, 5])
        #expect(file.lines.last?.line.time == 0.2)
    }

    @Test("a file without a final newline, and with CRLF line ends, parses every line")
    func lineEnds() {
        #expect(Self.times("0 tick\r\n+1 tick\r\n+1 tick") == [0, 1, 2])
    }

    @Test("on a stream (standard input) a malformed line is skipped and +DT counts from the last line played")
    func streamSkipsAndContinues() throws {
        let h = try Harness(scene: scene(""))
        h.play(
            """
            1 lua print(now())
            +x lua print("never")
            0.5 lua print("never either")
            +0.5 lua print(now())
            """)
        #expect(h.player.sawMalformedLine)
        #expect(h.lines == ["1", "1.5"])
        #expect(h.allDiagnostics.contains("events.txt:2"), "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("events.txt:3"), "\(h.diagnostics)")
    }

    @Test("the trace's t is the shortest decimal of a relative time")
    func traceTimes() throws {
        let h = try Harness(scene: scene(""), trace: true)
        h.play("1.35 tick\n+0.1 lua x = 1\n")
        let records = try h.traceRecords().filter { $0["type"] as? String == "timeline" }
        #expect(records.map { $0["t"] as? Double } == [1.35, 1.45])
        let text = try String(contentsOfFile: h.tracePath!, encoding: .utf8)
        #expect(text.contains(#""t":1.45,"#), "\(text)")
    }
}
