import MoonchainExplain
import MoonchainHost
import MoonchainTestSupport
import ResponderKit
import Testing

/// The adaptive hit map against sampling every cell with the real hit test: on random scenes
/// they must agree cell for cell (rules H1–H8 through `SceneExplainer.hitTest`).
struct AdaptiveHitMapTests {
    /// Every cell of `map` holds what the real hit test answers at its sample.
    static func differences(_ map: HitMap, _ explainer: SceneExplainer, window: Window? = nil) -> [String] {
        var found: [String] = []
        for row in 0..<map.rows {
            for column in 0..<map.columns {
                let point = map.samplePoint(column: column, row: row)
                let dense = explainer.hitTest(screenPoint: point, window: window)?.view.name
                let adaptive = map.viewName(column: column, row: row)
                if dense != adaptive {
                    found.append("(\(point.x), \(point.y)): dense \(dense ?? "none"), adaptive \(adaptive ?? "none")")
                }
            }
        }
        return found
    }

    @Test(
        "H1–H8: adaptive map == dense map on 150 random scenes (nested, hidden, alpha, disabled, clips, transforms, Lua pointInside/hitTest)",
        arguments: 0..<6)
    func randomScenes(batch: Int) throws {
        for seed in 0..<25 {
            var rng = SplitMix64(seed: UInt64(batch * 25 + seed) &* 0x9E37_79B9 &+ 7)
            let scene = RandomHitScene.generate(&rng)
            let fixture = try ExplainFixture(scene)
            let step = [4.0, 3.0, 2.5, 5.0][seed % 4]
            let map = fixture.explainer.hitMap(step: step)
            let differences = Self.differences(map, fixture.explainer)
            #expect(
                differences.isEmpty,
                "scene \(batch * 25 + seed) at step \(step):\n\(scene)\n\(differences.prefix(5).joined(separator: "\n"))"
            )
            // The legend's counts are those of the cells.
            for (position, entry) in map.legend.enumerated() {
                #expect(entry.cells == map.cells.count { $0 == position })
            }
        }
    }

    @Test("H7: two windows and a restricted window sample like the real hit test")
    func windows() throws {
        let fixture = try ExplainFixture(
            """
              screen = {100, 100},
              window { name = "back", level = 0,
                view { name = "a", frame = {0, 0, 60, 60}, behaviour = { pointInside = function(self, p) return p.x < 70 and p.y < 70 end } },
              },
              window { name = "front", level = 1, frame = {50, 50, 50, 50},
                view { name = "b", frame = {5, 5, 20, 20} },
              },
            """)
        #expect(Self.differences(fixture.explainer.hitMap(step: 4), fixture.explainer).isEmpty)
        let back = try #require(fixture.explainer.window(named: "back"))
        #expect(
            Self.differences(fixture.explainer.hitMap(step: 4, window: back), fixture.explainer, window: back).isEmpty)
    }

    @Test(
        "A script's area is found by probing outward from its bounds: a yes within the band is seen, one beyond a band of no is the documented limit"
    )
    func probeBand() throws {
        let fixture = try ExplainFixture(
            """
              screen = {200, 40},
              window { name = "w",
                view { name = "near", frame = {0, 0, 20, 20}, behaviour = {
                    pointInside = function(self, p) return (p.x >= 0 and p.x < 20 or p.x >= 25 and p.x < 30) and p.y >= 0 and p.y < 20 end } },
                view { name = "far", frame = {0, 20, 20, 20}, behaviour = {
                    pointInside = function(self, p) return (p.x >= 0 and p.x < 20 or p.x >= 150 and p.x < 160) and p.y >= 0 and p.y < 20 end } },
              },
            """)
        let map = fixture.explainer.hitMap(step: 2)
        // A 5-point gap (under the 8-point band): the strip at 25..30 is found.
        #expect(map.viewName(column: 13, row: 5) == "near")
        // A 130-point gap: the strip at 150..160 is not (dense sampling would see it).
        #expect(map.viewName(column: 77, row: 15) == "w")
        #expect(
            fixture.explainer.hitTest(screenPoint: map.samplePoint(column: 77, row: 15), window: nil)?.view.name
                == "far")
    }

    @Test("Blocks no edge crosses take one sample: a script-free scene asks far fewer points than it has cells")
    func fewerSamples() throws {
        // Each call of the card's pointInside prints (prints while sampling are counted, not
        // shown): its area is probed, then each of its cells sampled once at most.
        let fixture = try ExplainFixture(
            """
              screen = {400, 400},
              window { name = "w",
                view { name = "card", frame = {100, 100, 100, 100}, behaviour = {
                    pointInside = function(self, p) print('asked') return p.x >= 0 and p.y >= 0 and p.x < 100 and p.y < 100 end } },
                view { name = "plain", frame = {0, 250, 400, 150} },
              },
            """)
        let map = fixture.explainer.hitMap(step: 2)
        #expect(Self.differences(map, fixture.explainer).isEmpty)
        let calls = fixture.explainer.suppressedPrints
        #expect(calls >= 2_500, "every cell of the card is asked")
        // 2,500 cells in the card's bounds plus its probed rings; dense sampling would ask 40,000.
        #expect(calls < 4_000, "\(calls) pointInside calls")
    }
}

