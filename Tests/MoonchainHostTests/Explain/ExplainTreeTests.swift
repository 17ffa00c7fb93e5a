import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// `SceneExplainer.explain`: the visit tree of one hit test (rules H1–H7, G1).
struct ExplainTreeTests {
    static let nested = """
          screen = {300, 400},
          window { name = "w",
            view { name = "panel", frame = {10, 20, 200, 200}, bounds = {0, 50, 200, 200},
              view { name = "left", frame = {0, 50, 100, 100} },
              view { name = "right", frame = {100, 50, 100, 100},
                view { name = "dot", frame = {10, 10, 20, 20} },
              },
            },
          },
        """

    @Test("H3/H4: subviews are visited front to back, each with its frame and the converted point")
    func nestedOrderFramesAndPoints() throws {
        let fixture = try ExplainFixture(Self.nested)
        let explanation = fixture.explain(125, 35)
        #expect(explanation.visits.map(\.view) == ["w", "panel", "right", "dot"])
        let panel = try #require(explanation.visit("panel"))
        #expect(panel.frame == Rect(x: 10, y: 20, width: 200, height: 200))
        #expect(panel.point == Point(x: 115, y: 65))  // bounds origin y = 50 scrolls the content
        #expect(panel.outcome == .descendant && panel.result == "dot")
        let right = try #require(explanation.visit("right"))
        #expect(right.point == Point(x: 15, y: 15))
        #expect(right.frame == Rect(x: 100, y: 50, width: 100, height: 100))
        let dot = try #require(explanation.visit("dot"))
        #expect(dot.point == Point(x: 5, y: 5))
        #expect(dot.outcome == .chosen)
        #expect(dot.pointInside == HitVisit.PointInside(inside: true, script: nil))
        #expect(explanation.hitView == .init(name: "dot", kind: "view"))
        #expect(explanation.responderChain.map(\.name) == ["dot", "right", "panel", "w", "app"])
        #expect(explanation.responderChain.map(\.kind) == ["view", "view", "view", "window", "application"])
    }

