import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// Text fields and the keyboard end to end: scene, behaviours, timeline (X2–X7).
struct TextFieldSceneTests {
    /// A form whose window behaviour is both fields' delegate and logs what it hears.
    private func form(_ extra: String = "") throws -> Harness {
        try Harness(
            scene: """
                local log = {
                  textFieldShouldBeginEditing = function(self, f) print(f.name .. " shouldBegin") return true end,
                  textFieldDidBeginEditing = function(self, f) print(f.name .. " didBegin") end,
                  textFieldShouldEndEditing = function(self, f) print(f.name .. " shouldEnd") return true end,
                  textFieldDidEndEditing = function(self, f) print(f.name .. " didEnd " .. f.text) end,
                  textFieldShouldChangeCharacters = function(self, f, r, s)
                    print(string.format("%s change %d,%d [%s]", f.name, r.location, r.length, s)) return true
                  end,
                  keyboardWillShow = function(self, frame) print("willShow " .. frame.y .. " " .. frame.height) end,
                  keyboardDidHide = function(self, frame) print("didHide") end,
                  \(extra)
                }
                return app { window { name = "w", behaviour = log,
                  textField { name = "a", frame = {20, 100, 300, 40}, delegate = "w", placeholder = "A" },
                  textField { name = "b", frame = {20, 200, 300, 40}, delegate = "w", text = "start" },
                } }
                """)
    }

    @Test("X2 X6 a tap begins editing through the delegate; the keyboard shows with its frame")
    func tapBegins() throws {
        let h = try form()
        h.play("0 touch 1 began 50 120\n0.1 touch 1 ended 50 120")
        #expect(h.takeLines() == ["a shouldBegin", "a didBegin", "willShow 508 336"])
        h.lua("print(find('a').editing, find('a').placeholder, find('b').text)", at: 1)
        #expect(h.takeLines() == ["true\tA\tstart"])
    }

    @Test("X3 X5 moving to another field keeps the keyboard; endEditing(true) hides it")
    func moveAndEnd() throws {
        let h = try form()
        h.play("0 touch 1 began 50 120\n0.1 touch 1 ended 50 120\n0.2 touch 2 began 50 220\n0.3 touch 2 ended 50 220")
        _ = h.takeLines()
        h.lua("print(find('w'):endEditing(true))", at: 1)
        #expect(h.takeLines() == ["b didEnd start", "didHide", "true"])
    }

    @Test("X7 the text line: the rest of the line verbatim, UTF-16 ranges, invalid UTF-8 as U+FFFD")
    func textLine() throws {
        let h = try form()
        h.play("0 touch 1 began 50 120\n0.1 touch 1 ended 50 120\n0.2 text 👍 # kept  \n0.3 text\n0.4 text x")
        #expect(h.takeLines().suffix(2) == ["a change 0,0 [👍 # kept  ]", "a change 11,0 [x]"])
        h.lua("print(find('a').text)", at: 1)
        #expect(h.takeLines() == ["👍 # kept  x"])
    }

    @Test("X7 a 1 MB text line is typed in one change")
    func bigLine() throws {
        let h = try form()
        h.play("0 touch 1 began 50 120\n0.1 touch 1 ended 50 120")
        _ = h.takeLines()
        h.play("0.2 text " + String(repeating: "y", count: 1_000_000))
        #expect(h.takeLines() == ["a change 0,0 [" + String(repeating: "y", count: 1_000_000) + "]"])
    }

    @Test("X7 writing text from Lua asks no delegate")
    func writeText() throws {
        let h = try form()
        h.lua("find('a').text = 'set'; print(find('a').text)")
        #expect(h.takeLines() == ["set"])
    }

    @Test("X4 a delegate answer that is not a boolean, or an error, is the default (true)")
    func badAnswers() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", behaviour = {
                    textFieldShouldBeginEditing = function(self, f) return "yes" end,
                    textFieldShouldEndEditing = function(self, f) error("boom") end,
                  },
                  textField { name = "a", frame = {20, 100, 300, 40}, delegate = "w" },
                } }
                """)
        h.lua("print(find('a'):becomeFirstResponder(), find('a'):resignFirstResponder(), find('a').editing)")
        #expect(h.takeLines() == ["true\ttrue\tfalse"])
        #expect(h.allDiagnostics.contains("textFieldShouldBeginEditing"))
        #expect(h.allDiagnostics.contains("boom"))
    }

    @Test("X1 a scene naming the retired text_field behaviour is told textField { ... } replaced it")
    func retiredTextFieldBehaviour() throws {
        let failure = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    view { name = "field", frame = {20, 100, 350, 44}, behaviour = "text_field" },
                    """)))
        #expect(
            failure.message.contains(
                "view 'field': behaviour 'text_field' is no longer bundled: the textField { ... } class replaced it; "),
            "\(failure.message)")
        #expect(failure.message.contains(#"to textField { name = "field", ..., text = "hi" }"#))
    }
}
