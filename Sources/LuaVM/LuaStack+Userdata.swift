import CLua
import CMoonchainLua

/// Full userdata. Two flavours, never mixed under one metatable name:
///
/// - Objects (``pushObject(_:metatable:)``): the userdata holds a +1 retained
///   Swift object; the metatable's `__gc` (installed when the metatable is first
///   created here) releases it exactly once, at collection or `lua_close`. The Swift
///   object's `deinit` may therefore run during a Lua allocation: it must not touch Lua.
/// - Plain values (``newUserdata(_:metatable:)``): trivially copyable Swift values
///   stored in Lua memory; nothing to release.
extension LuaStack {
    /// Pushes a userdata that keeps `object` alive until Lua collects it, with the
    /// object metatable `metatable` (created with its `__gc` if needed; add methods
    /// to it through ``pushObjectMetatable(_:)``).
    public func pushObject(_ object: AnyObject, metatable: String) {
        let slot = lua_newuserdatauv(pointer, MemoryLayout<UnsafeMutableRawPointer>.size, 0)!
        slot.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer.self)
        pushObjectMetatable(metatable)
        lua_setmetatable(pointer, -2)
    }

    /// ``pushObject(_:metatable:)`` with the object metatable already found: `metatable`
    /// refers to one ``pushObjectMetatable(_:)`` pushed. No name is hashed and looked up, as a
    /// userdata made per touch would do twice.
    public func pushObject(_ object: AnyObject, metatable: LuaRef) {
        let slot = lua_newuserdatauv(pointer, MemoryLayout<UnsafeMutableRawPointer>.size, 0)!
        slot.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer.self)
        push(metatable)
        lua_setmetatable(pointer, -2)
    }

    /// Pushes the object metatable `name`, creating it (with `__gc`) when missing.
    /// - Returns: true when created by this call.
    @discardableResult
    public func pushObjectMetatable(_ name: String) -> Bool {
        let (existed, isObjectTable) = name.withCString { cName in
            let existed = lua_getfield(pointer, MOON_REGISTRYINDEX, cName) != LUA_TNIL
            pop()
            return (existed, moon_pushobjectmetatable(pointer, cName) != 0)
        }
        precondition(isObjectTable, "LuaVM: metatable '\(name)' exists but is not an object metatable")
        return !existed
    }

    /// The Swift object held by the userdata at `index` if its metatable is
    /// `metatable` and the object is a `T`; nil otherwise (or after collection).
    public func object<T: AnyObject>(at index: Int32, metatable: String, as type: T.Type = T.self) -> T? {
        guard let slot = testUserdata(at: index, metatable: metatable),
            let raw = slot.load(as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T
    }

    /// Pushes a userdata initialised with `value` and the metatable `metatable`
    /// (created empty if missing) and returns a pointer to the stored value, valid
    /// while the userdata is alive.
    @discardableResult
    public func newUserdata<T: BitwiseCopyable>(_ value: T, metatable: String) -> UnsafeMutablePointer<T> {
        // Lua aligns userdata for its largest scalar type (8 bytes here).
        precondition(MemoryLayout<T>.alignment <= 8, "LuaVM: userdata alignment above 8")
        let raw = lua_newuserdatauv(pointer, MemoryLayout<T>.size, 0)!
        let typed = raw.bindMemory(to: T.self, capacity: 1)
        typed.initialize(to: value)
        _ = metatable.withCString { luaL_newmetatable(pointer, $0) }
        lua_setmetatable(pointer, -2)
        return typed
    }

    /// A pointer to the `T` stored in the userdata at `index` if its metatable is
    /// `metatable`; nil otherwise. Never raises (unlike luaL_checkudata).
    public func userdata<T: BitwiseCopyable>(
        at index: Int32, metatable: String,
        as type: T.Type = T.self
    ) -> UnsafeMutablePointer<T>? {
        testUserdata(at: index, metatable: metatable)?.assumingMemoryBound(to: T.self)
    }

    /// The block of the full userdata at `index` (`lua_touserdata`, whatever its metatable):
    /// its identity while it lives; nil when the value is not a userdata.
    public func userdataBlock(at index: Int32) -> UnsafeMutableRawPointer? {
        lua_touserdata(pointer, index)
    }

    /// Whether the table at `index` is exactly the array of the full userdata whose blocks are
    /// `blocks` (``userdataBlock(at:)``), in order, with no other key, and with the metatable
    /// at `metatable` (``address(at:)``; nil: none). Raw reads only: nothing runs.
    public func tableHoldsUserdata(
        at index: Int32, blocks: UnsafeBufferPointer<UnsafeRawPointer?>,
        metatable: UnsafeRawPointer?
    ) -> Bool {
        moon_tableholdsuserdata(pointer, index, blocks.baseAddress, blocks.count, metatable) != 0
    }

    /// Whether the value at `index` is the table at address `table` (``address(at:)``) holding
    /// exactly `blocks` as ``tableHoldsUserdata(at:blocks:metatable:)`` checks, and the value at
    /// `index + 1` the full userdata whose block is `event` (``userdataBlock(at:)``): a touch
    /// handler's `(touches, event)` passed on, checked in one crossing into C.
    @inline(__always)
    public func touchArguments(
        at index: Int32, table: UnsafeRawPointer, blocks: UnsafeBufferPointer<UnsafeRawPointer?>,
        metatable: UnsafeRawPointer?, event: UnsafeRawPointer
    ) -> Bool {
        moon_touchargs(pointer, index, table, blocks.baseAddress, blocks.count, metatable, event) != 0
    }

    /// `luaL_testudata`, passing the name through `withCString`: a native string's bytes are
    /// used in place, where the implicit String-to-pointer conversion copies them to the heap
    /// on every call.
    @inline(__always)
    func testUserdata(at index: Int32, metatable: String) -> UnsafeMutableRawPointer? {
        metatable.withCString { moon_testudata(pointer, index, $0) }
    }
}
