import MoonchainHost
import Testing

/// A window is a view (contract "Scene files": `window {}` takes every view field), and a window
/// can be made key at run time (`makeKeyWindow`, `makeKeyAndVisible`).
@Suite("Contract: windows are views, and the key window moves")
struct WindowsAreViewsTests {
    /// A window "back" (level 0) and a window "front" (level 1, `frontFields` added), each
    /// covering the screen with one view that prints the touches it gets.
    static func twoWindows(front frontFields: String) -> String {
        """
        local log = { touchesBegan = function(self, t, e) print("touch " .. self.name) end }
        return app {
          window { name = "back", view { name = "backView", frame = {0, 0, 390, 844}, behaviour = log } },
          window { name = "front", level = 1, \(frontFields)
            view { name = "frontView", frame = {0, 0, 390, 844}, behaviour = log } },
        }
        """
    }

    @Test(
        "H1/H7 a hidden window, one with userInteractionEnabled = false, one with alpha 0.01 take no touches: the window behind gets them",
        arguments: ["hidden = true,", "userInteractionEnabled = false,", "alpha = 0.01,"])
    func skippedWindow(_ field: String) throws {
        let h = try Harness(scene: Self.twoWindows(front: field))
        h.play("0 touch 1 began 50 50\n0.1 touch 1 ended 50 50")
        #expect(h.lines == ["touch backView"])
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test("H1/H7 a visible front window takes the touch (the same scene without the field)")
    func visibleWindow() throws {
        let h = try Harness(scene: Self.twoWindows(front: "alpha = 0.5,"))
        h.play("0 touch 1 began 50 50\n0.1 touch 1 ended 50 50")
        #expect(h.lines == ["touch frontView"])
    }

    @Test("H1/H7 a window hidden at run time stops taking touches; shown again, it takes them")
    func hiddenAtRunTime() throws {
        let h = try Harness(scene: Self.twoWindows(front: ""))
        h.play(
            """
            0 lua find("front").hidden = true
            0.1 touch 1 began 50 50
            0.2 touch 1 ended 50 50
            0.3 lua find("front").hidden = false
            0.4 touch 2 began 50 50
            0.5 touch 2 ended 50 50
            """)
        #expect(h.lines == ["touch backView", "touch frontView"])
    }

    @Test("H4 a window's bounds origin offsets its subviews, and touch locations follow")
    func windowBoundsOrigin() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", bounds = {0, 100, 390, 844},
                  view { name = "v", frame = {0, 100, 50, 50}, behaviour = {
                    touchesBegan = function(self, t, e)
                      local p = t[1]:location(self)
                      local q = t[1]:location(nil)
                      print(self.name, p.x, p.y, q.x, q.y)
                    end } } } }
                """)
        h.play("0 touch 1 began 10 20\n0.1 touch 1 ended 10 20")
        #expect(h.lines == ["v\t10\t20\t10\t120"])
        h.lua("print(find('w').bounds.y)", at: 1)
        #expect(h.lines.last == "100")
    }

    @Test("G1 gestures on a window are offered the touches of its subviews, and call the window's behaviour")
    func windowGestures() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w",
                  gestures = { tap { name = "windowTap", action = "tapped" } },
                  behaviour = { tapped = function(self, g) print("tapped " .. g.name .. " on " .. g.view.name) end },
                  view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                    touchesBegan = function(self, t, e) print("began") end,
                    touchesCancelled = function(self, t, e) print("cancelled") end } } } }
                """)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        // G5: the tap recognizes with cancelsTouchesInView, so the view's touch is cancelled.
        #expect(h.lines == ["began", "cancelled", "tapped windowTap on w"])
        h.lua("print(#find('w').gestures, find('w').gestures[1].name)", at: 1)
        #expect(h.lines.last == "1\twindowTap", "\(h.diagnostics)")
    }

    @Test("every view field is taken by window {} without a warning, and reads back")
    func everyViewField() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", frame = {10, 20, 300, 400}, bounds = {5, 6, 300, 400},
                  hidden = true, alpha = 0.5, userInteractionEnabled = false, multipleTouchEnabled = true,
                  exclusiveTouch = true, clipsToBounds = true, props = { colour = "red" },
                  inputView = view { name = "keys", frame = {0, 0, 390, 200} },
                  inputAccessoryView = view { name = "bar", frame = {0, 0, 390, 44} } } }
                """)
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
        h.lua(
            "local w = find('w'); print(w.frame.x, w.frame.y, w.bounds.x, w.bounds.y, w.hidden, w.alpha, w.userInteractionEnabled, "
                + "w.multipleTouchEnabled, w.exclusiveTouch, w.clipsToBounds, w.props.colour, w.inputView.name, w.inputAccessoryView.name)"
        )
        #expect(h.lines == ["10\t20\t5\t6\ttrue\t0.5\tfalse\ttrue\ttrue\ttrue\tred\tkeys\tbar"], "\(h.diagnostics)")
    }

    @Test("a misspelled window field is still warned about with the scene's file:line")
    func unknownWindowField() throws {
        let h = try Harness(scene: "return app {\n  window { name = \"w\", hiden = true } }")
        #expect(h.allDiagnostics.contains("scene.lua:2") && h.allDiagnostics.contains("hiden"), "\(h.diagnostics)")
    }

    // MARK: - The key window

    static let keyScene = """
        local focus = {
          canBecomeFirstResponder = function(self) return true end,
          motionBegan = function(self, m, e) print("shake " .. self.name) end,
          pressesBegan = function(self, p, e) print("press " .. self.name) end,
          remoteControlReceived = function(self, e) print("remote " .. self.name) end,
          paste = function(self, sender) print("paste " .. self.name) end,
        }
        return app { remoteControl = true,
          window { name = "a", view { name = "x", frame = {0, 0, 10, 10}, behaviour = focus } },
          window { name = "b", view { name = "y", frame = {0, 0, 10, 10}, behaviour = focus } },
        }
        """

    @Test("E1/E3/F1 after b:makeKeyWindow(), motion, presses, remote control and actions start at b's first responder")
    func makeKeyWindowMovesEvents() throws {
        let h = try Harness(scene: Self.keyScene)
        h.play(
            """
            0 lua find("x"):becomeFirstResponder(); find("y"):becomeFirstResponder()
            0.1 lua print(app:keyWindow().name, app:firstResponder().name)
            0.2 motion shake began
            0.3 action paste
            0.4 lua find("b"):makeKeyWindow()
            0.5 lua print(app:keyWindow().name, app:firstResponder().name, find("b"):isFirstResponder(), find("y"):isFirstResponder())
            0.6 motion shake began
            0.7 press select began
            0.8 remote play
            0.9 action paste
            """)
        #expect(
            h.lines == [
                "a\tx", "shake x", "paste x",
                "b\ty\tfalse\ttrue", "shake y", "press y", "remote y", "paste y",
            ])
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test("E1 a key window without a first responder gets the events itself")
    func keyWindowWithoutFirstResponder() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "a" },
                  window { name = "b", behaviour = { motionBegan = function(self) print("shake " .. self.name) end } },
                }
                """)
        h.play("0 lua find('b'):makeKeyWindow()\n0.1 motion shake began")
        #expect(h.lines == ["shake b"])
    }

    @Test("H1/F1 makeKeyWindow on a hidden window makes it key but leaves it hidden: no touches, but shakes")
    func makeKeyWindowKeepsHidden() throws {
        let h = try Harness(
            scene: """
                local log = {
                  touchesBegan = function(self, t, e) print("touch " .. self.name) end,
                  motionBegan = function(self) print("shake " .. self.name) end,
                }
                return app {
                  window { name = "back", behaviour = log },
                  window { name = "front", hidden = true, behaviour = log },
                }
                """)
        h.play(
            """
            0 lua find("front"):makeKeyWindow(); print(app:keyWindow().name, find("front").hidden)
            0.1 touch 1 began 5 5
            0.2 touch 1 ended 5 5
            0.3 motion shake began
            """)
        #expect(h.lines == ["front\ttrue", "touch back", "shake front"])
    }

    @Test("H7 makeKeyAndVisible shows a hidden window, puts it in front of its level's windows, and makes it key")
    func makeKeyAndVisible() throws {
        let h = try Harness(
            scene: """
                local log = { touchesBegan = function(self, t, e) print("touch " .. self.name) end }
                return app {
                  window { name = "first", hidden = true, behaviour = log },
                  window { name = "second", behaviour = log },
                  window { name = "top", level = 1, frame = {0, 0, 10, 10}, behaviour = log },
                }
                """)
        h.play(
            """
            0 touch 1 began 50 50
            0.1 touch 1 ended 50 50
            0.2 lua find("first"):makeKeyAndVisible(); print(app:keyWindow().name, find("first").hidden)
            0.3 touch 2 began 50 50
            0.4 touch 2 ended 50 50
            0.5 touch 3 began 5 5
            0.6 touch 3 ended 5 5
            """)
        // "first" is now in front of "second" (same level), but still behind "top" (level 1).
        #expect(h.lines == ["touch second", "first\tfalse", "touch first", "touch top"])
    }

    @Test("makeKeyWindow on a view is an error naming it; the run goes on")
    func makeKeyWindowOnView() throws {
        let h = try Harness(scene: Self.keyScene)
        h.play("0 lua find('x'):makeKeyWindow()\n0.1 lua print(app:keyWindow().name)")
        #expect(h.allDiagnostics.contains("makeKeyWindow is a window method"), "\(h.diagnostics)")
        #expect(h.lines == ["a"])
    }

    @Test("a key-window change is a trace record")
    func keyWindowTrace() throws {
        let h = try Harness(scene: Self.keyScene, trace: true)
        h.play("0 lua find('b'):makeKeyWindow()\n0.1 lua find('b'):makeKeyWindow()")
        let records = try h.traceRecords().filter { $0["type"] as? String == "keyWindow" }
        #expect(records.count == 1)
        #expect(records.first?["from"] as? String == "a")
        #expect(records.first?["to"] as? String == "b")
    }
}
