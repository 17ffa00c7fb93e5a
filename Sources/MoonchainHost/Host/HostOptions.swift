/// How a host runs scripts: the contract's `--budget`, `--memory` and `--plugins`.
public struct HostOptions: Sendable {
    /// Lua instructions one script call may run (0 = unlimited).
    public var instructionBudget: Int
    /// The Lua heap cap in bytes.
    public var memoryLimit: Int
    /// Extra behaviour search directories, searched after the scene's own directory.
    public var pluginDirectories: [String]
    /// The bundled behaviour library, searched last; nil to look for it next to the binary.
    public var bundledScriptsDirectory: String?

    public init(instructionBudget: Int = 10_000_000, memoryLimit: Int = 256 << 20,
                pluginDirectories: [String] = [], bundledScriptsDirectory: String? = nil) {
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
        self.pluginDirectories = pluginDirectories
        self.bundledScriptsDirectory = bundledScriptsDirectory
    }
}
