import MoonchainHost
import Testing

/// Points, rects, touches, touch sets and events as scripts see them (contract "Values").
@Suite("Contract: values")
struct ValuesTests {
    @Test("point has x and y; rect has x, y, width, height")
    func pointAndRectFields() throws {
        let h = try Harness(scene: scene(""))
        h.lua(
            #"local p, r = point(3, 4.5), rect(1, 2, 30, 40) print(string.format("%g %g | %g %g %g %g", p.x, p.y, r.x, r.y, r.width, r.height))"#
        )
        #expect(h.lines == ["3 4.5 | 1 2 30 40"])
    }

    @Test("points are values: equal coordinates are ==, whole coordinates are integers, tostring shows both")
    func pointsAreValues() throws {
        let h = try Harness(scene: scene(""))
        h.lua(
            #"print(point(3, 4) == point(3, 4), point(3, 4) == point(4, 3), point(0.1, 2) == point(0.1, 2), point(0.1, 2) == point(0.2, 2))"#
        )
        h.lua(
            #"print(point(10, 2.5).x, point(10, 2.5).y, math.type(point(10, 2.5).x), tostring(point(1.5, -2)), tostring(point(0.1, 1e300)))"#
        )
        h.lua(#"print(point(-0.0, 0) == point(0, 0), point(1/0, 0).x, point(0.1, 0.2).x + point(0.1, 0.2).y)"#)
        #expect(
            h.lines == [
                "true\tfalse\ttrue\tfalse",
                "10\t2.5\tinteger\t(1.5, -2)\t(0.1, 1e+300)",
                "true\tinf\t0.3",
            ])
    }

    @Test("a point cannot be changed: setting a field is an error that says how to make a new one")
    func pointsAreImmutable() throws {
        let h = try Harness(scene: scene(""))
        h.lua(
            #"local p = point(1, 2) local ok, e = pcall(function() p.x = 5 end) print(ok, p.x, (e:gsub("^.-: ", "")))"#)
        #expect(
            h.lines == [
                "false\t1\ta point is a value and cannot be changed (setting 'x'): make a new one with point(x, y) or p:offsetBy(dx, dy)"
            ])
    }

    @Test("point methods work on exact and inexact coordinates; the metatable is hidden; tables still count as points")
    func pointMethodsAndTables() throws {
        let h = try Harness(scene: scene("view { name = 'v', frame = {10, 20, 30, 30} }"))
        h.lua(
            #"print(point(1, 2):offsetBy(2, 3), point(0.1, 0):offsetBy(0.2, 0).x, point(0, 0):distanceTo(point(3, 4)), getmetatable(point(1, 2)), type(point(1, 2)))"#
        )
        h.lua(
            #"print(find("v"):convertPointTo({x = 1, y = 2}, nil), find("v"):convertPointTo(point(0.25, 0.5), nil), rect(0, 0, 1, 1):contains({x = 0.5, y = 0.5}))"#
        )
        h.lua(#"local ok, e = pcall(point, 1) print(ok, (e:gsub("^.-: ", "")))"#)
        #expect(
            h.lines == [
                "(3, 5)\t0.3\t5.0\tpoint\tuserdata",
                "(11, 22)\t(10.25, 20.5)\ttrue",
                "false\tpoint(x, y) expects two numbers, got number and no value",
            ])
    }

    @Test("rect:contains has inclusive min edges and exclusive max edges (H5)")
    func rectContains() throws {
        let h = try Harness(scene: scene(""))
        h.lua(
            #"local r = rect(0, 0, 10, 10) print(r:contains(point(0, 0)), r:contains(point(9.99, 9.99)), r:contains(point(10, 5)), r:contains(point(5, 10)), r:contains(point(-0.01, 5)))"#
        )
        h.lua(
            #"local r = rect(-5, 20, 10, 10) print(r:contains(point(-5, 20)), r:contains(point(0, 25)), r:contains(point(5, 25)))"#
        )
        #expect(h.lines == ["true\ttrue\tfalse\tfalse\tfalse", "true\ttrue\tfalse"])
    }

    @Test("rect:insetBy shrinks (or with negatives grows) around the centre; offsetBy moves")
    func rectInsetAndOffset() throws {
        let h = try Harness(scene: scene(""))
        h.lua(
            #"local function s(r) return string.format("%g %g %g %g", r.x, r.y, r.width, r.height) end print(s(rect(0, 0, 10, 10):insetBy(2, 3)), s(rect(0, 0, 10, 10):insetBy(-5, -5)), s(rect(1, 1, 10, 10):offsetBy(4, -6)))"#
        )
        #expect(h.lines == ["2 3 6 4\t-5 -5 20 20\t5 -5 10 10"])
        h.lua(
            #"local r = rect(0, 0, 20, 20):insetBy(-10, -10) print(r:contains(point(-10, -10)), r:contains(point(29, 29)), r:contains(point(30, 0)))"#
        )
        #expect(h.lines.last == "true\ttrue\tfalse")
    }

