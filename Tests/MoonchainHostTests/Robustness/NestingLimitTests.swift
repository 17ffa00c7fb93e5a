import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// Depth the user's structure decides is bounded where the host would follow it recursively:
/// views nest at most `View.maximumDepth` levels (scene and `addSubview`/`insertSubview`),
/// `extends` chains at most `maximumExtendsDepth`, and cycles of `extends` are reported. Before,
/// a 30,000-deep tree, a 100,000-deep scene or a cyclic `extends` overflowed the native stack.
@Suite("Robustness: nesting limits")
struct NestingLimitTests {
    @Test(
        "a 30,000-deep addSubview loop in didLoad stops at the limit with a clear error; the host answers the next touch"
    )
    func addSubviewLoopInDidLoad() throws {
        let h = try Harness(
            scene: """
                local kids = { name = "w" }
                for i = 1, 30000 do kids[i] = view { name = "v" .. i, frame = {0, 0, 100, 100} } end
                kids.behaviour = { didLoad = function(self)
                  local parent = find("v1")
                  for i = 2, 30000 do local c = find("v" .. i) parent:addSubview(c) parent = c end
                end }
                return app { window(kids), window { name = "front", level = 1,
                  view { name = "target", frame = {0, 0, 50, 50}, behaviour = {
                    touchesBegan = function(self, t, e) print("began " .. self.name) end } } } }
                """, options: unlimitedTime)
        #expect(
            h.allDiagnostics.contains(
                "addSubview: adding v257 to v256 would nest views 257 levels deep; views nest at most 256 levels"),
            "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("scene.lua:5"), "\(h.diagnostics)")
        h.play("0 touch 1 began 5 5\n0.1 touch 1 ended 5 5")
        #expect(h.lines == ["began target"])
        h.lua(
            #"local n, v = 0, find("v256") while v.superview do n = n + 1 v = v.superview end print(n, find("v257").superview.name)"#,
            at: 1)
        #expect(h.takeLines().last == "256\tw")
    }

