import Foundation

/// The one thread every host of the server runs on. A Lua state belongs to one thread at a
/// time and scripts want a deep C stack (as `moonchain test`'s workers have), while the MCP
/// SDK answers requests on Swift's concurrency pool: each tool call is handed to this thread
/// and awaited, one at a time, in the order the calls came.
final class HostThread: @unchecked Sendable {
    private let condition = NSCondition()
    /// Jobs not started yet (guarded by `condition`).
    private var jobs: [@Sendable () -> Void] = []
    private var stopped = false

    /// Starts the thread, with `stackSize` bytes of stack.
    init(stackSize: Int = 512 << 20) {
        let thread = Thread { [self] in loop() }
        thread.name = "moonchain-mcp-host"
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs `body` on the thread and returns its result.
    func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            enqueue { continuation.resume(returning: body()) }
        }
    }

    /// Lets the thread end once the jobs already queued have run.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func enqueue(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
