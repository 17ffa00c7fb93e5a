import MoonchainFormats
import MoonchainHost
import ResponderKit
import Testing

/// A `press` line's CHARS: a space, `#` and other characters a line cannot hold are written
/// `\xHH`, so every printable key can be recorded and replayed.
@Suite("Contract: press characters")
struct PressCharactersTests {
    @Test("\\x20 and \\x23 are the space bar and the # key; other backslashes stay as written")
    func decodes() throws {
        func chars(_ line: String) throws -> String? {
            guard case .press(_, _, let characters)? = try TimelineParser.parse(Substring(line), number: 1)?.command
            else { return nil }
            return characters
        }
        #expect(try chars(#"0 press key began \x20"#) == " ")
        #expect(try chars(#"0 press key began \x23"#) == "#")
        #expect(try chars(#"0 press key began a\x5cb"#) == #"a\b"#)
        #expect(try chars(#"0 press key began \n"#) == #"\n"#)
        #expect(try chars(#"0 press key began \x2"#) == #"\x2"#)
        #expect(try chars(#"0 press key began \xzz"#) == #"\xzz"#)
        #expect(try chars("0 press key began é") == "é")
    }

    @Test(
        "every character a key can type survives encoding into a line and parsing back",
        arguments: [" ", "#", "\\", "\t", "a", "Z", "~", "é", "日", "a b#c\\d", "\u{7f}"])
    func roundTrip(characters: String) throws {
        let word = PressCharacters.encode(characters)
        #expect(!word.contains(" ") && !word.contains("#") && !word.contains("\t"))
        let line = try TimelineParser.parse(Substring("1 press key began \(word) # a comment"), number: 1)
        #expect(line?.command == .press(type: .key, phase: .began, characters: characters))
    }

    @Test("a space-bar press reaches the key window's pressesBegan with its characters")
    func reachesBehaviour() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", behaviour = {
                    pressesBegan = function(self, presses, event)
                      for _, p in ipairs(presses) do print("[" .. p.key .. "]") end
                    end } },
                }
                """)
        h.play("0 press key began \\x20\n0.1 press key began \\x23")
        #expect(h.lines == ["[ ]", "[#]"])
    }
}
