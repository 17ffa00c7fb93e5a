import MoonchainHost
import Testing

/// Each overridable method of the contract's "Behaviours" list, called by the host.
@Suite("Contract: Behaviours — overridable methods")
struct OverridableMethodsTests {
    @Test("touchesBegan/Moved/Ended/Cancelled run the Lua handlers with the touch's phase (T1)")
    func touchHandlers() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  touchesBegan = function(self, t, e) print("began " .. t[1].phase .. " " .. t[1].id) end,
                  touchesMoved = function(self, t, e) print("moved " .. t[1].phase) end,
                  touchesEnded = function(self, t, e) print("ended " .. t[1].phase) end,
                  touchesCancelled = function(self, t, e) print("cancelled " .. t[1].phase) end,
                } },
                """))
        h.play(
            """
            0.0 touch 1 began 10 10
            0.1 touch 1 moved 200 300
            0.2 touch 1 ended 200 300
            1.0 touch 2 began 10 10
            1.1 touch 2 cancelled 10 10
            """)
        #expect(h.lines == ["began began 1", "moved moved", "ended ended", "began began 2", "cancelled cancelled"])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("pressesBegan/Changed/Ended/Cancelled reach the first responder with type, key and phase (E1)")
    func pressHandlers() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "field", frame = {0, 0, 100, 40}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end,
                  didLoad = function(self) self:becomeFirstResponder() end,
                  pressesBegan = function(self, p, e) print("began", #p, p[1].type, p[1].key, p[1].phase, e.type) end,
                  pressesChanged = function(self, p, e) print("changed", p[1].type, p[1].phase) end,
                  pressesEnded = function(self, p, e) print("ended", p[1].type, p[1].phase) end,
                  pressesCancelled = function(self, p, e) print("cancelled", p[1].type, p[1].phase) end,
                } },
                """))
        h.play(
            """
            0.0 press key began a
            0.1 press key changed a
            0.2 press select ended
            0.3 press menu cancelled
            """)
        #expect(
            h.lines == [
                "began\t1\tkey\ta\tbegan\tpresses",
                "changed\tkey\tchanged",
                "ended\tselect\tended",
                "cancelled\tmenu\tcancelled",
            ])
    }

    @Test("motionBegan/Ended/Cancelled get motion = \"motionShake\" at the first responder (E1)")
    func motionHandlers() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "note", frame = {0, 0, 100, 40}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end,
                  didLoad = function(self) self:becomeFirstResponder() end,
                  motionBegan = function(self, m, e) print("began", m, e.type, e.subtype) end,
                  motionEnded = function(self, m, e) print("ended", m) end,
                  motionCancelled = function(self, m, e) print("cancelled", m) end,
                } },
                """))
        h.play(
            """
            0.0 motion shake began
            0.1 motion shake ended
            0.2 motion shake began
            0.3 motion shake cancelled
            """)
        #expect(
            h.lines == [
                "began\tmotionShake\tmotion\tmotionShake", "ended\tmotionShake",
                "began\tmotionShake\tmotion\tmotionShake", "cancelled\tmotionShake",
            ])
    }

    @Test("motion without a first responder starts at the key window (E1)")
    func motionAtKeyWindow() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", behaviour = { motionBegan = function(self, m, e) print(self.name .. " " .. m) end } },
                }
                """)
        h.play("0 motion shake began")
        #expect(h.lines == ["w motionShake"])
    }

    @Test("remoteControlReceived gets the event's subtype while receiving (E1, E2)")
    func remoteControl() throws {
        let h = try Harness(
            scene: """
                return app { remoteControl = true,
                  window { name = "w", behaviour = {
                    remoteControlReceived = function(self, e) print(e.type .. " " .. e.subtype) end,
                  } },
                }
                """)
        h.play(
            """
            0.0 remote play
            0.1 remote togglePlayPause
            0.2 lua app:endReceivingRemoteControlEvents()
            0.3 remote nextTrack
            0.4 lua app:beginReceivingRemoteControlEvents()
            0.5 remote beginSeekingForward
            """)
        #expect(
            h.lines == [
                "remoteControl remoteControlPlay", "remoteControl remoteControlTogglePlayPause",
                "remoteControl remoteControlBeginSeekingForward",
            ])
    }

    @Test("a Lua pointInside grows and shrinks the hit area (H2, H6)")
    func pointInside() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent got " .. t[1].view.name) end },
                  view { name = "grown", frame = {100, 100, 20, 20}, behaviour = {
                    pointInside = function(self, p, e) return self.bounds:insetBy(-30, -30):contains(p) end,
                    touchesBegan = function(self, t, e) print("grown") end } },
                  view { name = "refuses", frame = {200, 200, 50, 50}, behaviour = {
                    pointInside = function(self, p, e) return false end,
                    touchesBegan = function(self, t, e) print("refuses") end } },
                },
                """))
        h.play(
            """
            0.0 touch 1 began 75 75
            0.1 touch 1 ended 75 75
            1.0 touch 2 began 225 225
            1.1 touch 2 ended 225 225
            2.0 touch 3 began 69 69
            2.1 touch 3 ended 69 69
            """)
        // (75,75) is (-25,-25) in grown: inside the grown area; (69,69) is (-31,-31): outside.
        #expect(h.lines == ["grown", "parent got parent", "parent got parent"])
    }

    @Test("pointInside gets the point in the receiver's coordinates and the touch event (H4)")
    func pointInsideArguments() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {40, 50, 100, 100}, behaviour = {
                  pointInside = function(self, p, e) print(string.format("%g %g %s", p.x, p.y, e.type)) return true end } },
                """))
        h.play("0 touch 1 began 45 57\n0.1 touch 1 ended 45 57")
        #expect(h.lines.first == "5 7 touches")
    }

    @Test("a Lua hitTest picks the view that gets the touch (H6)")
    func hitTest() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "scroll", frame = {0, 0, 390, 400}, behaviour = {
                  hitTest = function(self, p, e) return find("under") end },
                },
                view { name = "under", frame = {0, 500, 100, 100}, behaviour = {
                  touchesBegan = function(self, t, e) print("under got it") end } },
                """, prefix: ""))
        // Windows' subviews: "under" is in front, but away from (10,10), where "scroll" is.
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["under got it"])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("a Lua hitTest returning nil makes the window's other subviews or the window itself answer (H3, H6)")
    func hitTestNil() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", behaviour = { touchesBegan = function(self, t, e) print("window got " .. t[1].view.name) end },
                    view { name = "back", frame = {0, 0, 200, 200}, behaviour = {
                      touchesBegan = function(self, t, e) print("back") end } },
                    view { name = "front", frame = {0, 0, 200, 200}, behaviour = {
                      hitTest = function(self, p, e) return nil end } },
                  },
                }
                """)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n1 touch 2 began 300 300\n1.1 touch 2 ended 300 300")
        #expect(h.lines == ["back", "window got w"])
    }

    @Test("a Lua nextResponder replaces the chain for that responder (R5, T7)")
    func nextResponder() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = {
                  nextResponder = function(self) return find("b") end } },
                view { name = "b", frame = {200, 0, 100, 100}, behaviour = {
                  touchesBegan = function(self, t, e) print("b got the touch of " .. t[1].view.name) end } },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["b got the touch of a"])
        h.lua(#"print(find("a"):nextResponder().name)"#, at: 1)
        #expect(h.lines.last == "b")
    }

    @Test("a cycle made by nextResponder overrides is reported and the walk stops (R5)")
    func nextResponderCycle() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = { nextResponder = function(self) return find("b") end } },
                view { name = "b", frame = {200, 0, 100, 100}, behaviour = { nextResponder = function(self) return find("a") end } },
                """), trace: true)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n1 lua print('still running')")
        #expect(h.lines == ["still running"])
        let cycles = try h.traceRecords().filter { $0["type"] as? String == "chain.cycle" }
        #expect(!cycles.isEmpty)
    }

    @Test("becomeFirstResponder needs canBecomeFirstResponder true; the default is false (F2)")
    func canBecomeFirstResponder() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "plain", frame = {0, 0, 10, 10} },
                view { name = "field", frame = {0, 20, 10, 10}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end } },
                """))
        h.lua(
            #"print(find("plain"):canBecomeFirstResponder(), find("plain"):becomeFirstResponder(), app:firstResponder())"#
        )
        h.lua(
            #"print(find("field"):canBecomeFirstResponder(), find("field"):becomeFirstResponder(), app:firstResponder().name, find("field"):isFirstResponder())"#
        )
        #expect(h.lines == ["false\tfalse\tnil", "true\ttrue\tfield\ttrue"])
    }

    @Test("canResignFirstResponder false keeps the first responder; becomeFirstResponder returns false (F2)")
    func canResignFirstResponder() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "sticky", frame = {0, 0, 10, 10}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end,
                  canResignFirstResponder = function(self) return self.props.locked ~= true end },
                  props = { locked = true } },
                view { name = "other", frame = {0, 20, 10, 10}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end } },
                """))
        h.lua(
            #"print(find("sticky"):becomeFirstResponder(), find("other"):becomeFirstResponder(), app:firstResponder().name)"#
        )
        h.lua(
            #"find("sticky").props.locked = false print(find("other"):becomeFirstResponder(), app:firstResponder().name)"#
        )
        #expect(h.lines == ["true\tfalse\tsticky", "true\tother"])
    }

    @Test("becomeFirstResponder / resignFirstResponder overrides run and self.super does the work (F2)")
    func becomeAndResignOverrides() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 10, 10}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end,
                  becomeFirstResponder = function(self)
                    print("a become")
                    return self.super:becomeFirstResponder()
                  end,
                  resignFirstResponder = function(self)
                    print("a resign, allowed: " .. tostring(self.props.allow))
                    if not self.props.allow then return false end
                    return self.super:resignFirstResponder()
                  end }, props = { allow = false } },
                view { name = "b", frame = {0, 20, 10, 10}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end } },
                """))
        h.lua(#"print(find("a"):becomeFirstResponder(), find("a"):isFirstResponder())"#)
        h.lua(#"print(find("b"):becomeFirstResponder(), app:firstResponder().name)"#)
        h.lua(#"find("a").props.allow = true print(find("b"):becomeFirstResponder(), app:firstResponder().name)"#)
        #expect(
            h.lines == [
                "a become", "true\ttrue",
                "a resign, allowed: false", "false\ta",
                "a resign, allowed: true", "true\tb",
            ])
    }

    @Test("an action goes to the first responder up the chain whose behaviour defines it, with the sender (E3)")
    func actionMethodByName() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "outer", frame = {0, 0, 200, 200}, behaviour = {
                  copy = function(self, sender) print("outer copy from " .. tostring(sender and sender.name)) end },
                  view { name = "inner", frame = {0, 0, 50, 50}, behaviour = {
                    canBecomeFirstResponder = function(self) return true end,
                    didLoad = function(self) self:becomeFirstResponder() end,
                    paste = function(self, sender) print("inner paste") end } },
                },
                view { name = "button", frame = {300, 0, 10, 10} },
                """))
        h.play(
            """
            0.0 action copy
            0.1 action paste
            0.2 lua print(app:sendAction("copy", nil, find("button")))
            0.3 lua print(app:sendAction("nobodyDoesThis", nil, nil))
            """)
        #expect(h.lines == ["outer copy from nil", "inner paste", "outer copy from button", "true", "false"])
    }

    @Test("canPerformAction overrides decide who performs an action (E3)")
    func canPerformActionOverride() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "outer", frame = {0, 0, 200, 200}, behaviour = {
                  copy = function(self, sender) print("outer copy") end },
                  view { name = "inner", frame = {0, 0, 50, 50}, behaviour = {
                    canBecomeFirstResponder = function(self) return true end,
                    didLoad = function(self) self:becomeFirstResponder() end,
                    canPerformAction = function(self, action, sender)
                      print("asked " .. action)
                      return action == "copy" and self.props.enabled == true
                    end,
                    copy = function(self, sender) print("inner copy") end },
                    props = { enabled = false } },
                },
                """))
        h.play(
            """
            0.0 action copy
            0.1 lua find("inner").props.enabled = true
            0.2 action copy
            0.3 lua print(find("inner"):canPerformAction("copy", nil), find("outer"):canPerformAction("copy", nil), find("outer"):canPerformAction("cut", nil))
            """)
        #expect(h.lines == ["asked copy", "outer copy", "asked copy", "inner copy", "asked copy", "true\ttrue\tfalse"])
    }

    @Test("didLoad runs once per responder, in tree order, parents first")
    func didLoadOrder() throws {
        let h = try Harness(
            scene: """
                local log = { didLoad = function(self) print(self.name .. " (" .. self.kind .. ")") end }
                return app {
                  window { name = "w1", behaviour = log,
                    view { name = "a", behaviour = log, frame = {0, 0, 10, 10},
                      view { name = "a1", behaviour = log, frame = {0, 0, 1, 1} },
                      view { name = "a2", frame = {0, 0, 1, 1},
                        view { name = "a2x", behaviour = log, frame = {0, 0, 1, 1} } },
                    },
                    controller { name = "c", behaviour = log,
                      view { name = "root", behaviour = log, frame = {0, 20, 10, 10} } },
                    view { name = "b", behaviour = log, frame = {0, 40, 10, 10} },
                  },
                  window { name = "w2", behaviour = log },
                }
                """)
        #expect(
            h.lines == [
                "w1 (window)", "a (view)", "a1 (view)", "a2x (view)", "c (controller)", "root (view)", "b (view)",
                "w2 (window)",
            ])
    }
}
