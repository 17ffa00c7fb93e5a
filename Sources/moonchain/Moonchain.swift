import ArgumentParser
import MoonchainHost

#if canImport(Glibc)
import Glibc
#endif

/// The `moonchain` command.
@main
struct Moonchain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moonchain",
        abstract: "Run UIKit's event-delivery model with responder behaviours written in Lua.",
        discussion: """
        A scene (a Lua file returning app { ... }) describes windows, controllers and views; their \
        behaviours are Lua tables of UIKit responder methods. A timeline of touches, shakes, \
        presses, remote-control events and actions is replayed on a virtual clock, and whatever \
        the scripts print goes to standard output.

        Quick start:
          moonchain run examples/small-button-hit-area/scene.lua --events examples/small-button-hit-area/events.txt
          echo "0 touch 1 began 20 20" | moonchain run scene.lua --events - --trace trace.jsonl
          moonchain explain scene.lua --at 20,20      why a touch there goes where it goes
          moonchain hitmap scene.lua -o map.svg       where touches go, all over the screen

        Exit status: 0 ran; 1 the scene or a behaviour could not be loaded; 2 usage error or a \
        malformed timeline line; 3 with --strict, when any script raised an error or a \
        behaviour, gesture action or self.FIELD write looks like a misspelt host name.
        """,
        version: moonchainVersion,
        subcommands: [Run.self, Explain.self, Hitmap.self, Types.self],
        defaultSubcommand: nil
    )

    /// Maps argument errors to the contract's exit status 2 (ArgumentParser would use 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Glibc.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Moonchain.exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandleWriter.standardError(message) }
            Glibc.exit(2)
        }
    }
}

/// Writes to standard error without going through C's shared `stderr`.
enum FileHandleWriter {
    static func standardError(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
