import MoonchainExplain
import MoonchainHost

extension StudioSession {
    /// How long one slice of hit-map sampling may hold the host thread when nothing else
    /// waits for it; a slice also ends as soon as other work is queued (`workIsWaiting`), so
    /// an input waits for one step of sampling, not for the rest of the slice.
    static let hitMapSliceSeconds = 0.015

    /// After an input, sampling waits this long (wall time) before it goes on: the input's
    /// messages reach the pages and the browser draws them without a map taking the CPU (on a
    /// 2-core machine the map's sampling doubled the page's slowest frames), and a burst of
    /// inputs, a drag, does not sample a map per move only to restart it.
    static let hitMapQuietSeconds = 0.05

    /// Starts a hit map, superseding one under way, and samples a first slice; the `hitmap`
    /// message comes when it is done (now for a small scene, else from later ticks).
    func requestHitMap(step: Double, have: Int? = nil) -> [Outgoing] {
        sentHitMap.requested(have: have)
        hitMapSampler = HitMapSampler(inspector: inspector, step: step)
        return continueHitMap()
    }

    /// Samples the map under way for one slice; its message when that finishes it.
    func continueHitMap() -> [Outgoing] {
        guard let sampler = hitMapSampler, StudioClock.monotonicSeconds() >= hitMapQuietUntil else { return [] }
        let deadline = StudioClock.monotonicSeconds() + Self.hitMapSliceSeconds
        // Sampling runs scripts' pointInside: keep the why collector out of it.
        let app = host.application
        app.observer = nil
        let waiting = workIsWaiting
        let done = sampler.sample { !waiting() && StudioClock.monotonicSeconds() < deadline }
        app.observer = collector
        guard done else { return [] }
        hitMapSampler = nil
        return [hitMapMessage(sampler.result())]
    }

    /// Whether a hit map is being sampled (the server then ticks without pausing, so the map
    /// comes as fast as sampling allows while inputs still wait at most one slice).
    public var isSamplingHitMap: Bool { hitMapSampler != nil }

    /// The scene changed: a map half sampled would mix two states, so it starts over.
    func restartHitMap() {
        if hitMapQuiet { hitMapQuietUntil = StudioClock.monotonicSeconds() + Self.hitMapQuietSeconds }
        guard let sampler = hitMapSampler else { return }
        hitMapSampler = HitMapSampler(inspector: inspector, step: sampler.step)
    }

    /// The `hitmap` message: which view a new touch reaches all over the screen, sampled by
    /// the same sampler as `moonchain hitmap` (scripts' `pointInside` included), whole or as
    /// the changes from the last map sent (`HitMapDelta`). For every page: a page without the
    /// overlay on ignores it.
    func hitMapMessage(_ map: HitMap) -> Outgoing {
        Outgoing(sentHitMap.message(for: map))
    }
}
