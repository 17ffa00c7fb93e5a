import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// Controllers made at run time (host interface v3: `controller { ... }` from a timeline `lua`
/// line or a behaviour), pushed and popped under N1, N3, N8 and N9: built by the scene's reader
/// and builder, named for `find`, checked as a scene's controller is.
struct RunTimeControllerTests {
    /// A navigation `nav` with one controller, `home`, whose behaviour prints its callbacks.
    private static let oneScreen = scene(
        """
        navigation { name = "nav",
          controller { name = "home", behaviour = log,
            view { name = "homeView", frame = {0, 0, 390, 844} } },
        },
        """,
        prefix: """
            local function say(what) return function(self, animated) print(self.name .. " " .. what .. " " .. tostring(animated)) end end
            log = { viewWillAppear = say("willAppear"), viewDidAppear = say("didAppear"),
                    viewWillDisappear = say("willDisappear"), viewDidDisappear = say("didDisappear") }
            """)

    @Test("N8 N1 a controller made in a lua line is pushed: its view fills the navigation, find sees its subtree")
    func pushFromLuaLine() throws {
        let h = try Harness(scene: Self.oneScreen, trace: true)
        _ = h.takeLines()
        h.play(
            """
            1.00 lua detail = controller { name = "detail", behaviour = { didLoad = function(self) print("detail didLoad") end, viewDidAppear = function(self, a) print("detail didAppear " .. tostring(a)) end }, view { name = "detailView", frame = {0, 0, 390, 844}, button { name = "ok", frame = {10, 10, 80, 44} } } }
            1.00 lua print(detail.kind, detail.name, tostring(detail.view.window), find("ok").superview.name)
            1.00 lua find("nav"):push(detail, false)
            1.10 lua print(find("nav").topViewController.name, find("detailView").superview.name, find("detailView").frame.width)
            """)
        #expect(
            h.takeLines() == [
                "detail didLoad", "controller\tdetail\tnil\tdetailView", "home willDisappear false",
                "home didDisappear false", "detail didAppear false", "detail\tnav.view\t390",
            ])
        let pushes = try h.traceRecords().filter { $0["type"] as? String == "nav.push" }
        #expect(pushes.map { $0["controller"] as? String } == ["detail"])
    }

    @Test("N3 a controller pushed from a behaviour is popped by a back swipe from the edge band")
    func pushedThenSwipedBack() throws {
        let h = try Harness(
            scene: scene(
                """
                navigation { name = "nav",
                  controller { name = "home", view { name = "homeView", frame = {0, 0, 390, 844},
                    behaviour = { touchesEnded = function(self)
                      find("nav"):push(controller { name = "detail", view { frame = {0, 0, 390, 844},
                        gestures = { tap { name = "detailTap", requireToFail = "nav.edgePop" } } } }, true)
                    end } } },
                },
                """), trace: true)
        h.play(
            """
            0.00 touch 1 began 200 400
            0.05 touch 1 ended 200 400
            0.50 lua print(find("nav").topViewController.name)
            1.00 touch 2 began 5 400
            1.05 touch 2 moved 25 400
            1.10 touch 2 moved 300 400
            1.20 touch 2 ended 300 400
            2.00 lua print(find("nav").topViewController.name, tostring(find("detail").view.window))
            """)
        #expect(h.takeLines() == ["detail", "home\tnil"])
        #expect(h.diagnostics.isEmpty)
        let nav = try h.traceRecords().compactMap { $0["type"] as? String }.filter { $0.hasPrefix("nav.") }
        #expect(nav == ["nav.push", "nav.pop"])
    }

    @Test("N8 a malformed controller table is a Lua error at its line; nothing is made and the run goes on")
    func malformed() throws {
        let h = try Harness(scene: Self.oneScreen)
        _ = h.takeLines()
        h.play(
            """
            1.00 lua find("nav"):push(controller { name = "bad", colour = 3, view { frame = {0, 0, 390, 844} } })
            1.10 lua controller { name = "bad2", view { frame = {0, 0, "wide", 844} } }
            1.20 lua controller { name = "bad3" }
            1.30 lua controller { name = "homeView", view { frame = {0, 0, 390, 844} } }
            1.40 lua controller { view { alpha = "half" } }
            2.00 lua print(find("nav").topViewController.name, tostring(find("bad")), #find("nav").viewControllers)
            """)
        #expect(h.takeLines() == ["home\tnil\t1"])
        let errors = h.allDiagnostics
        #expect(errors.contains("events.txt:1: controller 'bad': unknown field 'colour'"))
        #expect(errors.contains("events.txt:2: view: frame must be {x, y, w, h}"))
        #expect(errors.contains("events.txt:3: controller 'bad3' holds exactly one view { ... }, its root view"))
        #expect(errors.contains("events.txt:4: the name 'homeView' is already used in the scene"))
        #expect(errors.contains("events.txt:5: view: alpha must be a number, got string"))
    }

    @Test("N8 made-up names of a run-time controller do not take the scene's")
    func madeUpNames() throws {
        let h = try Harness(scene: Self.oneScreen)
        h.lua("a = controller { view { frame = {0, 0, 390, 844} } }")
        h.lua("b = controller { view { frame = {0, 0, 390, 844} } }")
        h.lua("print(a.name ~= b.name, find(a.name) == a, find(b.view.name) == b.view)")
        #expect(h.takeLines().last == "true\ttrue\ttrue")
    }
}
