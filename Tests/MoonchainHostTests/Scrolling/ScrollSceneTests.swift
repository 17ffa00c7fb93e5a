import Foundation
import MoonchainExplain
import MoonchainHost
import ResponderKit
import Testing

/// Scroll views and tables end to end: scenes, the Lua API, the delegate lookup, hostile input.
struct ScrollSceneTests {
    @Test("S1 S11 delegate = NAME answers the delegate methods; contentOffset is bounds.origin from Lua")
    func delegateByName() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "controller", frame = {0, 0, 1, 1}, behaviour = {
                  scrollViewDidScroll = function(self, sv) print(self.name .. " sees " .. sv.name .. " at " .. sv.contentOffset.y) end } },
                scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000}, delegate = "controller",
                             behaviour = { scrollViewDidScroll = function() print("not me") end } },
                """))
        h.lua("find('list').contentOffset = point(0, 120)")
        h.lua("print(find('list').bounds.y, find('list').kind)")
        #expect(h.takeLines() == ["controller sees list at 120", "120\tscrollView"])
    }

    @Test("S11 'statusbar tap' scrolls the one scrollsToTop scroll view to its top over 0.3 s")
    func statusBar() throws {
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000}, contentOffset = {0, 900},
                             behaviour = { scrollViewDidScrollToTop = function(self, sv) print(string.format("%.2f top %g", now(), sv.contentOffset.y)) end } },
                """))
        h.play(
            """
            1.00 statusbar tap
            2.00 tick
            """)
        #expect(h.takeLines() == ["1.30 top 0"])
    }

    @Test("S10 setZoomScale(s, true) from Lua: didZoom every frame, scrollViewDidEndZooming after 0.3 s")
    func animatedZoom() throws {
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "photos", frame = {0, 0, 390, 844}, contentSize = {390, 390},
                             minimumZoomScale = 1, maximumZoomScale = 4,
                             behaviour = {
                               viewForZooming = function(self, sv) return find("photo") end,
                               scrollViewDidZoom = function(self, sv) print(string.format("%.4f zoom %g", now(), sv.zoomScale)) end,
                               scrollViewDidEndZooming = function(self, sv, view, scale) print(string.format("%.2f end %s %g", now(), view.name, scale)) end },
                  view { name = "photo", frame = {0, 0, 390, 390} } },
                """))
        h.lua("find('photos'):setZoomScale(3, true)")
        h.play("1.00 tick")
        let lines = h.takeLines()
        #expect(lines.count == 19)
        #expect(lines.filter { $0.contains(" zoom ") }.count == 18)
        #expect(lines.contains("0.1500 zoom 2"))
        #expect(lines.suffix(2) == ["0.3000 zoom 3", "0.30 end photo 3"])
    }

    @Test("S4 S5 the trace records held, released and cancelled content touches with the answer that decided")
    func trace() throws {
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000},
                  view { name = "row", frame = {0, 200, 390, 60} } },
                """), trace: true)
        h.play(
            """
            0.00 touch 1 began 100 230
            0.50 touch 1 moved 100 200
            0.60 touch 1 ended 100 180
            """)
        let types = try h.traceRecords().compactMap { $0["type"] as? String }.filter { $0.hasPrefix("scroll.") }
        #expect(
            types.prefix(5) == [
                "scroll.contentTouchesHeld", "scroll.contentTouchesReleased", "scroll.contentTouchCancelled",
                "scroll.dragBegan", "scroll.dragEnded",
            ])
        let cancelled = try h.traceRecords().first { $0["type"] as? String == "scroll.contentTouchCancelled" }
        #expect(cancelled?["reason"] as? String == "touchesShouldCancel=true")
        #expect(cancelled?["view"] as? String == "row")
    }

    @Test("L1 L3 cells have row, selected and highlighted; the table selects and lists them")
    func tableFields() throws {
        let h = try Harness(
            scene: scene(
                """
                tableView { name = "t", frame = {0, 0, 390, 844}, rowHeight = 50, cell { name = "a" }, cell { name = "b", selected = true } },
                """))
        h.lua(
            "local t = find('t'); print(#t.cells, t.cells[2].row, t.cells[2].selected, t:selectedCells()[1].name, t.contentSize[2])"
        )
        h.lua("local t = find('t'); t:selectRow(t.cells[1]); print(t.cells[1].selected, t.cells[2].selected)")
        #expect(h.takeLines() == ["2\t1\ttrue\tb\t100", "true\tfalse"])
    }

    @Test(
        "L1 a cell a script moves into a table, inserts, resizes or removes is stacked at once, with the content size")
    func cellsFromLua() throws {
        let h = try Harness(
            scene: scene(
                """
                tableView { name = "t", frame = {0, 0, 390, 400}, rowHeight = 50, cell { name = "a" }, cell { name = "b" } },
                tableView { name = "u", frame = {0, 400, 390, 400}, rowHeight = 50, cell { name = "c", height = 30 }, cell { name = "d" } },
                """))
        h.lua(
            "local t, c = find('t'), find('c'); t:addSubview(c); print(c.row, c.frame.y, t.contentSize[2], find('d').frame.y, find('u').contentSize[2])"
        )
        h.lua("local d = find('d'); find('t'):insertSubview(d, 1); print(d.row, find('c').row, find('c').frame.y)")
        h.lua("find('a').height = 10; print(find('b').frame.y, find('t').contentSize[2])")
        h.lua(
            "find('d'):removeFromSuperview(); print(find('d').row, find('a').frame.y, find('c').frame.y, find('t').contentSize[2])"
        )
        #expect(
            h.takeLines() == ["2\t100\t130\t0\t50", "0\t3\t150", "60\t140", "-1\t0\t60\t90"], "\(h.allDiagnostics)")
    }

    @Test("Hostile scenes: a deceleration rate of 1, NaN-free sizes, and a zoomScale outside the range")
    func hostileScenes() throws {
        let rate = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    scrollView { name = "list", frame = {0, 0, 390, 844}, decelerationRate = 1 },
                    """)))
        #expect(rate.message.contains("scene.lua:") && rate.message.contains("decelerationRate"))
        let size = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {-1, 0/0} },
                    """)))
        #expect(size.message.contains("contentSize must be {w, h}"))
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "list", frame = {0, 0, 390, 844}, minimumZoomScale = 1, maximumZoomScale = 2, zoomScale = 9,
                             contentInset = {2000, 0, 0, 0} },
                """))
        #expect(h.allDiagnostics.contains("zoomScale 9 is outside"))
        h.lua("print(find('list').zoomScale)")
        h.lua("find('list').decelerationRate = 2")
        #expect(h.takeLines() == ["2"])
        #expect(h.allDiagnostics.contains("decelerationRate must be"))
    }

    @Test("S11 a delegate that errors or keeps setting the offset: reported, and the host goes on")
    func hostileDelegates() throws {
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000}, behaviour = {
                  scrollViewDidScroll = function(self, sv) sv:setContentOffset(point(0, sv.contentOffset.y + 1), false) end,
                  scrollViewWillBeginDragging = function(self, sv) error("boom") end } },
                """))
        h.lua("find('list').contentOffset = point(0, 10)")
        h.play(
            """
            1.00 touch 1 began 100 600
            1.05 touch 1 moved 100 550
            1.10 touch 1 ended 100 500
            3.00 lua print('still here')
            """)
        #expect(h.takeLines() == ["still here"])
        #expect(h.allDiagnostics.contains("boom"))
        #expect(h.allDiagnostics.components(separatedBy: "levels deep").count == 2)
    }

    @Test("S6 a scroll view removed mid-deceleration stops; nothing more happens to it")
    func removedMidDeceleration() throws {
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000} },
                """))
        h.play(
            """
            0.00 touch 1 began 100 600
            0.02 touch 1 moved 100 560
            0.04 touch 1 moved 100 520
            0.05 touch 1 ended 100 520
            0.20 lua removed = find('list'); removed:removeFromSuperview(); y = removed.contentOffset.y
            2.00 lua print(removed.decelerating, removed.contentOffset.y == y)
            """)
        #expect(h.takeLines() == ["false\ttrue"])
    }
}

/// `explain` on scroll view content (S4, S5).
struct ScrollExplainTests {
    @Test("S4 S5 explain says the scroll view holds the touch 0.15 s and whether a drag would cancel it")
    func explainNotes() throws {
        let fixture = try ExplainFixture(
            """
              window { name = "w",
                scrollView { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000},
                  view { name = "row", frame = {0, 0, 390, 60} },
                  button { name = "buy", frame = {0, 100, 100, 44} },
                },
              },
            """)
        let row = fixture.explain(10, 10)
        #expect(
            row.scrolling == [
                "scrollView list holds the touch from row for 0.15 s, unless the finger lifts or a drag begins first (S4); a drag of 10 points would cancel it and scroll (touchesShouldCancel: true for row, S5)"
            ])
        #expect(row.gestures.map(\.name) == ["list.delay", "list.pan"])
        let buy = fixture.explain(10, 110)
        #expect(
            buy.scrolling.first?.hasSuffix(
                "a drag would not take it from the control buy (touchesShouldCancel: false for a control, S5)") == true)
        #expect(buy.text.contains("Scrolling: scrollView list holds the touch from buy"))
    }
}
