import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// `explain --key` as text and as JSON (`--key K --json`): the candidates along the chain,
/// which would run and why (K2–K6).
struct ExplainKeyTests {
    /// A document controller offering Cmd-S, Cmd-Shift-S and Down (with priority) above a field
    /// that edits (`autofocus` through `becomeFirstResponder` in the window's didLoad).
    private func fixture(editing: Bool) throws -> ExplainFixture {
        try ExplainFixture(
            """
              window { name = "w", behaviour = {
                  didLoad = function(self) \(editing ? "find('title'):becomeFirstResponder()" : "") end },
                controller { name = "document", behaviour = {
                    keyCommands = function(self)
                      return {
                        { input = "s", modifiers = { "cmd" }, action = "save", title = "Save" },
                        { input = "s", modifiers = { "cmd", "shift" }, action = "saveAs" },
                        { input = "down", action = "next", wantsPriorityOverSystemBehavior = true },
                        { input = "x", action = "cut" },
                      }
                    end,
                    save = function(self) end, saveAs = function(self) end, next = function(self) end,
                    cut = function(self) end,
                  },
                  view { name = "page", frame = {0, 0, 390, 844},
                    textField { name = "title", frame = {20, 100, 300, 40} } },
                },
              },
            """)
    }

    private func document(_ key: String, editing: Bool = true) throws -> [String: Any] {
        let fixture = try fixture(editing: editing)
        guard case .success(let explanation) = KeyExplanation.explain(key, in: fixture.explainer.application) else {
            Issue.record("\(key) did not parse")
            return [:]
        }
        let text = explanation.json.text()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("K2 K3 --key cmd+s --json: every candidate nearest first, the one that runs, on whom and why")
    func cmdS() throws {
        let json = try document("cmd+s")
        #expect(json["key"] as? String == "cmd+s")
        #expect(json["charactersIgnoringModifiers"] as? String == "s")
        #expect(json["modifierFlags"] as? [String] == ["cmd"])
        let candidates = try #require(json["candidates"] as? [[String: Any]])
        #expect(candidates.compactMap { $0["action"] as? String } == ["save", "saveAs", "next", "cut"])
        #expect(candidates.compactMap { $0["outcome"] as? String } == ["runs", "noMatch", "noMatch", "noMatch"])
        #expect(candidates[0]["definer"] as? String == "document")
        #expect(candidates[0]["definerKind"] as? String == "controller")
        #expect(candidates[0]["performer"] as? String == "document")
        #expect(candidates[0]["modifiers"] as? [String] == ["cmd"])
        #expect(candidates[0]["reason"] is NSNull)
        #expect((candidates[1]["reason"] as? String)?.contains("modifiers cmd+shift") == true)
        let taker = try #require(json["taker"] as? [String: Any])
        #expect(taker["kind"] as? String == "command")
        #expect(taker["responder"] as? String == "document")
        #expect(taker["action"] as? String == "save")
        #expect((json["reason"] as? String)?.contains("K2, K3") == true)
    }

    @Test("K5 --json: a plain key matching a command goes to the editing field; a priority command wins")
    func textFieldFirst() throws {
        let x = try document("x")
        #expect((x["candidates"] as? [[String: Any]])?.last?["outcome"] as? String == "textFieldFirst")
        let taker = try #require(x["taker"] as? [String: Any])
        #expect(taker["kind"] as? String == "textField")
        #expect(taker["responder"] as? String == "title")
        #expect((x["reason"] as? String)?.contains("K5") == true)
        let down = try document("down")
        #expect((down["taker"] as? [String: Any])?["action"] as? String == "next")
        #expect(down["characters"] as? String == "UIKeyInputDownArrow")
    }

    @Test("K6 --json: a key nothing takes goes as presses to the key window when nothing is first responder")
    func presses() throws {
        let json = try document("q", editing: false)
        let taker = try #require(json["taker"] as? [String: Any])
        #expect(taker["kind"] as? String == "presses")
        #expect(taker["responder"] as? String == "w")
        #expect(json["candidates"] as? [[String: Any]] == nil || (json["candidates"] as? [Any])?.isEmpty == true)
    }

    @Test("K2 the text form lists the same candidates and the outcome line")
    func text() throws {
        let fixture = try fixture(editing: true)
        guard case .success(let explanation) = KeyExplanation.explain("cmd+s", in: fixture.explainer.application) else {
            Issue.record("cmd+s did not parse")
            return
        }
        #expect(explanation.text.contains("document: cmd+s → save - runs on document"))
        #expect(explanation.text.contains("=> save runs on document"))
    }
}
