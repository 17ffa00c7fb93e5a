import CLua
import Testing

@testable import LuaVM

/// A C-convention Swift function: returns its first argument doubled.
private let doubler: @convention(c) (OpaquePointer?) -> Int32 = { state in
    let stack = LuaStack(state!)
    guard let value = stack.toDouble(at: 1) else { return stack.error("doubler: number expected") }
    stack.push(value * 2)
    return 1
}

/// A C-convention Swift function that answers the number its state's context points at,
/// or raises when the context is unset.
private let contextReader: @convention(c) (OpaquePointer?) -> Int32 = { state in
    let stack = LuaStack(state!)
    guard let context = LuaState.context(of: state!) else { return stack.error("no context") }
    stack.push(context.load(as: Int.self))
    return 1
}

/// Records errors a Swift callback saw, so the test can inspect them.
private final class ErrorLog {
    var errors: [LuaError] = []
}

@Suite("Swift functions called from Lua")
struct SwiftFunctionTests {
    @Test func closureReceivesArgumentsAndReturnsResults() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        vm.setFunction("add", in: env) { state in
            let stack = LuaStack(state)
            let a = stack.toInt(at: 1) ?? 0
            let b = stack.toInt(at: 2) ?? 0
            stack.push(a + b)
            stack.push("sum")
            return 2
        }
        #expect(try vm.run("return add(40, 2)", in: env) == [42, "sum"])
    }

    @Test func errorReturnRaisesACatchableLuaError() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        vm.setFunction("fail", in: env) { state in
            LuaStack(state).error("nope")
        }
        let caught = try vm.run("local ok, e = pcall(fail)\nreturn ok, e\n", in: env)
        #expect(caught == [false, .string("nope")])
        let uncaught = try #require(vm.failure("local x = 1\nfail()", in: env))
        #expect(uncaught.kind == .runtime)
        #expect(uncaught.message == "chunk.lua:2: nope")
        #expect(uncaught.traceback.contains("chunk.lua:2"))
    }

    @Test func upvaluesAreReachable() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        let id = vm.register { state in
            let stack = LuaStack(state)
            stack.pushValue(at: stack.upvalueIndex(1))
            stack.pushValue(at: stack.upvalueIndex(2))
            return 2
        }
        let stack = vm.main
        stack.push(env)
        stack.push("first")
        stack.push(2)
        stack.push(id, upvalues: 2)
        stack.rawSet("pair", in: -2)
        stack.pop()
        #expect(try vm.run("return pair()", in: env) == ["first", 2])
    }

    @Test func cFunctionPath() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        let stack = vm.main
        stack.push(env)
        stack.push(cFunction: doubler)
        stack.rawSet("double", in: -2)
        stack.pop()
        #expect(try vm.run("return double(21)", in: env) == [.number(42)])
        #expect(try vm.run("return pcall(double, 'x')", in: env) == [false, "doubler: number expected"])
    }

    @Test("a C-convention function finds the embedder's context from any thread of its state, and sees it cleared")
    func cFunctionFindsContext() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        let number = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { number.deallocate() }
        number.initialize(to: 7)
        #expect(vm.context == nil)
        vm.context = UnsafeMutableRawPointer(number)
        let stack = vm.main
        stack.push(env)
        stack.push(cFunction: contextReader)
        stack.rawSet("context", in: -2)
        stack.pop()
        #expect(try vm.run("return context(), coroutine.wrap(context)()", in: env) == [7, 7])
        vm.context = nil
        #expect(try vm.run("return pcall(context)", in: env) == [false, "no context"])
    }

    @Test func callbackFindsItsState() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        nonisolated(unsafe) var same = false
        vm.setFunction("probe", in: env) { state in
            same = LuaState.owner(of: state) === vm && LuaStack(state).state === vm
            return 0
        }
        try vm.run("probe()", in: env)
        #expect(same)
    }

    @Test func nestedCallsShareTheOutermostBudget() throws {
        let source = "for i = 1, 10 do callLua(function() for j = 1, 30000 do end end) end return 'done'"
        let log = ErrorLog()
        func makeVM(budget: Int) -> (LuaState, LuaRef) {
            let vm = LuaState(instructionBudget: budget)
            let env = vm.makeSandbox()
            vm.setFunction("callLua", in: env) { state in
                let stack = LuaStack(state)
                stack.pushValue(at: 1)
                if let error = stack.pcall(nargs: 0, nresults: 0) {
                    log.errors.append(error)
                    return stack.error(error.message, position: false)
                }
                return 0
            }
            return (vm, env)
        }
        // Each inner call alone fits in 100k instructions; the ten together do not.
        let (limited, limitedEnv) = makeVM(budget: 100_000)
        let error = try #require(limited.failure(source, in: limitedEnv))
        #expect(error.kind == .budget)
        #expect(log.errors.first?.kind == .budget)
        #expect(try limited.run("return 'usable'") == ["usable"])

        let (roomy, roomyEnv) = makeVM(budget: 10_000_000)
        #expect(try roomy.run(source, in: roomyEnv) == ["done"])
    }

    @Test func callbacksMayRegisterMoreFunctions() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        vm.setFunction("make", in: env) { state in
            let stack = LuaStack(state)
            let id = stack.state.register { inner in
                LuaStack(inner).push("made")
                return 1
            }
            stack.push(id)
            return 1
        }
        #expect(try vm.run("return make()(), make()()", in: env) == ["made", "made"])
    }

    @Test func retiredClosuresRaiseTheReasonInsteadOfRunning() throws {
        let vm = LuaState()
        let env = vm.makeSandbox()
        var runs = 0
        vm.setFunction("work", in: env) { _ in
            runs += 1
            return 0
        }
        _ = try vm.run("work()", in: env)
        vm.retireFunctions(because: "owner gone")
        let caught = try vm.run("local ok, e = pcall(work)\nreturn ok, e\n", in: env)
        #expect(caught == [false, .string("owner gone")])
        #expect(runs == 1)
    }
}
