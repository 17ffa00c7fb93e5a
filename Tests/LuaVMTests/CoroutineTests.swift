import Testing

@testable import LuaVM

@Suite("Coroutines")
struct CoroutineTests {
    @Test func coroutinesWork() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            local gen = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i) end end)
            return gen() + gen() + gen()
            """)
        #expect(results == [6])
    }

    @Test func yieldOutsideACoroutineIsAnError() throws {
        let vm = LuaState()
        let error = try #require(vm.failure("coroutine.yield(1)"))
        #expect(error.kind == .runtime)
        #expect(error.message.contains("attempt to yield from outside a coroutine"))
    }

    @Test func yieldAcrossASwiftCallIsACleanError() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        nonisolated(unsafe) var threads: [OpaquePointer] = []
        vm.setFunction("callLua", in: env) { state in
            threads.append(state)
            let stack = LuaStack(state)
            stack.pushValue(at: 1)
            if let error = stack.pcall(nargs: 0, nresults: 0) {
                return stack.error(error.message, position: false)
            }
            return 0
        }
        let results = try vm.run(
            """
            local co = coroutine.create(function()
                return callLua(function() coroutine.yield(1) end)
            end)
            local ok, err = coroutine.resume(co)
            return ok, err, coroutine.status(co)
            """, in: env)
        #expect(results.count == 3)
        #expect(results.first == false)
        guard case .string(let message) = results[1] else {
            Issue.record("expected an error message")
            return
        }
        #expect(message.contains("attempt to yield across a C-call boundary"), "\(message)")
        #expect(results[2] == "dead")
        // The callback ran on the coroutine's thread, not the main one.
        #expect(threads.count == 1)
        #expect(threads.first != vm.pointer)
        #expect(try vm.run("return 'usable'") == ["usable"])
    }

    @Test func callbackCanCallBackIntoLuaFromACoroutine() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        vm.setFunction("apply", in: env) { state in
            let stack = LuaStack(state)
            stack.pushValue(at: 1)
            stack.pushValue(at: 2)
            if let error = stack.pcall(nargs: 1, nresults: 1) {
                return stack.error(error.message, position: false)
            }
            return 1
        }
        let results = try vm.run(
            """
            local co = coroutine.wrap(function(x)
                local y = apply(function(v) return v * 10 end, x)
                coroutine.yield(y)
                return y + 1
            end)
            return co(4), co()
            """, in: env)
        #expect(results == [40, 41])
    }
}
