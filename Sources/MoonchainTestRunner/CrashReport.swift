#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the runner says if the host crashes the process while cases run in it: the cases in
/// flight are named as failed, with the signal, and the closing line still counts them, so a
/// crash is never a silent death. Kept in fixed C memory the signal handler reads without
/// allocating (only `write` is called there).
enum CrashReport {
    /// The case each worker is running (a C string, or nil), by worker index.
    nonisolated(unsafe) private static var inFlight = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
        capacity: 0)
    nonisolated(unsafe) private static var workerCount = 0
    /// Cases finished so far, passed and failed (read by the handler; a count one off is fine).
    nonisolated(unsafe) static var passed = 0
    nonisolated(unsafe) static var failed = 0

    /// Installs the handlers for `workers` workers (call before they start).
    static func install(workers: Int) {
        inFlight = .allocate(capacity: workers)
        inFlight.initialize(repeating: nil, count: workers)
        workerCount = workers
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = handle
            #else
                action.__sigaction_u.__sa_handler = handle
            #endif
            action.sa_flags = Int32(bitPattern: UInt32(bitPattern: Int32(SA_ONSTACK)) | UInt32(SA_RESETHAND))
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// Gives the calling thread a stack for the handler, so a stack overflow is reported too;
    /// returns it for ``finishThread(_:)``, or nil when the thread already has one.
    ///
    /// A thread that already has an alternate stack keeps it: AddressSanitizer gives every
    /// thread its own and unmaps it when the thread ends, so a stack of ours put in its place
    /// would be unmapped by the sanitizer as if it were its own (munmap fails, and the
    /// sanitizer reports it).
    static func prepareThread() -> UnsafeMutableRawPointer? {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return nil }
        let size = 1 << 16
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = size
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            memory.deallocate()
            return nil
        }
        return memory
    }

    /// Takes back the stack ``prepareThread()`` gave the calling thread, before the thread ends.
    static func finishThread(_ memory: UnsafeMutableRawPointer?) {
        guard let memory else { return }
        var stack = stack_t()
        stack.ss_flags = Int32(SS_DISABLE)
        sigaltstack(&stack, nil)
        memory.deallocate()
    }

    static func begin(worker: Int, name: String) {
        guard worker < workerCount else { return }
        inFlight[worker] = strdup(name)
    }

    static func end(worker: Int, passed didPass: Bool) {
        guard worker < workerCount else { return }
        let name = inFlight[worker]
        inFlight[worker] = nil
        free(name)
        if didPass { passed += 1 } else { failed += 1 }
    }

    private static let handle: @convention(c) (Int32) -> Void = { number in
        var running = 0
        for worker in 0..<CrashReport.workerCount where CrashReport.inFlight[worker] != nil { running += 1 }
        for worker in 0..<CrashReport.workerCount {
            guard let name = CrashReport.inFlight[worker] else { continue }
            say("FAIL ")
            _ = write(1, name, strlen(name))
            say(": the host crashed (signal ")
            sayNumber(Int(number))
            say(
                running > 1
                    ? ") while running this case or another one beside it; run it alone to know which\n"
                    : ") while running this case; the cases after it did not run\n")
        }
        sayNumber(CrashReport.passed)
        say(" passed, ")
        sayNumber(CrashReport.failed + max(running, 1))
        say(" failed\n")
        _exit(1)
    }

    private static func say(_ text: StaticString) {
        _ = write(1, text.utf8Start, text.utf8CodeUnitCount)
    }

    private static func sayNumber(_ value: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var remaining = max(value, 0)
            var position = buffer.count
            repeat {
                position -= 1
                buffer[position] = UInt8(48 + remaining % 10)
                remaining /= 10
            } while remaining > 0 && position > 0
            _ = write(1, buffer.baseAddress.map { $0 + position }, buffer.count - position)
        }
    }
}