/// A random scene for the differential test: up to three levels of views with random frames
/// (often on cell edges), flags, transforms and Lua `pointInside` / `hitTest` overrides.
enum RandomHitScene {
    static func generate<R: RandomNumberGenerator>(_ rng: inout R) -> String {
        var counter = 0
        var lines = ["  screen = {120, 100},", "  window { name = \"w\","]
        func views(depth: Int, indent: String) {
            let count = Int.random(in: depth == 0 ? 2...7 : 0...3, using: &rng)
            for _ in 0..<count {
                counter += 1
                let name = "v\(counter)"
                let span = depth == 0 ? 120.0 : 50.0
                let x = coordinate(-10...span, &rng)
                let y = coordinate(-10...span, &rng)
                let w = coordinate(0...(span * 0.8), &rng)
                let h = coordinate(0...(span * 0.8), &rng)
                var fields = ["name = \"\(name)\"", "frame = {\(x), \(y), \(w), \(h)}"]
                let roll = Int.random(in: 0..<100, using: &rng)
                if roll < 8 { fields.append("hidden = true") }
                if roll >= 8 && roll < 14 {
                    fields.append("alpha = \(["0", "0.005", "0.01", "0.5"].randomElement(using: &rng)!)")
                }
                if roll >= 14 && roll < 20 { fields.append("userInteractionEnabled = false") }
                if Int.random(in: 0..<5, using: &rng) == 0 { fields.append("clipsToBounds = true") }
                if Int.random(in: 0..<8, using: &rng) == 0 {
                    fields.append(
                        [
                            "transform = {0.8660254, 0.5, -0.5, 0.8660254, 3, -2}",
                            "transform = {1.5, 0, 0, 0.75, 0, 0}",
                            "transform = {1, 0, 0, 1, 6.5, -4}",
                        ].randomElement(using: &rng)!)
                }
                if Int.random(in: 0..<10, using: &rng) == 0 {
                    fields.append("bounds = {\(coordinate(-8...8, &rng)), \(coordinate(-8...8, &rng)), \(w), \(h)}")
                }
                if let behaviour = behaviour(&rng) { fields.append("behaviour = \(behaviour)") }
                let kind = Int.random(in: 0..<12, using: &rng) == 0 ? "control" : "view"
                if kind == "control", Bool.random(using: &rng) { fields.append("enabled = false") }
                lines.append("\(indent)\(kind) { " + fields.joined(separator: ", ") + ",")
                if depth < 2 { views(depth: depth + 1, indent: indent + "  ") }
                lines.append("\(indent)},")
            }
        }
        views(depth: 0, indent: "    ")
        lines.append("  },")
        return lines.joined(separator: "\n")
    }

    /// Whole, half or odd coordinates: edges often fall exactly on samples (rule H5).
    static func coordinate<R: RandomNumberGenerator>(_ range: ClosedRange<Double>, _ rng: inout R) -> Double {
        let value = Double.random(in: range, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return value.rounded()
        case 1: return (value * 2).rounded() / 2
        default: return (value * 100).rounded() / 100
        }
    }

    /// A Lua behaviour deciding `pointInside` or `hitTest`, or none.
    static func behaviour<R: RandomNumberGenerator>(_ rng: inout R) -> String? {
        let grow = [-3, -1, 1, 2, 5].randomElement(using: &rng)!
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:  // grown or shrunk on every side
            return
                "{ pointInside = function(self, p) local b = self.bounds return p.x >= b.x - \(grow) and p.y >= b.y - \(grow) and p.x < b.x + b.width + \(grow) and p.y < b.y + b.height + \(grow) end }"
        case 2:  // a strip beside it, 3 points away
            return
                "{ pointInside = function(self, p) local b = self.bounds return p.y >= b.y and p.y < b.y + b.height and (p.x >= b.x and p.x < b.x + b.width or p.x >= b.x + b.width + 3 and p.x < b.x + b.width + 7) end }"
        case 3:  // a round area
            return
                "{ pointInside = function(self, p) local b = self.bounds local dx, dy = p.x - b.x - b.width / 2, p.y - b.y - b.height / 2 return dx * dx + dy * dy < (b.width / 2 + \(grow)) ^ 2 end }"
        case 4:  // a hitTest that refuses the left part and else defers
            return
                "{ hitTest = function(self, p, e) if p.x < 6 then return nil end return self.super:hitTest(p, e) end }"
        default:
            return nil
        }
    }
}
