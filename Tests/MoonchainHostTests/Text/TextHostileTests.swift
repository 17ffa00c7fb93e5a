import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// The issue's hostile and edge cases for text input and keys, end to end: scenes, behaviours
/// and timelines through the host (X2–X7, K2, K6, K8; "Bad input for the v3 classes").
struct TextHostileTests {
    /// Two fields "a" and "b" whose delegate is the window; `extra` adds or overrides methods.
    private func form(_ extra: String = "", more: String = "") throws -> Harness {
        try Harness(
            scene: """
                local log = {
                  textFieldShouldBeginEditing = function(self, f) print(f.name .. " shouldBegin") return true end,
                  textFieldDidBeginEditing = function(self, f) print(f.name .. " didBegin") end,
                  textFieldShouldEndEditing = function(self, f) print(f.name .. " shouldEnd") return true end,
                  textFieldDidEndEditing = function(self, f) print(f.name .. " didEnd") end,
                  textFieldShouldChangeCharacters = function(self, f, r, s)
                    print(string.format("%s change %d,%d [%s]", f.name, r.location, r.length, s)) return true
                  end,
                  keyboardDidShow = function(self, frame) print("didShow") end,
                  keyboardDidHide = function(self, frame) print("didHide") end,
                  \(extra)
                }
                return app { window { name = "w", behaviour = log,
                  view { name = "box", frame = {0, 0, 390, 300},
                    textField { name = "a", frame = {20, 100, 300, 40}, delegate = "w" },
                  },
                  textField { name = "b", frame = {20, 400, 300, 40}, delegate = "w" },
                  \(more)
                } }
                """)
    }

    private func tapA(_ h: Harness) {
        h.play("0 touch 1 began 50 120\n0.1 touch 1 ended 50 120")
        _ = h.takeLines()
    }

    @Test("X5 a field removed while editing resigns the forced way (no shouldEnd); the keyboard hides")
    func removedWhileEditing() throws {
        let h = try form()
        tapA(h)
        h.lua("find('a'):removeFromSuperview(); print(find('a').editing, find('w'):endEditing(false))", at: 1)
        #expect(h.takeLines() == ["a didEnd", "didHide", "false\tfalse"], "\(h.allDiagnostics)")
    }

    @Test("X3 a delegate that refuses to end editing while another field is tapped keeps the first")
    func refusesToEnd() throws {
        let h = try form(
            #"textFieldShouldEndEditing = function(self, f) print(f.name .. " refuses") return false end,"#)
        tapA(h)
        h.play("1 touch 2 began 50 420\n1.1 touch 2 ended 50 420")
        #expect(h.takeLines() == ["b shouldBegin", "a refuses"])
        h.lua("print(find('a').editing, find('b').editing, find('a'):isFirstResponder())", at: 2)
        #expect(h.takeLines() == ["true\tfalse\ttrue"])
    }

    @Test("X2 a first responder that refuses to resign keeps it when a field is tapped")
    func firstResponderRefuses() throws {
        let h = try form(
            more: """
                view { name = "pad", frame = {0, 600, 390, 100}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end,
                  canResignFirstResponder = function(self) print("pad refuses") return false end } },
                """)
        h.lua("print(find('pad'):becomeFirstResponder())")
        h.play("1 touch 1 began 50 120\n1.1 touch 1 ended 50 120")
        #expect(h.takeLines() == ["true", "a shouldBegin", "pad refuses"], "\(h.allDiagnostics)")
        h.lua("print(find('a').editing, find('pad'):isFirstResponder())", at: 2)
        #expect(h.takeLines() == ["false\ttrue"])
    }

    @Test("X5 endEditing on a subtree that does not hold the first responder does nothing, returns false")
    func endEditingElsewhere() throws {
        let h = try form()
        h.play("0 touch 1 began 50 420\n0.1 touch 1 ended 50 420")
        _ = h.takeLines()
        h.lua("print(find('box'):endEditing(true), find('b').editing)", at: 1)
        #expect(h.takeLines() == ["false\ttrue"])
    }

    @Test("X7 UTF-16 ranges with emoji and combining marks: locations count UTF-16 units as UIKit")
    func utf16Ranges() throws {
        let h = try form()
        tapA(h)
        // 👍🏽 is 4 UTF-16 units, é written as e + U+0301 is 2, 🇫🇷 is 4.
        h.play("1 text 👍🏽\n1.1 text e\u{301}\n1.2 text 🇫🇷\n1.3 text z\n1.4 key down delete\n1.5 key up delete")
        #expect(
            h.takeLines() == [
                "a change 0,0 [👍🏽]", "a change 4,0 [e\u{301}]", "a change 6,0 [🇫🇷]", "a change 10,0 [z]",
                "a change 10,1 []",
            ])
        h.lua("print(find('a').text)", at: 2)
        #expect(h.takeLines() == ["👍🏽e\u{301}🇫🇷"])
    }

