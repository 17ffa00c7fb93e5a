import Foundation
import MoonchainRunLoop

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TestRunner {
    /// `--watch`: watches every file each case read (its own files, even those not there yet,
    /// the scene and the behaviours it loaded) and, when some change, runs again exactly the
    /// cases that read them, printing their failures and their own closing line. Runs until
    /// the process is stopped.
    func watch(_ first: [CaseResult]) {
        guard let watcher = FileWatcher() else {
            write("--watch: file notifications (\(FileWatcher.mechanism)) are unavailable; nothing will run again\n")
            return
        }
        var readers: [String: Set<TestCase>] = [:]
        func note(_ result: CaseResult) {
            for file in result.files {
                let path = FileWatcher.standardized(file)
                if readers[path] == nil { watcher.watch(path) }
                readers[path, default: []].insert(result.testCase)
            }
        }
        first.forEach(note)
        write(
            "watching \(readers.count) files of \(first.count) case\(first.count == 1 ? "" : "s"); edit one to run its cases again\n"
        )
        while true {
            var fds = [pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            var changed = Set(watcher.changedFiles())
            // An editor's save, or a script writing several files, comes as a burst: take it whole.
            usleep(50_000)
            changed.formUnion(watcher.changedFiles())
            let cases = changed.flatMap { readers[$0] ?? [] }
            let unique = Set(cases).sorted { $0.name < $1.name }
            guard !unique.isEmpty else { continue }
            let names = changed.sorted().map {
                CaseDiscovery.displayName($0, current: FileManager.default.currentDirectoryPath)
            }
            write(
                "\nchanged: \(names.joined(separator: ", ")); running \(unique.count) case\(unique.count == 1 ? "" : "s"): \(unique.map(\.name).joined(separator: ", "))\n"
            )
            let start = ContinuousClock.now
            let results = finish(runCases(unique), seconds: Double((ContinuousClock.now - start).components.seconds))
            results.forEach(note)
            let failed = results.filter { !$0.passed }.count
            write("\(results.count - failed) passed, \(failed) failed\n")
        }
    }
}
