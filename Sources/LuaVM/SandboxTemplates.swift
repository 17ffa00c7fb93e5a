/// Registry references to the pristine library tables from which every sandbox
/// gets its own copies, plus the host globals added to every new sandbox.
/// Scripts never see these tables, so no script can change what later sandboxes get.
struct SandboxTemplates {
    /// `(global name, reference to a template table)`: string, table, math, utf8,
    /// coroutine, and `os` reduced to time and clock.
    var libraries: [(name: String, table: LuaRef)] = []
    /// Values the host asked to place in every new sandbox.
    var hostGlobals: [(name: String, value: LuaRef)] = []
}
