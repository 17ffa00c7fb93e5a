import MoonchainExplain
import MoonchainHost

/// The hit map a page asked for, sampled a slice at a time between inputs, and the last map
/// sent (the next goes as its changes: `HitMapDelta`).
///
/// A slice holds the host thread at most `sliceSeconds`, and less when other work waits for it
/// (`workIsWaiting`), so an input waits for one step of sampling, not for the rest of the map.
final class HitMapScheduler {
    /// How long one slice of sampling may hold the host thread when nothing else waits for it.
    static let sliceSeconds = 0.015

    /// After an input, sampling waits this long (wall time) before it goes on: the input's
    /// messages reach the pages and the browser draws them without a map taking the CPU (on a
    /// 2-core machine the map's sampling doubled the page's slowest frames), and a burst of
    /// inputs, a drag, does not sample a map per move only to restart it.
    static let quietSeconds = 0.05

    /// The map being sampled, if one was asked for.
    private(set) var sampler: HitMapSampler?
    /// The map the pages were last sent.
    private var sent = HitMapDelta()
    /// Whether sampling pauses after each input (`quietSeconds`).
    private var quiet = true
    /// When sampling may go on after the last input.
    private var quietUntil = 0.0

    /// Whether a map is being sampled.
    var isSampling: Bool { sampler != nil }

    /// Starts a map, superseding one under way, for a page that holds the map `have` (nil: none).
    func request(step: Double, have: Int?, inspector: SceneExplainer) {
        sent.requested(have: have)
        sampler = HitMapSampler(explainer: inspector, step: step)
    }

    /// Samples the map under way for one slice (while `keepGoing` says so); the finished map
    /// when that finishes it. Nothing while the quiet time after an input lasts.
    func sampleSlice(keepGoing: () -> Bool) -> HitMap? {
        guard let sampler, StudioClock.monotonicSeconds() >= quietUntil else { return nil }
        guard sampler.sample(while: keepGoing) else { return nil }
        self.sampler = nil
        return sampler.result()
    }

    /// The scene changed: a map half sampled would mix two states, so it starts over (after
    /// the quiet time).
    func restart(inspector: SceneExplainer) {
        if quiet { quietUntil = StudioClock.monotonicSeconds() + Self.quietSeconds }
        guard let sampler else { return }
        self.sampler = HitMapSampler(explainer: inspector, step: sampler.step)
    }

    /// The `hitmap` message for `map`: whole, or as the changes from the last one sent.
    func message(for map: HitMap) -> ServerMessage.HitMapMessage {
        sent.message(for: map)
    }

    /// Whether sampling pauses after each input; tests that tick a map to its end without
    /// waiting turn it off.
    func pausesAfterInputs(_ on: Bool) {
        quiet = on
        if !on { quietUntil = 0 }
    }
}

extension StudioSession {
    /// Starts a hit map, superseding one under way, and samples a first slice; the `hitmap`
    /// message comes when it is done (now for a small scene, else from later ticks).
    func requestHitMap(step: Double, have: Int? = nil) -> [Outgoing] {
        hitMaps.request(step: step, have: have, inspector: inspector)
        return continueHitMap()
    }

    /// Samples the map under way for one slice; its message when that finishes it. The
    /// `hitmap` message says which view a new touch reaches all over the screen, sampled by the
    /// same sampler as `moonchain hitmap` (scripts' `pointInside` included). For every page: a
    /// page without the overlay on ignores it.
    func continueHitMap() -> [Outgoing] {
        guard hitMaps.isSampling else { return [] }
        let deadline = StudioClock.monotonicSeconds() + HitMapScheduler.sliceSeconds
        // Sampling runs scripts' pointInside: keep the why collector out of it.
        let app = host.application
        app.observer = nil
        let waiting = workIsWaiting
        let map = hitMaps.sampleSlice { !waiting() && StudioClock.monotonicSeconds() < deadline }
        app.observer = collector
        guard let map else { return [] }
        return [Outgoing(.hitmap(hitMaps.message(for: map)))]
    }

    /// Whether a hit map is being sampled (the server then ticks without pausing, so the map
    /// comes as fast as sampling allows while inputs still wait at most one slice).
    public var isSamplingHitMap: Bool { hitMaps.isSampling }

    /// The scene changed: a map half sampled would mix two states, so it starts over.
    func restartHitMap() {
        hitMaps.restart(inspector: inspector)
    }
}
