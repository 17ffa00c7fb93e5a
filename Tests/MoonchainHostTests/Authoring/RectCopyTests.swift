import MoonchainHost
import Testing

/// Issue 16 item 2: a rect read from a responder is a copy, and says so when a script writes
/// one of its fields (which would otherwise change nothing).
@Suite("Authoring: rects read from responders are copies")
struct RectCopyTests {
    @Test("writing a field of frame or bounds raises 'frame is a copy' at the writing line; the view is unchanged")
    func copyError() throws {
        let harness = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "v", frame = {10, 10, 20, 20}, behaviour = {
                    touchesBegan = function(self)
                      self.frame.width = 100
                    end,
                    touchesEnded = function(self)
                      local b = self.bounds
                      b.x = 5
                    end } } } }
                """)
        harness.play("0 touch 1 began 15 15\n0.1 touch 1 ended 15 15")
        let errors = harness.diagnostics.filter { $0.hasPrefix("error:") }
        #expect(errors.count == 2, "\(harness.diagnostics)")
        #expect(
            errors.first?.contains("scene.lua:4: frame is a copy: assign view.frame = rect(...)") == true, "\(errors)")
        #expect(
            errors.last?.contains("scene.lua:8: bounds is a copy: assign view.bounds = rect(...)") == true, "\(errors)")
        harness.lua(#"print(find("v").frame, find("v").bounds)"#, at: 1)
        #expect(harness.lines.last == "{10, 10, 20, 20}\t{0, 0, 20, 20}")
    }

    @Test("copies keep the rect methods, equality, tostring, and work wherever a rect is taken")
    func copiesAreRects() throws {
        let harness = try Harness(scene: scene(#"view { name = "v", frame = {10, 10, 20, 20} }"#))
        harness.lua(
            #"""
            local v = find("v")
            local f = v.frame
            print(f.x, f.y, f.width, f.height, tostring(f))
            print(f == rect(10, 10, 20, 20), f == v.frame, f ~= rect(0, 0, 1, 1))
            print(v.bounds:contains(point(0, 0)), v.bounds:contains(point(20, 5)), v.bounds:insetBy(-5, -5), f:offsetBy(1, 2))
            v.frame = f:offsetBy(5, 0)
            v.bounds = v.bounds:offsetBy(2, 2)
            print(v.frame, v.bounds)
            v.frame = { x = 1, y = 2, width = 3, height = 4 }
            print(v.frame)
            v.frame = { 4, 3, 2, 1 }
            print(v.frame)
            local r = rect(0, 0, 5, 5)
            r.width = 8
            print(r, r.width)
            """#.replacingOccurrences(of: "\n", with: " "))
        #expect(
            harness.lines == [
                "10\t10\t20\t20\t{10, 10, 20, 20}",
                "true\ttrue\ttrue",
                "true\tfalse\t{-5, -5, 30, 30}\t{11, 12, 20, 20}",
                "{15, 10, 20, 20}\t{2, 2, 20, 20}",
                "{1, 2, 3, 4}",
                "{4, 3, 2, 1}",
                "{0, 0, 8, 5}\t8",
            ], "\(harness.diagnostics)")
    }
}
