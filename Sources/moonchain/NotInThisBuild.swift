import ArgumentParser

/// What a command left out of this binary answers. `moonchain studio` and `moonchain mcp` need
/// the servers' packages, which are most of a first build; a build with their package traits
/// off (the README's quick start: `swift run --disable-default-traits`) keeps the command's name,
/// so its help lists it and an invocation says how to get a binary that has it, instead of
/// ArgumentParser's "unexpected argument".
enum NotInThisBuild {
    /// The command's configuration: named as in the full binary, its abstract saying it is absent.
    static func configuration(command: String, trait: String) -> CommandConfiguration {
        CommandConfiguration(
            commandName: command,
            abstract: "Not in this binary, built without the package trait \(trait) (`swift build -c release` has it).")
    }

    /// Prints why `moonchain COMMAND` is absent and how to build it; the error ends the process
    /// with status 2, as an unknown command would.
    static func refuse(command: String, trait: String) -> ExitCode {
        FileHandleWriter.standardError(
            """
            error: `moonchain \(command)` is not in this build: it was built with the package trait \(trait) off \
            (`--disable-default-traits`, as the README's quick start does to build faster).
            Build the binary with every command, with the default traits:
                swift build -c release && .build/release/moonchain \(command) ...
            or run it from the package with: swift run moonchain \(command) ...
            """)
        return ExitCode(2)
    }
}
