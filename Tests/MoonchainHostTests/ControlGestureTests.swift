import MoonchainHost
import Testing

/// Rule G10 from Lua: `gestureRecognizerShouldBegin` on views, and the bundled `button`
/// beating an ancestor's single tap as UIButton does.
@Suite("Rule G10: controls and recognizers in Lua")
struct ControlGestureTests {
    /// A panel with a tap recognizer (and `extra` more), holding the bundled button `buy`
    /// (with `buttonGestures` on it); the window performs the button's action.
    static func scene(panelGestures: String = #"tap { name = "panelTap", action = "tapped" },"#,
                      buttonGestures: String = "") -> String {
        """
        return app {
          window { name = "w", behaviour = { buy = function(self, sender) print("bought, sent by " .. sender.name) end },
            view { name = "panel", frame = {0, 0, 390, 844},
                   behaviour = { tapped = function(self, g) print("panel tapped") end,
                                 zoom = function(self, g) print("panel double-tapped") end,
                                 buttonTapped = function(self, g) print("button's own tap") end },
                   gestures = { \(panelGestures) },
              view { name = "buy", frame = {100, 100, 120, 44}, behaviour = "button",
                     props = { action = "buy", verbose = true }, gestures = { \(buttonGestures) } },
            },
          },
        }
        """
    }

    @Test("G10 the bundled button wins over a single tap on its superview: it sends its action, the tap fails")
    func buttonBeatsAncestorTap() throws {
        let h = try Harness(scene: Self.scene(), trace: true)
        h.play("""
            0 touch 1 began 150 120
            0.1 touch 1 ended 150 120
            1 touch 2 began 300 500
            1.1 touch 2 ended 300 500
            """)
        #expect(h.lines == [
            "buy highlighted", "buy unhighlighted", "bought, sent by buy", "buy sends buy: true",
            "panel tapped",
        ])
        let refusals = try h.traceRecords().filter { $0["type"] as? String == "gesture.refused" }
        #expect(refusals.count == 1)
        #expect(refusals.first?["gesture"] as? String == "panelTap")
        #expect(refusals.first?["by"] as? String == "buy")
        #expect(refusals.first?["reason"] as? String == "gestureRecognizerShouldBegin")
        #expect((refusals.first?["script"] as? String)?.hasSuffix("button.lua:" + String(Self.buttonLine)) == true)
    }

    /// The line where the bundled button defines `gestureRecognizerShouldBegin`.
    static let buttonLine: Int = {
        let text = (try? String(contentsOfFile: repositoryRoot + "/scripts/button.lua", encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains("gestureRecognizerShouldBegin = function") } ?? -1) + 1
    }()

    @Test("G10 a tap recognizer on the button itself wins: the button's touch is cancelled, no action")
    func recognizerOnButtonWins() throws {
        let h = try Harness(scene: Self.scene(buttonGestures: #"tap { name = "own" },"#), trace: true)
        h.play("""
            0 touch 1 began 150 120
            0.1 touch 1 ended 150 120
            """)
        // The button saw its touch cancelled and sent nothing; the panel's tap failed (G3).
        #expect(h.lines == ["buy highlighted", "buy unhighlighted"])
        let changes = try h.traceRecords().filter { $0["type"] as? String == "gesture" }
            .map { "\($0["gesture"] as? String ?? "?"): \($0["to"] as? String ?? "?")" }
        #expect(changes.prefix(2) == ["own: ended", "panelTap: failed"])
        #expect(try h.traceRecords().allSatisfy { $0["type"] as? String != "gesture.refused" })
    }

    @Test("G10 the button does not refuse an ancestor's double tap: it takes both taps from the button")
    func doubleTapNotRefused() throws {
        let h = try Harness(scene: Self.scene(panelGestures: #"tap { name = "panelDouble", taps = 2, action = "zoom" },"#), trace: true)
        h.play("""
            0 touch 1 began 150 120
            0.1 touch 1 ended 150 120
            0.3 touch 2 began 150 120
            0.4 touch 2 ended 150 120
            """)
        // The first tap's end is held back while the double tap may still happen (G7), then
        // cancelled when it does (G5): the button unhighlights and sends nothing.
        #expect(h.lines == ["buy highlighted", "buy unhighlighted", "panel double-tapped"])
        #expect(try h.traceRecords().allSatisfy { $0["type"] as? String != "gesture.refused" })
    }

    @Test("G10 gestureRecognizerShouldBegin is callable on views, and super answers UIView's default, true")
    func callableAndSuper() throws {
        let h = try Harness(scene: """
            return app {
              window { name = "w",
                view { name = "panel", frame = {0, 0, 390, 844}, gestures = { tap { name = "panelTap" }, tap { name = "double", taps = 2 } },
                  view { name = "buy", frame = {100, 100, 120, 44}, behaviour = "button", gestures = { tap { name = "own" } } },
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
        h.lua(#"local p = find("panel") local g = p.gestures print(find("buy"):gestureRecognizerShouldBegin(g[1]), find("buy"):gestureRecognizerShouldBegin(g[2]), find("buy"):gestureRecognizerShouldBegin(find("buy").gestures[1]))"#)
        h.lua(#"local g = find("panel").gestures print(find("plain"):gestureRecognizerShouldBegin(g[1]), find("asks"):gestureRecognizerShouldBegin(g[1]), find("asks"):gestureRecognizerShouldBegin(g[2]))"#)
        h.lua(#"local g = find("panel").gestures[2] print(g.numberOfTapsRequired, g.numberOfTouchesRequired)"#)
        h.lua(#"find("plain"):gestureRecognizerShouldBegin(5)"#)
        h.lua(#"app:gestureRecognizerShouldBegin(find("panel").gestures[1])"#)
        #expect(h.lines == [
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
        let h = try Harness(scene: """
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
        h.play("""
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            """)
        #expect(h.lines == ["panel tapped"])
        #expect(h.allDiagnostics.contains("gestureRecognizerShouldBegin"))
    }
}
