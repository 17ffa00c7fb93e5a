import MoonchainHost
import Testing

/// Rules G10 and C6 from Lua: `gestureRecognizerShouldBegin` on views, and a `button {}`
/// beating an ancestor's single tap as UIButton does.
@Suite("Rule G10: controls and recognizers in Lua")
struct ControlGestureTests {
    /// A panel with a tap recognizer (and `extra` more), holding the button `buy` (with
    /// `buttonGestures` on it), which prints its touchDown and touchCancel; the window
    /// performs the button's nil-targeted action.
    static func scene(
        panelGestures: String = #"tap { name = "panelTap", action = "tapped" },"#,
        buttonGestures: String = ""
    ) -> String {
        """
        return app {
          window { name = "w", behaviour = { buy = function(self, sender) print("bought, sent by " .. sender.name) end },
            view { name = "panel", frame = {0, 0, 390, 844},
                   behaviour = { tapped = function(self, g) print("panel tapped") end,
                                 zoom = function(self, g) print("panel double-tapped") end,
                                 buttonTapped = function(self, g) print("button's own tap") end },
                   gestures = { \(panelGestures) },
              button { name = "buy", frame = {100, 100, 120, 44}, gestures = { \(buttonGestures) },
                       behaviour = { down = function(self) print("buy touchDown") end,
                                     cancel = function(self) print("buy touchCancel") end },
                       actions = { touchDown = { "down", target = "buy" }, touchCancel = { "cancel", target = "buy" },
                                   touchUpInside = "buy" } },
            },
          },
        }
        """
    }

    @Test("C6 G10 a button wins over a single tap on its superview: it sends its action, the tap fails")
    func buttonBeatsAncestorTap() throws {
        let h = try Harness(scene: Self.scene(), trace: true)
        h.play(
            """
            0 touch 1 began 150 120
            0.1 touch 1 ended 150 120
            1 touch 2 began 300 500
            1.1 touch 2 ended 300 500
            """)
        #expect(h.lines == ["buy touchDown", "bought, sent by buy", "panel tapped"])
        let refusals = try h.traceRecords().filter { $0["type"] as? String == "gesture.refused" }
        #expect(refusals.count == 1)
        #expect(refusals.first?["gesture"] as? String == "panelTap")
        #expect(refusals.first?["by"] as? String == "buy")
        #expect(refusals.first?["reason"] as? String == "gestureRecognizerShouldBegin")
        // The control's class-level default refused it, not a script.
        #expect(refusals.first?["script"] as? String == nil)
    }

    @Test("C6 G10 a tap recognizer on the button itself wins: the button's touch is cancelled (touchCancel), no action")
    func recognizerOnButtonWins() throws {
        let h = try Harness(scene: Self.scene(buttonGestures: #"tap { name = "own" },"#), trace: true)
        h.play(
            """
            0 touch 1 began 150 120
            0.1 touch 1 ended 150 120
            """)
        // The button saw its touch cancelled and sent nothing; the panel's tap failed (G3).
        #expect(h.lines == ["buy touchDown", "buy touchCancel"])
        let changes = try h.traceRecords().filter { $0["type"] as? String == "gesture" }
            .map { "\($0["gesture"] as? String ?? "?"): \($0["to"] as? String ?? "?")" }
        #expect(changes.prefix(2) == ["own: ended", "panelTap: failed"])
        #expect(try h.traceRecords().allSatisfy { $0["type"] as? String != "gesture.refused" })
    }

    @Test("C6 G10 the button does not refuse an ancestor's double tap: it takes both taps from the button")
    func doubleTapNotRefused() throws {
        let h = try Harness(
            scene: Self.scene(panelGestures: #"tap { name = "panelDouble", taps = 2, action = "zoom" },"#), trace: true)
        h.play(
            """
            0 touch 1 began 150 120
            0.1 touch 1 ended 150 120
            0.3 touch 2 began 150 120
            0.4 touch 2 ended 150 120
            """)
        // The first tap's end is held back while the double tap may still happen (G7), then
        // cancelled when it does (G5): the button sends touchCancel and no touch-up; the second
        // touch began while the first was still tracked (C1) and was ignored.
        #expect(h.lines == ["buy touchDown", "buy touchCancel", "panel double-tapped"])
        #expect(try h.traceRecords().allSatisfy { $0["type"] as? String != "gesture.refused" })
    }

    @Test("G10 gestureRecognizerShouldBegin is callable on views, and super answers UIView's default, true")
    func callableAndSuper() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w",
                    view { name = "panel", frame = {0, 0, 390, 844}, gestures = { tap { name = "panelTap" }, tap { name = "double", taps = 2 } },
                      button { name = "buy", frame = {100, 100, 120, 44}, gestures = { tap { name = "own" } } },
                      view { name = "plain", frame = {0, 300, 50, 50} },
                      view { name = "asks", frame = {0, 400, 50, 50}, behaviour = {
                        gestureRecognizerShouldBegin = function(self, g)
                          local default = self.super:gestureRecognizerShouldBegin(g)
                          print("asks: " .. g.name .. " default " .. tostring(default))
                          return g.name ~= "panelTap"
                        end } },
                    },
                  },
                }
                """)
        h.lua(
            #"local p = find("panel") local g = p.gestures print(find("buy"):gestureRecognizerShouldBegin(g[1]), find("buy"):gestureRecognizerShouldBegin(g[2]), find("buy"):gestureRecognizerShouldBegin(find("buy").gestures[1]))"#
        )
        h.lua(
            #"local g = find("panel").gestures print(find("plain"):gestureRecognizerShouldBegin(g[1]), find("asks"):gestureRecognizerShouldBegin(g[1]), find("asks"):gestureRecognizerShouldBegin(g[2]))"#
        )
        h.lua(#"local g = find("panel").gestures[2] print(g.numberOfTapsRequired, g.numberOfTouchesRequired)"#)
        h.lua(#"find("plain"):gestureRecognizerShouldBegin(5)"#)
        h.lua(#"app:gestureRecognizerShouldBegin(find("panel").gestures[1])"#)
        #expect(
            h.lines == [
                "false\ttrue\ttrue",
                "asks: panelTap default true",
                "asks: double default true",
                "true\tfalse\ttrue",
                "2\t1",
            ])
        #expect(h.allDiagnostics.contains("gestureRecognizerShouldBegin expects a gesture recognizer, got number"))
        #expect(h.allDiagnostics.contains("gestureRecognizerShouldBegin: app is not a view"))
    }

    @Test("G10 an answer that is not a boolean is reported and counts as UIView's default, true")
    func wrongAnswer() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w",
                    view { name = "panel", frame = {0, 0, 390, 844}, gestures = { tap { name = "panelTap", action = "tapped" } },
                      behaviour = { tapped = function(self, g) print("panel tapped") end },
                      view { name = "odd", frame = {0, 0, 50, 50}, behaviour = {
                        gestureRecognizerShouldBegin = function(self, g) return "no" end } },
                    },
                  },
                }
                """)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            """)
        #expect(h.lines == ["panel tapped"])
        #expect(h.allDiagnostics.contains("gestureRecognizerShouldBegin"))
    }
}
