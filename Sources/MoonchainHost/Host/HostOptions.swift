/// How a host runs scripts: the contract's `--budget`, `--memory` and `--plugins`, and `--timeout`.
public struct HostOptions: Sendable {
    /// Lua instructions one script call may run (0 = unlimited).
    public var instructionBudget: Int
    /// The Lua heap cap in bytes.
    public var memoryLimit: Int
    /// Seconds one script call may run, nested calls included (0 = unlimited).
    public var timeLimit: Double
    /// Nested script calls (a script calling a responder whose behaviour runs) that may fail
    /// inside one script call before the whole call is stopped (0 = unlimited).
    public var nestedFailureLimit: Int
    /// Extra behaviour search directories, searched after the scene's own directory.
    public var pluginDirectories: [String]
    /// The bundled behaviour library on disk, searched last; nil uses only the copy built into
    /// MoonchainHost (the `moonchain` command passes the `scripts/` it finds beside itself).
    public var bundledScriptsDirectory: String?

    public init(
        instructionBudget: Int = 10_000_000, memoryLimit: Int = 256 << 20,
        pluginDirectories: [String] = [], bundledScriptsDirectory: String? = nil,
        timeLimit: Double = 10, nestedFailureLimit: Int = 50
    ) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.timeLimit = timeLimit
        self.nestedFailureLimit = nestedFailureLimit
        self.pluginDirectories = pluginDirectories
        self.bundledScriptsDirectory = bundledScriptsDirectory
    }
}
