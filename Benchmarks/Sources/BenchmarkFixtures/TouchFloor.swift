import CLuaBench
import LuaVM

/// Issue 41's floor under the touch sequence's 3x goal: one `moved` message of `touchSequence`'s
/// handlers as a host with no binding at all would make it. The leaf's handler,
/// `self.super:touchesMoved(touches, event)`, runs as written, but `self` is a plain table whose
/// `super` is a plain field, `super`'s `touchesMoved` a bare C function, and that function calls the
/// parent's empty handler straight away: no responder userdata, no proxy or argument checks, no
/// touches table checks, no ResponderKit, no Swift between the two calls. Both calls are LuaVM's
/// protected calls, as the goal's unit (`pcall`) is, so what this costs beyond two units is what
/// the handler's own Lua and the crossing into C cost when nothing else does.
public final class TouchFloor {
    public let vm = LuaState()
    private let handler: LuaRef
    private let receiver: LuaRef
    private let touches: LuaRef
    private let event: LuaRef
    private let messageHandler: Int32

    /// The C function `super.touchesMoved`: the parent's handler (upvalue 1) called with the
    /// parent (upvalue 2) and the arguments it was given, under a protected call of LuaVM's.
    private static let superMoved: @convention(c) (OpaquePointer?) -> Int32 = { state in
        guard let state else { return 0 }
        let stack = LuaStack(state)
        let handler = stack.pushMessageHandler()
        lua_pushvalue(state, BENCH_REGISTRYINDEX - 1)
        lua_pushvalue(state, BENCH_REGISTRYINDEX - 2)
        lua_pushvalue(state, 2)
        lua_pushvalue(state, 3)
        _ = stack.pcall(nargs: 3, nresults: 0, handler: handler)
        return 0
    }

    public init() {
        let stack = vm.main
        let source = """
            local parent = {}
            local parentMoved = function(self, touches, event) end
            local super = {}
            local child = { super = super }
            local childMoved = function(self, touches, event) self.super:touchesMoved(touches, event) end
            return childMoved, child, { {} }, {}, super, parentMoved, parent
            """
        let chunk = try! vm.load(source: source, chunkName: "floor", environment: vm.makeSandbox())
        stack.push(chunk)
        if let error = stack.pcall(nargs: 0, nresults: 7) { fatalError("floor chunk failed: \(error)") }
        // super.touchesMoved = the C function over (parentMoved, parent).
        lua_pushcclosure(stack.pointer, TouchFloor.superMoved, 2)
        lua_setfield(stack.pointer, -2, "touchesMoved")
        bench_pop(stack.pointer, 1)
        event = stack.ref()
        touches = stack.ref()
        receiver = stack.ref()
        handler = stack.ref()
        messageHandler = stack.pushMessageHandler()
    }

    /// One `moved` message: the leaf's handler called with its receiver, the touches and the
    /// event, as the host's top-level call makes it.
    @inline(__always)
    public func moved() {
        let stack = vm.main
        stack.push(handler)
        stack.push(receiver)
        stack.push(touches)
        stack.push(event)
        if let error = stack.pcall(nargs: 3, nresults: 0, handler: messageHandler) {
            fatalError("floor handler failed: \(error)")
        }
    }
}
