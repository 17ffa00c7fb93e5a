import LuaVM
import ResponderKit

/// The Lua binding of ResponderKit: one Lua state, one application, and the behaviours, scene
/// and timeline state that connect them. Everything a script can reach goes through here.
///
/// It is the façade over the types that own the binding's state, and wires them together:
/// `BindingRegistry` (responder and recognizer bindings), `BehaviourLibrary` (modules and
/// definitions), `SuperResolver` (`self.super`), `TouchObjects` (touch and event userdata)
/// and `HostDiagnostics` (reports and their counts).
///
/// Not thread-safe: one host is driven from one thread.
public final class ScriptHost {
    public let vm: LuaState
    public let application = Application()
    public let options: HostOptions
    /// Script errors and warnings: where they are written, and how many there were.
    let diagnostics: HostDiagnostics
    /// Where scripts' `print` lines and the diagnostics go.
    package var output: any HostOutput { diagnostics.output }
    /// Receives every decision for `--trace`; nil when not tracing.
    public internal(set) var trace: TraceWriter? {
        get { diagnostics.trace }
        set { diagnostics.trace = newValue }
    }

    /// Script errors reported so far (the `--strict` exit status counts them).
    public package(set) var scriptErrorCount: Int {
        get { diagnostics.scriptErrorCount }
        set { diagnostics.scriptErrorCount = newValue }
    }
    /// Warnings about likely mistakes in scripts (a misspelt method, action or field); with
    /// `--strict` they fail the run as script errors do.
    public package(set) var authoringWarningCount: Int {
        get { diagnostics.authoringWarningCount }
        set { diagnostics.authoringWarningCount = newValue }
    }
    /// Instance-state keys checked against the host fields so far (`lintStateWrite(on:)`).
    let stateKeys: StateKeyJudgments

    /// Responders and recognizers known to scripts: their bindings, by index and by name.
    let registry: BindingRegistry

    /// The Lua thread that called into the host last: nested calls must run on it (it may be
    /// a coroutine), never on the main thread while a coroutine runs. Kept in ``callHost``,
    /// where the calls C makes without Swift read it. Only ``enter(_:)`` and
    /// ``leave(restoring:)`` change it, so every callback restores the thread it found.
    private(set) var thread: OpaquePointer {
        @inline(__always) get { callHost.pointee.thread.unsafelyUnwrapped }
        @inline(__always) set { callHost.pointee.thread = newValue }
    }
    /// What calls made from C share (`moon_callhost`): the current thread, the message handler
    /// kept on the main thread's stack, the touch event's reference. Lives as long as the host.
    let callHost: UnsafeMutablePointer<LuaCallHost>

    // Lua-side constants, made once, each owned by the part that pushes it.
    /// The responder metatable's table of host fields and methods by key (`installMetatables`).
    let responderMembers = OnceRef()
    /// Lua's `next`, which `pairs(responder)` returns.
    let pairsNext = OnceRef()
    /// The prelude's list, rect and transform metatables, and its `rect` constructor.
    let geometry = GeometryMetatables()
    /// The scene file's constructors, registered with the first scene environment.
    let sceneConstructors = SceneConstructors()
    /// The ids of the host's userdata metatables, read once their metatables are installed
    /// (``takeMetatableIDs(from:)``) and then only read: checked at every userdata argument.
    @exclusivity(unchecked) private(set) var metatableIDs = HostMetatableIDs()

    /// Reads the metatable ids from `main` once the metatables are installed; only once.
    func takeMetatableIDs(from main: LuaStack) {
        precondition(metatableIDs.responder == .none, "the metatable ids are read once")
        metatableIDs = HostMetatableIDs(on: main)
    }
    let library: BehaviourLibrary
    /// `self.super`: its proxies and the functions they share.
    let supers: SuperResolver
    /// Touch userdata, the touch event's, and the touches table handed out last.
    let touchObjects: TouchObjects
    /// The table the last key command run was pushed as (rules K3, K8).
    let keyCommandTables = KeyCommandTables()
    /// Action names looked up in behaviours' tables by name (`callNamed`, `defines`), kept as
    /// Lua strings.
    let actionNames = LuaNameCache()
    /// The `complete(performed)` function of swipe actions (W6), registered at first use.
    let swipeCompleteFunction = RegisteredOnce()
    /// `controller { ... }`, which builds at run time (see `runTimeControllerConstructor`).
    let controllerConstructorFunction = RegisteredOnce()
    /// The environment all timeline `lua` lines share.
    let timelineEnvironment = TimelineEnvironment()
    /// Whether a scene file is running, and the names made up for unnamed responders.
    let sceneLoading = SceneLoading()
    /// The scene file the scene constructors are being called for (see `CallerFiles`).
    let callerFiles = CallerFiles()

