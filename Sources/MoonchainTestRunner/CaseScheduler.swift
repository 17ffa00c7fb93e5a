import Foundation

/// Runs cases on worker threads of their own (each with the command's large stack and, where
/// the system allows, its own working directory), `jobs` at a time; results in case order.
final class CaseScheduler: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [CaseResult?]
    private let cases: [TestCase]
    private let runner: CaseRunner

    init(cases: [TestCase], runner: CaseRunner) {
        self.cases = cases
        self.runner = runner
        results = Array(repeating: nil, count: cases.count)
    }

    /// Runs every case and returns the results in the order of `cases`.
    func run(jobs: Int, stackSize: Int) -> [CaseResult] {
        guard !cases.isEmpty else { return [] }
        let ownDirectories = ThreadDirectory.isAvailable
        // Without a working directory per thread, cases share the process's: one at a time.
        let workers = ownDirectories ? max(1, min(jobs, cases.count)) : 1
        let original = FileManager.default.currentDirectoryPath
        let done = DispatchSemaphore(value: 0)
        for worker in 0..<workers {
            let thread = Thread { [self] in
                let signalStack = CrashReport.prepareThread()
                let detached = ownDirectories && ThreadDirectory.detach()
                work(worker: worker, detached: detached || !ownDirectories)
                CrashReport.finishThread(signalStack)
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        if !ownDirectories { _ = ThreadDirectory.change(to: original) }
        return results.enumerated().map { index, result in
            result ?? CaseResult(testCase: cases[index], failures: [.init(kind: .problem, message: "not run")])
        }
    }

    private func work(worker: Int, detached: Bool) {
        while true {
            lock.lock()
            let index = next
            next += 1
            lock.unlock()
            guard index < cases.count else { return }
            let testCase = cases[index]
            let result: CaseResult
            if detached {
                CrashReport.begin(worker: worker, name: testCase.name)
                result = runner.run(testCase, worker: worker)
            } else {
                // The thread could not get a directory of its own: running here would move
                // every other worker's.
                result = CaseResult(
                    testCase: testCase,
                    failures: [
                        .init(
                            kind: .problem,
                            message: "cannot give the worker thread a working directory of its own; run with --jobs 1")
                    ])
            }
            lock.lock()
            results[index] = result
            if detached { CrashReport.end(worker: worker, passed: result.passed) }
            lock.unlock()
        }
    }
}
