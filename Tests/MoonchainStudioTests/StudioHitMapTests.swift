import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The hit map is sampled a slice at a time between inputs: the page never waits on it, an
/// input is not held behind it, a newer request replaces an older one, and what arrives is
/// the map of the scene as it is when it is sent.
struct StudioHitMapTests {
    static let scene = """
        local slow = { pointInside = function(self, p, e)
          local n = 0
          for i = 1, 50 do n = n + i end
          return p.x >= -10 and p.y >= -10 and p.x < self.bounds.width + 10 and p.y < self.bounds.height + 10
        end }
        return app { screen = {400, 400},
          window { name = "w",
            view { name = "pad", frame = {100, 100, 50, 50}, behaviour = slow },
            view { name = "mover", frame = {300, 300, 20, 20}, behaviour = {
              touchesBegan = function(self) self.frame = {0, 300, 20, 20} print("moved") end } },
          },
        }
        """

    /// A session on `scene` in a folder of its own (the caller removes it).
    static func session() throws -> (StudioSession, TempDirectory) {
        let studio = try StudioFixture(files: ["scene.lua": scene])
        return (studio.session, studio.folder)
    }

    /// Ticks until a `hitmap` message comes (at most `limit` ticks); the messages of every tick.
    func tickUntilMap(_ session: StudioSession, limit: Int = 10_000) -> [StudioSession.Outgoing] {
        // Ticks come back to back here: no pause after an input (hitMapQuietTest has one).
        session.hitMaps.pausesAfterInputs(false)
        var all: [StudioSession.Outgoing] = []
        for _ in 0..<limit {
            let out = session.tick()
            all += out
            if out.contains(where: { $0.type == "hitmap" }) { break }
        }
        return all
    }

    @Test("H6: a large map comes in slices from later ticks; an input meanwhile is answered at once and restarts it")
    func slicedAndRestarted() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        let start = StudioClock.monotonicSeconds()
        let first = session.handle(#"{"type":"hitmap","step":2}"#)
        #expect(!first.contains { $0.type == "hitmap" })
        #expect(StudioClock.monotonicSeconds() - start < 1, "one slice, not the whole map")
        #expect(session.hitMaps.sampler.map { $0.progress > 0 && !$0.isDone } == true)

        // An input between slices: played now, and the map starts over on the new state.
        let touched = session.handle(touch(1, "began", 310, 310))
        #expect(consoleTexts(touched) == ["moved"])
        #expect(session.hitMaps.sampler?.progress == 0)

        let rest = tickUntilMap(session)
        let maps = messages(rest).compactMap(\.hitmap)
        #expect(maps.count == 1)
        let map = try #require(maps.first)
        let reference = session.inspector.hitMap(step: 2)
        let legend = (map.legend ?? []).map(\.name)
        #expect(legend == reference.legend.map(\.name))
        #expect(map.cells == reference.cells.map { $0 ?? -1 })
        // The moved view is mapped where it is now.
        let mover = try #require(legend.firstIndex(of: "mover"))
        let cells = map.cells ?? []
        #expect(cells[155 * 200 + 5] == mover)
        #expect(cells[155 * 200 + 155] != mover)
    }

    @Test("H6: a begun map an input throws away is freed by the next tick, not in the input's own time")
    func supersededMapFreedByTick() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        _ = session.handle(#"{"type":"hitmap","step":2}"#)
        weak let begun = session.hitMaps.sampler
        #expect(begun.map { $0.progress > 0 } == true)

        // The input's update goes out before the half-sampled map (2,000 views' worth of
        // nodes and names on a large scene) is freed...
        _ = session.handle(touch(1, "began", 310, 310))
        #expect(begun != nil)
        #expect(session.hitMaps.sampler !== begun)
        // ...and the next tick frees it: a page's inputs do not pile maps up.
        _ = session.tick()
        #expect(begun == nil)
        // A new ask supersedes the same way.
        weak let restarted = session.hitMaps.sampler
        _ = session.handle(#"{"type":"hitmap","step":4}"#)
        #expect(restarted != nil)
        _ = session.tick()
        #expect(restarted == nil)
    }

    @Test("H6: after an input the map waits a moment and for a page to ask again (its frame painted), then samples")
    func hitMapQuietTest() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        _ = session.handle(#"{"type":"hitmap","step":2}"#)
        _ = session.handle(touch(1, "began", 310, 310))
        // Right after the input: the restarted map does not sample yet.
        _ = session.tick()
        #expect(session.hitMaps.sampler?.progress == 0)
        #expect(session.isSamplingHitMap)
        // The quiet time is over (longer than the first: the input threw a begun map away),
        // but no page has asked since the input: still waiting.
        Thread.sleep(forTimeInterval: session.hitMaps.quietTime + 0.02)
        _ = session.tick()
        #expect(session.hitMaps.sampler?.progress == 0)
        // The page painted the input's frame and asks: sampling goes on at once.
        _ = session.handle(#"{"type":"hitmap","step":2}"#)
        #expect((session.hitMaps.sampler?.progress ?? 1) > 0)
    }

    @Test("H6: a page that does not ask again gets the map a while after the input all the same")
    func hitMapWithoutAsking() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        _ = session.handle(#"{"type":"hitmap","step":2}"#)
        _ = session.handle(touch(1, "began", 310, 310))
        _ = session.tick()
        #expect(session.hitMaps.sampler?.progress == 0)
        Thread.sleep(forTimeInterval: HitMapScheduler.askSeconds + 0.02)
        _ = session.tick()
        #expect((session.hitMaps.sampler?.progress ?? 1) > 0)
    }

    @Test("H6: inputs that throw away a begun map lengthen the quiet time, up to a limit; a finished map ends it")
    func quietBacksOff() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        #expect(session.hitMaps.quietTime == HitMapScheduler.quietSeconds)
        var times: [Double] = []
        for _ in 0..<4 {
            // The page's ask after the input's frame: a slice is sampled, then the next input
            // throws it away.
            session.hitMaps.pausesAfterInputs(false)
            _ = session.handle(#"{"type":"hitmap","step":2}"#)
            #expect((session.hitMaps.sampler?.progress ?? 0) > 0)
            session.hitMaps.pausesAfterInputs(true)
            _ = session.handle(touch(1, "began", 310, 310))
            _ = session.handle(touch(1, "ended", 310, 310))
            times.append(session.hitMaps.quietTime)
        }
        #expect(times == [0.1, 0.2, 0.3, 0.3])
        // An input while the map waits (nothing sampled yet) throws nothing away.
        _ = session.handle(touch(2, "began", 10, 10))
        #expect(session.hitMaps.quietTime == HitMapScheduler.longestQuietSeconds)
        let maps = messages(tickUntilMap(session)).compactMap(\.hitmap)
        #expect(maps.count == 1)
        #expect(session.hitMaps.quietTime == HitMapScheduler.quietSeconds)
    }

    @Test("a newer request replaces one under way: one map comes, at the newer step")
    func superseded() throws {
        let (session, folder) = try Self.session()
        defer { folder.remove() }
        _ = session.handle(#"{"type":"hitmap","step":2}"#)
        let second = session.handle(#"{"type":"hitmap","step":8}"#)
        let out = second.contains { $0.type == "hitmap" } ? second : tickUntilMap(session)
        let maps = messages(out).compactMap(\.hitmap)
        #expect(maps.count == 1)
        #expect(maps.first?.step == 8)
        #expect(session.hitMaps.sampler == nil)
    }
}