    @Test("insertSubview in a timeline lua line refuses a subtree that would go past the limit")
    func insertSubviewOfDeepSubtree() throws {
        let h = try Harness(
            scene: """
                local v = view { name = "leaf", frame = {0, 0, 10, 10} }
                for i = 1, 200 do v = view { name = "a" .. i, frame = {0, 0, 100, 100}, v } end
                local u = view { name = "u0", frame = {0, 0, 10, 10} }
                for i = 1, 100 do u = view { name = "u" .. i, frame = {0, 0, 100, 100}, u } end
                return app { window { name = "w", v, u } }
                """)
        h.lua(#"find("leaf"):insertSubview(find("u100"), 1)"#)
        #expect(
            h.allDiagnostics.contains("insertSubview: adding u100 to leaf would nest views 302 levels deep"),
            "\(h.diagnostics)")
        #expect(h.allDiagnostics.contains("events.txt:1"), "\(h.diagnostics)")
        h.lua(#"find("a100"):addSubview(find("u100")) print(find("u0").window.name)"#)
        #expect(h.takeLines().last == "w")
    }

    @Test("a scene nested deeper than the limit does not load; the message names file:line and the limit")
    func sceneTooDeep() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local v = view { name = "leaf", frame = {0, 0, 10, 10} }
                    for i = 1, 100000 do v = view { frame = {0, 0, 100, 100}, v } end
                    return app { window { name = "w", v } }
                    """, options: unlimitedTime))
        #expect(
            withShortPaths(failure.message)
                == "scene.lua:2: view is nested 257 levels deep; views, controllers and input views nest at most 256 levels below their window",
            "\(failure.message)")
    }

    @Test("a scene exactly at the limit loads, counting a controller and its root view as one level")
    func sceneAtLimit() throws {
        let h = try Harness(
            scene: """
                local v = view { name = "leaf", frame = {0, 0, 10, 10} }
                for i = 1, 254 do v = view { frame = {0, 0, 100, 100}, v } end
                return app { window { name = "w", controller { name = "c", view { name = "root", frame = {0, 0, 100, 100}, v } } } }
                """)
        h.lua(#"local n, v = 0, find("leaf") while v.superview do n = n + 1 v = v.superview end print(n)"#)
        #expect(h.takeLines().last == "256")
    }

    @Test("a chain of controllers nested past the limit (and no views) is refused, not followed")
    func controllerChainTooDeep() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local c = controller { view { frame = {0, 0, 1, 1} } }
                    for i = 1, 100000 do c = controller { c } end
                    return app { window { name = "w", c } }
                    """, options: unlimitedTime))
        #expect(failure.message.contains("nest at most 256 levels"), "\(failure.message)")
    }

    @Test("an inline behaviour extending itself is reported with where its functions are")
    func selfExtendingInline() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local b = { touchesBegan = function(self) end }
                    b.extends = b
                    return app { window { name = "w", view { name = "x", frame = {0, 0, 10, 10}, behaviour = b } } }
                    """))
        #expect(
            withShortPaths(failure.message)
                == "scene.lua:3: view 'x': extends leads back to a behaviour it started from: table with touchesBegan at scene.lua:1 -> table with touchesBegan at scene.lua:1 (a cycle of 1 inline table)",
            "\(failure.message)")
    }

    @Test("inline behaviours extending each other (A -> B -> A) are reported by name")
    func mutuallyExtendingInline() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local a = { name = "A" }
                    local b = { name = "B", extends = a }
                    a.extends = b
                    return app { window { name = "w", view { name = "x", frame = {0, 0, 10, 10}, behaviour = a } } }
                    """))
        #expect(
            withShortPaths(failure.message)
                == "scene.lua:4: view 'x': extends leads back to a behaviour it started from: 'A' -> 'B' -> 'A' (a cycle of 2 inline tables)",
            "\(failure.message)")
    }

    @Test("an extends chain longer than the limit is refused with the limit in the message")
    func extendsChainTooLong() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local b = { name = "base" }
                    for i = 1, 150 do b = { name = "b" .. i, extends = b } end
                    return app { window { name = "w", view { name = "x", frame = {0, 0, 10, 10}, behaviour = b } } }
                    """))
        #expect(
            withShortPaths(failure.message).hasPrefix(
                "scene.lua:3: view 'x': extends chain too long: more than 100 behaviours extend one another (from 'b150' to "
            ), "\(failure.message)")
    }

    @Test(
        "H2: hit tests whose Lua overrides call super through 256 levels stop at Lua's call limit cleanly; the touch lands"
    )
    func hitTestSuperThroughTheWholeDepth() throws {
        let h = try Harness(
            scene: """
                local b = { hitTest = function(self, p, e) return self.super:hitTest(p, e) end,
                            touchesBegan = function(self, t, e) print("began " .. self.name) end }
                local v = view { name = "leaf", frame = {0, 0, 10, 10}, behaviour = b }
                for i = 1, 255 do v = view { name = "v" .. i, frame = {0, 0, 100, 100}, behaviour = b, v } end
                return app { window { name = "w", v } }
                """)
        h.play("0 touch 1 began 5 5\n0.1 touch 1 ended 5 5")
        #expect(h.lines == ["began leaf"])
        #expect(h.allDiagnostics.contains("C stack overflow"), "\(h.diagnostics.prefix(3))")
    }
}

/// `message` with each path to `scene.lua` (Lua shortens long chunk names to `...tail`) written
/// as just `scene.lua`, so expectations can name whole messages.
/// No time limit: the loops of these tests take seconds of wall clock under AddressSanitizer
/// on a busy machine (the sanitizer job), and the time limit is not what they test.
let unlimitedTime = HostOptions(timeLimit: 0)

func withShortPaths(_ message: String) -> String {
    message.replacingOccurrences(of: #"[^\s]*scene\.lua"#, with: "scene.lua", options: .regularExpression)
}
