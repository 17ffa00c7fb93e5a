import MoonchainHost
import ResponderKit
import Testing

/// How `app { ... }` becomes responders (contract "Scene files").
@Suite("Contract: scene building")
struct SceneBuildingTests {
    @Test("a controller becomes a child of the nearest enclosing controller, also inside its root view")
    func nestedControllers() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w",
                    controller { name = "outer",
                      view { name = "outerRoot", frame = {0, 0, 320, 480},
                        view { name = "plain", frame = {0, 0, 100, 100},
                          controller { name = "inner", view { name = "innerRoot", frame = {0, 0, 50, 50} } },
                        },
                      },
                    },
                  },
                }
                """)
        let outer = try #require(h.host.responder(named: "outer") as? ViewController)
        let inner = try #require(h.host.responder(named: "inner") as? ViewController)
        #expect(inner.parent === outer)
        #expect(outer.children.map(\.name) == ["inner"])
        #expect((h.host.responder(named: "w") as? Window)?.rootViewController === outer)
        #expect(inner.view.superview?.name == "plain")
    }
}
