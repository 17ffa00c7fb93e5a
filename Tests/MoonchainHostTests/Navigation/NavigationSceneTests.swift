import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// Navigation end to end (rules N1–N9): the scene's `navigation {}`, the Lua API, appearance
/// callbacks in behaviours, trace records, `explain`, and hostile input.
struct NavigationSceneTests {
    /// A navigation `nav` with `album` below `photos`; every controller prints its callbacks.
    private static func twoScreens(navFields: String = "", photosContent: String = "") -> String {
        scene(
            """
            navigation { name = "nav", \(navFields)
              controller { name = "album", behaviour = log,
                view { name = "albumView", frame = {0, 0, 390, 844} } },
              controller { name = "photos", behaviour = log,
                view { name = "photosView", frame = {0, 0, 390, 844}, \(photosContent) } },
            },
            """,
            prefix: """
                local function say(what) return function(self, animated) print(self.name .. " " .. what .. " " .. tostring(animated)) end end
                log = { viewWillAppear = say("willAppear"), viewDidAppear = say("didAppear"),
                        viewWillDisappear = say("willDisappear"), viewDidDisappear = say("didDisappear") }
                """)
    }

    @Test("N1 N9 the scene's stack: the top fills the navigation and appears at load, not animated")
    func sceneStack() throws {
        let h = try Harness(scene: Self.twoScreens())
        #expect(h.takeLines() == ["photos willAppear false", "photos didAppear false"])
        h.lua("nav = find('nav')")
        h.lua("print(nav.kind, #nav.viewControllers, nav.topViewController.name, tostring(nav.transitioning))")
        h.lua(
            "print(find('photosView').superview.name, find('photosView').frame.width, tostring(find('albumView').window))"
        )
        h.lua("print(nav.edgePop.name, nav.edgePop.kind, tostring(nav.contentPop))")
        #expect(
            h.takeLines() == [
                "navigation\t2\tphotos\tfalse", "nav.view\t390\tnil", "nav.edgePop\tscreenEdgePan\tnil",
            ])
    }

    @Test("N8 N9 an edge drag past half pops: callbacks in UIKit's order, 0.25 s after the lift")
    func interactivePop() throws {
        let h = try Harness(scene: Self.twoScreens(), trace: true)
        _ = h.takeLines()
        h.play(
            """
            0.00 touch 1 began 5 400
            0.05 touch 1 moved 25 400
            0.10 touch 1 moved 300 400
            0.20 touch 1 ended 300 400
            0.30 lua print("transitioning " .. tostring(find("nav").transitioning))
            0.45 lua print(find("nav").topViewController.name, tostring(find("photosView").window))
            """)
        #expect(
            h.takeLines() == [
                "photos willDisappear true", "album willAppear true", "transitioning true",
                "photos didDisappear true", "album didAppear true", "album\tnil",
            ])
        let pops = try h.traceRecords().filter { ($0["type"] as? String)?.hasPrefix("nav.") == true }
        #expect(pops.map { $0["type"] as? String } == ["nav.pop"])
        #expect((pops.first?["reason"] as? String)?.contains("progress 0.756") == true)
        #expect(pops.first?["controller"] as? String == "photos")
    }

    @Test("N8 a slow lift at exactly half the width is cancelled and traced as nav.popCancelled")
    func cancelledAtHalf() throws {
        let h = try Harness(scene: Self.twoScreens(), trace: true)
        _ = h.takeLines()
        h.play(
            """
            0.00 touch 1 began 5 400
            0.10 touch 1 moved 20 400
            1.00 touch 1 moved 200 400
            2.00 touch 1 ended 200 400
            3.00 lua print(find("nav").topViewController.name)
            """)
        #expect(
            h.takeLines() == [
                "photos willDisappear true", "album willAppear true",
                "album willDisappear true", "photos willAppear true", "album didDisappear true",
                "photos didAppear true", "photos",
            ])
        let types = try h.traceRecords().compactMap { $0["type"] as? String }.filter { $0.hasPrefix("nav.") }
        #expect(types == ["nav.popCancelled"])
    }

    @Test("N8 push and pop from Lua; a touch during the 0.35 s animation is ignored and traced")
    func pushFromLua() throws {
        let h = try Harness(
            scene: Self.twoScreens(
                photosContent: "behaviour = { touchesBegan = function() print('photos touched') end }"), trace: true)
        _ = h.takeLines()
        h.play(
            """
            1.00 lua print(find("nav"):pop(true).name)
            1.10 touch 1 began 200 400
            1.20 touch 1 ended 200 400
            2.00 lua find("nav"):push(find("photos"), false)
            2.10 touch 2 began 200 400
            2.20 touch 2 ended 200 400
            """)
        #expect(
            h.takeLines() == [
                "photos willDisappear true", "album willAppear true", "photos",
                "photos didDisappear true", "album didAppear true",
                "album willDisappear false", "photos willAppear false", "album didDisappear false",
                "photos didAppear false", "photos touched",
            ])
        let records = try h.traceRecords().filter { ($0["type"] as? String)?.hasPrefix("nav.") == true }
        #expect(records.compactMap { $0["type"] as? String } == ["nav.pop", "nav.ignoredTouch", "nav.push"])
        #expect(records[1]["touch"] as? Double == 1)
    }

    @Test("N8 pushing a controller already on the stack is a Lua error naming the rule; the stack is unchanged")
    func pushTwice() throws {
        let h = try Harness(scene: Self.twoScreens())
        _ = h.takeLines()
        h.lua("find('nav'):push(find('album'), false)")
        h.lua("find('nav'):push(find('albumView'), false)")
        h.lua("find('nav'):push(find('photos'), 'yes')")
        h.lua("print(#find('nav').viewControllers)")
        #expect(h.takeLines() == ["2"])
        let errors = h.allDiagnostics
        #expect(errors.contains("album is already on nav's stack"))
        #expect(errors.contains("(N8)"))
        #expect(errors.contains("push expects a controller, got"))
        #expect(errors.contains("push: animated must be a boolean"))
    }

    @Test("N5 requireToFail = \"nav.edgePop\" from Lua gives the edge drag back to the navigation")
    func requireToFailByName() throws {
        let h = try Harness(
            scene: Self.twoScreens(
                photosContent:
                    #"scrollView { name = "carousel", frame = {0, 100, 390, 300}, contentSize = {1170, 300} }"#))
        _ = h.takeLines()
        let edgeDrag = { (t: Double) in
            """
            \(t) touch 1 began 5 200
            \(t + 0.05) touch 1 moved 25 200
            \(t + 0.1) touch 1 moved 300 200
            \(t + 0.2) touch 1 ended 300 200
            """
        }
        h.play(edgeDrag(0))
        h.lua("print(find('nav').topViewController.name)", at: 2)
        #expect(h.takeLines() == ["photos"])
        h.lua("find('carousel').panGestureRecognizer.requireToFail = 'nav.edgePop'", at: 2)
        h.lua("print(find('carousel').panGestureRecognizer.requireToFail.name)", at: 2)
        h.play(edgeDrag(3))
        h.lua("print(find('nav').topViewController.name)", at: 5)
        #expect(h.takeLines().first == "nav.edgePop")
        h.lua("find('carousel').panGestureRecognizer.requireToFail = 'nope'", at: 5)
        #expect(h.allDiagnostics.contains("requireToFail = 'nope': no gesture recognizer"))
    }

    @Test("N7 customBack disables the pops until a behaviour or a lua line enables edgePop")
    func customBack() throws {
        let h = try Harness(scene: Self.twoScreens(navFields: "customBack = true,"))
        _ = h.takeLines()
        h.lua("print(tostring(find('nav').edgePop.enabled), tostring(find('nav').customBack))")
        #expect(h.takeLines() == ["false\ttrue"])
        h.lua("find('nav').edgePop.enabled = true")
        h.play(
            """
            1.00 touch 1 began 5 400
            1.05 touch 1 moved 25 400
            1.10 touch 1 moved 300 400
            1.20 touch 1 ended 300 400
            2.00 lua print(find("nav").topViewController.name)
            """)
        #expect(h.takeLines().last == "album")
    }

    @Test("N2 a navigation's gestureShouldBegin replaces the root guard; popping nothing at the root is traced")
    func rootFreeze() throws {
        let h = try Harness(
            scene: scene(
                """
                navigation { name = "nav", behaviour = { gestureShouldBegin = function(self, g) return true end },
                  controller { name = "only", view { name = "onlyView", frame = {0, 0, 390, 844} } } },
                """), trace: true)
        h.play(
            """
            0.00 touch 1 began 5 400
            0.05 touch 1 moved 25 400
            0.10 touch 1 ended 300 400
            """)
        let records = try h.traceRecords().filter { ($0["type"] as? String)?.hasPrefix("nav.") == true }
        #expect(records.compactMap { $0["type"] as? String } == ["nav.frozenAtRoot"])
        #expect((records.first?["reason"] as? String)?.contains("UIKit") == true)
    }

    @Test(
        "N1 hostile navigation input: an unknown field warns, a child neither controller nor view and NaN frames fail with file:line"
    )
    func hostile() throws {
        let h = try Harness(
            scene: scene(
                """
                navigation { name = "nav", contentPopp = true,
                  controller { name = "a", view { name = "aView", frame = {0, 0, 390, 844} } } },
                """))
        #expect(h.allDiagnostics.contains("unknown field 'contentPopp'"))
        let child = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    navigation { name = "nav", tap { name = "t" } },
                    """)))
        #expect(child.message.contains("scene.lua:4"))
        #expect(child.message.contains("holds controller { ... } children (its stack) and views above it; child 1"))
        let nan = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    navigation { name = "nav", frame = {0, 0, 0/0, 844},
                      controller { name = "a", view { name = "aView", frame = {0, 0, 390, 844} } } },
                    """)))
        #expect(nan.message.contains("scene.lua:4"))
        let notBool = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    navigation { name = "nav", contentPop = "yes",
                      controller { name = "a", view { name = "aView", frame = {0, 0, 390, 844} } } },
                    """)))
        #expect(notBool.message.contains("contentPop"))
    }

    @Test("N5 explain names the recognizer that would take a drag right, and the fix")
    func explainNotes() throws {
        let directory = TempDirectory()
        let path = directory.write(
            "scene.lua",
            Self.twoScreens(
                photosContent:
                    #"scrollView { name = "carousel", frame = {0, 100, 390, 300}, contentSize = {1170, 300} }"#))
        let explainer = SceneExplainer(output: CapturedOutput())
        try explainer.loadScene(path: path)
        let atEdge = explainer.explain(at: Point(x: 5, y: 200))
        #expect(atEdge.gestures.map(\.name).contains("nav.edgePop"))
        #expect(
            atEdge.navigation == [
                "a drag right from here would be taken by carousel.pan before nav.edgePop: carousel is deeper (G1); "
                    + "to let the back swipe win, make carousel.pan require nav.edgePop to fail"
            ])
        let plain = explainer.explain(at: Point(x: 5, y: 600))
        #expect(plain.navigation == ["a drag right from here would be taken by nav.edgePop (N3)"])
        #expect(plain.text.contains("Navigation: a drag right from here would be taken by nav.edgePop (N3)"))
        let middle = explainer.explain(at: Point(x: 200, y: 600))
        #expect(middle.navigation.first?.contains("needs a touch within 20 points") == true)
    }
}