    @Test("X7 invalid UTF-8 in a text line becomes U+FFFD, one per invalid sequence; the host goes on")
    func invalidUTF8() throws {
        let h = try form()
        tapA(h)
        let bytes: [UInt8] = Array("1 text a".utf8) + [0xFF, 0x62, 0xC3] + Array("c".utf8)
        h.play(String(decoding: bytes, as: UTF8.self))
        h.lua("print(find('a').text)", at: 2)
        #expect(h.takeLines().last == "a\u{FFFD}b\u{FFFD}c")
    }

    @Test("K8 1,000 repeats in one hold: each runs the command; the key up stops it")
    func thousandRepeats() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", behaviour = {
                    keyCommands = function(self) return { { input = "down", action = "next" } } end,
                    next = function(self) self.count = (self.count or 0) + 1 end } } }
                """)
        // 1 + 1,000 repeats: the first after 0.5 s, then every 0.1 s.
        h.play("0 key down down\n100.45 key up down\n200 lua print(find('w').count)")
        #expect(h.takeLines() == ["1001"], "\(h.allDiagnostics)")
    }

    @Test("K6 a key up without a key down delivers nothing and the host goes on")
    func keyUpAlone() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", behaviour = {
                    pressesEnded = function(self, presses) print("ended") end } } }
                """)
        h.play("0 key up s\n0.1 key up cmd\n0.2 lua print('alive')")
        #expect(h.takeLines() == ["alive"])
    }

    @Test("X2 a text field's delegate reads and writes: a responder, a name, nil; a bad name is an error")
    func delegateField() throws {
        let h = try form()
        h.lua("local a = find('a'); print(a.delegate.name); a.delegate = nil; print(a.delegate)")
        #expect(h.takeLines() == ["w", "nil"])
        tapA(h)  // no delegate: nothing printed, the field edits all the same
        h.lua("local a = find('a'); a.delegate = 'w'; print(a.delegate.name, a.editing)", at: 1)
        #expect(h.takeLines() == ["w\ttrue"])
        h.lua("find('a').delegate = 'nobody'", at: 2)
        #expect(h.allDiagnostics.contains("nobody"), "\(h.allDiagnostics)")
        h.lua("print(find('a').delegate.name)", at: 3)
        #expect(h.takeLines() == ["w"])
    }

    @Test("X6 find('keyboard') is the keyboard window while it shows, nil while it is hidden")
    func findKeyboard() throws {
        let h = try form()
        h.lua("print(find('keyboard'))")
        #expect(h.takeLines() == ["nil"])
        tapA(h)
        h.lua(
            "local k = find('keyboard'); print(k.name, k.kind, k.frame.height, k.frame.y + k.frame.height == find('w').frame.height)",
            at: 1)
        #expect(h.takeLines() == ["keyboard\twindow\t336\ttrue"], "\(h.allDiagnostics)")
        h.lua("find('w'):endEditing(true); print(find('keyboard'))", at: 2)
        #expect(h.takeLines() == ["a didEnd", "didHide", "nil"], "\(h.allDiagnostics)")
    }

    @Test("X6 NaN in a keyboard frame written from Lua is an error with file:line; the keyboard keeps its frame")
    func keyboardFrameNaN() throws {
        let h = try form()
        tapA(h)
        h.lua("local k = find('keyboard'); print(k.frame.height); k.frame = rect(0, 0/0, 390, 336)", at: 1)
        h.lua("print(find('keyboard').frame.height, find('a').editing)", at: 2)
        #expect(h.takeLines() == ["336", "336\ttrue"], "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("frame must be a rect of finite numbers"), "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("events.txt:"), "\(h.allDiagnostics)")
    }
}
