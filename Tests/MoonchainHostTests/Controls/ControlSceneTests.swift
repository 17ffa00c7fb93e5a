import MoonchainHost
import Testing

/// Controls from Lua and scenes: constructors, fields, `actions`, methods, overrides (C1–C8).
@Suite("Controls in scenes and Lua (C1–C8)")
struct ControlSceneTests {
    /// A controller `ctl` that prints every action it performs, around `body`.
    static func scene(_ body: String) -> String {
        """
        local ctl = {}
        for _, n in ipairs({ "tapped", "changed", "slid", "down", "up", "exit", "cancelled", "long" }) do
          ctl[n] = function(self, sender, event)
            print(n .. " from " .. sender.name .. (event and " with event" or " without event"))
          end
        end
        return app { window { name = "w",
          controller { name = "ctl", behaviour = ctl, view { name = "root", frame = {0, 0, 390, 844},
        \(body)
          } } } }
        """
    }

    @Test("C1 C3 C7 C8 control, button, switch and slider constructors take their fields and send their actions")
    func constructors() throws {
        let h = try Harness(
            scene: Self.scene(
                """
                button { name = "b", frame = {10, 10, 100, 44}, actions = { touchUpInside = "tapped", primaryActionTriggered = { "tapped" }, touchDown = { "down", target = "ctl" } } },
                switch { name = "s", frame = {10, 100, 51, 31}, on = true, selected = true, actions = { valueChanged = "changed" } },
                slider { name = "sl", frame = {10, 200, 228, 40}, value = 0.5, minimumValue = 0, maximumValue = 2, continuous = false, actions = { valueChanged = "slid" } },
                control { name = "c", frame = {10, 300, 100, 44}, enabled = false, actions = { allTouchEvents = "tapped" } },
                """))
        h.lua(
            #"for _, n in ipairs({"b", "s", "sl", "c", "root"}) do local v = find(n) print(n, v.kind, v.enabled, v.selected, v.on, v.value, v.minimumValue, v.maximumValue, v.continuous) end"#
        )
        #expect(
            h.takeLines() == [
                "b\tbutton\ttrue\tfalse\tnil\tnil\tnil\tnil\tnil",
                "s\tswitch\ttrue\ttrue\ttrue\tnil\tnil\tnil\tnil",
                "sl\tslider\ttrue\tfalse\tnil\t0.5\t0\t2\tfalse",
                "c\tcontrol\tfalse\tfalse\tnil\tnil\tnil\tnil\tnil",
                "root\tview\tnil\tnil\tnil\tnil\tnil\tnil\tnil",
            ])
        h.play(
            """
            1 touch 1 began 20 20
            1.1 touch 1 ended 20 20
            2 touch 2 began 20 110
            2.1 touch 2 ended 20 110
            3 touch 3 began 20 320
            3.1 touch 3 ended 20 320
            """)
        #expect(
            h.takeLines() == [
                "down from b with event", "tapped from b with event", "tapped from b with event",
                "changed from s with event",
            ])
        h.lua(#"print(find("s").on, find("b").tracking, find("b").highlighted, find("b").touchInside)"#, at: 4)
        // C3 v3: after the touch-up events touchInside reads false, as tracking and highlighted do.
        #expect(h.takeLines() == ["false\tfalse\tfalse\tfalse"])
    }

    @Test("C4 fields: writes send no action, value writes clamp, read-only and wrong-typed writes are errors")
    func fields() throws {
        let h = try Harness(
            scene: Self.scene(
                """
                switch { name = "s", frame = {10, 100, 51, 31}, actions = { valueChanged = "changed" } },
                slider { name = "sl", frame = {10, 200, 228, 40}, actions = { valueChanged = "slid" } },
                """))
        h.lua(
            #"local s, sl = find("s"), find("sl") s.on = true s.selected = true s.highlighted = true sl.value = 5 print(s.on, s.selected, s.highlighted, sl.value)"#
        )
        h.lua(#"find("s").tracking = true"#)
        h.lua(#"find("sl").value = 0/0"#)
        h.lua(#"find("sl").value = math.huge"#)
        h.lua(#"find("sl").minimumValue = 3"#)
        h.lua(#"find("s").value = 1"#)
        h.lua(#"find("s").enabled = "yes""#)
        #expect(h.lines == ["true\ttrue\ttrue\t1"])
        #expect(h.allDiagnostics.contains("'tracking' is read-only"))
        #expect(h.allDiagnostics.contains("value must be a finite number, got nan"))
        #expect(h.allDiagnostics.contains("value must be a finite number, got inf"))
        #expect(h.allDiagnostics.contains("minimumValue 3 would be above maximumValue 1"))
        #expect(h.allDiagnostics.contains("value is a slider field; s is a switch"))
        #expect(h.allDiagnostics.contains("enabled must be a boolean, got string"))
    }

    @Test("control field names on other responders stay instance state (scripts written before controls)")
    func controlFieldsAreStateElsewhere() throws {
        let h = try Harness(scene: Self.scene(#"view { name = "v", frame = {0, 0, 10, 10} },"#))
        h.lua(#"local v = find("v") v.value = 3 v.enabled = "x" v.on = {} print(v.value, v.enabled, type(v.on))"#)
        #expect(h.lines == ["3\tx\ttable"])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("C4 C5 methods: addTarget, removeTarget, sendActions (nil event), sendAction")
    func methods() throws {
        let h = try Harness(scene: Self.scene(#"button { name = "b", frame = {10, 10, 100, 44} },"#))
        h.lua(
            #"local b = find("b") b:addTarget(find("ctl"), "tapped", "touchUpInside") b:addTarget(nil, "up", "touchUpInside") b:addTarget(find("ctl"), "tapped", "touchUpInside")"#
        )
        h.play(
            """
            1 touch 1 began 20 20
            1.1 touch 1 ended 20 20
            """)
        #expect(h.takeLines() == ["tapped from b with event", "up from b with event"])
        h.lua(
            #"local b = find("b") b:removeTarget(nil, nil, "touchUpInside") b:sendActions("touchUpInside") print("none") b:addTarget(nil, "changed", "valueChanged") b:sendActions("valueChanged") print(b:sendAction("long", find("ctl"), nil), b:sendAction("nothing", nil, nil))"#,
            at: 2)
        #expect(h.takeLines() == ["none", "changed from b without event", "long from b without event", "true\tfalse"])
        h.lua(#"find("b"):addTarget(nil, "x", "touchUpInsid")"#, at: 3)
        h.lua(#"find("b"):addTarget(find("root"), "tapped", "touchUpInside")"#, at: 3)
        h.lua(#"find("root"):addTarget(nil, "x", "touchDown")"#, at: 3)
        #expect(
            h.allDiagnostics.contains("addTarget: unknown control event 'touchUpInsid'; did you mean 'touchUpInside'?"))
        #expect(h.allDiagnostics.contains("addTarget: 'root' has no method 'tapped'"))
        #expect(h.allDiagnostics.contains("addTarget is a control method; root is a view"))
    }

    @Test(
        "C1 C2 C3 tracking overrides in Lua: self.super reaches the default; a knob's continueTracking drives the value"
    )
    func trackingOverrides() throws {
        let h = try Harness(
            scene: Self.scene(
                """
                control { name = "knob", frame = {100, 100, 100, 100}, actions = { valueChanged = "changed" }, behaviour = {
                  beginTracking = function(self, touch, event) print("begin", self.super:beginTracking(touch, event)) self.turns = 0 return true end,
                  continueTracking = function(self, touch, event)
                    self.turns = self.turns + 1
                    self:sendActions("valueChanged")
                    return self.super:continueTracking(touch, event) and self.turns < 2
                  end,
                  endTracking = function(self, touch, event) print("end") self.super:endTracking(touch, event) end,
                  cancelTracking = function(self, event) print("cancel") self.super:cancelTracking(event) end,
                } },
                """))
        h.play(
            """
            1 touch 1 began 150 150
            1.1 touch 1 moved 160 150
            1.2 touch 1 moved 170 150
            1.3 touch 1 ended 170 150
            2 touch 2 began 150 150
            2.1 touch 2 ended 150 150
            """)
        #expect(
            h.lines == [
                "begin\ttrue", "changed from knob without event", "changed from knob without event", "begin\ttrue",
                "end",
            ])
    }

    @Test(
        "C1 a tracking override that errors, loops or answers a non-boolean is reported; the default decides, the host goes on"
    )
    func hostileOverrides() throws {
        let h = try Harness(
            scene: Self.scene(
                """
                button { name = "e", frame = {0, 0, 50, 50}, actions = { touchUpInside = "tapped" }, behaviour = {
                  beginTracking = function(self) error("boom") end } },
                button { name = "l", frame = {100, 0, 50, 50}, actions = { touchUpInside = "tapped" }, behaviour = {
                  beginTracking = function(self) while true do end end } },
                button { name = "wrong", frame = {200, 0, 50, 50}, actions = { touchUpInside = "tapped" }, behaviour = {
                  beginTracking = function(self) return 42 end } },
                """),
            options: {
                var o = HostOptions()
                o.instructionBudget = 100_000
                return o
            }())
        h.play(
            """
            1 touch 1 began 10 10
            1.1 touch 1 ended 10 10
            2 touch 2 began 110 10
            2.1 touch 2 ended 110 10
            3 touch 3 began 210 10
            3.1 touch 3 ended 210 10
            """)
        #expect(h.lines == ["tapped from e with event", "tapped from l with event", "tapped from wrong with event"])
        #expect(h.allDiagnostics.contains("boom"))
        #expect(h.allDiagnostics.contains("beginTracking must return a boolean (true or false), got number"))
    }

    @Test("C8 slider trackRect and thumbRect overrides decide where tracking may begin; a wrong answer falls back")
    func sliderGeometryOverrides() throws {
        let h = try Harness(
            scene: Self.scene(
                """
                slider { name = "big", frame = {0, 100, 228, 40}, behaviour = {
                  thumbRect = function(self, bounds, track, value)
                    local r = self.super:thumbRect(bounds, track, value)
                    return r:insetBy(-20, -20)
                  end } },
                slider { name = "odd", frame = {0, 300, 228, 40}, behaviour = { thumbRect = function() return "x" end } },
                """))
        h.lua(#"print(find("big"):thumbRect(find("big").bounds, find("big"):trackRect(find("big").bounds), 0))"#)
        h.play(
            """
            1 touch 1 began 40 120
            1.1 lua print(find("big").tracking)
            1.2 touch 1 ended 40 120
            2 touch 2 began 20 320
            2.1 lua print(find("odd").tracking)
            2.2 touch 2 ended 20 320
            """)
        #expect(h.lines == ["{-20, -14, 68, 68}", "true", "true"])
        #expect(h.allDiagnostics.contains("thumbRect must return a rect of four finite numbers, got string"))
    }
}
