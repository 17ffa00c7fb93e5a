import LuaVM
import MoonchainHost
import ResponderKit
import Testing

/// A view calls its scripted `pointInside` entirely in C (`moon_pointcall_run`, issue 41): the
/// first touch's hit test goes through the host (it learns the touch event's userdata), every later
/// one and every call without an event stays in C. Whatever path a call takes, the script must
/// receive the same arguments, and its failures must be stopped and reported as before.
@Suite("Contract: pointInside called in C")
struct PointInsideInCTests {
    /// A window with `v` (the probe, 50×50 at the origin) inside a parent that prints the touches
    /// it gets; `v` prints the touches it gets too.
    private static func withParent(behaviour: String) -> String {
        scene(
            """
            view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
              touchesBegan = function(self, t, e) print("parent got it") end },
              view { name = "v", frame = {0, 0, 50, 50}, behaviour = \(behaviour) },
            },
            """)
    }

    /// Three touches at (10, 10), each began then ended.
    private static let threeTouches = (0..<3).map { "\($0) touch 1 began 10 10\n\($0).5 touch 1 ended 10 10" }
        .joined(separator: "\n")

    private static func view(_ name: String, of h: Harness) throws -> View {
        try #require(h.host.responder(named: name) as? View)
    }

    @Test("H2, H6: every touch's pointInside gets self, the point and the same touch event, and decides")
    func argumentsOnEveryPath() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'probe'"),
            files: [
                "probe.lua": """
                local seen
                return {
                  pointInside = function(self, p, e)
                    local same = seen == nil and "first" or tostring(seen == e)
                    seen = e
                    print(self.name .. " " .. p.x .. "," .. p.y .. " " .. type(e) .. " " .. same)
                    return p.x < 5
                  end,
                  touchesBegan = function(self) print("v got it") end,
                }
                """
            ])
        h.play(Self.threeTouches)
        #expect(
            h.lines == [
                "v 10,10 userdata first", "parent got it", "v 10,10 userdata true", "parent got it",
                "v 10,10 userdata true", "parent got it",
            ])
        // No event, from the host at the top level: nil reaches the script; a half point exactly.
        let v = try Self.view("v", of: h)
        #expect(v.point(inside: Point(x: 2.5, y: 3), with: nil))
        #expect(!v.point(inside: Point(x: 7, y: 3), with: nil))
        #expect(h.takeLines().suffix(2) == ["v 2.5,3 nil false", "v 7,3 nil first"])
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("H4, H6: a point no float holds exactly is passed exactly (boxed), from the host and from a script")
    func boxedPoint() throws {
        let h = try Harness(
            scene: Self.withParent(
                behaviour: "{ pointInside = function(self, p, e) print(string.format('%.17g', p.x)) return true end }"))
        let v = try Self.view("v", of: h)
        #expect(v.point(inside: Point(x: 0.1, y: 1e300), with: nil))
        h.lua("find('v'):pointInside(point(0.1, 2))")
        #expect(h.lines == ["0.10000000000000001", "0.10000000000000001"])
    }

    @Test("H5, H6: an error names file:line on every call, and the default (the bounds) answers")
    func errorsReported() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'fails'"),
            files: [
                "fails.lua": """
                return {
                  pointInside = function(self, p, e)
                    error("no answer")
                  end,
                  touchesBegan = function(self) print("v got it") end,
                }
                """
            ])
        h.play(Self.threeTouches)
        #expect(h.lines == ["v got it", "v got it", "v got it"])
        #expect(h.diagnostics.count { $0.contains("fails.lua:3: no answer") } == 3, "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("pointInside of view 'v'"))
        let v = try Self.view("v", of: h)
        #expect(v.point(inside: Point(x: 10, y: 10), with: nil))
        #expect(!v.point(inside: Point(x: 60, y: 10), with: nil))
        #expect(h.host.scriptErrorCount == 5)
    }

    @Test("H6: an answer that is no boolean is reported with file:line every time; the default answers")
    func wrongAnswers() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'wrong'"),
            files: [
                "wrong.lua": """
                return {
                  pointInside = function(self, p, e) return 1 end,
                  touchesBegan = function(self) print("v got it") end,
                }
                """
            ])
        h.play(Self.threeTouches)
        #expect(h.lines == ["v got it", "v got it", "v got it"])
        let reports = h.diagnostics.filter {
            $0.contains("wrong.lua:2: pointInside must return a boolean (true or false), got number")
        }
        #expect(reports.count == 3, "\(h.allDiagnostics)")
    }

    @Test("H6, --budget: a runaway pointInside is stopped on every call, and the next call runs")
    func budgetStopsEveryCall() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'spins'"),
            files: [
                "spins.lua": """
                return {
                  pointInside = function(self, p, e)
                    while true do end
                  end,
                  touchesBegan = function(self) print("v got it") end,
                }
                """
            ], options: HostOptions(instructionBudget: 100_000, timeLimit: 120))
        h.play(Self.threeTouches)
        #expect(h.lines == ["v got it", "v got it", "v got it"])
        let stops = h.diagnostics.filter { $0.contains("spins.lua:3: instruction budget of 100000 exceeded") }
        #expect(stops.count == 3, "\(h.allDiagnostics)")
    }

    @Test("H6, --memory: a pointInside filling the heap is stopped by the cap every time; the default answers")
    func memoryCapStopsEveryCall() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'greedy'"),
            files: [
                "greedy.lua": """
                return {
                  pointInside = function(self, p, e)
                    local t = {} while true do t[#t + 1] = string.rep("x", 1000) end
                  end,
                  touchesBegan = function(self) print("v got it") end,
                }
                """
            ], options: HostOptions(memoryLimit: 8 << 20, timeLimit: 120))
        h.play(Self.threeTouches)
        #expect(h.lines == ["v got it", "v got it", "v got it"])
        #expect(h.diagnostics.count { $0.contains("greedy.lua:2: out of memory") } == 3, "\(h.allDiagnostics)")
    }

    @Test("H6, --timeout: a pointInside past its deadline is stopped every time; the default answers")
    func deadlineStopsEveryCall() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'slow'"),
            files: [
                "slow.lua": """
                return {
                  pointInside = function(self, p, e)
                    while true do end
                  end,
                  touchesBegan = function(self) print("v got it") end,
                }
                """
            ], options: HostOptions(instructionBudget: 0, timeLimit: 0.1))
        h.play("0 touch 1 began 10 10\n0.5 touch 1 ended 10 10\n1 touch 1 began 10 10\n1.5 touch 1 ended 10 10")
        #expect(h.lines == ["v got it", "v got it"])
        let stops = h.diagnostics.filter { $0.contains("slow.lua:3: script call took longer than 0.1 s") }
        #expect(stops.count == 2, "\(h.allDiagnostics)")
    }

    @Test("H6: a pointInside that hit-tests and asks pointInside of another view (on a coroutine too) nests")
    func reentrant() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "other", frame = {100, 100, 50, 50}, behaviour = {
                  pointInside = function(self, p, e) return p.y < 20 end } },
                view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                  pointInside = function(self, p, e)
                    local other = find("other")
                    local hit = other:hitTest(point(10, 10), e)
                    local direct = other:pointInside(point(p.x, p.y))
                    local viaCoroutine = coroutine.wrap(function() return other:pointInside(point(1, 30)) end)()
                    print((hit and hit.name or "nil") .. " " .. tostring(direct) .. " " .. tostring(viaCoroutine))
                    return direct
                  end,
                  touchesBegan = function(self) print("v got it") end } },
                """))
        h.play(Self.threeTouches)
        #expect(h.lines == Array(repeating: ["other true false", "v got it"], count: 3).flatMap { $0 })
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("H6: self.super from pointInside continues from the defining behaviour, two levels, every call")
    func superForwarding() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'leaf'"),
            files: [
                "base.lua": "return { pointInside = function(self, p, e) print('base') return p.x < 40 end }",
                "middle.lua": """
                return { extends = "base", pointInside = function(self, p, e)
                  print("middle")
                  return self.super:pointInside(p, e)
                end }
                """,
                "leaf.lua": """
                return { extends = "middle",
                  touchesBegan = function(self) print("v got it") end,
                  pointInside = function(self, p, e)
                    print("leaf")
                    return self.super:pointInside(p, e)
                  end }
                """,
            ])
        h.play(Self.threeTouches)
        #expect(h.lines == Array(repeating: ["leaf", "middle", "base", "v got it"], count: 3).flatMap { $0 })
        // The middle behaviour (inherited) called directly: its super is the base's, not its own.
        h.directory.write("leaf.lua", "return { extends = 'middle', touchesBegan = function(self) print('v') end }")
        _ = h.host.reloadBehaviours(named: "leaf")
        _ = h.takeLines()
        h.play("5 touch 1 began 10 10\n5.5 touch 1 ended 10 10\n6 touch 1 began 45 10\n6.5 touch 1 ended 45 10")
        #expect(h.takeLines() == ["middle", "base", "v", "middle", "base", "parent got it"])
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("H6, reload: between events, a new parent changes where self.super continues")
    func reloadMovesSuper() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'leaf'"),
            files: [
                "yes.lua": "return { pointInside = function(self, p, e) print('yes') return true end }",
                "no.lua": "return { pointInside = function(self, p, e) print('no') return false end }",
                "leaf.lua": """
                return { extends = "yes", touchesBegan = function(self) print("v got it") end,
                  pointInside = function(self, p, e) return self.super:pointInside(p, e) end }
                """,
            ])
        h.play(Self.threeTouches)
        #expect(h.takeLines() == Array(repeating: ["yes", "v got it"], count: 3).flatMap { $0 })
        h.directory.write(
            "leaf.lua",
            """
            return { extends = "no", touchesBegan = function(self) print("v got it") end,
              pointInside = function(self, p, e) return self.super:pointInside(p, e) end }
            """)
        _ = h.host.reloadBehaviours(named: "leaf")
        h.play("5 touch 1 began 10 10\n5.5 touch 1 ended 10 10\n6 touch 1 began 10 10\n6.5 touch 1 ended 10 10")
        #expect(h.takeLines() == ["no", "parent got it", "no", "parent got it"])
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("H6: answers are traced as before, and every path leaves the main thread's stack as it was")
    func tracedAndBalanced() throws {
        let h = try Harness(
            scene: Self.withParent(behaviour: "'flaky'"),
            files: [
                "flaky.lua": """
                local n = 0
                return {
                  pointInside = function(self, p, e)
                    n = n + 1
                    if n % 3 == 0 then error("third") elseif n % 3 == 1 then return true else return "yes" end
                  end,
                }
                """
            ], trace: true)
        let main = h.host.vm.main
        let top = main.top
        h.play(Self.threeTouches)
        #expect(main.top == top)
        let records = try h.traceRecords()
        #expect(records.count { $0["type"] as? String == "pointInside" && $0["view"] as? String == "v" } == 1)
        #expect(
            records.count {
                $0["type"] as? String == "override.failed" && $0["responder"] as? String == "v"
                    && $0["method"] as? String == "pointInside"
            } == 2)
        // A crowded stack (more values than a frame is promised room for): the call makes room.
        let v = try Self.view("v", of: h)
        for i in 0..<30 { main.push(Double(i)) }
        for _ in 0..<3 { _ = v.point(inside: Point(x: 10, y: 10), with: nil) }
        #expect(main.top == top + 30)
        main.pop(30)
        #expect(h.host.scriptErrorCount == 4)
    }
}
