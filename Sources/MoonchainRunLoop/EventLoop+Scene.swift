import Foundation
import MoonchainHost

extension EventLoop {
    /// Builds the scene again from `path` after it changed (`--watch`), between two events.
    /// A new host loads it (new responders, behaviours loaded afresh, instance state and
    /// timeline `lua` globals reset, `didLoad` run again) on a clock already at the current
    /// time; the old host, with its touches in progress and pending timers, is dropped whole.
    /// A scene that does not load leaves the old one running and says why (file:line).
    /// Returns whether a new scene replaced the old one.
    func rebuildScene(from path: String) -> Bool {
        guard let text = SourceFile.contents(of: path), text != sceneText else { return false }
        sceneText = text
        let old = host
        let start = ContinuousClock.now
        let new = ScriptHost(options: old.options, output: old.output)
        if let trace = old.trace { new.startTracing(trace) }
        new.advanceClock(to: old.application.clock.now)
        do {
            try new.loadScene(path: path)
        } catch {
            if let trace = old.trace { old.startTracing(trace) }
            let milliseconds = Self.milliseconds(since: start)
            let indented = error.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                .joined(separator: "\n")
            old.output.diagnostic("reload: \(path) failed, the old scene keeps running:\n\(indented)")
            old.trace?.sceneReload(file: path, milliseconds: milliseconds, error: error.description)
            old.scriptErrorCount += 1
            old.flushOutput()
            return false
        }
        new.scriptErrorCount += old.scriptErrorCount
        new.authoringWarningCount += old.authoringWarningCount
        let forgotten = player?.replaceHost(with: new) ?? []
        host = new
        watchedModuleCount = -1
        let milliseconds = Self.milliseconds(since: start)
        var notice =
            "reloaded scene \(path) in \(String(format: "%.2f", milliseconds)) ms: a new scene was built; instance state was reset"
        if !forgotten.isEmpty {
            let ids = forgotten.map(String.init).joined(separator: ", ")
            notice +=
                "; touch\(forgotten.count == 1 ? "" : "es") \(ids) in progress on the old scene forgotten (later lines for \(forgotten.count == 1 ? "it" : "them") are ignored)"
        }
        new.output.diagnostic(notice)
        new.trace?.sceneReload(file: path, milliseconds: milliseconds, error: nil)
        return true
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
