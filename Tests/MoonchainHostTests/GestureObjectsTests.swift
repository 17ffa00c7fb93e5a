import Foundation
import MoonchainHost
import Testing

/// Recognizer objects as scripts see them: UIKit's apply-and-reset of a pinch's `scale` and a
/// rotation's `rotation`, and clear errors for values they cannot take.
@Suite("Recognizer objects: settable scale and rotation")
struct GestureObjectsTests {
    /// A pinch and a rotation on one view, recognizing together; each action prints its value
    /// and then runs `reset` (Lua code setting the recognizer's value, or nothing).
    static func harness(reset: String) throws -> Harness {
        try Harness(
            scene: scene(
                """
                view { name = "photo", frame = {0, 0, 400, 800}, behaviour = {
                    gestureShouldRecognizeSimultaneously = function(self, g, other) return true end,
                    act = function(self, g)
                      if g.kind == "pinch" then print(string.format("pinch %s %.2f", g.state, g.scale))
                      else print(string.format("rotation %s %.1f", g.state, math.deg(g.rotation))) end
                      \(reset)
                    end,
                  },
                  gestures = { pinch { name = "p", action = "act" }, rotation { name = "r", action = "act" } } },
                """))
    }

    /// Spread from 100 to 140 points, then to 196 (each move x1.4), level: a pinch only.
    static let spread = """
        0 touch 1 began 150 400
        0 touch 2 began 250 400
        0.1 touch 1 moved 130 400
        0.1 touch 2 moved 270 400
        0.2 touch 1 moved 102 400
        0.2 touch 2 moved 298 400
        """

    @Test("setting scale back to 1 makes the next change relative to it, as in UIKit")
    func scaleResets() throws {
        let h = try Self.harness(reset: "if g.kind == 'pinch' then g.scale = 1 end")
        h.play(Self.spread)
        #expect(h.lines == ["pinch began 1.40", "pinch changed 1.40"])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("left alone, scale is measured from where the fingers came down")
    func scaleAccumulates() throws {
        let h = try Self.harness(reset: "")
        h.play(Self.spread)
        #expect(h.lines == ["pinch began 1.40", "pinch changed 1.96"])
    }

    @Test("setting rotation back to 0 makes the next turn relative to it")
    func rotationResets() throws {
        let h = try Self.harness(reset: "if g.kind == 'rotation' then g.rotation = 0 end")
        // Level, then turned 30 degrees, then 60, keeping the distance (100) and the centre.
        h.play(
            """
            0 touch 1 began 150 400
            0 touch 2 began 250 400
            0.1 touch 1 moved 156.699 375
            0.1 touch 2 moved 243.301 425
            0.2 touch 1 moved 175 356.699
            0.2 touch 2 moved 225 443.301
            """)
        #expect(h.lines == ["rotation began 30.0", "rotation changed 30.0"])
    }

    @Test(
        "a non-positive scale, or a rotation set on a pinch, is an error with file:line; nothing changes and the host goes on"
    )
    func wrongValues() throws {
        let h = try Self.harness(
            reset: """
                local ok, e = pcall(function() g.scale = 0 end) print(e)
                      ok, e = pcall(function() g.rotation = "a lot" end) print(e)
                """)
        h.play(Self.spread)
        // The pinch's action: a zero scale refused, and a pinch has no rotation to set.
        #expect(h.lines.count == 6)
        #expect(h.lines[1].contains("scene.lua:") && h.lines[1].contains("scale must be a positive number, got 0"))
        #expect(h.lines[2].contains("only a rotation has a rotation to set ('p' is a pinch)"))
        // The refused values changed nothing: the second move still measures from the start.
        #expect(h.lines[3] == "pinch changed 1.96")
    }
}
