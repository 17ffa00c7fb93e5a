import MoonchainHost
import Testing

/// Responder fields: reading, writing, and the type checks on writes (contract "Responder fields").
@Suite("Contract: responder fields")
struct ResponderFieldsTests {
    static let tree = """
        return app { delegate = { },
          window { name = "w", level = 2,
            controller { name = "c",
              view { name = "root", frame = {10, 20, 300, 400}, bounds = {0, 50, 300, 400},
                view { name = "child", frame = {5, 6, 7, 8}, alpha = 0.5, hidden = true,
                       userInteractionEnabled = false, multipleTouchEnabled = true,
                       exclusiveTouch = true, clipsToBounds = true },
                view { name = "other", frame = {0, 0, 1, 1} },
              },
            },
          },
        }
        """

    @Test("kind is view, window, controller, application or delegate")
    func kinds() throws {
        let h = try Harness(scene: Self.tree)
        h.lua(#"print(find("child").kind, find("w").kind, find("c").kind, app.kind, find("delegate").kind, app.name)"#)
        #expect(h.lines == ["view\twindow\tcontroller\tapplication\tdelegate\tapp"])
    }

    @Test("frame, bounds, flags, alpha and level read back as the scene set them")
    func readValues() throws {
        let h = try Harness(scene: Self.tree)
        h.lua(
            #"local r = find("root") print(string.format("%g %g %g %g %g %g", r.frame.x, r.frame.y, r.frame.width, r.frame.height, r.bounds.x, r.bounds.y))"#
        )
        h.lua(
            #"local c = find("child") print(string.format("%g", c.alpha), c.hidden, c.userInteractionEnabled, c.multipleTouchEnabled, c.exclusiveTouch, c.clipsToBounds)"#
        )
        h.lua(
            #"local o = find("other") print(string.format("%g %g", o.alpha, find("w").level), o.hidden, o.userInteractionEnabled, o.multipleTouchEnabled, o.exclusiveTouch, o.clipsToBounds)"#
        )
        #expect(
            h.lines == [
                "10 20 300 400 0 50",
                "0.5\ttrue\tfalse\ttrue\ttrue\ttrue",
                "1 2\tfalse\ttrue\tfalse\tfalse\tfalse",
            ])
    }

    @Test("superview, subviews, window, controller and view link the tree")
    func links() throws {
        let h = try Harness(scene: Self.tree)
        h.lua(
            #"local c = find("child") print(c.superview.name, c.window.name, c.controller, find("root").controller.name, find("c").view.name)"#
        )
        h.lua(
            #"local s = find("root").subviews print(#s, s[1].name, s[2].name, find("child"):isDescendantOf(find("root")), find("root"):isDescendantOf(find("child")))"#
        )
        #expect(h.lines == ["root\tw\tnil\tc\troot", "2\tchild\tother\ttrue\tfalse"])
    }

    @Test("writing frame moves the view for hit testing (H5)")
    func writeFrame() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                  touchesBegan = function(self, t, e) print("v") end } },
                """))
        h.play(
            """
            0 lua find("v").frame = rect(100, 100, 50, 50)
            1 touch 1 began 10 10
            1.1 touch 1 ended 10 10
            2 touch 1 began 120 120
            2.1 touch 1 ended 120 120
            3 lua print(find("v").frame == rect(100, 100, 50, 50))
            """)
        #expect(h.lines == ["v", "true"])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("writing hidden, userInteractionEnabled and alpha takes the view out of hit testing (H1)")
    func writeFlags() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", behaviour = { touchesBegan = function(self, t, e) print("window: " .. t[1].view.name) end },
                    view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                      touchesBegan = function(self, t, e) print("v") end } },
                  },
                }
                """)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            1 lua find("v").hidden = true
            1.1 touch 1 began 10 10
            1.2 touch 1 ended 10 10
            2 lua find("v").hidden = false find("v").userInteractionEnabled = false
            2.1 touch 1 began 10 10
            2.2 touch 1 ended 10 10
            3 lua find("v").userInteractionEnabled = true find("v").alpha = 0.01
            3.1 touch 1 began 10 10
            3.2 touch 1 ended 10 10
            4 lua find("v").alpha = 0.02
            4.1 touch 1 began 10 10
            4.2 touch 1 ended 10 10
            """)
        #expect(h.lines == ["v", "window: w", "window: w", "window: w", "v"])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("writing frame a number is an error naming the behaviour's file:line; the frame is unchanged")
    func writeFrameNumberFromBehaviour() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = "mover" },
                """),
            files: [
                "mover.lua": """
                return {
                  touchesBegan = function(self, t, e)
                    self.frame = 5
                    print("not reached")
                  end,
                  touchesEnded = function(self, t, e) print(string.format("ended %g", self.frame.width)) end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["ended 50"])
        #expect(h.allDiagnostics.contains("mover.lua:3"))
        #expect(h.allDiagnostics.contains("frame"))
        #expect(h.host.scriptErrorCount == 1)
    }

    @Test("wrong types for writable fields from a timeline lua line name events.txt:line")
    func writeWrongTypesFromTimeline() throws {
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 50, 50} },"#))
        h.play(
            """
            0 lua find("v").frame = 5
            0 lua find("v").hidden = "yes"
            0 lua find("v").alpha = "opaque"
            0 lua find("v").userInteractionEnabled = 1
            0 lua find("w").level = "top"
            0 lua find("v").superview = find("w")
            0 lua print(find("v").hidden, string.format("%g", find("v").alpha), find("v").userInteractionEnabled, find("v").superview.name, string.format("%g", find("v").frame.width))
            """)
        #expect(h.lines == ["false\t1\ttrue\tw\t50"])
        #expect(h.diagnostics.count == 6)
        for (index, field) in ["frame", "hidden", "alpha", "userInteractionEnabled", "level", "superview"].enumerated()
        where index < h.diagnostics.count {
            #expect(
                h.diagnostics[index].contains("events.txt:\(index + 1)"), "diagnostic \(index): \(h.diagnostics[index])"
            )
            #expect(h.diagnostics[index].contains(field), "diagnostic \(index): \(h.diagnostics[index])")
        }
    }

    @Test("window level written from Lua changes which window is hit first (H7)")
    func writeLevel() throws {
        let h = try Harness(
            scene: """
                local say = { touchesBegan = function(self, t, e) print(self.name) end }
                return app {
                  window { name = "a", behaviour = say },
                  window { name = "b", behaviour = say },
                }
                """)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            1 lua find("a").level = 1
            1.1 touch 1 began 10 10
            1.2 touch 1 ended 10 10
            """)
        #expect(h.lines == ["b", "a"])
    }

    @Test("addSubview and removeFromSuperview change the tree scripts see")
    func treeMethods() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "p", frame = {0, 0, 100, 100} },
                view { name = "q", frame = {0, 200, 100, 100},
                  view { name = "k", frame = {0, 0, 10, 10} } },
                """))
        h.lua(
            #"find("p"):addSubview(find("k")) print(find("k").superview.name, #find("q").subviews, #find("p").subviews)"#
        )
        h.lua(#"find("k"):removeFromSuperview() print(find("k").superview, find("k").window, #find("p").subviews)"#)
        #expect(h.lines == ["p\t0\t1", "nil\tnil\t0"])
    }
}
