import MoonchainHost
import Testing

/// Methods that fail or answer the wrong type: reported with file:line, answered by the host
/// default; a failed event handler counts as handled (contract "The command", "Behaviours").
@Suite("Contract: failed methods and wrong return types")
struct WrongAnswersTests {
    @Test("pointInside returning a number: diagnostic with file:line, the default (bounds contain) is used (H5)")
    func pointInsideNumber() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent got " .. t[1].view.name) end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = "answers" },
                },
                """),
            files: [
                "answers.lua": """
                return {
                  pointInside = function(self, p, e)
                    return 1
                  end,
                  touchesBegan = function(self, t, e) print("v got it") end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n1 touch 2 began 100 100\n1.1 touch 2 ended 100 100")
        // (10,10) is inside v's bounds: v; (100,100) is outside: the parent (a number is not "true").
        #expect(h.lines == ["v got it", "parent got parent"])
        #expect(h.allDiagnostics.contains("answers.lua:"))
        #expect(h.allDiagnostics.contains("pointInside"))
        #expect(h.allDiagnostics.contains("boolean"))
    }

    @Test("pointInside raising an error: diagnostic, default answer, the touch still lands")
    func pointInsideError() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = "answers" },
                """),
            files: [
                "answers.lua": """
                return {
                  pointInside = function(self, p, e)
                    error("no idea")
                  end,
                  touchesBegan = function(self, t, e) print("v got it") end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["v got it"])
        #expect(h.allDiagnostics.contains("answers.lua:3"))
        #expect(h.allDiagnostics.contains("no idea"))
    }

    @Test("hitTest returning a view of another window: diagnostic with file:line, the default algorithm is used (H6)")
    func hitTestOtherWindow() throws {
        let h = try Harness(
            scene: """
                local say = { touchesBegan = function(self, t, e) print(self.name .. " got it") end }
                return app {
                  window { name = "a", frame = {0, 0, 390, 400},
                    view { name = "elsewhere", frame = {0, 0, 100, 100}, behaviour = say } },
                  window { name = "b", frame = {0, 400, 390, 400},
                    view { name = "cheater", frame = {0, 0, 200, 200}, behaviour = "cheat",
                      view { name = "inner", frame = {0, 0, 50, 50}, behaviour = say } } },
                }
                """,
            files: [
                "cheat.lua": """
                return {
                  hitTest = function(self, p, e)
                    return find("elsewhere")
                  end,
                  touchesBegan = function(self, t, e) print("cheater got it") end,
                }
                """
            ])
        h.play("0 touch 1 began 10 410\n0.1 touch 1 ended 10 410\n1 touch 2 began 100 500\n1.1 touch 2 ended 100 500")
        #expect(h.lines == ["inner got it", "cheater got it"])
        #expect(h.allDiagnostics.contains("cheat.lua:"))
        #expect(h.allDiagnostics.contains("hitTest"))
    }

    @Test("hitTest returning a number: diagnostic, the default algorithm is used")
    func hitTestNumber() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 200, 200}, behaviour = {
                  hitTest = function(self, p, e) return 42 end,
                  touchesBegan = function(self, t, e) print("v got it") end } },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["v got it"])
        #expect(h.allDiagnostics.contains("scene.lua:5"))
        #expect(h.allDiagnostics.contains("hitTest"))
    }

    @Test("canBecomeFirstResponder returning a string: diagnostic, the default (false) is used (F2)")
    func canBecomeWrongType() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 200, 200}, behaviour = {
                  canBecomeFirstResponder = function(self) return "yes" end } },
                """))
        h.lua(#"print(find("v"):becomeFirstResponder(), app:firstResponder())"#)
        #expect(h.lines == ["false\tnil"])
        #expect(h.allDiagnostics.contains("scene.lua:5"))
    }

    @Test("nextResponder returning a number: diagnostic, the UIKit rule is used (R1, R5)")
    func nextResponderWrongType() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent got it") end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    nextResponder = function(self) return 7 end } },
                },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["parent got it"])
        #expect(h.allDiagnostics.contains("scene.lua:7"))
    }

    @Test("a failing touch handler counts as handled: nothing is forwarded, the next touch is delivered (T7)")
    func failingTouchHandlerIsHandled() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent began from " .. t[1].view.name) end,
                  touchesEnded = function(self, t, e) print("parent ended from " .. t[1].view.name) end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = "fails" },
                },
                """),
            files: [
                "fails.lua": """
                return {
                  touchesBegan = function(self, t, e)
                    local x = nil
                    print(x.field)
                  end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["parent ended from v"])
        #expect(h.allDiagnostics.contains("fails.lua:4"))
        #expect(h.host.scriptErrorCount == 1)
    }

    @Test("a failing motion handler counts as handled: the shake does not travel up (E1, T7)")
    func failingMotionHandlerIsHandled() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", behaviour = { motionBegan = function(self, m, e) print("window got the shake") end },
                    view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                      canBecomeFirstResponder = function(self) return true end,
                      didLoad = function(self) self:becomeFirstResponder() end,
                      motionBegan = function(self, m, e) error("shaken") end } },
                  },
                }
                """)
        h.play("0 motion shake began\n1 lua find('v'):resignFirstResponder()\n2 motion shake began")
        #expect(h.lines == ["window got the shake"])
        #expect(h.allDiagnostics.contains("scene.lua:6"))
        #expect(h.allDiagnostics.contains("shaken"))
    }

    @Test("a script error message carries a traceback")
    func traceback() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = "fails" },
                """),
            files: [
                "fails.lua": """
                local function deeper() error("deep trouble") end
                return {
                  touchesBegan = function(self, t, e)
                    deeper()
                  end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10")
        let text = h.allDiagnostics
        #expect(text.contains("fails.lua:1: deep trouble"))
        #expect(text.contains("traceback"))
        #expect(text.contains("fails.lua:4"))
    }
}
