import Testing

@testable import LuaVM

/// The wall-clock limit of a top-level call, the work counted inside pattern matching, and the
/// failure-storm limit, at the VM level.
@Suite("Time limit, counted pattern matching and failure storms")
struct TimeLimitTests {
    @Test func aLoopUnderAnUnlimitedBudgetStopsAtTheDeadline() throws {
        let vm = LuaState(instructionBudget: 0, timeLimit: 0.2)
        let error = try #require(vm.failure("local n = 0\nwhile true do n = n + 1 end"))
        #expect(error.kind == .time)
        #expect(error.message == "chunk.lua:2: script call took longer than 0.2 s")
        #expect(error.stoppedTheCall)
        #expect(try vm.run("return 'usable'") == ["usable"])
    }

    @Test func catchingTheTimeErrorDoesNotHelp() throws {
        let vm = LuaState(instructionBudget: 0, timeLimit: 0.2)
        let error = try #require(vm.failure("while true do pcall(function() while true do end end) end"))
        #expect(error.kind == .time)
    }

    @Test func zeroMeansNoTimeLimit() throws {
        let vm = LuaState(instructionBudget: 1_000_000, timeLimit: 0)
        #expect(vm.timeLimit == 0)
        #expect(vm.failure("while true do end")?.kind == .budget)
    }

    @Test func patternMatchingStepsCountTowardTheBudget() throws {
        let vm = LuaState(instructionBudget: 1_000_000, timeLimit: 0)
        let error = try #require(
            vm.failure(#"return string.find(string.rep("a", 40), string.rep("a?", 40) .. string.rep("a", 40) .. "b")"#))
        #expect(error.kind == .budget)
        #expect(error.message == "chunk.lua:1: instruction budget of 1000000 exceeded")
        // Ordinary matching costs little of it.
        #expect(try vm.run(#"local n = 0 for w in ("one two three"):gmatch("%a+") do n = n + 1 end return n"#) == [3])
    }

    @Test func aNestedFailureTooManyStopsTheWholeCall() throws {
        let vm = LuaState(instructionBudget: 0, timeLimit: 0, nestedFailureLimit: 3)
        // A Swift function that calls back into Lua, as the host does for responder methods.
        let env = vm.makeSandbox()
        let stack = vm.main
        stack.push(
            vm.register { state in
                let stack = LuaStack(state)
                stack.pushValue(at: 1)
                _ = stack.pcall(nargs: 0, nresults: 0)
                return 0
            })
        vm.setField("host", in: env, to: .reference(stack.ref()))
        let error = try #require(
            vm.failure(
                """
                local failures = 0
                for i = 1, 100 do host(function() error("nested") end) failures = failures + 1 end
                return failures
                """, in: env))
        #expect(error.kind == .storm)
        #expect(error.message.contains("call chain stopped: more than 3 nested script calls failed in it"))
        #expect(try vm.run("return 'usable'") == ["usable"])
    }
}
