import Testing

@testable import LuaVM

@Suite("Error messages, kinds and locations")
struct ErrorReportingTests {
    @Test func runtimeErrorCarriesFileLineAndTraceback() throws {
        let vm = LuaState()
        let error = try #require(vm.failure("local x = 1\nlocal y = 2\nerror('boom')"))
        #expect(error.kind == .runtime)
        #expect(error.message == "chunk.lua:3: boom")
        #expect(error.location?.file == "chunk.lua")
        #expect(error.location?.line == 3)
        #expect(error.traceback.hasPrefix("stack traceback:"))
        #expect(error.traceback.contains("chunk.lua:3"))
    }

    @Test func errorInANestedFunctionNamesItsLine() throws {
        let vm = LuaState()
        let source = "local function f(t)\n  return t.x + 1\nend\nlocal r = f({})\nreturn r"
        let error = try #require(vm.failure(source, chunkName: "scripts/button.lua"))
        #expect(error.message.hasPrefix("scripts/button.lua:2: attempt to perform arithmetic"))
        #expect(error.location?.line == 2)
        #expect(error.traceback.contains("scripts/button.lua:4"))
    }

    @Test func syntaxErrorKindAndLocation() throws {
        let vm = LuaState()
        #expect(throws: LuaError.self) {
            _ = try vm.load(source: "local a = 1\n\nx = = 2", chunkName: "bad.lua", environment: vm.makeSandbox())
        }
        let error = try #require(vm.failure("local a = 1\n\nx = = 2", chunkName: "bad.lua"))
        #expect(error.kind == .syntax)
        #expect(error.message.hasPrefix("bad.lua:3:"))
        #expect(error.location?.line == 3)
    }

    @Test func nonStringErrorObjects() throws {
        let vm = LuaState()
        let table = try #require(vm.failure("error({})"))
        #expect(table.message == "(error object is a table value)")
        let custom = try #require(vm.failure("error(setmetatable({}, {__tostring = function() return 'custom' end}))"))
        #expect(custom.message == "custom")
        #expect(custom.kind == .runtime)
    }

    @Test func deepRecursionIsAnError() throws {
        let vm = LuaState()
        let error = try #require(vm.failure("local function f(n) return 1 + f(n + 1) end\nreturn f(1)"))
        #expect(error.kind == .runtime)
        #expect(error.message.contains("stack overflow"))
        #expect(try vm.run("return 'still alive'") == ["still alive"])
    }

    @Test func errorInsideAnXpcallHandlerIsReportedToTheScript() throws {
        let vm = LuaState()
        let results = try vm.run(
            """
            local ok, e = xpcall(function() error('first') end, function(m) error('second') end)
            return ok, type(e)
            """)
        #expect(results.first == .boolean(false))
        #expect(try vm.run("return 1") == [1])
    }

    @Test func errorObjectWhoseTostringFailsForeverIsStillReported() throws {
        let vm = LuaState()
        // The host's handler calls __tostring, which raises the same object again, forever.
        let error = try #require(vm.failure("error(setmetatable({}, {__tostring = function(e) error(e) end}))"))
        #expect(!error.message.isEmpty)
        #expect(try vm.run("return 2") == [2])
    }

    @Test func failingMessageHandlerIsErrorInHandler() throws {
        let vm = LuaState()
        let stack = vm.main
        let base = stack.top
        try stack.load(source: "return function(m) error('handler broke') end", chunkName: "h.lua")
        try stack.call(nargs: 0, nresults: 1)
        let handler = stack.top
        try stack.load(source: "error('first')", chunkName: "f.lua")
        let error = try #require(stack.pcall(nargs: 0, nresults: 0, handler: handler))
        #expect(error.kind == .errorInHandler)
        stack.top = base
        #expect(try vm.run("return 3") == [3])
    }

    @Test func locationParsing() {
        #expect(LuaError(kind: .runtime, message: "a/b.lua:12: oops").location?.line == 12)
        #expect(LuaError(kind: .runtime, message: "a/b.lua:12: oops").location?.file == "a/b.lua")
        #expect(LuaError(kind: .memory, message: "not enough memory").location == nil)
    }
}
