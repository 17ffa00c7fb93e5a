import CLua

/// A non-owning view of one Lua thread's stack (the main thread or a coroutine).
///
/// A plain value wrapping the `lua_State*`: creating one allocates nothing, so a
/// Swift callback simply writes `let stack = LuaStack(state)` for the thread that
/// called it. Every accessor here is "safe": it neither raises Lua errors nor runs
/// metamethods (raw access only), except for allocation failure when the real
/// process heap is exhausted. The cap of ``LuaState/memoryLimit`` never applies
/// here, because it is off whenever Swift code is running.
public struct LuaStack {
    /// The thread's `lua_State*`.
    public let pointer: OpaquePointer

    /// Wraps the `lua_State*` of a thread belonging to a live ``LuaState``.
    public init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// The ``LuaState`` this thread belongs to.
    public var state: LuaState { LuaState.owner(of: pointer) }

    /// Index of the top element (= number of elements in the current frame).
    public var top: Int32 {
        get { lua_gettop(pointer) }
        nonmutating set { lua_settop(pointer, newValue) }
    }

    /// Ensures room for `extra` more values; false if the stack cannot grow.
    /// Swift callbacks start with at least 20 free slots.
    @discardableResult
    public func ensureSpace(_ extra: Int32) -> Bool {
        lua_checkstack(pointer, extra) != 0
    }

    /// The room a Swift callback is promised on entry (`LUA_MINSTACK`), and what every host
    /// entry point and every level of a recursive walk reserves with ``reserve(_:)``: no single
    /// step of host code pushes more than this before popping again.
    /// Inlinable, as the hot path of every call reads it (a stored static would be a lazy global).
    @inlinable
    public static var stepRoom: Int32 { 20 }

    /// Makes sure of room for `extra` more values, growing the stack when needed. The push
    /// helpers here write without checking (as the C API does), so code that pushes outside a
    /// fresh callback, or keeps values on the stack while it recurses, reserves first.
    /// - Throws: a runtime ``LuaError`` when the stack cannot grow (Lua's limit of about a
    ///   million slots, or no memory), leaving the stack as it was.
    public func reserve(_ extra: Int32 = LuaStack.stepRoom) throws(LuaError) {
        guard extra > 0, lua_checkstack(pointer, extra) == 0 else { return }
        throw LuaError(kind: .runtime, message: "Lua stack overflow: no room for \(extra) more values on top of \(top)")
    }

    /// Pops `count` values.
    public func pop(_ count: Int32 = 1) {
        lua_settop(pointer, -count - 1)
    }

    /// Converts a relative index (-1 = top) into an absolute one.
    public func absoluteIndex(_ index: Int32) -> Int32 {
        lua_absindex(pointer, index)
    }

    /// The type of the value at `index` (`.none` past the top).
    public func type(at index: Int32) -> LuaType {
        LuaType(rawValue: lua_type(pointer, index)) ?? .none
    }

    /// Pushes a copy of the value at `index`.
    public func pushValue(at index: Int32) {
        lua_pushvalue(pointer, index)
    }

    /// Moves the top value into position `index`, shifting the rest up.
    public func insert(at index: Int32) {
        moon_insert(pointer, index)
    }

    /// Removes the value at `index`, shifting the rest down.
    public func remove(at index: Int32) {
        moon_remove(pointer, index)
    }

    /// Raw equality (no `__eq`).
    public func rawEqual(_ a: Int32, _ b: Int32) -> Bool {
        lua_rawequal(pointer, a, b) != 0
    }
}