    static let multitouch = """
        return app {
          window { name = "w",
            view { name = "v", frame = {40, 50, 100, 100}, multipleTouchEnabled = true, behaviour = "probe" },
            view { name = "o", frame = {200, 50, 100, 100}, behaviour = "probe" },
          },
        }
        """

    @Test("touches support # and ipairs; event:allTouches() and touchesFor(view) (T2)")
    func touchSets() throws {
        let h = try Harness(
            scene: Self.multitouch,
            files: [
                "probe.lua": """
                return {
                  touchesBegan = function(self, touches, event)
                    local ids = {}
                    for i, t in ipairs(touches) do ids[#ids + 1] = i .. "=" .. t.id end
                    local all = {}
                    for _, t in ipairs(event:allTouches()) do all[#all + 1] = t.id end
                    table.sort(all)
                    print(self.name, #touches, table.concat(ids, ","), #event:allTouches(), table.concat(all, ","),
                          #event:touchesFor(find("v")), #event:touchesFor(find("o")))
                  end,
                }
                """
            ])
        h.play(
            """
            0 touch 1 began 50 60
            0 touch 2 began 60 70
            0 touch 3 began 210 60
            """)
        #expect(h.lines == ["v\t2\t1=1,2=2\t3\t1,2,3\t2\t1", "o\t1\t1=3\t3\t1,2,3\t2\t1"])
    }

