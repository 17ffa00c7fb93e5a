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

    /// After an input, sampling also waits for a page to ask for the map again, which a page
    /// with the overlay on does once it has painted the input's frame: a slow frame (the ones
    /// that make a click's p99) then never shares the two cores with the map. A page that
    /// does not ask (one without the overlay, a script's client) gets the map this long after
    /// the input all the same.
    static let askSeconds = 0.5

    /// The longest quiet time: each input that throws away a map already being sampled doubles
    /// the quiet time up to this, and a map that is finished brings it back to `quietSeconds`.
    /// Clicks that come faster than a large map is sampled (~0.2 s of a core on 2,000 views
    /// with Lua `pointInside`) then do not spend a core on maps that are never sent, beside the
    /// browser drawing them; the map comes once the inputs pause.
    static let longestQuietSeconds = 0.3

    /// The map being sampled, if one was asked for.
    private(set) var sampler: HitMapSampler?
    /// The map the pages were last sent.
    private var sent = HitMapDelta()
    /// A map just superseded (by an input or a new ask), kept until the next tick: freeing a
    /// half-sampled map of 2,000 views (its tree of nodes, its cells' names) took 0.5-17 ms of
    /// the input's own time, before its update was sent (issue 41, `presshost`).
    private var superseded: HitMapSampler?
    /// Whether sampling pauses after each input (`quietSeconds` and longer).
    private var quiet = true
    /// When sampling may go on after the last input, and the quiet time now (it grows while
    /// inputs keep throwing maps away: `longestQuietSeconds`).
    private var quietUntil = 0.0
    private(set) var quietTime = HitMapScheduler.quietSeconds
    /// Whether a page asked for the map since the last input, and when sampling goes on
    /// without one (`askSeconds`).
    private var askedSinceInput = true
    private var askUntil = 0.0

    /// Whether a map is being sampled.
    var isSampling: Bool { sampler != nil }

    /// Whether the map under way waits for a page to ask again after an input (its ask samples
    /// at once, so nothing needs to look for it meanwhile).
    var waitsForAsk: Bool {
        sampler != nil && !askedSinceInput && StudioClock.monotonicSeconds() < askUntil
    }

    /// Starts a map, superseding one under way, for a page that holds the map `have` (nil: none).
    /// A map of the same step that has not begun (restarted by an input, waiting for this ask)
    /// is kept: a page asks again after every input of its own, with its first ask unanswered.
    func request(step: Double, have: Int?, inspector: SceneExplainer) {
        askedSinceInput = true
        sent.requested(have: have)
        if let sampler, sampler.step == step, sampler.progress == 0 { return }
        supersede(with: HitMapSampler(explainer: inspector, step: step))
    }

    /// Puts `fresh` in place of the map under way, which is freed at the next tick
    /// (`releaseSuperseded`), after the messages of the work that superseded it are sent.
    private func supersede(with fresh: HitMapSampler) {
        if let sampler { superseded = sampler }
        sampler = fresh
    }

    /// Frees the map last superseded: from the tick, not from an input's own time.
    func releaseSuperseded() {
        superseded = nil
    }

    /// Samples the map under way for one slice (while `keepGoing` says so); the finished map
    /// when that finishes it. Nothing while the quiet time after an input lasts, nor before a
    /// page asked again (or `askSeconds` passed).
    func sampleSlice(keepGoing: () -> Bool) -> HitMap? {
        guard let sampler else { return nil }
        let now = StudioClock.monotonicSeconds()
        guard now >= quietUntil, askedSinceInput || now >= askUntil else { return nil }
        guard sampler.sample(while: keepGoing) else { return nil }
        self.sampler = nil
        quietTime = Self.quietSeconds
        return sampler.result()
    }

    /// The scene changed: a map half sampled would mix two states, so it starts over (after
    /// the quiet time, longer when it had begun).
    func restart(inspector: SceneExplainer) {
        if quiet {
            let now = StudioClock.monotonicSeconds()
            if let sampler, sampler.progress > 0 { quietTime = min(quietTime * 2, Self.longestQuietSeconds) }
            quietUntil = now + quietTime
            askedSinceInput = false
            askUntil = now + Self.askSeconds
        }
        guard let sampler else { return }
        supersede(with: HitMapSampler(explainer: inspector, step: sampler.step))
    }

    /// The `hitmap` message for `map`: whole, or as the changes from the last one sent.
    func message(for map: HitMap) -> ServerMessage.HitMapMessage {
        sent.message(for: map)
    }

    /// Whether sampling pauses after each input; tests that tick a map to its end without
    /// waiting turn it off.
    func pausesAfterInputs(_ on: Bool) {
        quiet = on
        if !on { (quietUntil, askedSinceInput) = (0, true) }
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

    /// Whether the server should tick back to back for the map: it is being sampled and does
    /// not wait for a page's ask (ticks every millisecond meanwhile took CPU from the browser
    /// drawing the input's frame).
    public var samplesHitMapSoon: Bool { hitMaps.isSampling && !hitMaps.waitsForAsk }

    /// The scene changed: a map half sampled would mix two states, so it starts over.
    func restartHitMap() {
        hitMaps.restart(inspector: inspector)
    }
}
