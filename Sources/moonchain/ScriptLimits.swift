import ArgumentParser
import MoonchainHost

/// The behaviour search path and script limits every command that runs a scene takes.
struct ScriptLimits: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Add a behaviour search directory (after the scene's, before the bundled scripts).", valueName: "DIR"))
    var plugins: [String] = []

    @Option(name: .long, help: "Lua instructions one script call may run.")
    var budget: Int = 10_000_000

    @Option(name: .long, help: ArgumentHelp("The Lua heap cap in megabytes.", valueName: "MB"))
    var memory: Int = 256

    func validate() throws {
        guard budget >= 0 else { throw ValidationError("--budget must be 0 (unlimited) or more, got \(budget)") }
        guard memory > 0 else { throw ValidationError("--memory must be a positive number of megabytes, got \(memory)") }
    }

    /// The host options these limits describe.
    var hostOptions: HostOptions {
        HostOptions(instructionBudget: budget, memoryLimit: memory << 20, pluginDirectories: plugins)
    }
}
