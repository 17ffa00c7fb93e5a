import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// `HitExplanation.json`: one JSON document with the same content as the text.
struct ExplainJSONTests {
    @Test("The JSON form parses and holds the same visits, reasons, hit view, chain and recognizers")
    func jsonMatchesTheModel() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                view { name = "bar", frame = {0, 0, 300, 100}, gestures = { tap { name = "barTap" } },
                  view { name = "close", frame = {20, 40, 20, 20}, behaviour = "grow_hit_area", props = { inset = 12 } },
                  view { name = "hidden \\"one\\"", frame = {0, 0, 300, 100}, hidden = true },
                },
              },
            """)
        let explanation = fixture.explain(12, 45)
        let text = explanation.json.text()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["point"] as? [Double] == [12, 45])
        #expect(document["window"] is NSNull)
        let hit = try #require(document["hit"] as? [String: Any])
        #expect(hit["view"] as? String == "close")
        #expect(hit["window"] as? String == "w")
        let chain = try #require(document["responderChain"] as? [[String: Any]])
        #expect(chain.compactMap { $0["name"] as? String } == explanation.responderChain.map(\.name))
        let gestures = try #require(document["gestures"] as? [[String: Any]])
        #expect(gestures.compactMap { $0["name"] as? String } == ["barTap"])
        #expect(gestures.first?["kind"] as? String == "tap")

        let windows = try #require(document["windows"] as? [[String: Any]])
        var names: [String] = []
        var flat: [[String: Any]] = []
        func walk(_ visit: [String: Any]) {
            names.append(visit["view"] as? String ?? "?")
            flat.append(visit)
            for child in visit["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        windows.forEach(walk)
        #expect(names == explanation.visits.map(\.view))
        for (json, visit) in zip(flat, explanation.visits) {
            #expect(
                json["frame"] as? [Double] == [visit.frame.x, visit.frame.y, visit.frame.width, visit.frame.height])
            #expect(json["point"] as? [Double] == [visit.point.x, visit.point.y])
            #expect(json["outcome"] as? String == visit.outcome.rawValue)
            #expect(json["reason"] as? String == visit.skipReason?.rawValue)
            #expect(json["why"] as? String == visit.why)
            #expect(text.contains(quotedJSON(visit.why)))
        }
        let hidden = try #require(flat.first { $0["view"] as? String == "hidden \"one\"" })
        #expect(hidden["reason"] as? String == "hidden")
        let close = try #require(flat.first { $0["view"] as? String == "close" })
        let inside = try #require(close["pointInside"] as? [String: Any])
        #expect(inside["inside"] as? Bool == true)
        #expect((inside["script"] as? String)?.hasSuffix("scripts/grow_hit_area.lua:19") == true)
    }

    @Test("Compact JSON is the same document on one line")
    func compactIsOneLine() throws {
        let fixture = try ExplainFixture(#"window { name = "w", view { name = "v", frame = {0, 0, 10, 10} } }"#)
        let json = fixture.explain(5, 5).json
        let compact = json.text(pretty: false)
        #expect(!compact.contains("\n"))
        let a = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(json.text().utf8)) as? NSDictionary
        #expect(a != nil && a == b)
    }

    /// A string as it appears quoted in JSON.
    private func quotedJSON(_ value: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    }
}
