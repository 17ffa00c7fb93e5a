import CLua
import CMoonchainLua

/// One Lua 5.4 virtual machine with a capped heap, a per-call instruction budget,
/// the safe standard libraries, and a table of Swift functions callable from Lua.
///
/// Everything that can raise a Lua error runs inside a protected call made through
/// ``LuaStack/pcall(nargs:nresults:)`` (or the conveniences built on it), so a Lua
/// error never unwinds a Swift frame. Not thread-safe and not `Sendable`: use one
/// state from one thread.
public final class LuaState {
    /// The default heap cap: 256 MiB, the contract's `--memory` default.
    public static let defaultMemoryLimit = 256 << 20
    /// The default instruction budget, the contract's `--budget` default.
    public static let defaultInstructionBudget = 10_000_000
    /// The default wall-clock limit of one top-level call, in seconds: the `--timeout` default.
    public static let defaultTimeLimit = 10.0
    /// The default number of nested calls that may fail inside one top-level call.
    public static let defaultNestedFailureLimit = 50
    /// The count-hook period. Small enough that a runaway loop stops promptly,
    /// large enough that the hook costs nothing measurable.
    static let hookPeriod = 1000

    /// The main thread's `lua_State*`.
    public let pointer: OpaquePointer
    /// Heap, budget and dispatch bookkeeping shared with CMoonchainLua; reachable
    /// from every thread's extra space.
    let runtime: UnsafeMutablePointer<moon_runtime>
    /// Swift closures callable from Lua, indexed by ``LuaFunctionID``. Read on every call
    /// from Lua: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) var functions: [LuaFunction] = []
    /// Registry references to pristine copies of the libraries sandboxes get.
    var templates = SandboxTemplates()

    /// Creates a state with the safe standard libraries open.
    /// - Parameters:
    ///   - memoryLimit: heap cap in bytes while scripts run; 0 = unlimited.
    ///   - instructionBudget: Lua instructions allowed per top-level call; 0 = unlimited.
    ///   - timeLimit: seconds one top-level call may run (checked by the count hook and by the
    ///     bounded library functions); 0 = unlimited.
    ///   - nestedFailureLimit: nested calls that may fail inside one top-level call before the
    ///     whole call is stopped; 0 = unlimited.
    public init(
        memoryLimit: Int = LuaState.defaultMemoryLimit,
        instructionBudget: Int = LuaState.defaultInstructionBudget,
        timeLimit: Double = LuaState.defaultTimeLimit,
        nestedFailureLimit: Int = LuaState.defaultNestedFailureLimit
    ) {
        runtime = .allocate(capacity: 1)
        runtime.initialize(to: moon_runtime())
        guard let state = moon_newstate(runtime) else {
            fatalError("LuaVM: lua_newstate failed (out of memory)")
        }
        pointer = state
        runtime.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        runtime.pointee.dispatch = { owner, state, index in
            // Copy the closure out before calling it: the callback may register
            // more functions, which mutates the array.
            let vm = Unmanaged<LuaState>.fromOpaque(owner!).takeUnretainedValue()
            let function = vm.functions[Int(index)]
            return function(state!)
        }
        runtime.pointee.release = { object in
            Unmanaged<AnyObject>.fromOpaque(object!).release()
        }
        moon_install_panic(state)
        self.memoryLimit = memoryLimit
        self.instructionBudget = instructionBudget
        self.timeLimit = timeLimit
        self.nestedFailureLimit = nestedFailureLimit
        moon_install_budget_hook(state)
        openLibraries()
    }

    deinit {
        // lua_close (in moon_closestate, before the pool of small blocks goes) runs pending
        // __gc metamethods, releasing attached Swift objects.
        moon_closestate(pointer)
        runtime.deinitialize(count: 1)
        runtime.deallocate()
    }

    /// The main thread's stack. Inside a Swift callback use the stack of the
    /// thread that called you (``LuaStack/init(_:)``), which may be a coroutine.
    public var main: LuaStack { LuaStack(pointer) }

    /// The heap cap in bytes (0 = unlimited). Enforced only while Lua code runs
    /// inside a protected call and no Swift callback is active. The memory a call needs of
    /// Lua's own (frames and stack, see `MOON_CALL_RESERVE`) is made outside the cap when the
    /// heap is near it, so a script keeping the heap full does not make other calls fail.
    public var memoryLimit: Int {
        get { runtime.pointee.byte_limit }
        set { runtime.pointee.byte_limit = max(0, newValue) }
    }

