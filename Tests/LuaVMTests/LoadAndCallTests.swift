import CLua
import Testing

@testable import LuaVM

@Suite("Loading and calling")
struct LoadAndCallTests {
    @Test func returnsConvertedResults() throws {
        let vm = LuaState()
        let results = try vm.run("return 1 + 2, 'x' .. 'y', true, nil, 1.5, {}")
        #expect(results == [.integer(3), .string("xy"), .boolean(true), .nil, .number(1.5), .opaque(.table)])
    }

    @Test func passesArguments() throws {
        let vm = LuaState()
        let results = try vm.run("local a, b, s = ... return a * b, s:upper()", 6, 7, "hi")
        #expect(results == [.integer(42), .string("HI")])
    }

    @Test func globalsResolveInTheGivenEnvironment() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        vm.setField("answer", in: env, to: 41)
        #expect(try vm.run("return answer + 1", in: env) == [.integer(42)])
        try vm.run("fromScript = 'set'", in: env)
        #expect(vm.field("fromScript", in: env) == .string("set"))
    }

    @Test func chunksCanBeCalledRepeatedly() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        let chunk = try vm.load(source: "count = (count or 0) + 1 return count", chunkName: "c.lua", environment: env)
        for expected in 1...5 {
            #expect(try vm.main.call(chunk) == [.integer(expected)])
        }
    }

    @Test func stackIsBalancedAfterSuccessAndFailure() throws {
        let vm = LuaState()
        let before = vm.main.top
        try vm.run("return 1, 2, 3")
        _ = vm.failure("error('x')")
        _ = vm.failure("syntax error here")
        #expect(vm.main.top == before)
    }

    @Test func fastPathReusesOneMessageHandler() throws {
        let vm = LuaState()
        let stack = vm.main
        try stack.load(
            source: "return function(x) if x == 7 then error('seven') end return x * 2 end",
            chunkName: "fast.lua")
        try stack.call(nargs: 0, nresults: 1)
        #expect(stack.type(at: -1) == .function)
        let fn = stack.ref()
        let base = stack.top
        let handler = stack.pushMessageHandler()
        var sum = 0
        var failures: [LuaError] = []
        for i in 1...1000 {
            stack.push(fn)
            stack.push(i)
            if let error = stack.pcall(nargs: 1, nresults: 1, handler: handler) {
                failures.append(error)
            } else {
                sum += stack.toInt(at: -1) ?? 0
                stack.pop()
            }
        }
        #expect(stack.top == handler)
        stack.top = base
        #expect(sum == (1...1000).reduce(0, +) * 2 - 14)
        #expect(failures.count == 1)
        #expect(failures.first?.message == "fast.lua:1: seven")
    }

    @Test func emptySourceLoads() throws {
        let vm = LuaState()
        #expect(try vm.run("") == [])
    }
}
