import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `SceneExplainer.hitMap` and its SVG.
struct HitMapTests {
    static let scene = """
          screen = {120, 80},
          window { name = "w",
            view { name = "bar", frame = {0, 0, 120, 40},
              view { name = "close", frame = {10, 10, 10, 10}, behaviour = "grow_hit_area", props = { inset = 6 } },
              view { name = "gone", frame = {60, 0, 60, 40}, hidden = true },
            },
            view { name = "a<b & \\"c\\"", frame = {0, 40, 60, 40} },
          },
        """

    @Test("Every sample is coloured by the view the hit test picks there, Lua pointInside included")
    func samplesMatchTheHitTest() throws {
        let fixture = try ExplainFixture(Self.scene)
        let map = fixture.explainer.hitMap(step: 4)
        #expect(map.columns == 30 && map.rows == 20)
        for row in 0..<map.rows {
            for column in 0..<map.columns {
                let point = map.samplePoint(column: column, row: row)
                let expected = fixture.explainer.application.hitTest(screenPoint: point)?.view.name
                #expect(map.viewName(column: column, row: row) == expected, "at \(point)")
            }
        }
        // (6, 6) is outside close's bounds but inside its grown area.
        #expect(map.viewName(column: 1, row: 1) == "close")
        #expect(fixture.explain(6, 6).hitView?.name == "close")
        #expect(map.legend.map(\.name) == ["w", "bar", "close", "a<b & \"c\""])
        #expect(map.views.first { $0.name == "gone" }?.hidden == true)
        #expect(map.views.first { $0.name == "close" }?.screenFrame == Rect(x: 10, y: 10, width: 10, height: 10))
        let covered = map.legend.reduce(0) { $0 + $1.areaFraction }
        #expect(abs(covered - 1) < 1e-9)
    }

    @Test("The SVG is well-formed XML, names escaped, with a cell and an outline per view")
    func svgIsWellFormed() throws {
        let fixture = try ExplainFixture(Self.scene)
        let map = fixture.explainer.hitMap(step: 4)
        let svg = map.svg(title: "map of <scene> & more")
        let collector = SVGCollector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.root == "svg")
        #expect(collector.title == "map of <scene> & more")
        #expect(collector.outlined.contains("a<b & \"c\""))
        #expect(collector.outlined == Set(map.views.map(\.name)))
        #expect(collector.dashed == ["gone"])
        #expect(collector.filled.contains("close") && collector.filled.contains("a<b & \"c\""))
        #expect(!collector.filled.contains("gone"))
    }

    @Test("A nearly transparent view that takes most touches is marked invisible but blocking")
    func invisibleButBlocking() throws {
        let fixture = try ExplainFixture(
            """
              screen = {100, 100},
              window { name = "w",
                view { name = "content", frame = {0, 0, 100, 100} },
                view { name = "overlay", frame = {0, 0, 100, 60}, alpha = 0.02 },
                view { name = "tiny", frame = {0, 90, 10, 10}, alpha = 0.05 },
                view { name = "skipped", frame = {0, 0, 100, 100}, alpha = 0.005 },
              },
            """)
        let map = fixture.explainer.hitMap(step: 5)
        let overlay = try #require(map.legend.first { $0.name == "overlay" })
        #expect(overlay.invisibleButBlocking)
        #expect(abs(overlay.areaFraction - 0.6) < 1e-9)
        #expect(map.legend.first { $0.name == "tiny" }?.invisibleButBlocking == false)
        #expect(map.legend.first { $0.name == "content" }?.invisibleButBlocking == false)
        #expect(!map.legend.contains { $0.name == "skipped" })
        let svg = map.svg(title: "t")
        #expect(svg.contains("overlay  60%  invisible but blocking"))
        #expect(svg.contains("stroke=\"url(#hatch)\""))
    }

    @Test("A script error while sampling is reported once, with how many samples raised it")
    func errorsReportedOnce() throws {
        let fixture = try ExplainFixture(
            """
              screen = {40, 40},
              window { name = "w",
                view { name = "bad", frame = {0, 0, 40, 40}, behaviour = {
                    pointInside = function(self, p, e) print(p.x) error("nope") end } },
              },
            """)
        let map = fixture.explainer.hitMap(step: 10)
        #expect(map.cells.count == 16)
        #expect(map.legend.map(\.name) == ["bad"])  // a failed pointInside gets the default
        #expect(fixture.output.diagnostics.count == 1)
        #expect(fixture.output.diagnostics.first?.contains("\(fixture.sceneLine(5)): nope") == true)
        #expect(fixture.explainer.samplingErrors.map(\.count) == [16])
        #expect(fixture.explainer.suppressedPrints == 16)
        #expect(fixture.output.lines.isEmpty)
    }
}

/// Collects what the SVG tests look at while `XMLParser` reads the document.
private final class SVGCollector: NSObject, XMLParserDelegate {
    var root: String?
    var title = ""
    var outlined: Set<String> = []
    var dashed: Set<String> = []
    var filled: Set<String> = []
    private var group: String?
    private var inTitle = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        if name == "title" { inTitle = true }
        if name == "g" { group = attributes["id"] }
        guard name == "rect", let view = attributes["data-view"] else { return }
        if group == "frames" {
            outlined.insert(view)
            if attributes["stroke-dasharray"] != nil { dashed.insert(view) }
        } else if group == "samples" {
            filled.insert(view)
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { inTitle = false }
        if name == "g" { group = nil }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
    }
}