    /// Bytes currently allocated by this state.
    public var memoryInUse: Int { runtime.pointee.bytes_in_use }

    /// Bytes of the chunks Lua's small blocks (up to 256 bytes) come from: mapped from the
    /// system, not `malloc`'s, and kept until the state is closed (at most the memory limit's
    /// worth, at least 4 MB, when there is a limit; see docs/Performance.md).
    public var memoryPooled: Int { moon_memory_pooled(runtime) }

    /// Of ``memoryPooled``, the bytes not handed to Lua: freed blocks kept for reuse and the
    /// newest chunk's unused rest.
    public var memoryHeldForReuse: Int { moon_memory_held_for_reuse(runtime) }

    /// Changes whenever control may pass to Lua code: at the start and the end of every
    /// protected call, and when a Swift function called from Lua returns. Two equal readings
    /// mean no Lua code ran in between, so what Swift checked of Lua values still holds.
    public var epoch: UInt64 { UInt64(runtime.pointee.epoch) }

    /// Lua instructions allowed per top-level call (0 = unlimited). Nested calls
    /// (Lua → Swift → Lua) count toward the outermost call.
    public var instructionBudget: Int {
        get { Int(runtime.pointee.budget) }
        set {
            let budget = max(0, newValue)
            runtime.pointee.budget = Int64(budget)
            let period = budget == 0 ? Self.hookPeriod : min(Self.hookPeriod, budget)
            runtime.pointee.granularity = Int32(period)
            moon_install_budget_hook(pointer)
        }
    }

    /// Seconds one top-level call may run (0 = unlimited). The count hook looks at the clock
    /// every period, and the library functions that can run long in C (pattern matching,
    /// `string.rep`, table shifts) look at it as they go, so a call stops within about one
    /// library call of its deadline with "script call took longer than N s".
    public var timeLimit: Double {
        get { Double(runtime.pointee.time_limit_ns) / 1e9 }
        set {
            let seconds = newValue.isFinite ? max(0, min(newValue, 1e9)) : 0
            runtime.pointee.time_limit_ns = Int64(seconds * 1e9)
        }
    }

    /// Nested calls (Lua → Swift → Lua) that may fail inside one top-level call (0 = unlimited).
    /// One more failure stops the whole top-level call, as a spent budget does.
    public var nestedFailureLimit: Int {
        get { Int(runtime.pointee.failure_limit) }
        set { runtime.pointee.failure_limit = Int32(clamping: max(0, newValue)) }
    }

    /// How many protected calls are running now (0 outside any call; 1 in a top-level call).
    public var callDepth: Int { Int(runtime.pointee.depth) }

    /// Instructions counted so far in the current (or last) top-level call,
    /// rounded to the hook period.
    public var instructionsUsed: Int { Int(runtime.pointee.used) }

    /// Runs a full garbage collection (running pending `__gc` metamethods).
    public func collectGarbage() {
        _ = moon_gc(pointer, LUA_GCCOLLECT)
    }

    /// An unretained pointer the embedder sets so that its C-convention functions
    /// (``LuaStack/push(cFunction:upvalues:)``), which capture nothing, can find it from the
    /// `lua_State*` they are called with. The embedder clears it before it goes away.
    public var context: UnsafeMutableRawPointer? {
        get { runtime.pointee.context }
        set { runtime.pointee.context = newValue }
    }

    /// ``context`` of the state that owns `state` (any of its threads), without touching
    /// the `LuaState` object: the cheapest way from a C-convention function to its embedder.
    @inlinable
    public static func context(of state: OpaquePointer) -> UnsafeMutableRawPointer? {
        moon_runtime_of(state).pointee.context
    }

    /// The `LuaState` that owns `state` (any of its threads), found through the
    /// thread's extra space. Valid only while that `LuaState` is alive.
    public static func owner(of state: OpaquePointer) -> LuaState {
        let runtime = moon_runtime_of(state)!
        return Unmanaged<LuaState>.fromOpaque(runtime.pointee.owner).takeUnretainedValue()
    }
}
