import Testing

@testable import LuaVM

@Suite("Instruction budget")
struct BudgetTests {
    @Test func infiniteLoopIsStopped() throws {
        let vm = LuaState(instructionBudget: 100_000)
        let error = try #require(vm.failure("local n = 0\nwhile true do n = n + 1 end"))
        #expect(error.kind == .budget)
        #expect(error.message == "chunk.lua:2: instruction budget of 100000 exceeded")
        #expect(try vm.run("local n = 0 for i = 1, 1000 do n = n + i end return n") == [500500])
    }

    @Test(arguments: [
        "while true do pcall(function() while true do end end) end",
        "while true do xpcall(function() while true do end end, function() while true do end end) end",
        "local co = coroutine.wrap(function() while true do end end) while true do pcall(co) end",
        "while true do pcall(error, 'x') end",
        "local ok = pcall(function() while true do end end) return 'caught'",
        "local t = setmetatable({}, {__index = function() while true do end end}) return t.x",
        // Lua would run these __close metamethods with hooks off: they must not run at all.
        """
        local co = coroutine.create(function()
            local x <close> = setmetatable({}, {__close = function() while true do end end})
            while true do end
        end)
        coroutine.resume(co) coroutine.close(co) return 'escaped'
        """,
        """
        local co = coroutine.wrap(function()
            local x <close> = setmetatable({}, {__close = function() while true do end end})
            while true do end
        end)
        pcall(co) return 'escaped'
        """,
    ])
    func catchingTheBudgetErrorDoesNotHelp(source: String) throws {
        let vm = LuaState(instructionBudget: 200_000)
        defer { vm.collectGarbage() }
        let error = try #require(vm.failure(source))
        #expect(error.kind == .budget)
        #expect(error.message.contains("instruction budget of 200000 exceeded"))
        #expect(try vm.run("return 'usable'") == ["usable"])
    }

    @Test func budgetIsPerTopLevelCall() throws {
        let vm = LuaState(instructionBudget: 100_000)
        let env = vm.makeSandbox()
        let chunk = try vm.load(source: "for i = 1, 30000 do end return 'ok'", chunkName: "c.lua", environment: env)
        for _ in 1...5 {
            #expect(try vm.main.call(chunk) == ["ok"])
        }
        #expect(vm.instructionsUsed > 0)
    }

    @Test func zeroMeansUnlimited() throws {
        let vm = LuaState(instructionBudget: 0)
        #expect(try vm.run("local n = 0 for i = 1, 300000 do n = n + 1 end return n") == [300000])
        vm.instructionBudget = 50_000
        #expect(vm.failure("local n = 0 for i = 1, 300000 do n = n + 1 end return n")?.kind == .budget)
    }

    @Test func budgetsSmallerThanTheHookPeriodWork() throws {
        let vm = LuaState(instructionBudget: 300)
        #expect(try vm.run("local n = 0 for i = 1, 10 do n = n + i end return n") == [55])
        #expect(vm.failure("for i = 1, 1000 do end")?.kind == .budget)
    }
}
