import Foundation
import MoonchainExplain
import MoonchainHost
import MoonchainRunLoop

/// Reload and rebuild: between two events, changed behaviour files reload in place, and a
/// changed scene file builds the scene (and the recording) anew.
extension StudioSession {
    /// Reloads changed behaviour files and rebuilds the scene when its file changed, between
    /// two events; says so in the console.
    func applyFileChanges() -> [Outgoing] {
        guard let watcher else { return [] }
        let changed = watcher.changedFiles()
        guard !changed.isEmpty else { return [] }
        if changed.contains(scenePath) || !sceneLoaded {
            rebuild(reason: "\(URL(fileURLWithPath: scenePath).lastPathComponent) changed")
        } else {
            // The host says what each reload did (a notice, or the error): once, in the console.
            reloadedSinceReset.formUnion(changed)
            for report in host.reloadBehaviours(atPaths: changed) {
                setProblem(report.error, for: report.file)
            }
            watchNewModules()
        }
        return flush(scene: true, onlyToSender: false)
    }

    /// Builds the scene again from its file: a new host, a new recording, the clock at 0.
    /// A scene that does not load keeps the old one running.
    @discardableResult
    func rebuild(reason: String) -> Bool {
        let fresh: (SceneInspector, SessionOutput)
        do {
            fresh = try StudioSession.build(scenePath: scenePath, options: options)
        } catch {
            output.marker(sceneLoaded ? "rebuild (\(reason)) failed: the scene keeps running as it was"
                                      : "\(URL(fileURLWithPath: scenePath).lastPathComponent) still does not load (\(reason))")
            output.diagnostic("error: \(error.description)")
            setProblem(error.description, for: scenePath)
            return false
        }
        // Every file loaded afresh: nothing old is left running.
        clearProblems()
        sceneLoaded = true
        restartHitMap()
        // What the old host wrote comes first, then the new host's load-time prints.
        let earlier = output.take()
        fresh.1.continueHistory(of: output)
        output = fresh.1
        output.prepend(earlier + [ConsoleEntry(kind: .marker, text: "rebuild (\(reason)): the scene starts again from its file; the recording restarts")])
        inspector = fresh.0
        player = TimelinePlayer(host: inspector.host, fileName: "studio")
        attach()
        recording.removeAll()
        generation += 1
        reloadedSinceReset.removeAll()
        // The old host's fingers are gone with it; the new recording numbers touches from 1.
        heldTouches.removeAll()
        nextTouchID = 1
        unsentRecorded.removeAll()
        recordingRestarted = true
        lastTouchTime = -1
        lastAdvance = 0
        clock.restart()
        watchedModules = -1
        watchNewModules()
        return true
    }
}
