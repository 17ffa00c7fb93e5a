import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// `explain` and `--trace` for controls (C4, C5).
struct ControlExplainTests {
    @Test("C4 explain says a disabled control was skipped, and the view behind it gets the touch")
    func disabledControlExplained() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "card", frame = {0, 0, 200, 200},
                  button { name = "buy", frame = {10, 10, 100, 44}, enabled = false },
                },
              },
            """)
        let explanation = fixture.explain(20, 20)
        let buy = try #require(explanation.visit("buy"))
        #expect(buy.outcome == .skipped && buy.skipReason == .disabledControl)
        #expect(buy.why.contains("disabled control"))
        #expect(explanation.hitView?.name == "card")
    }

    @Test("C1 explain names each control by its class, as Lua's kind does: button, switch, slider (text and JSON)")
    func controlKinds() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "card", frame = {0, 0, 390, 300},
                  button { name = "buy", frame = {10, 10, 100, 44} },
                  switch { name = "wifi", frame = {10, 100, 60, 40} },
                  slider { name = "volume", frame = {10, 200, 200, 40} },
                },
              },
            """)
        let explanation = fixture.explain(20, 20)
        #expect(explanation.visit("buy")?.kind == "button")
        #expect(explanation.visit("wifi")?.kind == "switch")
        #expect(explanation.visit("volume")?.kind == "slider")
        #expect(explanation.visit("card")?.kind == "view")
        #expect(explanation.hitView?.kind == "button")
        #expect(explanation.responderChain.map(\.kind) == ["button", "view", "window", "application"])
        #expect(explanation.text.contains("Hit-test view: buy (button) in window w"))
        #expect(explanation.text.contains("\n      switch wifi  frame (10, 100, 60, 40)  point (10, -80)  skipped"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(explanation.json.text().utf8)) as? [String: Any])
        #expect((document["hit"] as? [String: Any])?["kind"] as? String == "button")
        #expect((document["responderChain"] as? [[String: Any]])?.first?["kind"] as? String == "button")
    }

    @Test("C5 E3 the trace records each control event and each action: target, receiver, handled")
    func traceRecords() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", behaviour = { save = function(self, sender) end },
                  button { name = "b", frame = {0, 0, 100, 44}, actions = { touchUpInside = { "save", "nobody" } } } } }
                """, trace: true)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            """)
        let records = try h.traceRecords()
        let events = records.filter { $0["type"] as? String == "control.event" }.compactMap { $0["event"] as? String }
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        let actions = records.filter { $0["type"] as? String == "control.action" }
        #expect(actions.map { $0["action"] as? String } == ["save", "nobody"])
        #expect(actions.map { $0["receiver"] as? String } == ["w", nil])
        #expect(actions.map { $0["handled"] as? Bool } == [true, false])
        #expect(actions.allSatisfy { $0["target"] is NSNull || $0["target"] == nil })
        #expect(h.allDiagnostics.contains("no behaviour defines 'nobody'"))
    }
}
