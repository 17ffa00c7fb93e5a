import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// A slice of hit map gives way as soon as other work waits for the host thread, so an input
/// waits for one step of sampling, not for the rest of a 15 ms slice.
struct HitMapYieldTests {
    @Test("H6: a hit-map slice stops after the step during which work began to wait")
    func sliceYieldsToWaitingWork() throws {
        let studio = try StudioFixture(prefix: "studio-yield-", files: ["scene.lua": StudioHitMapTests.scene])
        defer { studio.remove() }
        let session = studio.session
        // Work waits from the start: each slice does one step and gives way.
        var asked = 0
        session.workIsWaiting = {
            asked += 1
            return true
        }
        #expect(!session.handle(#"{"type":"hitmap","step":2}"#).contains { $0.type == "hitmap" })
        #expect(session.hitMaps.sampler?.progress == 1)
        #expect(asked == 1)
        _ = session.tick()
        #expect(session.hitMaps.sampler?.progress == 2)

        // Work begins to wait after three more steps: the slice ends right there.
        asked = 0
        session.workIsWaiting = {
            asked += 1
            return asked > 3
        }
        _ = session.tick()
        #expect(session.hitMaps.sampler?.progress == 6)

        // Nothing waits: slices run on to the end of the map, which is the real hit test's.
        session.workIsWaiting = { false }
        var map: ServerMessage.HitMapMessage?
        for _ in 0..<10_000 where map == nil {
            map = messages(session.tick()).compactMap(\.hitmap).first
        }
        let reference = session.inspector.hitMap(step: 2)
        #expect(map?.cells == reference.cells.map { $0 ?? -1 })
    }

    @Test("the host thread says work is waiting exactly while a piece is queued behind the running one")
    func hostThreadReportsWaitingWork() async {
        let thread = HostThread(stackSize: 1 << 20)
        defer { thread.stop() }
        #expect(!thread.hasWaitingWork)
        let running = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        thread.enqueue {
            running.signal()
            release.wait()
        }
        running.wait()
        // The running piece is not counted.
        #expect(!thread.hasWaitingWork)
        async let queued: Bool = thread.run { true }
        var waited = 0
        while !thread.hasWaitingWork && waited < 5_000 {
            try? await Task.sleep(for: .milliseconds(1))
            waited += 1
        }
        #expect(thread.hasWaitingWork)
        release.signal()
        #expect(await queued)
        #expect(!thread.hasWaitingWork)
    }
}
