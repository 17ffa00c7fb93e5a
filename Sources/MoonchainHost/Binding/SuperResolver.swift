import LuaVM
import ResponderKit

/// What a `self.super` userdata holds: whose super, and the behaviour to search from
/// (-1: only the host default is left).
struct SuperSlot {
    var binding: Int32
    var start: Int32
}

/// `self.super`: one proxy userdata per (responder, behaviour to start from), made once and
/// reused for every call, and one C function per method name that the proxies share. A call
/// runs the first behaviour from the proxy's start that defines the method, else the host's
/// default (``ScriptHost/hostDefault(_:name:for:on:)``).
///
/// The hot path (docs/Performance.md): a handler reading `self.super` gets the proxy in C
/// from its userdata block (``ResponderBinding/run(as:)``); the method name is a plain table
/// lookup in ``functions``; the call enters Swift once, through ``function``.
final class SuperResolver {
    private let registry: BindingRegistry
    private let library: BehaviourLibrary
    /// Proxies by (responder index << 32 | start): a proxy holds nothing but these two numbers,
    /// so one per pair serves every call.
    private var proxies: [Int64: LuaRef] = [:]
    /// The `self.super:NAME` functions by name, made on first use: the proxies' `__index`.
    private(set) var functions: LuaRef = .nil
    /// The proxies' metatable, checked on every call; set once the host has installed it.
    @exclusivity(unchecked) var proxyMetatable = LuaMetatableID.none
    /// Reused storage for the touches a script passes to `self.super:touchesX` (taken out
    /// while in use: the default may reach a handler that calls super again).
    var touchBuffer: [Touch] = []

    init(registry: BindingRegistry, library: BehaviourLibrary) {
        self.registry = registry
        self.library = library
    }

    /// Pushes `self.super` for `binding`: it continues from the behaviour that defines the
    /// running method (never from the receiver's own behaviour), so `extends` chains end.
    func pushSuper(of binding: ResponderBinding, on stack: LuaStack) {
        let start = binding.runningSuperStart ?? binding.behaviour?.definition.parentID ?? -1
        if binding.lastSuper.start == start {
            stack.push(binding.lastSuper.proxy)
            return
        }
        let key = Int64(binding.index) << 32 | Int64(UInt32(bitPattern: start))
        let proxy: LuaRef
        if let cached = proxies[key] {
            proxy = cached
        } else {
            stack.newUserdata(SuperSlot(binding: binding.index, start: start), metatable: Metatable.superProxy)
            proxy = stack.ref()
            proxies[key] = proxy
        }
        binding.remember(superProxy: proxy, start: start)
        stack.push(proxy)
    }

    /// Makes the functions table and the proxies' metatable in `vm`; the touch methods'
    /// functions answer in C from `superTouches` when they can (``push(_:for:on:)``).
    func install(in vm: LuaState, superTouches: UnsafeMutablePointer<LuaSuperTouches>) {
        let main = vm.main
        main.newTable()
        functions = main.ref()
        let makeID = vm.register(unretained: self) { `self`, state in
            // Called for a name the functions table does not have yet: one function per
            // method name, made once, so `self.super:touchesBegan(...)` allocates nothing.
            let stack = LuaStack(state)
            guard stack.type(at: 2) == .string else {
                stack.pushNil()
                return 1
            }
            // Upvalues: the name, and the responder method it names (-1: none), found once here.
            stack.pushValue(at: 2)
            let method = stack.toString(at: 2).flatMap(ResponderMethod.init(name:))
            stack.push(method?.rawValue ?? -1)
            SuperResolver.push(method, for: superTouches, on: stack)
            stack.push(self.functions)
            stack.pushValue(at: 2)
            stack.pushValue(at: -3)
            stack.rawSet(in: -3)
            stack.pop()
            return 1
        }
        // The proxies' __index is the functions table itself: after its first use, a name is a
        // plain table lookup, with no call into the host.
        main.push(functions)
        main.newTable(hash: 1)
        main.push(makeID)
        main.rawSet("__index", in: -2)
        main.setMetatable(of: -2)
        main.pop()
        main.newUserdata(SuperSlot(binding: 0, start: -1), metatable: Metatable.superProxy)
        _ = main.pushMetatable(of: -1)
        main.push(functions)
        main.rawSet("__index", in: -2)
        main.push("super")
        main.rawSet("__name", in: -2)
        main.push("super")
        main.rawSet("__metatable", in: -2)
        main.pop(2)
    }

