import LuaVM

/// The instance-state keys already checked against the host fields (see
/// `ScriptHost.lintStateWrite(on:)`), and how many there are. The keys live in a Lua table that
/// the responders' C `__newindex` reads, so a write of a judged key never comes back to Swift.
final class StateKeyJudgments {
    /// Keys made up at run time (`self["cell" .. i]`) are not typed by hand: after this many
    /// distinct keys judging stops, so neither the table nor the time grows.
    static let maximum = 512

    /// The Lua table of judged keys (key → true).
    let table: LuaRef
    private var count = 0

    /// Makes the (empty) table of judged keys in `vm`.
    init(vm: LuaState) {
        vm.main.newTable()
        table = vm.main.ref()
    }

    /// Whether judging has stopped.
    var isFull: Bool { count >= Self.maximum }

    /// Counts one more judged key (its entry is set in `table` by the caller, on its stack).
    func countJudged() { count += 1 }
}
