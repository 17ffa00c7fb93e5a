import Testing

@testable import LuaVM

/// The LuaStack operations the host uses instead of raw `lua_*` calls: raw table access with
/// the key on the stack, identities, the debug interface, and point values.
@Suite("Stack access")
struct StackAccessTests {
    @Test func rawGetAndSetWithTheKeyOnTheStackBypassMetamethods() throws {
        let vm = LuaState()
        let stack = vm.main
        // A table whose metamethods raise if they run.
        try stack.push(
            vm.load(
                source:
                    "return setmetatable({}, { __index = function() error('index ran') end, __newindex = function() error('newindex ran') end })",
                chunkName: "chunk.lua", environment: vm.makeSandbox()))
        try stack.call(nargs: 0, nresults: 1)
        let table = stack.top
        stack.push("answer")
        stack.push(42)
        stack.rawSet(in: table)
        #expect(stack.top == table)
        stack.push("answer")
        #expect(stack.rawGet(from: table) == .number)
        #expect(stack.integer(at: -1) == 42)
        stack.pop()
        stack.push("missing")
        #expect(stack.rawGet(from: table) == .nil)
        stack.pop(2)
        #expect(stack.top == 0)
    }

    @Test func addressesIdentifyObjectsAndUserdataBlocksAreTheStoredValues() {
        let vm = LuaState()
        let stack = vm.main
        stack.newTable()
        stack.pushValue(at: -1)
        stack.newTable()
        #expect(stack.address(at: -1) != nil)
        #expect(stack.address(at: -2) == stack.address(at: -3))
        #expect(stack.address(at: -1) != stack.address(at: -2))
        stack.pop(3)
        stack.push(1.5)
        #expect(stack.address(at: -1) == nil)
        stack.pop()
        let stored = stack.newUserdata(Int64(7), metatable: "Test.Block")
        #expect(stack.userdataBlock(at: -1) == UnsafeMutableRawPointer(stored))
        stack.pop()
    }

    @Test func functionInfoNamesTheChunkAndTheLinesOfADefinition() throws {
        let vm = LuaState()
        let stack = vm.main
        try stack.push(
            vm.load(
                source: "\nlocal function f()\n  return 1\nend\nreturn f", chunkName: "behaviours/button.lua",
                environment: vm.makeSandbox()))
        try stack.call(nargs: 0, nresults: 1)
        let info = try #require(stack.functionInfo(at: -1))
        #expect(stack.type(at: -1) == .function)  // the function stays where it was
        stack.pop()
        #expect(info.source == "@behaviours/button.lua")
        #expect(info.shortSource == "behaviours/button.lua")
        #expect(info.firstLine == 2)
        #expect(info.lastLine == 4)
    }

    @Test func aSwiftFunctionSeesItsCallersLineAndFirstParameter() throws {
        let vm = LuaState()
        var place: String?
        var parameter: String?
        var beyond: Bool?? = .some(true)
        let probe = vm.register { state in
            let stack = LuaStack(state)
            place = stack.place(atLevel: 1)
            if stack.pushFirstParameter(atLevel: 1) == true {
                parameter = stack.toString(at: -1)
                stack.pop()
            }
            beyond = stack.pushFirstParameter(atLevel: 50)
            return 0
        }
        let env = vm.makeSandbox()
        vm.main.push(env)
        vm.main.push(probe)
        vm.main.rawSet("probe", in: -2)
        vm.main.pop()
        try vm.run(
            "local function handler(self, other)\n  probe()\nend\nhandler('the button', 2)",
            chunkName: "scene.lua", in: env)
        #expect(place == "scene.lua:2")
        #expect(parameter == "the button")
        #expect(beyond == .some(nil))
    }

    @Test func pointsRoundTripWhetherPackedOrBoxed() {
        let vm = LuaState()
        let stack = vm.main
        stack.newTable()
        stack.installPointMetatable(methods: -1)
        stack.pop()
        for (x, y) in [(10.0, -2.5), (0.1, 1e300)] {  // floats exactly, then boxed
            stack.pushPoint(x: x, y: y)
            let read = stack.point(at: -1)
            #expect(read?.x == x && read?.y == y)
            stack.pop()
        }
        stack.newTable()
        #expect(stack.point(at: -1) == nil)
        stack.pop()
    }
}
