import Testing

@testable import LuaVM

@Suite("Sandbox")
struct SandboxTests {
    @Test func containsExactlyTheContractGlobals() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            local names = {}
            for k in pairs(_G) do names[#names + 1] = k end
            table.sort(names)
            return table.concat(names, ' ')
            """)
        let expected = [
            "_G", "assert", "collectgarbage", "coroutine", "error", "getmetatable", "ipairs", "load",
            "math", "next", "os", "pairs", "pcall", "rawequal", "rawget", "rawlen", "rawset", "select",
            "setmetatable", "string", "table", "tonumber", "tostring", "type", "utf8", "xpcall",
        ].sorted().joined(separator: " ")
        #expect(results == [.string(expected)])
    }

    @Test func osHasOnlyTimeAndClock() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            local n = 0 for _ in pairs(os) do n = n + 1 end
            return n, type(os.time()), type(os.clock())
            """)
        #expect(results == [2, "number", "number"])
    }

    @Test(arguments: [
        ("io.open('/etc/passwd')", "global 'io'"),
        ("os.execute('true')", "field 'execute'"),
        ("os.remove('x')", "field 'remove'"),
        ("require('os')", "global 'require'"),
        ("dofile('/etc/passwd')", "global 'dofile'"),
        ("loadfile('/etc/passwd')", "global 'loadfile'"),
        ("debug.getregistry()", "global 'debug'"),
        ("package.loadlib('x', 'y')", "global 'package'"),
        ("collectgarbage('collect')", "only \"count\""),
        ("getmetatable('').__index.rep = nil", "attempt to index a boolean value"),
        ("setmetatable({}, {__gc = function() end})", "__gc metamethods are not allowed"),
    ])
    func escapesFailWithClearErrors(source: String, expected: String) throws {
        let vm = LuaState()
        let error = try #require(vm.failure(source))
        #expect(error.kind == .runtime)
        #expect(error.message.hasPrefix("chunk.lua:1:"))
        #expect(error.message.contains(expected), "\(error.message)")
    }

    @Test func debugAndStringDumpAreAbsent() throws {
        let vm = LuaState()
        #expect(try vm.run("return debug, string.dump, print") == [nil, nil, nil])
    }

    @Test func binaryChunksAreRefused() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            local bin = '\\27LuaT\\0\\25\\147\\r\\n\\26\\n\\4\\8\\8xV\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0(w@'
            local f1, e1 = load(bin)
            local f2, e2 = load(bin, 'x', 'b')
            local sent = false
            local f3, e3 = load(function() if sent then return nil end sent = true return bin end)
            return f1, e1, f2, e2, f3, e3
            """)
        #expect(results.count == 6)
        #expect(results[0] == .nil)
        #expect(results[2] == .nil)
        #expect(results[4] == .nil)
        for index in [1, 3, 5] {
            guard case .string(let message) = results[index] else {
                Issue.record("expected a message, got \(results[index])")
                continue
            }
            #expect(message.contains("binary"), "\(message)")
        }
    }

    @Test func loadCompilesTextWithTheSandboxAsDefaultEnvironment() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            x = 5
            local inSandbox = load('return x')()
            local explicit = load('return x', 'c', 't', {x = 7})()
            local forcedText = load('return x + 1', 'c', 'b')()
            local f, err = load('return +', '=snippet')
            return inSandbox, explicit, forcedText, f, err
            """)
        #expect(Array(results.prefix(4)) == [5, 7, 6, nil])
        guard case .string(let message) = results[4] else {
            Issue.record("expected a syntax message")
            return
        }
        #expect(message.hasPrefix("snippet:1:"))
    }

    @Test func stringMethodsWorkAndTheMetatableIsHidden() throws {
        let vm = LuaState()
        #expect(try vm.run("return ('x'):rep(3), ('%d'):format(7), getmetatable('')") == ["xxx", "7", false])
    }

    @Test func globalsAreIndependent() throws {
        let vm = LuaState()
        let a = vm.makeSandbox()
        let b = vm.makeSandbox()
        try vm.run("shared = 1", in: a)
        #expect(try vm.run("return shared", in: b) == [nil])
        #expect(try vm.run("return shared", in: a) == [1])
    }

    @Test func libraryTablesAreIndependentCopies() throws {
        let vm = LuaState()
        let a = vm.makeSandbox()
        let b = vm.makeSandbox()
        try vm.run("string.rep = nil; string.custom = 1; math.pi = 3; table.insert = error", in: a)
        // Method syntax still reaches the pristine string table in the poisoned sandbox.
        #expect(try vm.run("return ('ab'):rep(2), string.rep", in: a) == ["abab", nil])
        let results = try vm.run(
            """
            local t = {} table.insert(t, 1)
            return type(string.rep), string.custom, math.pi > 3.14, ('ab'):rep(2), #t
            """, in: b)
        #expect(results == ["function", nil, true, "abab", 1])
    }

    @Test func xpcallAndWrapBehaveLikeLua() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            local ok, e = xpcall(function(a) error('bad ' .. a) end, function(m) return 'handled: ' .. m end, 'x')
            local co = coroutine.wrap(function(a)
                return xpcall(function(x) local y = coroutine.yield(x) return y * 2 end, tostring, a)
            end)
            local first = co(1)
            local okY, doubled = co(5)
            local closed = false
            local failing = coroutine.wrap(function()
                local guard <close> = setmetatable({}, {__close = function() closed = true end})
                error('boom')
            end)
            local okW, eW = pcall(failing)
            return ok, e, first, okY, doubled, okW, eW, closed
            """)
        #expect(results == [false, "handled: chunk.lua:1: bad x", 1, true, 10, false, "chunk.lua:10: boom", true])
    }

    @Test func collectgarbageCountIsAvailable() throws {
        let vm = LuaState()
        let results = try vm.run("return collectgarbage('count') > 0")
        #expect(results == [true])
    }

    @Test func hostGlobalsReachNewSandboxes() throws {
        let vm = LuaState()
        let stack = vm.main
        stack.push(
            vm.register { state in
                LuaStack(state).push("from host")
                return 1
            })
        vm.addSandboxGlobal("hello", value: stack.ref())
        #expect(try vm.run("return hello()") == ["from host"])
    }
}
