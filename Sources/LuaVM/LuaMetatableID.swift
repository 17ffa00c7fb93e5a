import CLua
import CMoonchainLua

/// A metatable's identity: its address, found once by name. Checking a userdata against it
/// is one comparison, where a check by name hashes and compares the name on every call.
/// Valid for the state's life: metatables made by name stay in the registry, and Lua's
/// collector never moves an object.
public struct LuaMetatableID: Hashable, Sendable {
    /// The metatable's address (`lua_topointer`); 0 matches nothing.
    public let address: UInt

    /// An identity no userdata has, for before the metatable exists.
    public static let none = LuaMetatableID(address: 0)

    init(address: UInt) {
        self.address = address
    }
}

extension LuaStack {
    /// The identity of the registry's metatable `name`, or ``LuaMetatableID/none`` when no
    /// metatable has that name yet.
    public func metatableID(named name: String) -> LuaMetatableID {
        defer { pop() }
        guard name.withCString({ lua_getfield(pointer, MOON_REGISTRYINDEX, $0) }) == LUA_TTABLE else { return .none }
        return LuaMetatableID(address: UInt(bitPattern: lua_topointer(pointer, -1)))
    }

    /// A pointer to the `T` stored in the userdata at `index` if its metatable is `metatable`.
    @inline(__always)
    public func userdata<T: BitwiseCopyable>(
        at index: Int32, metatable: LuaMetatableID,
        as type: T.Type = T.self
    ) -> UnsafeMutablePointer<T>? {
        moon_testudataat(pointer, index, UnsafeRawPointer(bitPattern: metatable.address))?
            .assumingMemoryBound(to: T.self)
    }

    /// The Swift object held by the userdata at `index` if its metatable is `metatable`,
    /// which must hold only `T`s (checked in debug builds); nil otherwise (or after collection).
    @inline(__always)
    public func object<T: AnyObject>(at index: Int32, metatable: LuaMetatableID, as type: T.Type = T.self) -> T? {
        guard let slot = moon_testudataat(pointer, index, UnsafeRawPointer(bitPattern: metatable.address)),
            let raw = slot.load(as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue(), to: T.self)
    }
}
