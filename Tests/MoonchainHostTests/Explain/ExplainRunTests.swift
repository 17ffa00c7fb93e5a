import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// Alike siblings folded into runs (`HitVisit.entries`) in explain's JSON and text, and
/// `allVisits` listing every visit: a hit test past thousands of views stays readable.
struct ExplainRunTests {
    /// A row of `count` 10-point cells along the top and a base under them all; cells 0..<count.
    static func row(_ count: Int) -> String {
        let cells = (0..<count).map { "view { name = \"c\($0)\", frame = {\($0 * 10), 0, 10, 10} }," }
        return """
              window { name = "w",
                view { name = "base", frame = {0, 0, 300, 300} },
                \(cells.joined(separator: "\n    "))
              },
            """
    }

    /// The JSON of `explanation` as Foundation objects.
    private func document(_ json: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.text(pretty: false).utf8)) as? [String: Any])
    }

    @Test("H2/H3 explain folds consecutive siblings skipped alike into one run: ends, count, reason, why")
    func outsideSiblingsFoldIntoARun() throws {
        let fixture = try ExplainFixture(Self.row(20))
        let explanation = fixture.explain(150, 150)  // below every cell: all 20 outside, base takes it
        let window = try #require(try document(explanation.json)["windows"] as? [[String: Any]]).first
        let children = try #require(window?["children"] as? [[String: Any]])
        #expect(children.count == 2)
        let run = try #require(children.first)
        let ends = try #require(run["run"] as? [String: Any])
        #expect(ends["first"] as? String == "c19" && ends["last"] as? String == "c0")
        #expect(ends["count"] as? Int == 20)
        #expect(run["outcome"] as? String == "skipped")
        #expect(run["reason"] as? String == "outside")
        #expect(run["why"] as? String == explanation.visit("c7")?.why)
        #expect(run["view"] == nil && run["frame"] == nil)
        #expect(children.last?["view"] as? String == "base")
        #expect(children.last?["outcome"] as? String == "chosen")

        let text = explanation.text
        #expect(
            text.contains(
                "    c19 … c0 (20 siblings in a row)  skipped: the point is outside its bounds (0, 0, 10, 10)"))
        #expect(!text.contains("view c7 "))
        #expect(text.split(separator: "\n").count < 10)
    }

    @Test("H2 explain with allVisits lists every visit with its frame and point, in the JSON and the text")
    func allVisitsListsEveryOne() throws {
        let fixture = try ExplainFixture(Self.row(20))
        let explanation = fixture.explain(150, 150)
        let window = try #require(
            try document(explanation.json(allVisits: true))["windows"] as? [[String: Any]]
        ).first
        let children = try #require(window?["children"] as? [[String: Any]])
        #expect(children.compactMap { $0["view"] as? String } == (0..<20).reversed().map { "c\($0)" } + ["base"])
        #expect(children[0]["frame"] as? [Double] == [190, 0, 10, 10])
        #expect(children[0]["point"] as? [Double] == [-40, 150])
        #expect(children.allSatisfy { $0["run"] == nil })
        let text = explanation.text(allVisits: true)
        #expect(text.contains("    view c7  frame (70, 0, 10, 10)  point (80, 150)  skipped: the point is outside"))
        #expect(!text.contains("siblings in a row"))
    }

    @Test("H2/H5 explain: only alike visits share a run; two alike stay listed; a sibling's print splits a run")
    func runsKeepWhatDiffers() throws {
        let noisy = "behaviour = { pointInside = function(self, p) print(self.name) return false end }"
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "base", frame = {0, 0, 300, 300} },
                view { name = "a0", frame = {0, 0, 10, 10} },
                view { name = "a1", frame = {10, 0, 10, 10} },
                view { name = "a2", frame = {20, 0, 10, 10} },
                view { name = "big", frame = {0, 0, 50, 10} },
                view { name = "h0", frame = {0, 0, 300, 300}, hidden = true },
                view { name = "h1", frame = {0, 0, 300, 300}, hidden = true },
                view { name = "p0", frame = {0, 0, 10, 10}, \(noisy) },
                view { name = "p1", frame = {10, 0, 10, 10}, \(noisy) },
                view { name = "p2", frame = {20, 0, 10, 10}, \(noisy) },
              },
            """)
        let explanation = fixture.explain(150, 150)
        let window = try #require(explanation.windows.first)
        let shown: [String] = window.entries.map {
            switch $0 {
            case .visit(let visit): visit.view
            case .run(let run): "\(run.first)…\(run.last)×\(run.count)"
            }
        }
        // p0-p2 printed (notes of their own): listed; h0, h1 are only two; big's bounds differ from a0-a2's.
        #expect(shown == ["p2", "p1", "p0", "h1", "h0", "big", "a2…a0×3", "base"])
    }

    @Test("H6 explain: a parent's note between two alike siblings ends the run there, in its place")
    func noteSplitsARun() throws {
        let cells = (0..<6).map { "view { name = \"c\($0)\", frame = {\($0 * 10), 0, 10, 10} }," }
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "box", frame = {0, 0, 300, 300}, behaviour = {
                    hitTest = function(self, p, e)
                      for _, name in ipairs({"c5", "c4", "c3"}) do
                        find(name):hitTest(self:convertPointTo(p, find(name)), e)
                      end
                      print("half way")
                      return self.super:hitTest(p, e)
                    end },
                  view { name = "base", frame = {0, 0, 300, 300} },
                  \(cells.joined(separator: "\n      "))
                },
              },
            """)
        let explanation = fixture.explain(150, 150)
        let box = try #require(explanation.visit("box"))
        #expect(box.children.map(\.view) == ["c5", "c4", "c3", "c5", "c4", "c3", "c2", "c1", "c0", "base"])
        let runs = box.entries.compactMap { if case .run(let run) = $0 { run } else { nil } }
        #expect(runs.map(\.count) == [3, 6])
        let lines = explanation.text.split(separator: "\n").map(String.init)
        let note = try #require(lines.firstIndex { $0.hasSuffix("| print: half way") })
        #expect(lines[note - 1].contains("c5 … c3 (3 siblings in a row)"))
        #expect(lines[note + 1].contains("c5 … c0 (6 siblings in a row)"))
    }
}
