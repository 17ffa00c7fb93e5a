import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// `backgroundColor` on views and windows (the contract's "Colour"): the forms a scene and a
/// script may write, one form read back, clear errors, and `hitmap` painting it.
@Suite("Contract: backgroundColor")
struct BackgroundColorTests {
    static let scene = """
        return app {
          window { name = "w", backgroundColor = "#FFFFFF",
            view { name = "hex6", frame = {0, 0, 10, 10}, backgroundColor = "#ff8000" },
            view { name = "hex8", frame = {0, 20, 10, 10}, backgroundColor = "#00ff0080" },
            view { name = "list", frame = {0, 40, 10, 10}, backgroundColor = {1, 0, 0.5} },
            view { name = "named", frame = {0, 60, 10, 10}, backgroundColor = {r = 0, g = 0, b = 1, a = 0.25} },
            view { name = "none", frame = {0, 80, 10, 10} },
          },
        }
        """

    @Test("a scene's colours read back in Lua as #rrggbbaa; none reads as nil")
    func readsBack() throws {
        let h = try Harness(scene: Self.scene)
        h.lua(
            ##"for _, n in ipairs({"w", "hex6", "hex8", "list", "named", "none"}) do print(n, find(n).backgroundColor) end"##
        )
        #expect(
            h.lines == [
                "w\t#ffffffff", "hex6\t#ff8000ff", "hex8\t#00ff0080", "list\t#ff0080ff", "named\t#0000ff40",
                "none\tnil",
            ])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("a script writes every form, and nil clears it; the view keeps the exact components")
    func writes() throws {
        let h = try Harness(scene: Self.scene)
        h.lua(##"local v = find("none") v.backgroundColor = "#123456" print(v.backgroundColor)"##)
        h.lua(##"local v = find("none") v.backgroundColor = {r = 0.5, g = 0.5, b = 0.5} print(v.backgroundColor)"##)
        h.lua(##"local v = find("none") v.backgroundColor = nil print(v.backgroundColor)"##)
        #expect(h.lines == ["#123456ff", "#808080ff", "nil"])
        h.lua(##"find("hex6").backgroundColor = {0.25, 0.5, 1, 1}"##)
        let view = try #require(h.host.application.windowsFrontToBack.first?.subviews.first)
        #expect(view.backgroundColor == Color(red: 0.25, green: 0.5, blue: 1, alpha: 1))
    }

    @Test("a bad colour written by a script is an error naming the line; the old colour stays")
    func badWrite() throws {
        let h = try Harness(scene: Self.scene)
        h.lua(##"find("hex6").backgroundColor = "red""##)
        h.lua(##"find("hex6").backgroundColor = {1, 2, 0}"##)
        h.lua(##"print(find("hex6").backgroundColor)"##)
        #expect(h.lines == ["#ff8000ff"])
        #expect(h.diagnostics.count == 2, "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("backgroundColor must be \"#rrggbb\""), "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("g is 2, outside 0…1"), "\(h.allDiagnostics)")
        #expect(
            h.allDiagnostics.contains("events.txt:1") && h.allDiagnostics.contains("events.txt:2"),
            "\(h.allDiagnostics)")
    }

    @Test(
        "a bad colour in a scene is a load error naming the view and scene.lua:line",
        arguments: [
            (##""#12345""##, "got \"#12345\""),
            (##""#gg0000""##, "got \"#gg0000\""),
            ("{1, 0}", "b is missing"),
            ("{r = 1, g = 0, b = 0, a = 1.5}", "a is 1.5, outside 0…1"),
            ("{1, 0, 0/0}", "b is nan"),
            (#"{1, "x", 0}"#, "g is a string"),
            ("true", "got boolean"),
        ])
    func badScene(value: String, says: String) throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app {
                      window { name = "w",
                        view { name = "card", frame = {0, 0, 10, 10},
                               backgroundColor = \(value) },
                      },
                    }
                    """))
        #expect(failure.message.contains("view 'card': backgroundColor must be"), "\(failure.message)")
        #expect(failure.message.contains(says), "\(failure.message)")
        #expect(failure.message.contains("scene.lua:3"), "\(failure.message)")
    }

    @Test("hitmap paints backgrounds under the samples, windows back to front, with their alpha")
    func hitmapSVG() throws {
        let fixture = try ExplainFixture(
            """
            window { name = "back", level = 0, backgroundColor = "#0000ff",
              view { name = "plain", frame = {0, 0, 50, 50} },
              view { name = "faded", frame = {0, 60, 50, 50}, alpha = 0.5, backgroundColor = "#ff000080" },
              view { name = "gone", frame = {0, 120, 50, 50}, hidden = true, backgroundColor = "#00ff00" },
              view { name = "turned", frame = {100, 100, 40, 20}, transform = transform.rotation(math.pi / 2), backgroundColor = "#00ffff" },
            },
            window { name = "front", level = 1, frame = {200, 0, 100, 100}, backgroundColor = "#ffff00" },
            """)
        let svg = fixture.explainer.hitMap(step: 10).svg(title: "t")
        // Each fill: `<rect ... fill="#0000ff" fill-opacity="1" data-background="back"/>`.
        let fills = svg.split(separator: "\n").filter { $0.contains("data-background=") }
        func attribute(_ name: String, _ line: Substring) -> String {
            guard let start = line.range(of: " \(name)=\"") else { return "" }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        let summary = fills.map { line in
            [
                attribute("data-background", line), String(line.drop { $0 == " " }.dropFirst().prefix { $0 != " " }),
                attribute("fill", line), attribute("fill-opacity", line),
            ].joined(separator: " ")
        }
        #expect(
            summary == [
                "back rect #0000ff 1", "faded rect #ff0000 0.25", "turned polygon #00ffff 1", "front rect #ffff00 1",
            ])
        // Under the samples: the backgrounds group comes first.
        let backgrounds = try #require(svg.range(of: "id=\"backgrounds\""))
        let samples = try #require(svg.range(of: "id=\"samples\""))
        #expect(backgrounds.lowerBound < samples.lowerBound)
    }
}
