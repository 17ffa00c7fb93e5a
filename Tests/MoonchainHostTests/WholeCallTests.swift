import MoonchainHost
import Testing

/// `pointInside` and the touch handlers are each called in one crossing into C
/// (`moon_call_point_bool`, `moon_call_touches`, which also checks the touches table): what a
/// script receives and what its failures cause must be what the step-by-step call gave.
@Suite("Contract: whole calls into pointInside and touch handlers")
struct WholeCallTests {
    private static let files = [
        "probe.lua": """
        local seen
        return {
          pointInside = function(self, p, e)
            print("inside " .. self.name .. " " .. p.x .. "," .. p.y .. " " .. type(e))
            return p.x < 40
          end,
          touchesBegan = function(self, t, e)
            seen = { t = t, e = e }
            print("began " .. self.name .. " " .. #t .. " " .. t[1].view.name)
          end,
          touchesMoved = function(self, t, e)
            print("moved " .. tostring(t == seen.t) .. " " .. tostring(e == seen.e))
          end,
          touchesEnded = function(self, t, e)
            print("ended " .. tostring(t == seen.t) .. " " .. tostring(e == seen.e))
          end,
        }
        """
    ]

    @Test("H2, T2: pointInside gets self, the point and the touch event; the handlers get self, touches, event")
    func argumentsReachTheScript() throws {
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 50, 50}, behaviour = "probe" },"#), files: Self.files)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 ended 12 10")
        // The touches table and the event are the same values from phase to phase.
        #expect(h.lines == ["inside v 10,10 userdata", "began v 1 v", "moved true true", "ended true true"])
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("T2, T7: a table re-metatabled or made by the script, passed to super, is not reused; one userdata a touch")
    func passedOnTouchesAreCheckedAsAWhole() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent began", getmetatable(t) == nil, #t) end,
                  touchesMoved = function(self, t, e) print("parent moved", getmetatable(t) ~= nil, e.type) end,
                  touchesEnded = function(self, t, e) print("parent ended", tostring(t), t[1] == self.first) end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    touchesBegan = function(self, t, e)
                      find("parent").first = t[1]
                      setmetatable(t, nil)
                      self.super:touchesBegan(t, e)
                    end,
                    touchesMoved = function(self, t, e)
                      print("moved", tostring(t), t[1] == find("parent").first)
                      self.super:touchesMoved({ t[1] }, e)
                    end,
                    touchesEnded = function(self, t, e) self.super:touchesEnded(t, e) end },
                  },
                },
                """), files: [:])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 ended 12 10")
        // The table whose metatable was removed is never handed out again: the parent gets a new
        // list; a table of the script's own is read, and the host's list goes on.
        #expect(
            h.lines == [
                "parent began\tfalse\t1", "moved\t{touch 1 moved}\ttrue", "parent moved\ttrue\ttouches",
                "parent ended\t{touch 1 ended}\ttrue",
            ])
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("H2, H5: pointInside answering false keeps the touch out; a half-pixel point is passed exactly")
    func answerDecides() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent got it") end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = "probe" },
                },
                """), files: Self.files)
        h.play("0 touch 1 began 45.5 10\n0.1 touch 1 ended 45.5 10")
        #expect(h.lines == ["inside v 45.5,10 userdata", "parent got it"])
    }

    @Test("T2: a touch handler's error names file:line; the next phase is still delivered to it")
    func handlerErrorThenNextPhase() throws {
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 50, 50}, behaviour = "fails" },"#),
            files: [
                "fails.lua": """
                return {
                  touchesBegan = function(self, t, e)
                    error("began failed")
                  end,
                  touchesEnded = function(self, t, e) print("ended " .. #t .. " " .. tostring(e ~= nil)) end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["ended 1 true"])
        #expect(h.allDiagnostics.contains("fails.lua:3"))
        #expect(h.allDiagnostics.contains("began failed"))
        #expect(h.allDiagnostics.contains("touchesBegan"))
    }

    @Test("T2: 200 touch handlers failing at the top level each report a traceback; pointInside answers after")
    func topLevelFailuresKeepTheKeptHandler() throws {
        // A top-level touch handler's call uses the message handler the host keeps on the main
        // thread's stack; a failure must leave it there for the next call (and for pointInside
        // from C, which uses it too).
        let h = try Harness(
            scene: scene(#"view { name = "v", frame = {0, 0, 50, 50}, behaviour = "fails" },"#),
            files: [
                "fails.lua": """
                return {
                  pointInside = function(self, p, e) print("inside " .. p.x) return true end,
                  touchesMoved = function(self, t, e)
                    error("moved failed")
                  end,
                  touchesEnded = function(self, t, e) print("ended " .. #t) end,
                }
                """
            ])
        var timeline = "0 touch 1 began 10 10\n"
        for i in 1...200 { timeline += "\(Double(i) * 0.01) touch 1 moved \(10 + i % 2) 10\n" }
        timeline += "3 touch 1 ended 10 10\n3.5 touch 2 began 20 10\n3.6 touch 2 ended 20 10"
        h.play(timeline)
        #expect(h.lines == ["inside 10", "ended 1", "inside 20", "ended 1"])
        let diagnostics = h.allDiagnostics
        #expect(diagnostics.components(separatedBy: "fails.lua:4: moved failed").count - 1 == 200)
        #expect(diagnostics.components(separatedBy: "stack traceback").count - 1 >= 200)
    }

    @Test("H2, --budget: a pointInside that runs past the instruction budget is stopped; the default answers")
    func budgetStopsPointInside() throws {
        let h = try Harness(
            scene: scene(
                #"view { name = "v", frame = {0, 0, 50, 50}, behaviour = "spins" },"#),
            files: [
                "spins.lua": """
                return {
                  pointInside = function(self, p, e)
                    while true do end
                  end,
                  touchesBegan = function(self, t, e) print("v got it") end,
                }
                """
            ])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["v got it"])
        #expect(h.allDiagnostics.contains("pointInside"))
        #expect(h.host.scriptErrorCount >= 1)
    }

    @Test("H2, H6, reload: pointInside added, changed and removed by a reload between events answers anew")
    func reloadChangesPointInside() throws {
        let outside = "return { touchesBegan = function(self) print('v got it') end }"
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("parent got it") end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = "flip" },
                },
                """), files: ["flip.lua": outside])
        // No override: bounds decide (H5); a point outside the bounds goes to the parent.
        h.play("0 touch 1 began 100 10\n0.1 touch 1 ended 100 10")
        #expect(h.takeLines() == ["parent got it"])
        // Reloaded with an override that takes every point (H6), then one that takes none.
        for (time, answer, expected) in [(1, "true", "v got it"), (2, "false", "parent got it")] {
            h.directory.write(
                "flip.lua",
                """
                return {
                  pointInside = function(self, p, e) return \(answer) end,
                  touchesBegan = function(self) print('v got it') end,
                }
                """)
            _ = h.host.reloadBehaviours(named: nil)
            h.play("\(time) touch 1 began 10 10\n\(time).1 touch 1 ended 10 10")
            #expect(h.takeLines() == [expected])
        }
        // Reloaded without it again: the default answers (bounds contain the point).
        h.directory.write("flip.lua", outside)
        _ = h.host.reloadBehaviours(named: nil)
        h.play("3 touch 1 began 10 10\n3.1 touch 1 ended 10 10")
        #expect(h.takeLines() == ["v got it"])
        #expect(h.host.scriptErrorCount == 0)
    }
}