    @Test("H2/H3: a point outside the front subview is skipped as outside, and the next one is tried")
    func outsideSiblingIsSkipped() throws {
        let fixture = try ExplainFixture(Self.nested)
        let explanation = fixture.explain(30, 35)
        let panel = try #require(explanation.visit("panel"))
        #expect(panel.children.map(\.view) == ["right", "left"])
        #expect(panel.children[0].outcome == .skipped && panel.children[0].skipReason == .outside)
        #expect(panel.children[0].point == Point(x: -80, y: 15))
        #expect(panel.children[0].children.isEmpty)  // "dot" is never visited
        #expect(panel.children[1].outcome == .chosen)
        let text = explanation.text
        #expect(text.contains("    view panel  frame (10, 20, 200, 200)  point (20, 65)  -> left"))
        #expect(
            text.contains(
                "      view right  frame (100, 50, 100, 100)  point (-80, 15)  skipped: the point is outside its bounds"
            ))
        #expect(text.contains("Responder chain: left (view) -> panel (view) -> w (window) -> app (application)"))
    }

    @Test("H1: a hidden subtree is skipped with its reason and its children are not visited")
    func hiddenSubtree() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "base", frame = {0, 0, 200, 200} },
                view { name = "sheet", frame = {0, 0, 200, 200}, hidden = true,
                  view { name = "sheetButton", frame = {0, 0, 50, 50} },
                },
                view { name = "faded", frame = {0, 0, 200, 200}, alpha = 0.01 },
                view { name = "inert", frame = {0, 0, 200, 200}, userInteractionEnabled = false },
              },
            """)
        let explanation = fixture.explain(10, 10)
        let window = try #require(explanation.windows.first)
        #expect(window.children.map(\.view) == ["inert", "faded", "sheet", "base"])
        #expect(window.children.map(\.skipReason) == [.interactionDisabled, .transparent, .hidden, nil])
        #expect(explanation.visit("sheetButton") == nil)
        #expect(explanation.visit("sheet")?.children.isEmpty == true)
        #expect(explanation.hitView?.name == "base")
        #expect(
            explanation.text.contains(
                "view sheet  frame (0, 0, 200, 200)  point (10, 10)  skipped: hidden (its subviews are not tried)"))
    }

    @Test("H5/H6: a Lua pointInside growing the area is why the view is chosen, with its file:line")
    func luaPointInsideGrowsTheArea() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "bar", frame = {0, 0, 300, 100},
                  view { name = "close", frame = {20, 40, 20, 20}, behaviour = "grow_hit_area", props = { inset = 12 } },
                },
              },
            """)
        let explanation = fixture.explain(12, 45)  // 8 points left of the button
        let close = try #require(explanation.visit("close"))
        // The bundled script, named relative to the working directory when it lies below it.
        let script = try #require(close.pointInside?.script)
        #expect(script.hasSuffix("scripts/grow_hit_area.lua:19"))
        #expect(close.point == Point(x: -8, y: 5))
        #expect(close.outcome == .chosen)
        #expect(close.pointInside == HitVisit.PointInside(inside: true, script: script))
        #expect(close.why.contains("its Lua pointInside answered true (\(script))"))
        #expect(explanation.hitView?.name == "close")

        let miss = fixture.explain(2, 45)  // 18 points left: outside the grown area
        let skipped = try #require(miss.visit("close"))
        #expect(skipped.outcome == .skipped && skipped.skipReason == .pointInsideFalse)
        #expect(skipped.why.contains(script))
        #expect(miss.hitView?.name == "bar")
    }

    @Test("H6: a Lua hitTest redirecting to another view shows the redirected visit nested in it")
    func luaHitTestRedirect() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "buy", frame = {100, 300, 100, 40} },
                view { name = "scroll", frame = {0, 0, 390, 844}, behaviour = {
                    hitTest = function(self, p, e)
                      local hit = find("buy"):hitTest(self:convertPointTo(p, find("buy")), e)
                      if hit ~= nil then return hit end
                      return self.super:hitTest(p, e)
                    end },
                  view { name = "row", frame = {0, 0, 390, 60} },
                },
              },
            """)
        let explanation = fixture.explain(110, 310)
        let scroll = try #require(explanation.visit("scroll"))
        #expect(scroll.outcome == .script)
        #expect(scroll.result == "buy")
        #expect(scroll.hitTestScript == fixture.sceneLine(5))
        #expect(scroll.children.map(\.view) == ["buy"])
        #expect(scroll.children[0].point == Point(x: 10, y: 10))
        #expect(explanation.windows[0].children.map(\.view) == ["scroll"])  // "buy" was not tried twice by the window
        #expect(explanation.hitView?.name == "buy")
        #expect(explanation.text.contains("-> buy: its Lua hitTest answered so (\(fixture.sceneLine(5)))"))

        let elsewhere = fixture.explain(10, 10)
        let kept = try #require(elsewhere.visit("scroll"))
        #expect(kept.outcome == .script && kept.result == "row")
        #expect(kept.children.map(\.view) == ["buy", "row"])
        #expect(kept.notes.map(\.text) == ["super:hitTest returned row"])
        #expect(kept.notes.first?.afterVisits == 2)
    }

    @Test("H7, G1: windows front to back; nil windows shown; recognizers deepest first, enabled only")
    func windowsAndRecognizers() throws {
        let fixture = try ExplainFixture(
            """
              screen = {200, 200},
              window { name = "back",
                view { name = "card", frame = {0, 0, 200, 200}, gestures = { tap { name = "cardTap" }, pan { name = "off", enabled = false } },
                  view { name = "button", frame = {0, 0, 50, 50}, gestures = { tap { name = "buttonTap" }, longPress { name = "hold" } } },
                },
              },
              window { name = "front", level = 1, frame = {100, 100, 100, 100} },
              window { name = "never", level = -1 },
            """)
        let explanation = fixture.explain(10, 10)
        #expect(explanation.windows.map(\.view) == ["front", "back"])
        #expect(explanation.windows[0].skipReason == .outside)
        #expect(explanation.untriedWindows == ["never"])
        #expect(explanation.hitView?.name == "button")
        #expect(
            explanation.gestures == [
                .init(name: "buttonTap", kind: "tap", view: "button"),
                .init(name: "hold", kind: "longPress", view: "button"),
                .init(name: "cardTap", kind: "tap", view: "card"),
            ])
        let text = explanation.text
        #expect(
            text.contains(
                "  window front  frame (100, 100, 100, 100)  point (-90, -90)  skipped: the point is outside its bounds"
            ))
        #expect(text.contains("  window never: not tried"))
        #expect(
            text.contains(
                "  1. buttonTap (tap) on button\n  2. hold (longPress) on button\n  3. cardTap (tap) on card\n"))

        let onlyBack = fixture.explain(10, 10, window: "front")
        #expect(onlyBack.restrictedTo == "front")
        #expect(onlyBack.windows.map(\.view) == ["front"])
        #expect(onlyBack.untriedWindows.isEmpty)
        #expect(onlyBack.hitView == nil)
        #expect(onlyBack.text.contains("Hit-test view: none"))
    }

    @Test("A failing Lua hitTest is noted where it ran; the default then decides, as in run")
    func failingHitTestAndPrints() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "a", frame = {0, 0, 100, 100} },
                view { name = "broken", frame = {0, 0, 50, 50}, behaviour = {
                    hitTest = function(self, p, e) print("checking " .. p.x) error("boom") end } },
              },
            """)
        let explanation = fixture.explain(80, 80)
        let window = try #require(explanation.windows.first)
        #expect(window.children.map(\.view) == ["broken", "a"])  // "a" is broken's sibling, not its child
        let broken = window.children[0]
        #expect(broken.outcome == .skipped && broken.skipReason == .outside)
        #expect(broken.notes.map(\.text) == ["print: checking 80", "error: \(fixture.sceneLine(5)): boom"])
        #expect(explanation.hitView?.name == "a")
        #expect(fixture.output.diagnostics.count == 1)
        #expect(fixture.output.lines.isEmpty)
    }
}
