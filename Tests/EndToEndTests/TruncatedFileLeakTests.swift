import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Editors often truncate a file to zero length before writing the new text. Each reload that
/// read such a file through Foundation's `String(contentsOfFile:)` leaked about 4 KB, so
/// thousands of saves kept growing the process; the host now reads scripts with open/read
/// (`SourceFile`).
///
/// The reloads run in a `moonchain` process of their own and its resident memory is read from
/// /proc/PID/status: that process does nothing but this test's work, so what Swift Testing
/// runs beside it in the test runner cannot land in the figure (measuring the runner's own
/// memory failed about once in 24 runs, issue 31).
@Suite("Reload: a file truncated before it is rewritten leaks nothing")
struct TruncatedFileLeakTests {
    static let scene = """
        return app { window { name = "w",
          view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },
        } }
        """
    static let full = "return { touchesBegan = function(self) self.n = (self.n or 0) + 1 print('n=' .. self.n) end }\n"

    /// Reads per measured batch: the leaking reader grew the process by ~4 KB a read (8 MB
    /// here); the bound leaves room for the allocator's own fluctuations.
    static let reads = 2000
    static let bound = 2 << 20

    // Under AddressSanitizer freed memory sits in its quarantine, so resident memory is no
    // measure of leaks there; the sanitizer job checks leaks with LeakSanitizer instead.
    @Test(
        "2,000 reloads of a truncated (empty) behaviour file do not grow the reloading process",
        .disabled(
            if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil, "resident memory under ASan's quarantine"))
    func truncatedFileReloads() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        let path = dir.write("mod.lua", Self.full)
        // No --watch: the file is read exactly once per `reload mod` line, never on a save.
        let run = try WatchedRun(in: dir.path, watch: false)
        run.send("0 lua print('loaded')")
        try run.expectStdout("loaded\n")
        // Truncated as an editor does, with open/write (nothing of Foundation's in the writing).
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        try #require(descriptor >= 0)
        close(descriptor)

        // Each batch reads the empty file `count` times (each reload fails: an empty module
        // returns no table, and the old version keeps running), then prints a marker; the
        // marker on standard output means every read of the batch is done.
        var batches = 0
        func reloadTruncated(_ count: Int) throws {
            batches += 1
            run.send(lines: Array(repeating: "0 reload mod", count: count) + ["0 lua print('batch \(batches)')"])
            try run.expectStdout(suffix: "batch \(batches)\n")
        }
        try reloadTruncated(200)  // warm up: the allocator's arenas, Lua's heap, the output buffers
        var growths: [Int] = []
        // A second trial only if the first grew: a leak grows every trial by megabytes.
        for _ in 0..<2 {
            let before = try #require(run.residentBytes)
            try reloadTruncated(Self.reads)
            growths.append(try #require(run.residentBytes) - before)
            if growths.last! < Self.bound { break }
        }
        #expect(
            growths.contains { $0 < Self.bound },
            "the reloading process grew by \(growths) bytes over \(Self.reads) reads of an empty file per trial")
        // Every reload read the file and found it empty.
        try run.waitForStderr(containing: "reload: mod failed", count: 200 + Self.reads * growths.count)

        // Written again, the module loads, and the responder's state survived the failures.
        dir.write("mod.lua", Self.full)
        run.send("0 reload mod", "1 touch 1 began 10 10", "1.1 touch 1 ended 10 10", "2 lua print('end')")
        try run.expectStdout(suffix: "n=1\nend\n")
        try run.finish()
    }
}
