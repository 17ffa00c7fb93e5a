import ArgumentParser
import Dispatch
import MoonchainHost

/// Runs a server's asynchronous lifetime from a synchronous command (`studio`, `mcp`): the
/// command's thread (the deep-stack worker `Moonchain.main` starts) waits while `serve` runs
/// on Swift's concurrency pool. A failure is printed as `error: …` and ends the command with
/// exit status 1.
func serveUntilDone(_ serve: @escaping @Sendable () async throws -> Void) throws {
    let done = DispatchSemaphore(value: 0)
    let failure = ServeFailure()
    Task {
        do {
            try await serve()
        } catch {
            failure.message = "\(error)"
        }
        done.signal()
    }
    done.wait()
    if let message = failure.message {
        FileHandleWriter.standardError("error: \(message)")
        throw ExitCode(1)
    }
}

/// Carries the server's failure back to the waiting command (written before `done` is
/// signalled, read after it is waited for).
private final class ServeFailure: @unchecked Sendable {
    var message: String?
}
