/// The last few names a host looked up by name in Lua tables, each kept as a Lua string in a
/// registry slot of its own: an action found by its name at every key repeat, control event or
/// nil-targeted action, on every responder up the chain.
///
/// Pushing a kept name is a comparison of Swift strings (a short name's bits, a long one's
/// length first) and one registry read. `lua_pushlstring` would hash the name and walk a bucket
/// of Lua's string table to find it interned; how long that bucket is depends on the string
/// table's hash seed, which Lua takes per state from the time and addresses, so the cost of one
/// lookup moved from run to run (a key repeat's instructions by up to 9%).
///
/// Performance.md#names-pushed-from-registry-slots
///
/// Not thread-safe, like the state whose registry it writes: one host, one thread.
public final class LuaNameCache {
    /// How many names are kept; the oldest kept goes when another comes.
    public static let capacity = 8

    /// A kept name, its UTF-8 length (compared first) and the registry slot holding its Lua
    /// string, taken once and refilled in place.
    private struct Entry {
        let name: String
        let length: Int
        let slot: LuaRef
    }

    /// `capacity` entries at a fixed address, the first `count` initialized: read in place per
    /// lookup, with no array to retain or check for exclusive access.
    private let entries = UnsafeMutablePointer<Entry>.allocate(capacity: LuaNameCache.capacity)
    private var count = 0
    /// The entry the next new name replaces once all are taken.
    private var oldest = 0

    public init() {}

    deinit {
        entries.deinitialize(count: count)
        entries.deallocate()
    }

    /// Pushes `name` as a Lua string.
    public func push(_ name: String, on stack: LuaStack) {
        let length = name.utf8.count
        var index = 0
        while index < count {
            if entries[index].length == length && entries[index].name == name {
                stack.push(entries[index].slot)
                return
            }
            index += 1
        }
        stack.push(name)
        stack.pushValue(at: -1)
        if count < Self.capacity {
            (entries + count).initialize(to: Entry(name: name, length: length, slot: stack.ref()))
            count += 1
        } else {
            let slot = entries[oldest].slot
            stack.setRef(slot)
            entries[oldest] = Entry(name: name, length: length, slot: slot)
            oldest = (oldest + 1) % Self.capacity
        }
    }

    /// Pushes `table[name]` (raw) and returns its type, as `LuaStack.rawGet(_:from:)` does,
    /// with `name` pushed from the cache.
    @discardableResult
    public func rawGet(_ name: String, from table: Int32, on stack: LuaStack) -> LuaType {
        let table = stack.absoluteIndex(table)
        push(name, on: stack)
        return stack.rawGet(from: table)
    }
}
