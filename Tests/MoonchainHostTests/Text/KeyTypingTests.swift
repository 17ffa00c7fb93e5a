import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// Typing into a real editing field with `key down/up` lines (K5, K7, X7): the field takes
/// the keys that edit text before commands, return ends editing the UIKit way.
struct KeyTypingTests {
    /// A controller offering plain S, Cmd-S, Down (with priority) and Up (without); its field
    /// "f" has the controller as delegate and a "Did End On Exit" action when `onExit`.
    private func editor(app: String = "", onExit: Bool = true, shouldReturn: String = "true") throws -> Harness {
        let actions = onExit ? #"actions = { editingDidEndOnExit = { "exit", target = "editor" } },"# : ""
        return try Harness(
            scene: """
                return app { \(app)
                  window { name = "w", behaviour = {
                      pressesBegan = function(self, presses) print("pressesBegan " .. presses[1].key) end,
                      pressesEnded = function(self, presses) print("pressesEnded " .. presses[1].key) end,
                    },
                    controller { name = "editor", behaviour = {
                        keyCommands = function(self)
                          return {
                            { input = "s", action = "quick" },
                            { input = "s", modifiers = { "cmd" }, action = "save" },
                            { input = "down", action = "down", wantsPriorityOverSystemBehavior = true },
                            { input = "up", action = "up" },
                          }
                        end,
                        quick = function(self) print("command quick") end,
                        save = function(self) print("command save") end,
                        down = function(self) print("command down") end,
                        up = function(self) print("command up") end,
                        exit = function(self, sender) print("editingDidEndOnExit " .. sender.name) end,
                        textFieldShouldChangeCharacters = function(self, f, r, s)
                          print(string.format("change %d,%d [%s]", r.location, r.length, s)) return true
                        end,
                        textFieldShouldReturn = function(self, f) print("shouldReturn") return \(shouldReturn) end,
                        textFieldShouldEndEditing = function(self, f) print("shouldEnd") return true end,
                        textFieldDidEndEditing = function(self, f) print("didEnd " .. f.text) end,
                      },
                      view { name = "root", frame = {0, 0, 390, 844},
                        textField { name = "f", frame = {20, 100, 300, 40}, delegate = "editor", \(actions) },
                      },
                    },
                  },
                }
                """)
    }

    /// Taps the field so that it edits.
    private func edit(_ h: Harness) {
        h.play("0 touch 1 began 50 120\n0.1 touch 1 ended 50 120")
        _ = h.takeLines()
    }

    @Test("K5 a plain key goes into the editing field before a matching command; no presses for it (K7)")
    func textBeforeCommands() throws {
        let h = try editor()
        edit(h)
        h.play("1 key down s\n1.1 key up s\n1.2 key down shift\n1.3 key down x shift\n1.4 key up x\n1.5 key up shift")
        // The Shift key alone edits nothing: it goes as presses (K6); the typed keys do not (K7).
        #expect(
            h.takeLines() == ["change 0,0 [s]", "pressesBegan ", "change 1,0 [X]", "pressesEnded "],
            "\(h.allDiagnostics)")
        h.lua("print(find('f').text, find('f').editing)", at: 2)
        #expect(h.takeLines() == ["sX\ttrue"])
    }

    @Test("K5 Cmd-S is not text: the command on the controller runs while the field keeps editing")
    func cmdSWhileEditing() throws {
        let h = try editor()
        edit(h)
        h.play("1 key down s cmd\n1.1 key up s")
        #expect(h.takeLines() == ["command save"])
        h.lua("print(find('f').text == '', find('f').editing)", at: 2)
        #expect(h.takeLines() == ["true\ttrue"])
    }

    @Test("K5 an arrow is the field's unless its command wants priority over system behaviour")
    func arrowsAndPriority() throws {
        let h = try editor()
        edit(h)
        h.play("1 key down up\n1.1 key up up\n1.2 key down down\n1.3 key up down")
        #expect(h.takeLines() == ["command down"])
    }

    @Test("K5 keyCommandsFirst = true restores the older order: the plain S command runs")
    func commandsFirst() throws {
        let h = try editor(app: "keyCommandsFirst = true,")
        edit(h)
        h.play("1 key down s\n1.1 key up s\n1.2 key down up\n1.3 key up up")
        #expect(h.takeLines() == ["command quick", "command up"])
        h.lua("print(find('f').text == '')", at: 2)
        #expect(h.takeLines() == ["true"])
    }

    @Test("K5 X7 delete asks for the UTF-16 range of the last character and removes it")
    func deleteKey() throws {
        let h = try editor()
        edit(h)
        h.play("1 text a👍\n1.1 key down delete\n1.2 key up delete")
        #expect(h.takeLines() == ["change 0,0 [a👍]", "change 1,2 []"])
        h.lua("print(find('f').text)", at: 2)
        #expect(h.takeLines() == ["a"])
    }

    @Test("X7 return asks textFieldShouldReturn; editingDidEndOnExit runs, then the field resigns (X4)")
    func returnEndsOnExit() throws {
        let h = try editor()
        edit(h)
        h.play("1 text hi\n1.1 key down return\n1.2 key up return")
        #expect(
            h.takeLines() == ["change 0,0 [hi]", "shouldReturn", "editingDidEndOnExit f", "shouldEnd", "didEnd hi"],
            "\(h.allDiagnostics)")
        h.lua("print(find('f').editing, find('f').text)", at: 2)
        #expect(h.takeLines() == ["false\thi"])
    }

    @Test("X7 return without editingDidEndOnExit actions keeps editing; shouldReturn false runs nothing")
    func returnKeepsEditing() throws {
        let plain = try editor(onExit: false)
        edit(plain)
        plain.play("1 key down return\n1.1 key up return")
        #expect(plain.takeLines() == ["shouldReturn"])
        plain.lua("print(find('f').editing)", at: 2)
        #expect(plain.takeLines() == ["true"])
        let refused = try editor(shouldReturn: "false")
        edit(refused)
        refused.play("1 key down return\n1.1 key up return")
        #expect(refused.takeLines() == ["shouldReturn"])
        refused.lua("print(find('f').editing)", at: 2)
        #expect(refused.takeLines() == ["true"])
    }

    @Test("K5 K6 once editing ends, a key goes as presses from the key window again")
    func afterEditing() throws {
        let h = try editor()
        edit(h)
        h.lua("find('f'):resignFirstResponder()", at: 1)
        _ = h.takeLines()
        // No first responder: the chain starts at the window, which the controller is not on.
        h.play("2 key down s\n2.1 key up s")
        #expect(h.takeLines() == ["pressesBegan s", "pressesEnded s"], "\(h.allDiagnostics)")
    }
}
