import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// Swipe actions end to end: the delegate methods, CONFIG and ACTION tables, `complete`, the
/// table's and cell's fields, `requireToFail` by name, hostile input.
struct SwipeActionsSceneTests {
    private static func table(_ behaviour: String, extra: String = "") -> String {
        scene(
            """
            tableView { name = "list", frame = {0, 0, 390, 844}, behaviour = {
            \(behaviour)
              tableWillBeginEditingRow = function(self, t, c) print("begin " .. c.name .. " " .. tostring(t.editing)) end,
              tableDidEndEditingRow = function(self, t, c) print("end " .. c.name .. " " .. tostring(t.editing)) end,
              tableDidSelectRow = function(self, t, c) print("select " .. c.name) end,
            },
              cell { name = "r0", height = 50 }, cell { name = "r1", height = 50 }, cell { name = "r2", height = 50 },
              cell { name = "r3", height = 50 },
            },
            \(extra)
            """)
    }

    /// A leftward drag on row 2 from x 350 by `dx` (lift included), at `start`.
    private static func swipe(_ id: Int, dx: Double, at start: Double, x: Double = 350, y: Double = 120) -> String {
        """
        \(String(format: "%.2f", start)) touch \(id) began \(x) \(y)
        \(String(format: "%.2f", start + 0.02)) touch \(id) moved \(x + (dx < 0 ? -20 : 20)) \(y)
        \(String(format: "%.2f", start + 0.04)) touch \(id) ended \(x + dx) \(y)
        """
    }

    @Test("W1 W3 W6 tableCommitDelete alone gives Delete; a full swipe commits, then the row closes")
    func defaultDelete() throws {
        let h = try Harness(
            scene: Self.table(
                """
                  tableCommitDelete = function(self, t, c) print("delete " .. c.name) end,
                """))
        h.play(Self.swipe(1, dx: -300, at: 0) + "\n1.00 tick")
        #expect(h.takeLines() == ["begin r2 true", "delete r2", "end r2 false"])
    }

    @Test("W4 W5 W6 a CONFIG's handler gets (action, cell, complete); a tap on its button runs it")
    func customAction() throws {
        let h = try Harness(
            scene: Self.table(
                """
                  tableTrailingSwipeActions = function(self, t, c)
                    return { { title = "Flag", handler = "flag" }, performsFirstActionWithFullSwipe = false }
                  end,
                  flag = function(self, action, c, complete)
                    print(action.title .. " " .. action.style .. " " .. c.name)
                    complete(true)
                    complete(true)
                  end,
                """))
        h.play(Self.swipe(1, dx: -300, at: 0))
        h.lua("print(find('list'):openSwipeRow().name, find('list').swipeActions.kind)", at: 0.5)
        h.lua("print(find('r2').swipeOffset)", at: 0.5)
        h.play(
            """
            1.00 touch 2 began 380 120
            1.05 touch 2 ended 380 120
            2.00 tick
            """)
        #expect(h.takeLines() == ["begin r2 true", "r2\tswipeActions", "-74", "Flag normal r2", "end r2 false"])
    }

    @Test("W5 the next touch closes the open row and selects nothing; closeSwipeRow(false) closes at once")
    func nextTouchCloses() throws {
        let h = try Harness(
            scene: Self.table("  tableCommitDelete = function(self, t, c) print('delete') end,"))
        h.play(Self.swipe(1, dx: -100, at: 0))
        h.play(
            """
            1.00 touch 2 began 100 20
            1.05 touch 2 ended 100 20
            2.00 tick
            """)
        h.play(Self.swipe(3, dx: -100, at: 3))
        h.lua("find('list'):closeSwipeRow(false); print(find('list').editing)", at: 3.5)
        #expect(h.takeLines() == ["begin r2 true", "end r2 false", "begin r2 true", "end r2 false", "false"])
    }

