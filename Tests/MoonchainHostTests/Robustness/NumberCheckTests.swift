import MoonchainHost
import Testing

/// Numbers a scene or script hands over are checked before they become integers or geometry:
/// NaN, ±inf, 1e300 and out-of-range values are errors naming file:line, the field and what it
/// takes. Before, `Int(_:)` trapped (SIGILL) on them.
@Suite("Robustness: checked numbers")
struct NumberCheckTests {
    private func gestureError(
        _ field: String, _ value: String, kind: String = "tap",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        sceneLoadError(
            scene: """
                return app { window { name = "w",
                  view { name = "v", frame = {0, 0, 100, 100},
                    gestures = { \(kind) { \(field) = \(value) } } } } }
                """, sourceLocation: sourceLocation
        ).map { withShortPaths($0.message) }
    }

    @Test(
        "G1: tap.touches of nan, inf, -inf, 1e300, 0, -3 and 2.5 is a load error naming scene.lua:3 and what it takes",
        arguments: [
            ("0/0", "nan"), ("1/0", "inf"), ("-1/0", "-inf"), ("1e300", "1e+300"), ("0", "0"), ("-3", "-3"),
            ("2.5", "2.5"),
        ])
    func tapTouches(value: String, shown: String) throws {
        let message = try #require(gestureError("touches", value))
        #expect(message == "scene.lua:3: tap: touches must be a whole number from 1 to 20, got \(shown)", "\(message)")
    }

    @Test(
        "G1: every numeric gesture field is checked",
        arguments: [
            ("tap", "taps"), ("longPress", "touches"), ("longPress", "minimumDuration"),
            ("longPress", "allowableMovement"), ("pan", "minimumTouches"), ("pan", "maximumTouches"),
            ("screenEdgePan", "maximumTouches"), ("swipe", "touches"),
        ])
    func everyGestureField(kind: String, field: String) throws {
        let message = try #require(gestureError(field, "0/0", kind: kind))
        #expect(message.hasPrefix("scene.lua:3: \(kind): \(field) must be "), "\(message)")
        #expect(message.hasSuffix("got nan"), "\(message)")
    }

    @Test(
        "G1: the documented defaults and limits still load: maximumTouches = math.huge or \"inf\", allowableMovement = math.huge"
    )
    func allowedValues() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "v", frame = {0, 0, 100, 100}, gestures = {
                    pan { name = "p1", maximumTouches = math.huge }, pan { name = "p2", maximumTouches = "inf", minimumTouches = 2 },
                    longPress { allowableMovement = math.huge, minimumDuration = 0 }, tap { taps = 2.0, touches = 20 } } } } }
                """)
        h.lua(#"print(#find("v").gestures)"#)
        #expect(h.takeLines().last == "4")
    }

    @Test(
        "frames, bounds, alpha, level and screen must be finite: load errors with file:line",
        arguments: [
            (
                "view { name = \"v\", frame = {0/0, 0, 10, 10} }",
                "frame must be {x, y, w, h} (four finite numbers), got {nan, 0, 10, 10}"
            ),
            (
                "view { name = \"v\", frame = {0, 0, 10, 10}, bounds = {0, 0, 1/0, 10} }",
                "bounds must be {x, y, w, h} (four finite numbers), got {0, 0, inf, 10}"
            ),
            ("view { name = \"v\", frame = {0, 0, 10, 10}, alpha = 0/0 }", "alpha must be a finite number, got nan"),
        ])
    func viewFields(body: String, expected: String) throws {
        let failure = try #require(sceneLoadError(scene: "return app { window { name = \"w\",\n  \(body) } }"))
        #expect(withShortPaths(failure.message) == "scene.lua:2: view 'v': \(expected)", "\(failure.message)")
    }

    @Test("a window level of inf and a screen of 1e300 are load errors")
    func windowAndScreen() throws {
        let level = try #require(sceneLoadError(scene: "return app { window { name = \"w\", level = -1/0 } }"))
        #expect(
            withShortPaths(level.message) == "scene.lua:1: window 'w': level must be a finite number, got -inf",
            "\(level.message)")
        let screen = try #require(
            sceneLoadError(scene: "return app { screen = {1e300, 100}, window { name = \"w\" } }"))
        #expect(
            withShortPaths(screen.message).hasPrefix("scene.lua:1: app: screen must be {w, h}"), "\(screen.message)")
        #expect(screen.message.hasSuffix("got {1e+300, 100}"), "\(screen.message)")
    }

    @Test(
        "a script writing a non-finite frame, alpha or level gets a Lua error with file:line; the view keeps its value")
    func runtimeWrites() throws {
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 10, 10} },"#))
        h.lua(#"find("v").frame = rect(0/0, 0, 10, 10)"#)
        h.lua(#"find("v").alpha = 1/0"#)
        h.lua(#"find("w").level = 0/0"#)
        h.lua(#"print(find("v").frame.x, find("v").alpha, find("w").level)"#)
        #expect(h.takeLines().last == "0\t1\t0")
        #expect(
            h.allDiagnostics.contains("frame must be a rect of finite numbers, got (nan, 0, 10, 10)"),
            "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("alpha must be a finite number, got inf"), "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("level must be a finite number, got nan"), "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("events.txt:1"), "\(h.diagnostics)")
    }

    @Test("insertSubview at math.mininteger or math.maxinteger clamps like UIKit instead of overflowing")
    func insertSubviewExtremeIndex() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "p", frame = {0, 0, 100, 100}, view { name = "a", frame = {0, 0, 1, 1} } },
                view { name = "b", frame = {0, 0, 1, 1} }, view { name = "c", frame = {0, 0, 1, 1} },
                """))
        h.lua(
            #"find("p"):insertSubview(find("b"), math.mininteger) find("p"):insertSubview(find("c"), math.maxinteger)"#)
        h.lua(#"local s = find("p").subviews print(s[1].name, s[2].name, s[3].name)"#)
        #expect(h.takeLines().last == "b\ta\tc")
        h.lua(#"find("p"):insertSubview(find("b"), 0/0)"#)
        #expect(h.allDiagnostics.contains("insertSubview expects (view, index)"), "\(h.diagnostics)")
    }
}
