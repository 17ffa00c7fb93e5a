import Foundation
import MoonchainHost
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Editors often truncate a file to zero length before writing the new text. Each reload that
/// read such a file through Foundation leaked about 4 KB; thousands of saves kept growing the
/// process. The host now reads scripts without that path.
@Suite("Reload: a file truncated before it is rewritten leaks nothing")
struct TruncatedFileLeakTests {
    /// The process's resident memory in bytes (/proc/self/statm), 0 when unknown.
    static func mallocInUse() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    // Under AddressSanitizer freed memory sits in its quarantine, so resident memory is no
    // measure of leaks there; the sanitizer job checks leaks with LeakSanitizer instead.
    @Test("2,000 reloads of an empty then full behaviour file do not grow the resident memory",
          .disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil, "resident memory under ASan's quarantine"))
    func emptyThenFull() throws {
        let full = "return { touchesBegan = function(self) self.n = (self.n or 0) + 1 print('n=' .. self.n) end }\n"
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 100, 100}, behaviour = "mod" },"#),
                            files: ["mod.lua": full])
        let path = h.directory.path + "/mod.lua"
        // Written with open/write so that only the host's reading is measured.
        func save(_ text: String) {
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_CREAT, 0o644)
            _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        func cycles(_ count: Int) {
            for _ in 0..<count {
                save("")
                _ = h.host.reloadBehaviours(named: "mod")
                save(full)
                _ = h.host.reloadBehaviours(named: "mod")
            }
        }
        cycles(100) // warm up caches and the diagnostics buffer's capacity
        // Other tests run in parallel in this process and allocate too; a leak of ~4 KB per
        // read grows every trial by megabytes, so one trial with small growth proves there is none.
        var growths: [Int] = []
        for _ in 0..<3 {
            h.host.vm.collectGarbage()
            let before = Self.mallocInUse()
            cycles(1000)
            h.host.vm.collectGarbage()
            growths.append(Self.mallocInUse() - before)
            if growths.last! < 2 << 20 { break }
        }
        #expect(growths.contains { $0 < 2 << 20 }, "resident memory grew by \(growths) over 2,000 reloads per trial")
        h.play("0 touch 1 began 10 10")
        #expect(h.lines == ["n=1"])
    }
}