    /// Creates a host with an empty application; load a scene with `loadScene(path:)`.
    public init(options: HostOptions = HostOptions(), output: any HostOutput = StandardOutput()) {
        self.options = options
        vm = LuaState(
            memoryLimit: options.memoryLimit, instructionBudget: options.instructionBudget,
            timeLimit: options.timeLimit, nestedFailureLimit: options.nestedFailureLimit)
        diagnostics = HostDiagnostics(output: output, vm: vm, memoryLimit: options.memoryLimit)
        callHost = .allocate(capacity: 1)
        // Below everything the host ever pushes on the main thread: top-level calls use it there.
        vm.main.keepMessageHandler(for: callHost)
        registry = BindingRegistry(vm: vm)
        library = BehaviourLibrary(options: options, vm: vm, diagnostics: diagnostics)
        supers = SuperResolver(registry: registry, library: library)
        touchObjects = TouchObjects(vm: vm)
        stateKeys = StateKeyJudgments(vm: vm)
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
        for binding in registry.bindings where binding.responder.behavior === binding.behaviour {
            binding.responder.behavior = nil
        }
        // The closures it registered hold it unretained (`register(unretained:)`: no reference
        // counting per call from Lua); a VM kept past this point must not reach them.
        vm.retireFunctions(because: ScriptHost.goneMessage)
        vm.context = nil
        // Nothing reaches it any more: the behaviours' point calls went with the bindings' views
        // above (a view keeps its behaviour's shortcut only while that behaviour is its own).
        callHost.deallocate()
    }

    /// The stack of the thread scripts are running on now.
    var stack: LuaStack { LuaStack(thread) }

    /// Marks `state` as the running thread for the duration of a callback from Lua, and returns
    /// the thread it replaces, which the caller hands back to ``leave(restoring:)`` (in a `defer`).
    @inline(__always)
    func enter(_ state: OpaquePointer) -> OpaquePointer {
        let saved = thread
        thread = state
        return saved
    }

    /// Ends a callback that ``enter(_:)`` began: `saved` runs again.
    @inline(__always)
    func leave(restoring saved: OpaquePointer) {
        thread = saved
    }

    /// Starts tracing every decision to `writer`.
    public func startTracing(_ writer: TraceWriter) {
        trace = writer
        writer.clock = application.clock
        application.observer = writer
    }

    /// The responder a script calls `name`, if any.
    public func responder(named name: String) -> Responder? {
        registry.responder(named: name)
    }

    /// The responder `find(name)` returns: the scene's, else a window the core shows by itself
    /// while it is on screen — the keyboard (X6). The keyboard window is bound once a script
    /// has found it, so it is checked for being on screen whichever way it was found.
    func found(named name: String) -> Responder? {
        let keyboard = application.keyboardWindow
        let responder = registry.responder(named: name) ?? (name == keyboard.name ? keyboard : nil)
        guard responder === keyboard else { return responder }
        return application.windowsFrontToBack.contains(where: { $0 === keyboard }) ? keyboard : nil
    }

    /// Reports a script error (see ``HostDiagnostics/reportScriptError(_:doing:definedAt:)``).
    func reportScriptError(_ error: LuaError, doing what: String, definedAt location: String?) {
        diagnostics.reportScriptError(error, doing: what, definedAt: location)
    }

    /// Reports a script's answer of the wrong type, or another misuse the host caught.
    func reportMisuse(_ message: String, at location: String, doing what: String) {
        diagnostics.reportMisuse(message, at: location, doing: what)
    }

    /// A warning that changes nothing about the run (stderr and trace).
    public func warn(_ message: String) {
        diagnostics.warn(message)
    }

    /// A warning about a likely mistake in a script or scene: `--strict` fails the run on it.
    func authoringWarning(_ message: String) {
        diagnostics.authoringWarning(message)
    }

    /// Writes what scripts printed so far.
    public func flushOutput() {
        output.flush()
    }
}

/// A registry reference the host makes once and pushes often: its one user owns it, and once
/// taken nothing replaces it.
final class OnceRef {
    // Set once while the host installs its metatables and prelude, read on every use.
    @exclusivity(unchecked) private var ref: LuaRef = .nil

    /// Takes the value on top of `main` (popping it); only once.
    func take(from main: LuaStack) {
        precondition(ref == .nil, "a host constant is taken once")
        ref = main.ref()
    }

    /// Pushes the value.
    @inline(__always)
    func push(on stack: LuaStack) {
        stack.push(ref)
    }

    /// The reference, for reading the value without pushing it.
    var reference: LuaRef { ref }
}

/// A host function registered with the Lua state at its first use, then reused: its one
/// user owns it, so no other part of the host can set it.
final class RegisteredOnce {
    private var id: LuaFunctionID?

    /// The function's id, registering it with `register` the first time.
    func id(_ register: () -> LuaFunctionID) -> LuaFunctionID {
        if let id { return id }
        let made = register()
        id = made
        return made
    }
}
