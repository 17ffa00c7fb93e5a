import MoonchainFormats
import MoonchainHost
import ResponderKit
import Testing

/// The timeline format (contract "Timelines"): every command, comments, and malformed lines.
@Suite("Contract: timelines")
struct TimelineParserTests {
    static func parse(_ text: String, number: Int = 1) throws -> TimelineLine? {
        try TimelineParser.parse(Substring(text), number: number)
    }

    @Test("each command parses to what it says")
    func everyCommand() throws {
        #expect(
            try Self.parse("0.25 touch 3 began 20 30.5")?.command
                == .touch(id: 3, phase: .began, location: Point(x: 20, y: 30.5)))
        for phase in ["began", "moved", "stationary", "ended", "cancelled"] {
            #expect(
                try Self.parse("1 touch 1 \(phase) 0 0")?.command
                    == .touch(id: 1, phase: TouchPhase(rawValue: phase)!, location: Point(x: 0, y: 0)))
        }
        #expect(try Self.parse("0.3 motion shake began")?.command == .motion(.began))
        #expect(try Self.parse("0.3 motion shake ended")?.command == .motion(.ended))
        #expect(try Self.parse("0.3 motion shake cancelled")?.command == .motion(.cancelled))
        let remotes: [(String, EventSubtype)] = [
            ("play", .remoteControlPlay), ("pause", .remoteControlPause), ("stop", .remoteControlStop),
            ("togglePlayPause", .remoteControlTogglePlayPause), ("nextTrack", .remoteControlNextTrack),
            ("previousTrack", .remoteControlPreviousTrack),
            ("beginSeekingBackward", .remoteControlBeginSeekingBackward),
            ("endSeekingBackward", .remoteControlEndSeekingBackward),
            ("beginSeekingForward", .remoteControlBeginSeekingForward),
            ("endSeekingForward", .remoteControlEndSeekingForward),
        ]
        for (word, subtype) in remotes {
            #expect(try Self.parse("0.4 remote \(word)")?.command == .remote(subtype), "remote \(word)")
        }
        #expect(try Self.parse("0.5 press key began a")?.command == .press(type: .key, phase: .began, characters: "a"))
        #expect(
            try Self.parse("0.5 press select ended")?.command == .press(type: .select, phase: .ended, characters: ""))
        for type in ["upArrow", "downArrow", "leftArrow", "rightArrow", "select", "menu", "playPause", "key"] {
            for phase in ["began", "changed", "ended", "cancelled"] {
                #expect(
                    try Self.parse("1 press \(type) \(phase)")?.command
                        == .press(type: PressType(rawValue: type)!, phase: PressPhase(rawValue: phase)!, characters: "")
                )
            }
        }
        #expect(try Self.parse("0.6 action copy")?.command == .action("copy"))
        #expect(
            try Self.parse(#"0.7 lua print(find("card").frame) # not a comment in Lua"#)?.command
                == .lua(#"print(find("card").frame) # not a comment in Lua"#))
        #expect(try Self.parse("0.8 reload")?.command == .reload(nil))
        #expect(try Self.parse("0.8 reload chip")?.command == .reload("chip"))
        #expect(try Self.parse("1.2 tick")?.command == .tick)
    }

    @Test("the time and line number are kept")
    func timeAndNumber() throws {
        let line = try #require(try Self.parse("2.5 tick", number: 17))
        #expect(line.time == 2.5)
        #expect(line.number == 17)
    }

    @Test("comments, trailing comments and blank lines")
    func comments() throws {
        #expect(try Self.parse("") == nil)
        #expect(try Self.parse("   \t ") == nil)
        #expect(try Self.parse("# a comment") == nil)
        #expect(try Self.parse("   # indented comment") == nil)
        #expect(
            try Self.parse("0.00 touch 1 began 20 20        # screen points")?.command
                == .touch(id: 1, phase: .began, location: Point(x: 20, y: 20)))
        #expect(try Self.parse("0.1 action copy # app:sendAction")?.command == .action("copy"))
    }

    static let malformed: [String] = [
        "soon touch 1 began 0 0",  // bad time
        "-1 tick",  // negative time
        "0.5",  // no command
        "0.5 tap 1 began 0 0",  // unknown command
        "0.5 touch 1 began 0",  // arity
        "0.5 touch 1 began 0 0 0",  // arity
        "0.5 touch one began 0 0",  // id not a number
        "0.5 touch 1 pressed 0 0",  // unknown phase
        "0.5 touch 1 began x 0",  // coordinate not a number
        "0.5 motion shake",  // arity
        "0.5 motion wobble began",  // not shake
        "0.5 motion shake paused",  // unknown phase
        "0.5 remote",  // arity
        "0.5 remote rewind",  // unknown subtype
        "0.5 remote play now",  // arity
        "0.5 press key",  // arity
        "0.5 press trackpad began",  // unknown type
        "0.5 press key held",  // unknown phase
        "0.5 press key began a b",  // arity
        "0.5 action",  // arity
        "0.5 action copy paste",  // arity
        "0.5 lua",  // no code
        "0.5 reload a b",  // arity
        "0.5 tick now",  // arity
    ]

    @Test("malformed lines throw an error carrying their line number", arguments: malformed)
    func malformedLine(_ text: String) {
        #expect {
            _ = try TimelineParser.parse(Substring(text), number: 42)
        } throws: { error in
            guard let error = error as? TimelineError else { return false }
            return error.line == 42 && !error.message.isEmpty && String(describing: error).contains("42")
        }
    }

    @Test("a malformed line played is reported with file:line and flagged; the run goes on")
    func malformedPlayed() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = { touchesBegan = function(self, t, e) print("touch") end } },
                """))
        h.play(
            """
            # comment
            0 lua print("one")
            0.1 bogus line
            0.2 touch 1 began 10 10
            """)
        #expect(h.player.sawMalformedLine)
        #expect(h.lines == ["one", "touch"])
        #expect(h.allDiagnostics.contains("events.txt:3"), "\(h.diagnostics)")
    }

    @Test("a decreasing time is a malformed line naming its number; the line is skipped")
    func decreasingTime() throws {
        let h = try Harness(scene: scene(""))
        h.play(
            """
            1.0 lua print("first")
            0.5 lua print("back in time")
            1.0 lua print("same time is fine")
            """)
        #expect(h.player.sawMalformedLine)
        #expect(h.lines == ["first", "same time is fine"])
        #expect(h.allDiagnostics.contains("events.txt:2"), "\(h.diagnostics)")
    }

    @Test("a well-formed timeline is not flagged")
    func wellFormed() throws {
        let h = try Harness(scene: scene(""))
        h.play("0 tick\n\n# c\n0.5 lua x = 1\n0.5 action nothing\n1 remote play")
        #expect(!h.player.sawMalformedLine)
    }

    @Test("touch lines with the same time form one event; a line with another time closes it (T2)")
    func sameTimeIsOneEvent() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, multipleTouchEnabled = true, behaviour = {
                  touchesBegan = function(self, t, e) print("began " .. #t) end,
                  touchesEnded = function(self, t, e) print("ended " .. #t) end } },
                """))
        h.play(
            """
            0 touch 1 began 10 10
            0 touch 2 began 20 20
            0.5 touch 1 ended 10 10
            0.6 touch 2 ended 20 20
            """)
        #expect(h.lines == ["began 2", "ended 1", "ended 1"])
    }

    @Test("impossible touch lines (moving a finger that is not down, a second began) are warned about and ignored")
    func impossibleTouches() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  touchesBegan = function(self, t, e) print("began") end,
                  touchesMoved = function(self, t, e) print("moved") end } },
                """))
        h.play(
            """
            0 touch 5 moved 10 10
            1 touch 1 began 10 10
            2 touch 1 began 10 10
            """)
        #expect(h.lines == ["began"])
        #expect(h.allDiagnostics.contains("events.txt:1"))
        #expect(h.allDiagnostics.contains("events.txt:3"))
        #expect(!h.player.sawMalformedLine)
    }

    @Test("timers due before a line fire first, with now() at their due time")
    func clockAdvances() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, gestures = { longPress { name = "lp", action = "held" } }, behaviour = {
                  held = function(self, g) print(string.format("%s %g", g.state, now())) end } },
                """))
        h.play("0 touch 1 began 10 10\n2 lua print(string.format('line %g', now()))")
        #expect(h.lines.first == "began 0.5")
        #expect(h.lines.last == "line 2")
    }
}
