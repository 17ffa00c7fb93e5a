import CLua

extension LuaState {
    /// Whether Lua's collector runs its incremental steps as memory is allocated.
    ///
    /// A host that builds a large, wholly live structure (a scene of 100,000 views) from Swift
    /// can pause it (``pausingCollector(_:)``) so the collector does not re-mark the half-built
    /// structure over and over.
    public var isCollectorRunning: Bool {
        moon_gc(pointer, LUA_GCISRUNNING) != 0
    }

    /// Runs `body` with the collector's incremental steps paused (see ``isCollectorRunning``),
    /// then restores them if they were running; a pause already in force is left as it was.
    ///
    /// Pause only around host work, not around scripts: the heap cap (``memoryLimit``) is
    /// not in force there. A script run while paused fills the heap with garbage up to the
    /// cap, and although most allocations over it make Lua collect in full and retry, growing
    /// a Lua stack does not (Lua 5.4 cannot collect while it moves a stack), so a script that
    /// would have run fails with "not enough memory". Run scripts inside a pause through
    /// ``runningCollector(_:)``.
    public func pausingCollector<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let wasRunning = isCollectorRunning
        if wasRunning { _ = moon_gc(pointer, LUA_GCSTOP) }
        defer { if wasRunning { _ = moon_gc(pointer, LUA_GCRESTART) } }
        return try body()
    }

    /// Runs `body` with the collector's incremental steps running, then pauses them again if
    /// they were paused: for a script run inside ``pausingCollector(_:)``.
    public func runningCollector<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let wasRunning = isCollectorRunning
        if !wasRunning { _ = moon_gc(pointer, LUA_GCRESTART) }
        defer { if !wasRunning { _ = moon_gc(pointer, LUA_GCSTOP) } }
        return try body()
    }
}