    @Test("W1 a CONFIG or ACTION of the wrong shape: file:line, no actions on that side, not even Delete")
    func wrongShapes() throws {
        for bad in [
            "return 42", "return { 'Delete' }", "return { { title = 'X' } }",
            "return { { title = 'X', handler = 'missing' } }", "return { { title = 0/0, handler = 'ok' } }",
            "return { { handler = 'ok', style = 'loud' } }", "return { performsFirstActionWithFullSwipe = 1 }",
        ] {
            let h = try Harness(
                scene: Self.table(
                    """
                      tableTrailingSwipeActions = function(self, t, c) \(bad) end,
                      tableCommitDelete = function(self, t, c) print("delete") end,
                      ok = function(self, a, c, complete) complete(true) end,
                    """))
            h.play(Self.swipe(1, dx: -300, at: 0) + "\n1.00 tick")
            // No swipe and no Delete: the short drag is a tap on the row (L3).
            #expect(h.takeLines() == ["select r2"], "\(bad)")
            #expect(h.allDiagnostics.contains("tableTrailingSwipeActions must return"), "\(bad)")
            #expect(h.allDiagnostics.contains("scene.lua:"), "\(bad): \(h.allDiagnostics)")
        }
    }

    @Test(
        "W6 a handler that raises before complete closes the row as complete(false); one that never calls it stays open"
    )
    func failingHandler() throws {
        let h = try Harness(
            scene: Self.table(
                """
                  tableTrailingSwipeActions = function(self, t, c)
                    if c.name == "r2" then return { { title = "Boom", handler = "boom" } } end
                    return { { title = "Wait", handler = "never" } }
                  end,
                  boom = function(self, action, c, complete) error("no network") end,
                  never = function(self, action, c, complete) print("waiting") end,
                """))
        h.play(Self.swipe(1, dx: -300, at: 0) + "\n1.00 tick")
        #expect(h.takeLines() == ["begin r2 true", "end r2 false"])
        #expect(h.allDiagnostics.contains("no network"))
        h.play(Self.swipe(2, dx: -300, at: 2, y: 170) + "\n3.00 tick")
        h.lua("print(find('list').editing, find('list'):openSwipeRow().name)", at: 3)
        #expect(h.takeLines() == ["begin r3 true", "waiting", "true\tr3"])
    }

    @Test("W1 a configuration delegate that loops is stopped by the budget: the default answer")
    func loopingDelegate() throws {
        let h = try Harness(
            scene: Self.table(
                """
                  tableTrailingSwipeActions = function(self, t, c) while true do end end,
                """))
        h.play(Self.swipe(1, dx: -300, at: 0) + "\n1.00 tick")
        #expect(h.takeLines() == ["select r2"])
        #expect(h.allDiagnostics.contains("instruction budget"))
    }

    @Test("W7 requireToFail = 'list.swipeActions' from Lua lets the row swipe inside a pager")
    func knownFixByName() throws {
        let body = """
            scrollView { name = "pager", frame = {0, 0, 390, 844}, contentSize = {780, 844},
                         behaviour = { scrollViewWillBeginDragging = function() print("pager drags") end },
              tableView { name = "list", frame = {0, 0, 390, 844},
                          behaviour = { tableCommitDelete = function() end,
                                        tableWillBeginEditingRow = function(self, t, c) print("begin " .. c.name) end },
                cell { name = "r0", height = 50 }, cell { name = "r1", height = 50 }, cell { name = "r2", height = 50 } } },
            """
        let h = try Harness(scene: scene(body))
        h.play(Self.swipe(1, dx: -100, at: 0))
        h.lua("find('pager'):setContentOffset(point(0, 0), false)", at: 1)
        h.lua("find('pager').panGestureRecognizer.requireToFail = 'list.swipeActions'", at: 1)
        h.play(Self.swipe(2, dx: -100, at: 2))
        #expect(h.takeLines() == ["pager drags", "begin r2"])
    }

    @Test("W2 explain lists TABLE.swipeActions among the recognizers offered at a point in a row, after the scroll pan")
    func explainListsSwipe() throws {
        let fixture = try ExplainFixture(
            """
            window { name = "w",
              tableView { name = "list", frame = {0, 0, 390, 844}, cell { name = "r0", height = 50 } } },
            """)
        let names = fixture.explain(100, 20).gestures.map(\.name)
        #expect(names == ["list.delay", "list.pan", "list.swipeActions"])
        #expect(fixture.explain(100, 20).gestures.last?.kind == "swipeActions")
    }
}
