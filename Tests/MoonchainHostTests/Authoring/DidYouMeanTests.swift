import MoonchainHost
import Testing

/// Issue 16 item 1: misspelt behaviour keys, gesture actions and host fields are warned about
/// at load (or at the first write), with the file:line of the mistake.
@Suite("Authoring: did you mean")
struct DidYouMeanTests {
    static let closeButton = """
        return {
          touchesBegan = function(self, touches, event) end,
          touchEnded = function(self, touches, event) end,
          pointinside = function(self, p, event) return true end,
          remoteControlRecieved = function(self, event) end,
          didload = function(self) end,
          gestureShouldbegin = function(self, g) return true end,
          onTap = function(self, g) end,
          helper = 3,
        }
        """

    @Test("a near miss of a responder method, hook or delegate method warns with file:line and the right name")
    func behaviourKeys() throws {
        let harness = try Harness(
            scene: scene(#"view { name = "close", frame = {10, 10, 20, 20}, behaviour = "close_button" }"#),
            files: ["close_button.lua": Self.closeButton])
        let warnings = harness.diagnostics.filter { $0.contains("did you mean") }
        let expected = [
            "close_button.lua:3: 'touchEnded' is not a responder method; did you mean 'touchesEnded'?",
            "close_button.lua:4: 'pointinside' is not a responder method; did you mean 'pointInside'?",
            "close_button.lua:5: 'remoteControlRecieved' is not a responder method; did you mean 'remoteControlReceived'?",
            "close_button.lua:6: 'didload' is not a lifecycle hook; did you mean 'didLoad'?",
            "close_button.lua:7: 'gestureShouldbegin' is not a gesture-delegate method; did you mean 'gestureShouldBegin'?",
        ]
        #expect(warnings.count == expected.count, "\(warnings)")
        for (warning, text) in zip(warnings, expected) {
            #expect(warning.hasPrefix("warning: "), "\(warning)")
            #expect(warning.hasSuffix("/" + text), "\(warning)")
        }
        #expect(harness.host.authoringWarningCount == expected.count)
    }

    @Test("exact names, actions and helpers of one's own are not warned about")
    func noFalseAlarms() throws {
        let harness = try Harness(
            scene: scene(
                #"""
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                  touchesBegan = function(self) end, touchesEnded = function(self) end, pointInside = function() return true end,
                  didLoad = function(self) self.frames = {}; self.views = {}; self.taps = 0 end,
                  copy = function(self) end, press = function(self) end, onTap = function(self) end },
                  gestures = { tap { action = "onTap" } } }
                """#))
        #expect(harness.host.authoringWarningCount == 0, "\(harness.diagnostics)")
        #expect(harness.diagnostics.isEmpty, "\(harness.diagnostics)")
    }

    @Test("an inline behaviour's near miss points at the function's line in the scene")
    func inlineBehaviour() throws {
        let harness = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "v", frame = {0, 0, 10, 10}, behaviour = {
                    touchesbegan = function(self) end,
                  } } } }
                """)
        let warning = try #require(harness.diagnostics.first { $0.contains("did you mean") })
        #expect(
            warning.hasSuffix("scene.lua:3: 'touchesbegan' is not a responder method; did you mean 'touchesBegan'?"),
            "\(warning)")
    }

    @Test("a gesture action naming no method of the view's behaviour warns at load with the scene's file:line (G9)")
    func gestureAction() throws {
        let harness = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "card", frame = {0, 0, 100, 100}, behaviour = { onTap = function(self, g) end },
                    gestures = {
                      tap { name = "tapper", action = "onTapp" },
                      tap { name = "fine", action = "onTap" },
                    } },
                  view { name = "bare", frame = {0, 0, 10, 10}, gestures = { pan { name = "p", action = "moved" } } },
                } }
                """)
        let warnings = harness.diagnostics.filter { $0.contains("action") }
        #expect(warnings.count == 2, "\(warnings)")
        #expect(
            warnings.first?.hasSuffix(
                "scene.lua:4: tap 'tapper': action 'onTapp' names no method of the behaviour of 'card'; did you mean 'onTap'?"
            ) == true, "\(warnings)")
        #expect(
            warnings.last?.hasSuffix("scene.lua:7: pan 'p': action 'moved' names no method: 'bare' has no behaviour")
                == true, "\(warnings)")
    }

    @Test("the first write of a near miss of a host field warns once, at the writing line")
    func hostFieldWrite() throws {
        let harness = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "v", frame = {0, 0, 10, 10}, behaviour = {
                    touchesBegan = function(self)
                      self.hiden = true
                      self.userInteractionEnable = false
                    end } } } }
                """)
        harness.play("0 touch 1 began 5 5\n0.1 touch 1 ended 5 5\n0.2 touch 2 began 5 5\n0.3 touch 2 ended 5 5")
        let warnings = harness.diagnostics.filter { $0.contains("instance state") }
        #expect(warnings.count == 2, "\(warnings)")
        #expect(
            warnings.first?.hasSuffix(
                "scene.lua:4: 'hiden' is not a responder field, so this sets instance state; did you mean 'hidden'?")
                == true, "\(warnings)")
        #expect(
            warnings.last?.hasSuffix(
                "scene.lua:5: 'userInteractionEnable' is not a responder field, so this sets instance state; did you mean 'userInteractionEnabled'?"
            ) == true, "\(warnings)")
        // It stays instance state: the view is not hidden.
        harness.lua(#"print(find("v").hidden, find("v").hiden)"#, at: 1)
        #expect(harness.lines.last == "false\ttrue")
    }

    @Test("warnings are warning records in the trace")
    func traced() throws {
        let harness = try Harness(
            scene: scene(
                #"view { name = "v", frame = {0, 0, 10, 10}, behaviour = { touchEnded = function(self) end } }"#),
            trace: true)
        let records = try harness.traceRecords()
        let warning = try #require(records.first { $0["type"] as? String == "warning" })
        #expect(
            (warning["message"] as? String)?.hasSuffix(
                "'touchEnded' is not a responder method; did you mean 'touchesEnded'?") == true)
    }

    @Test("a reload that brings a near miss warns about it")
    func reloadWarns() throws {
        let harness = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 10, 10}, behaviour = "mod" }"#),
            files: ["mod.lua": "return {\n  touchesEnded = function(self) end,\n}\n"])
        #expect(harness.host.authoringWarningCount == 0)
        harness.directory.write("mod.lua", "return {\n\n  touchesEnde = function(self) end,\n}\n")
        harness.play("0 reload mod")
        #expect(
            harness.diagnostics.contains {
                $0.hasSuffix("mod.lua:3: 'touchesEnde' is not a responder method; did you mean 'touchesEnded'?")
            }, "\(harness.diagnostics)")
    }
}