    /// Pushes the `self.super:NAME` function of `method` (the name and the method's number on
    /// top, which it takes as upvalues). A touch method's has a test in C in front
    /// (``LuaSuperTouches``): a handler passing its own `(touches, event)` on with no behaviour
    /// left above its definer, the usual forwarding handler, reaches ``deliverTouches``
    /// directly, with no search and no arguments read back from Lua (issue 41).
    private static func push(
        _ method: ResponderMethod?, for superTouches: UnsafeMutablePointer<LuaSuperTouches>, on stack: LuaStack
    ) {
        switch method {
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
            stack.push(superTouches: function, for: superTouches)
        default:
            stack.push(cFunction: function, upvalues: 2)
        }
    }

    /// The host's default of the touch method numbered `method` for the binding at `index`,
    /// with the touches and the event a handler passed on (checked in C): `deliver` of the
    /// host's ``LuaSuperTouches``, whose owner is the host. The same default as
    /// ``ScriptHost/hostDefault(_:name:for:on:)`` runs for such a call.
    static let deliverTouches: LuaSuperTouches.Deliver = { owner, index, method in
        // The host owns the running VM: Performance.md#guaranteed-references.
        Unretained<ScriptHost>(unsafeOpaque: owner!).withObject { host in
            guard let method = ResponderMethod(rawValue: Int(method)) else { return }
            // Unretained: the registry keeps every binding for the host's life.
            unowned(unsafe) let binding = host.supers.registry.binding(index: index)
            // The binding holds its responder strongly (a `let`): no retain for the call.
            Unretained(binding.responder).withObject { responder in
                host.touchObjects.withPassedSet { touches, event in
                    responder.defaultTouches(method, touches, event: event)
                }
            }
        }
        return 0
    }

    /// What a `self.super:NAME` function is: a C-convention function, which Lua calls through
    /// one C trampoline without the closure table, finding the host from the state's context.
    private static let function: @convention(c) (OpaquePointer?) -> Int32 = { state in
        let stack = LuaStack(state!)
        guard let context = LuaState.context(of: state!) else { return stack.error(ScriptHost.goneMessage) }
        // The host owns the running VM: Performance.md#guaranteed-references.
        return Unretained<ScriptHost>(unsafeOpaque: context).withObject { host in
            let saved = host.enter(state!)
            defer { host.leave(restoring: saved) }
            return host.supers.call(stack, host: host)
        }
    }

    /// `self.super:NAME(...)`: the first behaviour from the slot's start that defines NAME,
    /// else `host`'s default of the responder method NAME. The name stays a Lua string (upvalue
    /// 1); a Swift `String` is made only for messages and non-responder methods.
    private func call(_ stack: LuaStack, host: ScriptHost) -> Int32 {
        let nameIndex = stack.upvalueIndex(1)
        let name = { stack.toString(at: nameIndex) ?? "" }
        guard let slot = stack.userdata(at: 1, metatable: proxyMetatable, as: SuperSlot.self)?.pointee else {
            return stack.error("call super methods with ':' (self.super:\(name())(...))")
        }
        // Unretained: the registry keeps every binding for the host's life, and the host is
        // running this call (Performance.md#unretained-references).
        unowned(unsafe) let binding = registry.binding(index: slot.binding)
        let argumentTop = stack.top
        var definition = library.definition(id: slot.start)
        // The arguments are copied above themselves for a behaviour's method: room for all of
        // them again. The host default copies nothing (Lua leaves a C function LUA_MINSTACK
        // free slots, more than the search below pushes), so a forwarding handler with no
        // behaviour left above it makes no check.
        if definition != nil, !stack.ensureSpace(argumentTop + LuaStack.stepRoom) {
            return stack.error("self.super:\(name()): too many arguments (\(argumentTop - 1)) for the Lua stack")
        }
        while let current = definition {
            stack.push(current.table)
            stack.pushValue(at: nameIndex)
            let found = stack.rawGet(from: -2) == .function
            stack.remove(at: -2)
            if found {
                // Call it with the real responder as self, from the behaviour that defines it;
                // the arguments stay below, for the host default should it fail.
                stack.push(binding.object)
                if argumentTop >= 2 {
                    for index in 2...argumentTop { stack.pushValue(at: index) }
                }
                let saved = binding.run(as: current)
                let error = stack.pcall(nargs: argumentTop, nresults: LuaStack.allResults)
                binding.restore(saved)
                guard let error else { return stack.top - argumentTop }
                host.reportScriptError(
                    error, doing: host.doing(name(), on: binding) + " (called through super)",
                    definedAt: current.location(ofOwn: name(), on: stack))
                break
            }
            stack.pop()
            definition = current.parent
        }
        if let method = stack.toInt(at: stack.upvalueIndex(2)).flatMap(ResponderMethod.init(rawValue:)) {
            return host.hostDefault(method, name: name, for: binding, on: stack)
        }
        return host.hostDefault(name(), for: binding, on: stack)
    }
}
