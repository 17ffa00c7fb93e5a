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

    /// A script that fills the heap to the cap, catches its own out-of-memory error and keeps
    /// what it made must not make every other call fail: the CallInfos and stack a call needs
    /// (Lua frees spare ones after a failed protected call) are the host's, made outside the cap.
    /// Its own further allocations still fail.
    @Test func aScriptKeepingTheHeapAtTheCapLeavesOtherCallsTheirFrames() throws {
        let vm = LuaState(memoryLimit: Self.limit, instructionBudget: 0)
        let hoarder = vm.makeSandbox()
        try vm.run(
            """
            function fillLarge(list) while true do list[#list + 1] = {} end end
            function fillSmall(list) while true do list.tail = { list.tail } end end
            kept = {}
            """, in: hoarder)
        let other = vm.makeSandbox()
        try vm.run(
            "function depth(n) if n > 0 then local r = depth(n - 1) return r end return 'reached' end", in: other)
        // Loaded (outside the cap) before the heap fills; run after.
        let hoard = try vm.load(
            source: "pcall(fillLarge, kept) pcall(fillSmall, kept)", chunkName: "hoard.lua",
            environment: hoarder)
        let nested = try vm.load(source: "return depth(14)", chunkName: "other.lua", environment: other)
        defer {
            vm.main.unref(hoard)
            vm.main.unref(nested)
        }

        _ = try vm.main.call(hoard, arguments: [])
        #expect(vm.memoryInUse > Self.limit - 64)
        #expect(try vm.main.call(nested, arguments: []) == ["reached"])
        #expect(vm.failure("kept.more = string.rep('z', 64) .. 'more'", in: hoarder)?.kind == .memory)
    }

    @Test func limitIsAdjustable() throws {
        let vm = LuaState(memoryLimit: 0)
        #expect(try vm.run("return #string.rep('x', 16 * 1024 * 1024)") == [.integer(16 << 20)])
        vm.memoryLimit = Self.limit
        #expect(vm.failure("return #string.rep('x', 16 * 1024 * 1024)")?.kind == .memory)
    }
}
