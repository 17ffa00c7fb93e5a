import MoonchainFormats
import MoonchainHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drives a host from its inputs: timeline lines as they arrive, and (with `--watch`) file
/// changes, applied between two events and never inside one.
public final class EventLoop {
    /// The host running the scene now: a new one after the scene file changed (`--watch`).
    public internal(set) var host: ScriptHost
    let player: TimelinePlayer?
    let source: LineSource?
    /// A timeline read and checked whole (`--events FILE`): played instead of `source`.
    let timeline: TimelineFile?
    let watcher: FileWatcher?
    /// The scene file, rebuilt when it changes under `--watch`.
    let scenePath: String?
    /// The scene text last built or tried, so a save that changes nothing rebuilds nothing.
    var sceneText: String?
    /// Whether input may pause (standard input): touch lines waiting for their event to
    /// close are then sent after a short pause, so a person typing sees the result.
    let interactive: Bool
    /// How long a pending touch event waits for more lines of the same time, in milliseconds.
    public var idleFlushMilliseconds: Int32 = 20

    /// A loop over `host`: `timeline` (a file read whole) is played if given, else lines from
    /// `source` as they arrive; `watcher` (with `scene`, the scene file) brings file changes;
    /// `interactive` sends touches waiting for their event after a short pause in the input.
    public init(
        host: ScriptHost, player: TimelinePlayer?, source: LineSource?, timeline: TimelineFile? = nil,
        scene scenePath: String? = nil, watcher: FileWatcher?, interactive: Bool
    ) {
        self.host = host
        self.player = player
        self.source = source
        self.timeline = timeline
        self.scenePath = scenePath
        sceneText = scenePath.flatMap { SourceFile.contents(of: $0) }
        self.watcher = watcher
        self.interactive = interactive
    }

    /// Runs until the timeline ends (or, with no timeline, until the process is stopped).
    public func run() {
        if let timeline, let player {
            play(timeline, with: player)
            return
        }
        while true {
            if let source, source.isAtEnd { break }
            if source == nil && watcher == nil { break }
            var fds: [pollfd] = []
            if let source { fds.append(pollfd(fd: source.descriptor, events: Int16(POLLIN), revents: 0)) }
            if let watcher { fds.append(pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)) }
            let waiting = interactive && (player?.hasPendingTouches ?? false)
            let timeout: Int32 = waiting ? idleFlushMilliseconds : -1
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                player?.sendPendingTouches()
                continue
            }
            for fd in fds where fd.revents != 0 {
                if let watcher, fd.fd == watcher.descriptor {
                    applyChanges(watcher.changedFiles())
                } else if let source, let player, fd.fd == source.descriptor {
                    for (number, text) in source.readLines() {
                        player.play(text, number: number)
                        // A file changed while lines were read: apply it before the next event.
                        if let watcher, !player.hasPendingTouches { applyChanges(watcher.changedFiles()) }
                    }
                }
            }
            watchNewModules()
        }
        player?.finish()
    }

    /// Plays a timeline read whole, applying file changes between two events.
    private func play(_ timeline: TimelineFile, with player: TimelinePlayer) {
        for (line, text) in timeline.lines {
            player.play(line, text: text)
            if let watcher, !player.hasPendingTouches { applyChanges(watcher.changedFiles()) }
            watchNewModules()
        }
        player.finish()
    }

    /// Applies file changes: between two events, never inside one.
    private func applyChanges(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        // Touches waiting for their event belong before the change.
        player?.sendPendingTouches()
        // A new scene loads every behaviour afresh: the behaviour changes come with it.
        if let scenePath, paths.contains(FileWatcher.standardized(scenePath)), rebuildScene(from: scenePath) {
            host.flushOutput()
            watchNewModules()
            return
        }
        host.reloadBehaviours(atPaths: paths)
        host.flushOutput()
        watchNewModules()
    }

    var watchedModuleCount = -1

    /// Watches modules loaded since the last look (a reload that now extends a new module,
    /// a `require` in a method or a timeline `reload`).
    func watchNewModules() {
        guard let watcher, host.behaviourModuleCount != watchedModuleCount else { return }
        host.watchNewModules(with: watcher)
        watchedModuleCount = host.behaviourModuleCount
    }
}
