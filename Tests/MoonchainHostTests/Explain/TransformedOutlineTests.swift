import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `explain` and `hitmap` with transformed views (rule H8).
struct TransformedOutlineTests {
    /// A card 200x100 at (100, 100) turned a quarter: on screen it covers (150...250, 50...250).
    static let scene = """
          window { name = "w",
            view { name = "card", frame = {100, 100, 200, 100}, transform = transform.rotation(math.pi / 2),
              view { name = "badge", frame = {0, 0, 20, 20} },
            },
          },
        """

    @Test("H8 explain prints a turned view's transform and the point in its own coordinates")
    func explainText() throws {
        let fixture = try ExplainFixture(Self.scene)
        let explanation = fixture.explain(245, 55)
        #expect(explanation.hitView?.name == "badge")
        let card = try #require(explanation.visit("card"))
        #expect(card.transform == Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(card.frame == Rect(x: 150, y: 50, width: 100, height: 200))
        #expect(card.point == Point(x: 5, y: 5))
        #expect(explanation.visit("w")?.transform == nil)
        let text = explanation.text
        #expect(text.contains("view card  frame (150, 50, 100, 200)  transform [0, 1, -1, 0, 0, 0]  point (5, 5)"))
        #expect(text.contains("view badge  frame (0, 0, 20, 20)  point (5, 5)"))
        // Inside the unturned frame, outside the turned card: the window takes it.
        #expect(fixture.explain(120, 120).hitView?.name == "w")
    }

    @Test("H8 explain --json has the transform only for views that have one")
    func explainJSON() throws {
        let fixture = try ExplainFixture(Self.scene)
        let json = fixture.explain(245, 55).json.text()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let window = try #require((object["windows"] as? [[String: Any]])?.first)
        #expect(window["transform"] == nil)
        let card = try #require((window["children"] as? [[String: Any]])?.first)
        #expect(card["view"] as? String == "card")
        #expect(card["transform"] as? [Double] == [0, 1, -1, 0, 0, 0])
        #expect(card["frame"] as? [Double] == [150, 50, 100, 200])
    }

    @Test("H8 hitmap outlines turned views as polygons in screen coordinates")
    func hitmapPolygons() throws {
        let fixture = try ExplainFixture(Self.scene)
        let map = fixture.explainer.hitMap(step: 10)
        let card = try #require(map.views.first { $0.name == "card" })
        #expect(
            card.outline == [Point(x: 250, y: 50), Point(x: 250, y: 250), Point(x: 150, y: 250), Point(x: 150, y: 50)])
        #expect(card.screenFrame == Rect(x: 150, y: 50, width: 100, height: 200))
        // The badge turns with its parent: its bounds' origin lands at the card's top right.
        let badge = try #require(map.views.first { $0.name == "badge" })
        #expect(
            badge.outline == [Point(x: 250, y: 50), Point(x: 250, y: 70), Point(x: 230, y: 70), Point(x: 230, y: 50)])
        #expect(map.views.first { $0.name == "w" }?.outline == nil)
        #expect(map.viewName(column: 24, row: 6) == "badge")
        #expect(map.viewName(column: 20, row: 15) == "card")
        #expect(map.viewName(column: 11, row: 11) == "w")

        let svg = map.svg(title: "turned")
        #expect(
            svg.contains(
                ##"<polygon points="250,50 250,250 150,250 150,50" stroke="#333333" stroke-width="1" data-view="card"/>"##
            ))
        #expect(
            svg.contains(
                ##"<rect x="0" y="0" width="390" height="844" stroke="#333333" stroke-width="1.5" data-view="w"/>"##))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}
