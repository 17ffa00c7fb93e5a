import Testing
@testable import LuaVM

@Suite("Memory cap")
struct MemoryCapTests {
    static let limit = 8 << 20

    @Test(arguments: [
        "local s = string.rep('x', 64 * 1024 * 1024) return #s",
        "local t = {} for i = 1, 1e8 do t[i] = i end return #t",
        "local s = 'x' while true do s = s .. s end",
        "local t = {} for i = 1, 1e8 do t[#t + 1] = {} end",
    ])
    func bombsAreStoppedAndTheStateStaysUsable(source: String) throws {
        let vm = LuaState(memoryLimit: Self.limit, instructionBudget: 0)
        let error = try #require(vm.failure(source))
        #expect(error.kind == .memory)
        #expect(error.message.contains("not enough memory"))
        vm.collectGarbage()
        #expect(vm.memoryInUse < Self.limit)
        #expect(try vm.run("local t = {} for i = 1, 1000 do t[i] = i * 2 end return #t, t[1000]") == [1000, 2000])
    }

    @Test func scriptsCanCatchMemoryErrors() throws {
        let vm = LuaState(memoryLimit: Self.limit)
        let results = try vm.run("local ok, e = pcall(string.rep, 'x', 1e8) return ok, e, ('y'):rep(3)")
        #expect(results == [false, "not enough memory", "yyy"])
    }

    @Test func hostSidePushesAreNotCapped() throws {
        let vm = LuaState(memoryLimit: Self.limit)
        let big = String(repeating: "z", count: 2 * Self.limit)
        vm.main.push(big)
        #expect(vm.memoryInUse > Self.limit)
        #expect(vm.main.toString(at: -1)?.count == big.count)
        vm.main.pop()
    }

    @Test func swiftCallbacksAreNotCapped() throws {
        let vm = LuaState(memoryLimit: Self.limit)
        let env = vm.makeSandbox()
        vm.setFunction("big", in: env) { state in
            LuaStack(state).push(String(repeating: "q", count: 2 * MemoryCapTests.limit))
            return 1
        }
        #expect(try vm.run("local s = big() return #s", in: env) == [.integer(2 * Self.limit)])
        // Back in Lua, the cap applies again.
        let error = try #require(vm.failure("local s = big() return s .. s", in: env))
        #expect(error.kind == .memory)
    }

    @Test func limitIsAdjustable() throws {
        let vm = LuaState(memoryLimit: 0)
        #expect(try vm.run("return #string.rep('x', 16 * 1024 * 1024)") == [.integer(16 << 20)])
        vm.memoryLimit = Self.limit
        #expect(vm.failure("return #string.rep('x', 16 * 1024 * 1024)")?.kind == .memory)
    }
}
