import LuaVM

/// The one environment every timeline `lua` line shares (not the scene's): made on the first
/// line, so a timeline without Lua lines costs nothing.
final class TimelineEnvironment {
    private var environment: LuaRef = .nil

    /// The environment, made in `vm` the first time it is asked for.
    func environment(in vm: LuaState) -> LuaRef {
        if environment == .nil { environment = vm.makeSandbox() }
        return environment
    }
}
