import Foundation
import Synchronization

/// One dedicated thread that runs every piece of script work, one after another.
///
/// A `ScriptHost` is not thread-safe and its Lua state may recurse deeply, so all host work
/// runs here: on one thread with a large stack (Dispatch's worker threads have small ones),
/// never on the server's event loops. Callers `await` the result; the event loop stays free.
public final class HostThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [() -> Void] = []
    private var stopping = false
    /// How many pieces of work are queued and not started: read without the lock, so long
    /// work (a hit-map slice) can ask after every small step whether to give way.
    private let waiting = Atomic<Int>(0)

    /// Starts the thread (its stack is `stackSize` bytes).
    public init(name: String = "moonchain-studio-host", stackSize: Int = 64 << 20) {
        // The thread keeps this object alive until its loop ends (after `stop`).
        let thread = Thread {
            // Named from inside: on Linux a name set before `start` does not reach the thread.
            Thread.current.name = name
            self.loop()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs `work` on the host thread and returns its result.
    public func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            enqueue { continuation.resume(returning: work()) }
        }
    }

    /// Lets queued work finish, then ends the thread.
    public func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    /// Whether work is queued behind the piece running now (one atomic load, no lock). Long
    /// work that can stop early checks it, so an input never waits behind it for long.
    public var hasWaitingWork: Bool { waiting.load(ordering: .relaxed) > 0 }

    /// Queues `work` without waiting for it: for callers that must not hold a thread of
    /// Swift's small cooperative pool (the time-travel replayer answers through a callback).
    func enqueue(_ work: @escaping () -> Void) {
        condition.lock()
        queue.append(work)
        waiting.add(1, ordering: .relaxed)
        condition.signal()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopping { condition.wait() }
            if queue.isEmpty && stopping {
                condition.unlock()
                return
            }
            let work = queue.removeFirst()
            waiting.subtract(1, ordering: .relaxed)
            condition.unlock()
            work()
        }
    }
}
