import CLua
import LuaVM
import ResponderKit

/// The Lua binding of ResponderKit: one Lua state, one application, and the behaviours, scene
/// and timeline state that connect them. Everything a script can reach goes through here.
///
/// Not thread-safe: one host is driven from one thread.
public final class ScriptHost {
    public let vm: LuaState
    public let application = Application()
    public let options: HostOptions
    let output: any HostOutput
    /// Receives every decision for `--trace`; nil when not tracing.
    public internal(set) var trace: TraceWriter?

    /// Script errors reported so far (the `--strict` exit status counts them).
    public internal(set) var scriptErrorCount = 0
    /// Warnings about likely mistakes in scripts (a misspelt method, action or field); with
    /// `--strict` they fail the run as script errors do.
    public internal(set) var authoringWarningCount = 0
    /// Distinct instance-state keys checked against the host fields so far.
    var judgedStateKeyCount = 0

    // Responders known to scripts, by index (stored in their userdata) and by name. The fields
    // marked unchecked here are read on every call: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) var bindings: [ResponderBinding] = []
    var bindingIndex: [ObjectIdentifier: Int32] = [:]
    var respondersByName: [String: Responder] = [:]
    var gestureBindings: [GestureBinding] = []
    var gestureIndex: [ObjectIdentifier: Int32] = [:]

    /// The Lua thread that called into the host last: nested calls must run on it (it may be
    /// a coroutine), never on the main thread while a coroutine runs.
    @exclusivity(unchecked) var thread: OpaquePointer

    // Lua-side constants, made once.
    var refs = HostRefs()
    @exclusivity(unchecked) var metatableIDs = HostMetatableIDs()
    let library: BehaviourLibrary
    /// Touch userdata, one per touch while it lasts, so `t == self.tracking` works.
    @exclusivity(unchecked) var touchObjects: [TouchObject] = []
    @exclusivity(unchecked) var touchEventObject: LuaRef = .nil
    /// The touches table handed to a touch handler last (see `pushTouchSet`).
    @exclusivity(unchecked) var touchSet = TouchSet()
    /// `self.super` proxies by (responder, behaviour to start from): made once, reused per call.
    var superProxies: [Int64: LuaRef] = [:]
    /// Reused storage for the touches a script passes to `self.super:touchesX`.
    var superTouchBuffer: [Touch] = []
    /// The environment all timeline `lua` lines share.
    var timelineEnvironment: LuaRef = .nil
    /// True while a scene file runs: only then is `app { ... }` the scene constructor.
    var loadingScene = false
    /// The first report of a stopped top-level call (budget, time, failure storm), held while
    /// the nested calls unwind so that it is reported once, by the outermost call.
    var pendingStop: (error: LuaError, what: String, location: String?)?

    /// Creates a host with an empty application; load a scene with `loadScene(path:)`.
    public init(options: HostOptions = HostOptions(), output: any HostOutput = StandardOutput()) {
        self.options = options
        self.output = output
        vm = LuaState(memoryLimit: options.memoryLimit, instructionBudget: options.instructionBudget,
                      timeLimit: options.timeLimit, nestedFailureLimit: options.nestedFailureLimit)
        thread = vm.pointer
        library = BehaviourLibrary(options: options)
        library.host = self
        // C-convention functions (the `self.super` methods) find the host through it.
        vm.context = Unmanaged.passUnretained(self).toOpaque()
        installMetatables()
        installPrelude()
    }

    /// What a function the host gave Lua raises once the host is gone and the VM lives on.
    static let goneMessage = "the script host that provided this function is gone"

    deinit {
        // Behaviours point back at this host unretained: an application that outlives its
        // host goes on with the host defaults.
        for binding in bindings where binding.responder.behavior === binding.behavior {
            binding.responder.behavior = nil
        }
        // The closures it registered capture it unowned(unsafe) (no reference counting per
        // call from Lua); a VM kept past this point must not reach them.
        vm.retireFunctions(because: ScriptHost.goneMessage)
        vm.context = nil
    }

    /// The stack of the thread scripts are running on now.
    var stack: LuaStack { LuaStack(thread) }

    /// Marks `state` as the running thread for the duration of a callback from Lua.
    @inline(__always)
    func enter(_ state: OpaquePointer) -> OpaquePointer {
        let saved = thread
        thread = state
        return saved
    }

    /// Starts tracing every decision to `writer`.
    public func startTracing(_ writer: TraceWriter) {
        trace = writer
        writer.clock = application.clock
        application.observer = writer
    }

    /// The responder a script calls `name`, if any.
    public func responder(named name: String) -> Responder? {
        respondersByName[name]
    }

    /// Writes what scripts printed so far.
    public func flushOutput() {
        output.flush()
    }
}

/// Registry references the host makes once and pushes often.
struct HostRefs {
    var members: LuaRef = .nil
    /// The metatable of the lists the host hands out (printing names), and its address.
    var listMeta: LuaRef = .nil
    var listMetaPointer: UnsafeRawPointer?
    /// Lua's `next`, which `pairs(responder)` returns.
    var next: LuaRef = .nil
    /// Metatables of the rects read from `frame` and `bounds` (read-only copies).
    var frameCopyMeta: LuaRef = .nil
    var boundsCopyMeta: LuaRef = .nil
    /// The metatable of transform values, and the weak table holding their six numbers.
    var transformMeta: LuaRef = .nil
    var transformStore: LuaRef = .nil
    var superFunctions: LuaRef = .nil
    var sceneConstructors: [(String, LuaRef)] = []
    /// Instance-state keys already checked against the host fields (see `lintStateWrite`).
    var judgedStateKeys: LuaRef = .nil
}