    @Test("a touches table a handler kept and changed never reaches the next handler changed (T2)")
    func changedTouchSetsAreNotReused() throws {
        let h = try Harness(
            scene: Self.multitouch,
            files: [
                "probe.lua": """
                return {
                  touchesBegan = function(self, touches, event)
                    self.kept = touches
                    touches[2] = "junk"
                  end,
                  touchesMoved = function(self, touches, event)
                    print("moved", #touches, touches[2], touches[1].id, touches.extra, tostring(touches))
                    touches.extra = true
                  end,
                  touchesEnded = function(self, touches, event)
                    print("ended", #touches, touches.extra, #self.kept, self.kept[2])
                    setmetatable(touches, { __index = function() return "meta" end })
                  end,
                  touchesCancelled = function(self, touches, event) print("cancelled", touches.anything) end,
                }
                """
            ])
        h.play(
            """
            0 touch 7 began 50 60
            0.1 touch 7 moved 55 60
            0.2 touch 7 moved 56 60
            0.3 touch 7 ended 56 60
            0.4 touch 8 began 50 60
            0.5 touch 8 cancelled 50 60
            """)
        #expect(
            h.lines == [
                "moved\t1\tnil\t7\tnil\t{touch 7 moved}",
                "moved\t1\tnil\t7\tnil\t{touch 7 moved}",
                "ended\t1\tnil\t2\tjunk",
                "cancelled\tnil",
            ])
    }

    @Test(
        "touches passed to super reach the next responder as the handler left them, and a table changed after super is not handed out again (T7)"
    )
    func touchesPassedToSuperAreReadAsTheyAre() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "outer", frame = {0, 0, 200, 200}, behaviour = "parent",
                  view { name = "middle", frame = {0, 0, 150, 150},
                    view { name = "inner", frame = {0, 0, 100, 100}, behaviour = "child" } } },
                """),
            files: [
                "child.lua": """
                local function show(phase, touches)
                  print("child " .. phase, #touches, touches[1] and touches[1].id, touches.extra)
                end
                return {
                  touchesBegan = function(self, touches, event)
                    show("began", touches)
                    self.super:touchesBegan(touches, event)
                    touches.extra = "added after super"
                  end,
                  touchesMoved = function(self, touches, event)
                    show("moved", touches)
                    self.super:touchesMoved(touches, event)
                    touches[1] = nil
                    self.super:touchesMoved(touches, event)
                  end,
                  touchesEnded = function(self, touches, event)
                    show("ended", touches)
                    touches.extra = "added before super"
                    self.super:touchesEnded(touches, event)
                  end,
                }
                """,
                "parent.lua": """
                local function show(phase, touches)
                  print(phase, #touches, touches[1] and touches[1].id, touches.extra)
                end
                return {
                  touchesBegan = function(self, touches, event) show("began", touches) end,
                  touchesMoved = function(self, touches, event) show("moved", touches) end,
                  touchesEnded = function(self, touches, event) show("ended", touches) end,
                }
                """,
            ])
        h.play(
            """
            0 touch 4 began 10 10
            0.1 touch 4 moved 12 10
            0.2 touch 4 moved 14 10
            0.3 touch 4 ended 14 10
            """)
        // An emptied set forwards nothing; the changed tables are never handed out again.
        #expect(
            h.lines == [
                "child began\t1\t4\tnil", "began\t1\t4\tnil",
                "child moved\t1\t4\tnil", "moved\t1\t4\tnil",
                "child moved\t1\t4\tnil", "moved\t1\t4\tnil",
                "child ended\t1\t4\tnil", "ended\t1\t4\tnil",
            ])
    }

    @Test("a touches table changed after super is not handed to the next handler a script calls directly (T2)")
    func touchesChangedAfterSuperAreNotReused() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "inner", frame = {0, 0, 100, 100}, behaviour = "child" },
                view { name = "other", frame = {100, 0, 100, 100}, behaviour = "parent" },
                """),
            files: [
                "child.lua": """
                return {
                  touchesBegan = function(self, touches, event)
                    self.super:touchesBegan(touches, event)
                    touches.extra = "changed"
                    find("other"):touchesBegan({touches[1]}, event)
                  end,
                }
                """,
                "parent.lua": """
                return {
                  touchesBegan = function(self, touches, event) print("other", #touches, touches[1].id, touches.extra) end,
                }
                """,
            ])
        h.play("0 touch 4 began 10 10")
        #expect(h.lines == ["other\t1\t4\tnil"])
    }

    @Test("a touch has id, phase, tapCount, timestamp, view, window, location(view) and previousLocation(view) (T5)")
    func touchFields() throws {
        let h = try Harness(
            scene: Self.multitouch,
            files: [
                "probe.lua": """
                local function f(p) return string.format("(%g,%g)", p.x, p.y) end
                local function show(self, touches, event)
                  local t = touches[1]
                  print(string.format("%s id=%d phase=%s tap=%d ts=%g view=%s window=%s here=%s win=%s prevHere=%s prevWin=%s",
                    self.name, t.id, t.phase, t.tapCount, t.timestamp, t.view.name, t.window.name,
                    f(t:location(self)), f(t:location()), f(t:previousLocation(self)), f(t:previousLocation(nil))))
                end
                return { touchesBegan = show, touchesMoved = show, touchesEnded = show }
                """
            ])
        h.play(
            """
            0.5 touch 7 began 45 57
            0.6 touch 7 moved 60 70
            0.7 touch 7 ended 60 70
            0.8 touch 8 began 62 71
            0.9 touch 8 ended 62 71
            """)
        #expect(
            h.lines == [
                "v id=7 phase=began tap=1 ts=0.5 view=v window=w here=(5,7) win=(45,57) prevHere=(5,7) prevWin=(45,57)",
                "v id=7 phase=moved tap=1 ts=0.6 view=v window=w here=(20,20) win=(60,70) prevHere=(5,7) prevWin=(45,57)",
                "v id=7 phase=ended tap=1 ts=0.7 view=v window=w here=(20,20) win=(60,70) prevHere=(20,20) prevWin=(60,70)",
                "v id=8 phase=began tap=2 ts=0.8 view=v window=w here=(22,21) win=(62,71) prevHere=(22,21) prevWin=(62,71)",
                "v id=8 phase=ended tap=2 ts=0.9 view=v window=w here=(22,21) win=(62,71) prevHere=(22,21) prevWin=(62,71)",
            ])
    }

    @Test("touch:location(other view) converts through the tree (H4)")
    func locationInAnotherView() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w",
                    view { name = "outer", frame = {100, 100, 200, 200}, bounds = {0, 40, 200, 200},
                      view { name = "inner", frame = {10, 60, 50, 50}, behaviour = {
                        touchesBegan = function(self, t, e)
                          local a, b = t[1]:location(find("outer")), t[1]:location(self)
                          print(string.format("%g %g %g %g", a.x, a.y, b.x, b.y))
                        end } } },
                  },
                }
                """)
        // screen (115, 130) → outer (15, 30 + 40 = 70) → inner (5, 10)
        h.play("0 touch 1 began 115 130")
        #expect(h.lines == ["15 70 5 10"])
    }

    @Test("an event has type, subtype and timestamp for touches, motion, remote control and presses")
    func eventFields() throws {
        let h = try Harness(
            scene: """
                local function show(self, a, b)
                  local e = b or a
                  print(string.format("%s %s %g", e.type, e.subtype, e.timestamp))
                end
                return app { remoteControl = true,
                  window { name = "w", behaviour = { touchesBegan = show, motionBegan = show, remoteControlReceived = show, pressesBegan = show } },
                }
                """)
        h.play(
            """
            0.25 touch 1 began 5 5
            0.5 motion shake began
            0.75 remote pause
            1 press upArrow began
            """)
        #expect(
            h.lines == [
                "touches none 0.25", "motion motionShake 0.5", "remoteControl remoteControlPause 0.75",
                "presses none 1",
            ])
    }

    @Test("touch objects are the same value across phases (t == saved touch)")
    func touchIdentity() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  touchesBegan = function(self, t, e) self.tracking = t[1] end,
                  touchesEnded = function(self, t, e) print(t[1] == self.tracking) end } },
                """))
        h.play("0 touch 1 began 5 5\n0.1 touch 1 moved 6 6\n0.2 touch 1 ended 6 6")
        #expect(h.lines == ["true"])
    }
}
