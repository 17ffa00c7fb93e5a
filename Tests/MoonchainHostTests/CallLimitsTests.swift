import Foundation
import LuaVM
import MoonchainHost
import Testing

/// A script call is bounded in time as well as in instructions: library calls that would run
/// long inside C are stopped with a clear message (file:line), and the next event is answered.
@Suite("Call limits: slow library calls, deadlines and failure storms")
struct CallLimitsTests {
    /// A view whose touchesBegan runs `code` and whose touchesEnded answers.
    static func slowScene(_ code: String) -> String {
        scene(
            """
            view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
              touchesBegan = function(self)
                \(code)
                print("not stopped")
              end,
              touchesEnded = function(self) print("answered") end,
            } },
            """)
    }

    @Test(
        "Each slow library call is stopped with a clear message and the next event is answered",
        arguments: [
            (#"string.rep("", 1e15)"#, nil),
            (#"string.rep("x", 1e9)"#, "out of memory (the Lua heap is capped at 256 MB; --memory raises it)"),
            (#"local s = ("x"):rep(1e9, ",")"#, "out of memory (the Lua heap is capped at 256 MB; --memory raises it)"),
            (#"local s = ("xy"):rep(2^62, ",")"#, "string.rep: resulting string too large"),
            (
                #"string.find(string.rep("a", 1e5), string.rep("a?", 1e4) .. string.rep("a", 1e4))"#,
                "pattern too complex"
            ),
            (
                #"string.find(string.rep("a", 60), string.rep("a?", 60) .. string.rep("a", 60) .. "b")"#,
                "instruction budget of 10000000 exceeded"
            ),
            (#"string.match(string.rep("a", 1e5), "(.-)(.-)(.-)(.-)b")"#, "instruction budget of 10000000 exceeded"),
            (
                #"for w in string.gmatch(string.rep("a", 60), string.rep("a?", 60) .. string.rep("a", 60) .. "b") do end"#,
                "instruction budget of 10000000 exceeded"
            ),
            (
                #"string.gsub(string.rep("a", 60), string.rep("a?", 60) .. string.rep("a", 60) .. "b", "")"#,
                "instruction budget of 10000000 exceeded"
            ),
            (
                #"string.find(string.rep("a", 1e7), string.rep("a", 1e5) .. "b", 1, true)"#,
                "instruction budget of 10000000 exceeded"
            ),
            (
                #"table.move({}, 1, 1e15, 2)"#,
                "table.move: a range of 1000000000000000 elements is more than the limit of 10000000"
            ),
            (
                #"table.concat(setmetatable({}, {__index = tostring}), "", 1, 1e15)"#,
                "table.concat: a range of 1000000000000000 elements"
            ),
            (#"table.unpack({}, 1, 1e8)"#, "too many results to unpack"),
            (#"string.format("%99999d", 1)"#, "invalid conversion"),
            (#"string.char(table.unpack({}, 1, 1e7))"#, "too many results to unpack"),
            (#"utf8.char(table.unpack({}, 1, 1e7))"#, "too many results to unpack"),
            (
                #"table.insert(setmetatable({}, {__len = function() return 1e15 end}), 1, "x")"#,
                "table.insert: a range of"
            ),
            (#"table.remove(setmetatable({}, {__len = function() return 1e15 end}), 1)"#, "table.remove: a range of"),
            (
                #"table.sort(setmetatable({}, {__len = function() return 2^31 - 2 end}))"#,
                "table.sort: a range of 2147483646 elements"
            ),
        ] as [(String, String?)])
    func slowLibraryCall(code: String, message: String?) throws {
        // The budget or the heap cap must stop these calls, not the wall clock: the default 10 s
        // deadline raced the budget on a loaded machine (wall time counts whatever else runs).
        // The far deadline still ends a call that neither stops.
        let h = try Harness(scene: Self.slowScene(code), options: farDeadline)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        if let message {
            #expect(h.allDiagnostics.contains("scene.lua:"), "\(h.allDiagnostics)")
            #expect(h.allDiagnostics.contains(message), "\(h.allDiagnostics)")
            #expect(h.lines == ["answered"])
        } else {
            // An empty result is made at once instead of looping 1e15 times.
            #expect(h.diagnostics.isEmpty, "\(h.allDiagnostics)")
            #expect(h.lines == ["not stopped", "answered"])
        }
    }

    @Test("Ordinary calls of the replaced functions give Lua's answers")
    func ordinaryAnswers() throws {
        let h = try Harness(scene: scene(""))
        h.lua(#"print(("ab"):rep(3, "-"), ("x"):rep(0), ("x"):rep(1), (""):rep(3, ","), ("a"):rep(2, ""))"#)
        h.lua(
            #"print(string.find("hello world", "o w"), string.find("hello", "l+"), string.find("a.b", ".", 1, true))"#)
        h.lua(
            #"print(string.match("key = value", "^(%w+)%s*=%s*(.-)%s*$"), string.match("x", "()"), string.match("[[x]]", "%b[]"))"#
        )
        h.lua(
            #"local t = {} for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do t[#t + 1] = k .. v end print(table.concat(t, ";"))"#
        )
        h.lua(
            #"print(string.gsub("hello world", "o", "0"), string.gsub("abc", "%w", "%0%0"), string.gsub("$x $y", "%$(%w+)", {x = "1"}))"#
        )
        h.lua(
            #"print(string.gsub("abc", "", "-"), string.find("THE (quick) fox", "%f[%a]%a+", 5), string.match("  x", "^%s*()"))"#
        )
        h.lua(
            #"local t = {1, 2, 3} table.insert(t, 1, 0) table.insert(t, 4) print(table.concat(t, ","), table.remove(t, 1), table.remove(t), table.concat(t, ","))"#
        )
        h.lua(
            #"local t = table.move({1, 2, 3}, 1, 3, 2) print(table.concat(t, ",")) local s = {3, 1, 2} table.sort(s) print(table.concat(s, ","))"#
        )
        // What the system's lua5.4 prints for the same lines (each call but the last in an
        // argument list gives one value).
        #expect(
            h.lines == [
                "ab-ab-ab\t\tx\t,,\taa",
                "5\t3\t2\t2",
                "key\t1\t[[x]]",
                "a1;b2",
                "hell0 w0rld\taabbcc\t1 $y\t2",
                "-a-b-c-\t6\t3",
                "0,1,2,3,4\t0\t4\t1,2,3",
                "1,1,2,3",
                "1,2,3",
            ], "\(h.allDiagnostics)")
    }

    @Test("The deadline stops a call whose instructions are few but slow, and the next one runs")
    func deadlineStopsSlowLoops() throws {
        var options = HostOptions(instructionBudget: 1_000_000_000_000)
        options.timeLimit = 0.3
        let h = try Harness(
            scene: Self.slowScene("while true do local s = (\"x\"):rep(100000):upper() end"), options: options)
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(
            h.allDiagnostics.contains("scene.lua:6: script call took longer than 0.3 s (--timeout raises it)"),
            "\(h.allDiagnostics)")
        #expect(h.lines == ["answered"])
    }

    @Test("A pure Lua loop under an unlimited budget is stopped by the deadline")
    func deadlineWithoutBudget() throws {
        let h = try Harness(
            scene: Self.slowScene("while true do end"), options: HostOptions(instructionBudget: 0, timeLimit: 0.2))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.allDiagnostics.contains("scene.lua:6: script call took longer than 0.2 s"), "\(h.allDiagnostics)")
        #expect(h.lines == ["answered"])
    }

    /// Three responders whose canResignFirstResponder asks the other two to become first
    /// responder and then fails: each request recurses into the others until Lua's C stack
    /// runs out, so one request fans out into an exponential number of failing calls.
    static let stormScene = """
        local function responder(name, others)
          return view { name = name, frame = {0, 0, 10, 10}, behaviour = {
            canBecomeFirstResponder = function(self) return true end,
            canResignFirstResponder = function(self)
              for _, other in ipairs(others) do find(other):becomeFirstResponder() end
              error("refusing to resign")
            end,
          } }
        end
        return app {
          window { name = "w",
            responder("a", {"b", "c"}), responder("b", {"c", "a"}), responder("c", {"a", "b"}),
            view { name = "probe", frame = {100, 100, 50, 50}, behaviour = {
              touchesBegan = function(self) print("probe answered") end } },
          },
        }
        """

    @Test("A storm of failing nested first-responder calls stops after the stated count, once, and the host answers")
    func failureStormStops() throws {
        let h = try Harness(scene: Self.stormScene)
        h.play(
            """
            0 lua find("a"):becomeFirstResponder()
            0.1 lua find("b"):becomeFirstResponder()
            0.2 touch 1 began 110 110
            """)
        let errors = h.diagnostics.filter { $0.hasPrefix("error:") }
        let stops = errors.filter { $0.contains("call chain stopped: more than 50 nested script calls failed in it") }
        #expect(stops.count == 1, "\(errors.count) errors")
        #expect(stops.first?.contains("scene.lua:5: ") == true, "\(stops)")
        // Without the limit the same timeline reports hundreds of thousands of errors over minutes.
        #expect(errors.count <= 2 * LuaState.defaultNestedFailureLimit + 2, "\(errors.count) errors")
        #expect(h.lines == ["probe answered"])
    }

    @Test("A budget error deep in nested calls is reported once, where it happened")
    func nestedBudgetReportedOnce() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "outer", frame = {0, 0, 100, 100}, behaviour = {
                  touchesBegan = function(self) find("inner"):canBecomeFirstResponder() end } },
                view { name = "inner", frame = {200, 0, 100, 100}, behaviour = {
                  canBecomeFirstResponder = function(self) return find("deepest"):canBecomeFirstResponder() end } },
                view { name = "deepest", frame = {200, 200, 100, 100}, behaviour = {
                  canBecomeFirstResponder = function(self)
                    while true do end
                  end } },
                """), options: HostOptions(instructionBudget: 100_000))
        h.play("0 touch 1 began 10 10")
        let errors = h.diagnostics.filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(h.allDiagnostics)")
        #expect(
            errors.first?.contains("scene.lua:10: instruction budget of 100000 exceeded") == true, "\(h.allDiagnostics)"
        )
    }
}
