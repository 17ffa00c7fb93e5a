import ArgumentParser
import Dispatch
import Foundation
import MoonchainHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
              moonchain studio scene.lua                  the scene live in a browser: touch, see why, record
              moonchain import hierarchy.txt -o scene.lua a pasted recursiveDescription as a scene

            Exit status: 0 ran; 1 the scene or a behaviour could not be loaded; 2 usage error or a \
            malformed timeline line; 3 with --strict, when any script raised an error or a \
            behaviour, gesture action or self.FIELD write looks like a misspelt host name.
            """,
        version: moonchainVersion,
        subcommands: [Run.self, Test.self, Explain.self, Hitmap.self, Import.self, Types.self, Studio.self, Mcp.self],
        defaultSubcommand: nil
    )

    /// The native stack the command runs on. Scenes and scripts decide how deep the host's walks
    /// go: views nest up to `View.maximumDepth` levels, and Lua lets scripts and the host call
    /// each other about 200 levels deep (hit tests whose Lua overrides call `super`, handlers
    /// forwarding along the chain) before it stops them with "C stack overflow". Measured, the
    /// deepest of these needs about 1.7 MB in a debug build and 2.5 MB under AddressSanitizer,
    /// more than a fourth of the usual 8 MB main stack; the address space is reserved, not
    /// used, so the margin can be wide.
    static let stackSize = 512 << 20

    /// Runs the command on a thread with a ``stackSize`` stack, then exits as the command says.
    static func main() {
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            runCommand()
            done.signal()
        }
        worker.stackSize = stackSize
        worker.start()
        // The command exits the process itself on failure; success comes back here.
        done.wait()
    }

    /// Maps argument errors to the contract's exit status 2 (ArgumentParser would use 64).
    static func runCommand() {
        TerminalWidth.ensureHelpFits()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            terminateProcess(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Moonchain.exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandleWriter.standardError(message) }
            terminateProcess(2)
        }
    }
}

/// Ends the process with `status` at once: the C library's `exit`, named apart from
/// `ParsableCommand.exit(withError:)`.
func terminateProcess(_ status: Int32) -> Never {
    #if canImport(Glibc)
        Glibc.exit(status)
    #elseif canImport(Darwin)
        Darwin.exit(status)
    #endif
}

/// Writes to standard error without going through C's shared `stderr`.
enum FileHandleWriter {
    static func standardError(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }
}
