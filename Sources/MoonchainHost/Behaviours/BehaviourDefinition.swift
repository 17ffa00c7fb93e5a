import LuaVM
import ResponderKit

/// One behaviour: a table of methods, from a module file or inline in a scene, maybe extending
/// another. Methods are resolved through `extends` once per load, never looked up per call.
final class BehaviourDefinition {
    /// The module name, or `inline@file:line` for a table written in a scene.
    let name: String
    /// The module file a reload reads again; nil for inline behaviours.
    let path: String?
    /// Its index in the library, which keeps every definition for the host's life (-1 until
    /// registered); `self.super` proxies name where they start by it.
    var id: Int32 = -1
    /// The behaviour's table of methods.
    private(set) var table: LuaRef
    /// The behaviour this one extends.
    private(set) var parent: BehaviourDefinition? {
        didSet { parentID = parent?.id ?? -1 }
    }
    /// The parent's id (-1: none), where `self.super` in this behaviour's methods starts;
    /// read per call, without retaining the parent (Performance.md#unchecked-exclusivity).
    @exclusivity(unchecked) private(set) var parentID: Int32
    /// Resolved responder methods, indexed by `ResponderMethod.rawValue`. At a fixed address,
    /// updated in place by `resolve`: behaviours read them per call without retaining the
    /// definition or an array.
    let methods: UnsafeMutableBufferPointer<MethodImpl?> = {
        let table = UnsafeMutableBufferPointer<MethodImpl?>.allocate(capacity: ResponderMethod.allCases.count)
        table.initialize(repeating: nil)
        return table
    }()
    /// The responder methods this behaviour (or one it extends) defines.
    private(set) var overrides: ResponderMethods = []
    /// Resolved hooks (lifecycle, gesture delegate, `reset`), indexed by `BehaviourHook.rawValue`.
    /// Read at every delegate question the arena asks: Performance.md#unchecked-exclusivity.
    @exclusivity(unchecked) private(set) var hooks: [MethodImpl?] = Array(
        repeating: nil, count: BehaviourHook.allCases.count)

    init(name: String, path: String?, table: LuaRef, parent: BehaviourDefinition?) {
        self.name = name
        self.path = path
        self.table = table
        self.parent = parent
        parentID = parent?.id ?? -1
        assert(parent.map { $0.id >= 0 } ?? true, "a parent behaviour is registered before the behaviours extending it")
    }

    deinit {
        methods.deallocate()
    }

    /// Replaces the table (and parent) after a reload; the caller re-resolves.
    func replace(table: LuaRef, parent: BehaviourDefinition?) {
        assert(parent.map { $0.id >= 0 } ?? true, "a parent behaviour is registered before the behaviours extending it")
        self.table = table
        self.parent = parent
    }

    /// Whether `other` is this behaviour or one it extends.
    func inherits(from other: BehaviourDefinition) -> Bool {
        var current: BehaviourDefinition? = self
        while let definition = current {
            if definition === other { return true }
            current = definition.parent
        }
        return false
    }

    /// Resolves every responder method and hook through the chain of `extends`.
    func resolve(on stack: LuaStack) {
        for case let old? in Array(methods) + hooks { stack.unref(old.function) }
        var overrides: ResponderMethods = []
        for method in ResponderMethod.allCases {
            let impl = lookup(method.name, on: stack)
            methods[method.rawValue] = impl
            if impl != nil { overrides.insert(method) }
        }
        self.overrides = overrides
        for hook in BehaviourHook.allCases {
            hooks[hook.rawValue] = lookup(hook.name, on: stack)
        }
    }

    /// The resolved `hook`, if this behaviour or one it extends defines it.
    @inline(__always)
    func hook(_ hook: BehaviourHook) -> MethodImpl? {
        hooks[hook.rawValue]
    }

    /// The method `name` of this behaviour or the nearest one it extends that defines it.
    func lookup(_ name: String, on stack: LuaStack) -> MethodImpl? {
        var current: BehaviourDefinition? = self
        while let definition = current {
            if let impl = definition.ownMethod(name, on: stack) { return impl }
            current = definition.parent
        }
        return nil
    }

    /// The method `name` defined by this behaviour itself, not one it extends.
    func ownMethod(_ name: String, on stack: LuaStack) -> MethodImpl? {
        stack.push(table)
        defer { stack.pop(2) }
        guard stack.rawGet(name, from: -1) == .function else { return nil }
        stack.pushValue(at: -1)
        return MethodImpl(function: stack.ref(), definer: self)
    }

    /// `file:line` of this behaviour's own function `name` (nil if it has none): for messages
    /// about a function that was looked up by name, read only when something went wrong.
    func location(ofOwn name: String, on stack: LuaStack) -> String? {
        stack.push(table)
        defer { stack.pop(2) }
        guard stack.rawGet(name, from: -1) == .function else { return nil }
        return Self.location(ofFunctionAt: -1, on: stack)
    }

    /// Whether this behaviour or one it extends has a function called `name` (pushed from
    /// `names`: actions are asked for by name at every event that seeks one).
    func defines(_ name: String, on stack: LuaStack, names: LuaNameCache) -> Bool {
        var current: BehaviourDefinition? = self
        while let definition = current {
            stack.push(definition.table)
            let type = names.rawGet(name, from: -1, on: stack)
            stack.pop(2)
            if type == .function { return true }
            current = definition.parent
        }
        return false
    }

    /// `file:line` where the Lua function at `index` is defined.
    static func location(ofFunctionAt index: Int32, on stack: LuaStack) -> String {
        guard let info = stack.functionInfo(at: index) else { return "?" }
        return "\(info.shortSource):\(info.firstLine)"
    }
}
