import Foundation
import Testing

@testable import MoonchainStudio

/// All script work runs on one thread of its own (with a big stack), never on the caller's.
struct HostThreadTests {
    @Test("work runs on one dedicated thread with a large stack, whoever asks, each piece once")
    func oneDedicatedThread() async {
        let thread = HostThread(stackSize: 32 << 20)
        defer { thread.stop() }
        async let first = thread.run { (UInt(pthread_self()), 1) }
        async let second = thread.run { (UInt(pthread_self()), 2) }
        let results = await [first, second]
        let caller = UInt(pthread_self())
        let third = await Task.detached { await thread.run { UInt(pthread_self()) } }.value
        #expect(results[0].0 == results[1].0 && results[0].0 == third)
        #expect(results[0].0 != caller)
        #expect(Set(results.map(\.1)) == [1, 2])
        #expect(await thread.run { Thread.current.stackSize } == 32 << 20)
    }
}
