import Testing

@testable import LuaVM

/// Lua's blocks of up to 256 bytes come from a pool of 1 MB chunks (`CMoonchainLua/pool.c`):
/// what Lua frees is reused before more is mapped, the chunks stay within the memory limit,
/// and the heap count and cap still count what Lua asked for.
@Suite("Small-block pool")
struct SmallBlockPoolTests {
    static let chunk = 1 << 20

    @Test func freedBlocksAreReusedBeforeMoreIsMapped() throws {
        let vm = LuaState(memoryLimit: 0, instructionBudget: 0)
        let env = vm.makeSandbox()
        // 20,000 tables of one item: a 56-byte table and a 16-byte array part each.
        let make = "garbage = {} for i = 1, 20000 do garbage[i] = {i} end return #garbage"
        #expect(try vm.run(make, in: env) == [20000])
        let pooled = vm.memoryPooled
        #expect(pooled >= 2 * Self.chunk && pooled % Self.chunk == 0)
        let inUse = vm.memoryInUse
        _ = try vm.run("garbage = nil", in: env)
        vm.collectGarbage()
        #expect(vm.memoryInUse < inUse - 20000 * (56 + 16))
        // The pool keeps the freed blocks (at their classes' sizes, 64 and 16 bytes)...
        #expect(vm.memoryHeldForReuse >= 20000 * (64 + 16))
        #expect(vm.memoryHeldForReuse <= vm.memoryPooled)
        // ...and makes the same tables again from them, mapping nothing more.
        #expect(try vm.run(make + " + garbage[20000][1]", in: env) == [40000])
        #expect(vm.memoryPooled == pooled)
    }

    @Test func chunksStayWithinTheLimitAndMallocTakesOver() throws {
        // About 2.5 MB of 64-byte blocks (empty tables) under a 16 MB limit, freed; then, under
        // 4 MB (the pool's smallest limit), about 2.5 MB of 128-byte ones (strings of 100
        // bytes). The free 64-byte blocks cannot hold them and the pool may map only one more
        // chunk, so the rest come from malloc, and every string is whole.
        let vm = LuaState(memoryLimit: 16 << 20, instructionBudget: 0)
        let env = vm.makeSandbox()
        _ = try vm.run("keep = {} for i = 1, 40000 do keep[i] = {} end", in: env)
        #expect(vm.memoryPooled >= 3 * Self.chunk)
        _ = try vm.run("keep = nil", in: env)
        vm.collectGarbage()
        vm.memoryLimit = 4 << 20
        let fill = """
            keep = {}
            for i = 1, 20000 do keep[i] = ('%07d'):format(i) .. string.rep('x', 93) end
            local total = 0
            for i = 1, 20000 do total = total + #keep[i] end
            return total, keep[20000]:sub(1, 7)
            """
        #expect(try vm.run(fill, in: env) == [.integer(20000 * 100), "0020000"])
        #expect(vm.memoryPooled <= 4 << 20)
        #expect(vm.memoryInUse < 4 << 20)
    }

    @Test func aStateWithAFreshPoolStartsWithOneChunk() {
        let vm = LuaState()
        // The standard libraries' tables and names: one chunk, most of it still unused.
        #expect(vm.memoryPooled == Self.chunk)
        #expect(vm.memoryHeldForReuse > 0 && vm.memoryHeldForReuse < Self.chunk)
    }
}
