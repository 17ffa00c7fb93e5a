import MoonchainHost
import Testing

/// The Lua side of rule H8: the `transform` helpers, a view's `transform` and `center` fields,
/// the scene field, and their errors.
@Suite("Rule H8: transforms in Lua and scenes")
struct TransformBindingTests {
    @Test("H8 transform helpers build CGAffineTransform's values, concatenate and invert them")
    func helpers() throws {
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 10, 10} },"#))
        h.lua(
            "print(transform.rotation(math.pi / 2), transform.rotation(math.pi), transform.scale(2), transform.scale(2, 3))"
        )
        h.lua(
            "print(transform.translation(3, 4):concatenating(transform.scale(2, 3)), transform.identity, transform(1, 2, 3, 4, 5, 6).tx)"
        )
        h.lua(
            "local t = transform(2, 0, 0, 4, 6, -8) print(t:concatenating(t:inverted()) == transform.identity, transform.scale(0, 1):inverted())"
        )
        h.lua(
            "print(point(1, 0):applying(transform.rotation(math.pi / 2)), transform.scale(2):apply(point(1, 1)), transform.identity:isIdentity(), transform.scale(2):isIdentity())"
        )
        h.lua(
            "print(transform.translation(10, 0):scaledBy(2, 3):apply(point(1, 1)), transform.identity:rotated(math.pi / 2) == transform.rotation(math.pi / 2), transform.translation(5, 7):translatedBy(1, 1))"
        )
        #expect(
            h.lines == [
                "[0, 1, -1, 0, 0, 0]\t[-1, 0, 0, -1, 0, 0]\t[2, 0, 0, 2, 0, 0]\t[2, 0, 0, 3, 0, 0]",
                "[2, 0, 0, 3, 6, 12]\t[1, 0, 0, 1, 0, 0]\t5",
                "true\tnil",
                "(0, 1)\t(2, 2)\ttrue\tfalse",
                "(12, 3)\ttrue\t[1, 0, 0, 1, 6, 8]",
            ])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("H8 transforms are immutable and their constructors check their numbers")
    func helperErrors() throws {
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 10, 10} },"#))
        h.lua("transform.identity.a = 5")
        h.lua("local t = transform(1, 2)")
        h.lua("local t = transform.rotation(0/0)")
        h.lua("transform.spin = 1")
        h.lua("print(transform.identity)")
        #expect(h.lines == ["[1, 0, 0, 1, 0, 0]"])
        let text = h.allDiagnostics
        #expect(text.contains("a transform is immutable (cannot set 'a')"))
        #expect(text.contains("transform(a, b, c, d, tx, ty) expects finite numbers; argument 3 is nil"))
        #expect(text.contains("transform.rotation(angle) expects finite numbers; argument 1 is"))
        #expect(text.contains("the transform table is read-only"))
    }

    static let rotated = scene(
        """
        view { name = "v", frame = {100, 100, 200, 100}, transform = {0, 1, -1, 0, 0, 0},
               behaviour = { touchesBegan = function(self, touches, event)
                 print(self.name .. " began at " .. tostring(touches[1]:location(self)))
               end } },
        """)

    @Test("H8 the scene's transform turns the view about its center: frame, hit tests and locations follow")
    func sceneField() throws {
        let h = try Harness(scene: Self.rotated)
        h.lua(#"local v = find("v") print(v.transform, v.frame, v.center, v.bounds)"#)
        h.lua(
            #"local v = find("v") print(v:convertPointTo(point(0, 0), nil), v:convertPointFrom(point(200, 220), nil), v:pointInside(point(170, 50)))"#
        )
        h.play(
            """
            1 touch 1 began 120 120
            1.1 touch 1 ended 120 120
            2 touch 2 began 200 220
            2.1 touch 2 ended 200 220
            """)
        #expect(
            h.lines == [
                "[0, 1, -1, 0, 0, 0]\t{150, 50, 100, 200}\t(200, 150)\t{0, 0, 200, 100}",
                "(250, 50)\t(170, 50)\ttrue",
                "v began at (170, 50)",
            ])
    }

    @Test("H8 writing transform and center moves the view for hit testing; frame reads the bounding box")
    func writeFields() throws {
        let h = try Harness(scene: Self.rotated)
        h.lua(
            #"local v = find("v") v.transform = transform.scale(2) print(v.frame) v.center = point(50, 50) print(v.frame, v.center)"#
        )
        h.lua(
            #"local v = find("v") v.transform = {a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 300} print(v.frame) v.transform = transform.identity print(v.frame)"#
        )
        h.play(
            """
            1 touch 1 began 60 60
            1.1 touch 1 ended 60 60
            """)
        #expect(
            h.lines == [
                "{0, 50, 400, 200}",
                "{-150, -50, 400, 200}\t(50, 50)",
                "{-50, 300, 200, 100}",
                "{-50, 0, 200, 100}",
                "v began at (110, 60)",
            ])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("H8 a bad transform or center is an error naming what was expected")
    func badValues() throws {
        let h = try Harness(scene: Self.rotated)
        h.lua(#"find("v").transform = 5"#)
        h.lua(#"find("v").transform = {1, 2, 3}"#)
        h.lua(#"find("v").transform = {1, 0, 0, 1, 0/0, 0}"#)
        h.lua(#"find("v").center = "middle""#)
        h.lua(#"print(find("v").transform)"#)
        #expect(h.lines == ["[0, 1, -1, 0, 0, 0]"])
        let text = h.allDiagnostics
        #expect(text.contains("transform must be a transform value or {a, b, c, d, tx, ty} (six numbers), got number"))
        #expect(text.contains("transform must be a transform value or {a, b, c, d, tx, ty} (six numbers), got table"))
        #expect(text.contains("transform must have finite numbers"))
        #expect(text.contains("center must be a point with finite coordinates, got string"))
    }

    @Test("H8 a scene transform that is not six finite numbers fails the load with file:line")
    func badSceneField() {
        guard
            let failure = sceneLoadError(
                scene: scene(#"view { name = "v", frame = {0, 0, 10, 10}, transform = {1, 0, 0} },"#))
        else { return }
        #expect(failure.message.contains("scene.lua:"))
        #expect(failure.message.contains("view 'v': transform must be a transform value or {a, b, c, d, tx, ty}"))
    }

    @Test("H8 a window's transform, from the scene, moves where it takes touches")
    func windowTransform() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", frame = {0, 0, 100, 100}, transform = transform.translation(200, 0),
                    behaviour = { touchesBegan = function(self, touches) print("w at " .. tostring(touches[1]:location(self))) end } },
                }
                """)
        h.lua(#"print(find("w").frame)"#)
        h.play(
            """
            1 touch 1 began 50 50
            1.1 touch 1 ended 50 50
            2 touch 2 began 250 50
            2.1 touch 2 ended 250 50
            """)
        #expect(h.lines == ["{200, 0, 100, 100}", "w at (50, 50)"])
    }
}
