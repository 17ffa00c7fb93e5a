import Foundation
import MoonchainExplain
import MoonchainFormats
import MoonchainHost
import MoonchainRunLoop
import ResponderKit

/// One live scene: the host `moonchain run` uses, driven by messages instead of a file.
///
/// Every input becomes a timeline line, parsed by `TimelineParser` and applied by
/// `TimelinePlayer` (the one event path), and is kept: the lines since the last reset are the
/// recording that "Save timeline" writes. Confined to one thread (the studio's `HostThread`):
/// build it and call it from that thread only.
public final class StudioSession {
    /// A message for the page: to every connected page, or only to the one that asked.
    public struct Outgoing: Sendable, Equatable {
        public var text: String
        public var onlyToSender: Bool

        /// `message`, written as its JSON text.
        public init(_ message: ServerMessage, onlyToSender: Bool = false) {
            text = message.text
            self.onlyToSender = onlyToSender
        }

        /// A message already written as JSON text (`update` and `past`: see `ServerMessage`).
        init(text: String, onlyToSender: Bool = false) {
            self.text = text
            self.onlyToSender = onlyToSender
        }

        /// The message read back as its typed value (for tests and tools); nil if it is not one.
        public var message: ServerMessage? { try? ServerMessage.decode(text) }

        /// The message's `type` field (for tests and logs).
        public var type: String? {
            struct Envelope: Decodable { var type: String }
            return try? JSONDecoder().decode(Envelope.self, from: Data(text.utf8)).type
        }
    }

    /// The scene file, as an absolute path.
    public private(set) var scenePath: String
    let options: HostOptions
    private(set) var output: SessionOutput
    let collector = TraceCollector()
    private(set) var inspector: SceneExplainer
    private(set) var player: TimelinePlayer
    /// The session's virtual time.
    let clock: SessionTime
    /// The timeline lines applied since the last reset, and what the pages were not told yet.
    let recorded = StudioRecording()
    /// The timeline lines applied since the last reset, in order.
    public var recording: [String] { recorded.lines }
    private(set) var watcher: FileWatcher?
    private var watchedModules = -1
    /// Whether the scene file has loaded (see `starting`): until it does, any watched file's
    /// change tries again.
    public private(set) var sceneLoaded = true
    /// The scene as the pages were last sent it (updates are deltas from it).
    private var sentScene = SceneSnapshot()
    /// The hit map being sampled a slice at a time, and the last one sent.
    let hitMaps = HitMapScheduler()
    /// Whether other work waits for the session's thread (a slice of hit map then gives way).
    public var workIsWaiting: () -> Bool = { false }
    /// The pages' fingers that are down, on the session's touch ids.
    let touchIDs = TouchIDMap()
    /// Files whose newest version did not load (the page's "old code running" banner).
    let problems = ProblemList()
    /// Whether the timeline format takes `type=pencil` on touch lines (the `touch` work).
    let pencilTouches: Bool
    /// Replays the recording to an earlier event for the scrubber (set by the server).
    public var timeTravel: TimeTravel?
    /// How many times the host was rebuilt (time travel drops replays of an older one).
    var generation: Int { recorded.generation }
    /// The pages showing the past, by connection, with the event each shows (`scrub` until
    /// `hello` or a resume): an input from one of them is refused (see `refusalFromPast`).
    let pastPages = PastPages()
    // Drawn text (issue 42 item 4).
    /// Each view's text for the `update` message, read once per host.
    let viewTexts = ViewTexts()
    /// Where the page's `file:line` links go (`--editor-url`; sent in `welcome`).
    public var editorURL = EditorURLTemplate.standard

    /// The host now running the scene.
    public var host: ScriptHost { inspector.host }

    /// The lines printed since the last reset (what `moonchain run` on the recording prints).
    public var printedSinceReset: [String] { output.printedSinceReset }

    /// Loads the scene; throws its error when it does not load.
    public convenience init(
        scenePath: String, options: HostOptions = HostOptions(),
        wallClock: @escaping () -> Double = StudioClock.monotonicSeconds
    ) throws(SceneError) {
        let path = URL(fileURLWithPath: scenePath).standardizedFileURL.path
        self.init(
            scenePath: path, options: options, wallClock: wallClock,
            built: try StudioSession.build(scenePath: path, options: options))
    }

    /// A session on the scene even when it does not load: then the screen is empty, the
    /// error is in the console and the banner, and the scene loads as soon as its file (or a
    /// Lua file beside it) changes and loads. Also gives the error, for the command to say.
    public static func starting(
        scenePath: String, options: HostOptions = HostOptions(),
        wallClock: @escaping () -> Double = StudioClock.monotonicSeconds
    ) -> (StudioSession, SceneError?) {
        let path = URL(fileURLWithPath: scenePath).standardizedFileURL.path
        do throws(SceneError) {
            return (try StudioSession(scenePath: path, options: options, wallClock: wallClock), nil)
        } catch {
            let output = SessionOutput()
            let empty = SceneExplainer(options: options, output: output, printsAsDiagnostics: false)
            let session = StudioSession(scenePath: path, options: options, wallClock: wallClock, built: (empty, output))
            session.sceneLoaded = false
            output.marker(
                "\(URL(fileURLWithPath: path).lastPathComponent) did not load: the studio waits for it to be fixed")
            output.diagnostic("error: \(error.description)")
            session.problems.set(error.description, for: path)
            // What it needs may be any Lua file beside it (a behaviour with a syntax error).
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            where name.hasSuffix(".lua") {
                session.watcher?.watch(folder.appendingPathComponent(name).path)
            }
            return (session, error)
        }
    }

    private init(
        scenePath: String, options: HostOptions, wallClock: @escaping () -> Double,
        built: (SceneExplainer, SessionOutput)
    ) {
        self.scenePath = scenePath
        self.options = options
        clock = SessionTime(wall: wallClock)
        pencilTouches = (try? TimelineParser.parse("0 touch 1 began 0 0 type=pencil", number: 1)) != nil
        inspector = built.0
        output = built.1
        player = TimelinePlayer(host: built.0.host, fileName: "studio")
        attach()
        watcher = FileWatcher()
        watcher?.watch(self.scenePath)
        watchNewModules()
    }

    static func build(scenePath: String, options: HostOptions) throws(SceneError) -> (SceneExplainer, SessionOutput) {
        let output = SessionOutput()
        let inspector = SceneExplainer(options: options, output: output, printsAsDiagnostics: false)
        try inspector.loadScene(path: scenePath)
        return (inspector, output)
    }

    /// Points the why collector at the current host.
    func attach() {
        let host = inspector.host
        host.application.observer = collector
        // The why panel names a handler by its file's name and line: Lua shortens long paths
        // from the left ("...dio/close_button.lua:5"), which reads worse than the bare name.
        collector.handlerLocation = { [unowned host] method, responder in
            guard let location = host.handlerLocation(of: method, on: responder) else { return nil }
            return location.split(separator: "/").last.map(String.init) ?? location
        }
        // The page links the bare name to the file itself (StudioSession+Links.swift).
        collector.handlerPath = { [unowned host] method, responder in
            host.handlerFile(of: method, on: responder).flatMap(StudioSession.absolutePath(ofLoadedFile:))
        }
    }

    func watchNewModules() {
        guard let watcher, host.behaviourModuleCount != watchedModules else { return }
        host.watchNewModules(with: watcher)
        watchedModules = host.behaviourModuleCount
    }

    // MARK: - Messages

    /// Everything a page needs when it connects: the recording, the clock, the scene.
    public func welcome() -> [Outgoing] {
        let welcome = ServerMessage.welcome(
            .init(
                scene: scenePath, sceneName: URL(fileURLWithPath: scenePath).lastPathComponent, recording: recording,
                printed: output.printedSinceReset, paused: clock.paused, pencilTouches: pencilTouches,
                editorURL: editorURL.template, remoteCommands: StudioSession.remoteCommands,
                pressTypes: PressType.allCases.map(\.rawValue)))
        // The console as it was (load-time prints included), for this page only; what is
        // new goes to every page after it.
        let history = Outgoing(
            .console(.init(history: true, entries: output.history.map { consoleLine($0) })),
            onlyToSender: true)
        return [Outgoing(welcome, onlyToSender: true), history] + problemsMessage(onlyToSender: true)
            + flush(scene: false, onlyToSender: false) + fullSceneState()
    }

    static let remoteCommands = [
        "play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack",
        "beginSeekingBackward", "endSeekingBackward", "beginSeekingForward", "endSeekingForward",
    ]

    /// Handles one message from a page and returns what to send back. `connection` tells
    /// the pages apart (their touch ids are mapped to the session's own).
    public func handle(_ text: String, from connection: Int = 0) -> [Outgoing] {
        let message: ClientMessage
        do {
            message = try ClientMessage.parse(text)
        } catch {
            return [errorReply(error.message)]
        }
        return handle(message, from: connection)
    }

    /// Handles one parsed message.
    public func handle(_ message: ClientMessage, from connection: Int = 0) -> [Outgoing] {
        if let refusal = refusalFromPast(message, from: connection) { return [refusal] }
        var out = applyFileChanges()
        switch message {
        case .hello:
            markLive(connection)
            return out + welcome()
        case .touches(let points):
            switch handleTouches(points, from: connection) {
            case .success(let why): out += why
            case .failure(let error): return out + [errorReply(error.message)]
            }
        case .shake:
            let time = inputTime(touch: false)
            for phase in ["began", "ended"] {
                if let error = apply("\(format(time)) motion shake \(phase)") { return out + [errorReply(error)] }
            }
        case .remote(let command):
            if let error = apply("\(format(inputTime(touch: false))) remote \(command)") {
                return out + [errorReply(error)]
            }
        case .press(let type, let phase, let characters):
            let chars = characters.isEmpty ? "" : " " + PressCharacters.encode(characters)
            if let error = apply("\(format(inputTime(touch: false))) press \(type) \(phase)\(chars)") {
                return out + [errorReply(error)]
            }
        case .action(let name):
            if let error = apply("\(format(inputTime(touch: false))) action \(name)") {
                return out + [errorReply(error)]
            }
        case .lua(let code):
            let before = output.pending.count
            if let error = apply("\(format(inputTime(touch: false))) lua \(code)") { return out + [errorReply(error)] }
            if let failure = unrecordIfRaised(since: before, code: code) { out.append(errorReply(failure)) }
        case .pause:
            advanceToNow()
            clock.pause()
        case .resume:
            clock.resume()
        case .step(let seconds):
            guard clock.paused else {
                return out + [errorReply("step: pause the clock first (a live clock moves by itself)")]
            }
            clock.step(seconds)
            advanceToNow()
        case .reset:
            rebuild(reason: "reset")
        case .hitmap(let step, let have):
            return out + requestHitMap(step: step, have: have)
        case .explain(let x, let y):
            return out + [explainMessage(at: Point(x: x, y: y), touch: nil, onlyToSender: true)]
        case .hover(let x, let y, let sequence):
            return out + [hoverMessage(x: x, y: y, sequence: sequence)]
        case .saveTimeline(let name):
            return out + [saveTimeline(name: name)]
        case .saveTest(let name, let snapshot, let trace):
            return out + [saveTest(name: name, snapshot: snapshot, withTrace: trace)]
        case .importDump(let name, let text):
            return out + importDump(name: name, text: text)
        case .scrub(let event, let request):
            return out + requestPast(event: event, request: request, connection: connection)
        case .resumeFrom(let event): return out + resume(fromEvent: event)
        case .inspect(let view):
            return out + [inspectMessage(of: view)]
        case .edit(let view, let field, let value):
            out += applyEdit(view: view, field: field, value: value)
        case .whyNot(let view, let x, let y):
            return out + [whyNotMessage(view: view, x: x, y: y)]
        // v3: the hardware keyboard and typed text, recorded as timeline lines (K1, X7).
        case .key(let down, let key, let modifiers):
            let mods = modifiers.isEmpty ? "" : " " + modifiers.joined(separator: ",")
            let line = "\(format(inputTime(touch: false))) key \(down ? "down" : "up") \(key)\(mods)"
            if let error = apply(line) { return out + [errorReply(error)] }
        case .text(let text):
            if let error = apply("\(format(inputTime(touch: false))) text \(text)") { return out + [errorReply(error)] }
        }
        watchNewModules()
        restartHitMap()
        // The scene first: a page redraws before it reads the why of what it drew.
        return [sceneState()] + out + flush(scene: false, onlyToSender: false)
    }

    /// Moves the clock to wall time (firing due timers) and applies file changes; returns
    /// messages only when something happened. Called a few times a second while live.
    public func tick() -> [Outgoing] {
        hitMaps.releaseSuperseded()
        var out = applyFileChanges()
        // A timer that fires may change the scene without a trace record or a print (a scroll
        // view's deceleration frame only moves its offset): the page is sent that frame too.
        let firedTimers = !clock.paused && advanceToNow()
        out += continueHitMap()
        // A navigation's transition and a swiped row's opening or closing animate without
        // timers firing (the row's end is one timer): their frames are sent too.
        let happened =
            firedTimers || sentScene.navigation.isAnimating || sentScene.swipeAnimating || !out.isEmpty
            || !collector.records.isEmpty || !output.pending.isEmpty || recorded.hasUnsent
        guard happened else { return [] }
        out += flush(scene: true, onlyToSender: false)
        return out
    }

    /// The console entries, trace records and (when `scene`) the scene state, as messages.
    func flush(scene: Bool, onlyToSender: Bool) -> [Outgoing] {
        var out: [Outgoing] = []
        if let lines = recorded.takeUnsent() {
            out.append(Outgoing(.recorded(lines)))
        }
        let records = collector.take()
        if !records.isEmpty {
            out.append(Outgoing(.trace(.init(records: records))))
        }
        let entries = output.take()
        if !entries.isEmpty {
            out.append(Outgoing(.console(.init(entries: entries.map { consoleLine($0) }))))
        }
        if problems.takeChanged() {
            out += problemsMessage(onlyToSender: false)
        }
        if scene {
            var state = sceneState()
            state.onlyToSender = onlyToSender
            out.append(state)
        }
        return out
    }

    // MARK: - The scene as sent

    // Here because the scene last sent (`sentScene`) is the base of every delta: only these two
    // move it.

    /// The `update` message for every page: the clock and what changed in the scene since
    /// the pages were last sent it — `changed`: `[[window, view, {view}], ...]` by position —
    /// or, when windows or the tree's shape changed, the whole scene (`windows`, `full`).
    func sceneState() -> Outgoing {
        let before = sentScene
        let now = sceneSnapshot(reusing: before)
        sentScene = now
        guard now.headers == before.headers, now.sameShape(as: before) else { return updateMessage(now, full: true) }
        var changed: [String] = []
        for (w, views) in now.views.enumerated() {
            for (v, view) in views.enumerated() where view != before.views[w][v] {
                changed.append("[" + String(w) + "," + String(v) + "," + view + "]")
            }
        }
        return updateMessage(now, full: false, changed: changed)
    }

    /// The whole scene as an `update` for the page that asked (a page that connects): the
    /// others are brought to the same state first, so all share one base for the next delta.
    func fullSceneState() -> [Outgoing] {
        var out: [Outgoing] = []
        let now = sceneSnapshot(reusing: sentScene)
        if now != sentScene { out.append(sceneState()) }
        out.append(updateMessage(sentScene, full: true, onlyToSender: true))
        return out
    }

    // MARK: - Inputs

    /// Plays one touch event; the `why` messages of its new touches, or why it was refused.
    func touches(_ points: [ClientMessage.TouchPoint]) -> Result<[Outgoing], ClientMessage.Invalid> {
        var out: [Outgoing] = []
        let time = inputTime(touch: true)
        var lines: [String] = []
        for point in points {
            // The seam for pen input: `type=pencil` once the timeline format has touch fields.
            let pencil = point.type == "pencil" && pencilTouches ? " type=pencil" : ""
            lines.append(
                "\(format(time)) touch \(point.id) \(point.phase) \(format(point.x)) \(format(point.y))\(pencil)")
        }
        // Parse them all first: a bad one refuses the whole event (nothing half applied).
        for (offset, line) in lines.enumerated() {
            do {
                _ = try TimelineParser.parse(Substring(line), number: recording.count + 1 + offset)
            } catch {
                return .failure(ClientMessage.Invalid(message: error.message))
            }
        }
        // The why entries come from the began touches' own hit tests (StudioSession+Why).
        out += playTouchEvent(explain: points.contains { $0.phase == "began" }, time: time, onlyToSender: false) {
            for line in lines { _ = apply(line, sendTouches: false) }
            player.sendPendingTouches()
        }
        clock.touchPlayed(at: time)
        return .success(out)
    }

    /// Parses, records and plays one timeline line; the parse error's message when it is not
    /// a valid line (then nothing is recorded).
    @discardableResult
    func apply(_ text: String, sendTouches: Bool = true) -> String? {
        let line: TimelineLine
        do {
            guard let parsed = try TimelineParser.parse(Substring(text), number: recording.count + 1) else {
                return nil
            }
            line = parsed
        } catch {
            return error.message
        }
        recorded.append(text)
        output.marker(text)
        player.play(line, text: Substring(text))
        if sendTouches { player.sendPendingTouches() }
        clock.linePlayed(at: line.time)
        return nil
    }

    /// The time of an input now: the clock's, never before the last one, and a touch event
    /// later than the previous touch event.
    func inputTime(touch: Bool) -> Double {
        clock.inputTime(touch: touch)
    }

    /// Moves the host's clock to the session's; whether a timer was due on the way.
    @discardableResult
    private func advanceToNow() -> Bool {
        guard let now = clock.advanceToNow() else { return false }
        let due = host.application.clock.nextDueTime.map { $0 <= now } ?? false
        host.advanceClock(to: now)
        return due
    }

    // MARK: - Reload and rebuild

    // Between two events, changed behaviour files reload in place, and a changed scene file
    // builds the scene (and the recording) anew. Here because a rebuild replaces the host, its
    // output and player, which only this file sets.

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
            recorded.noteReloaded(changed)
            for report in host.reloadBehaviours(atPaths: changed) {
                problems.set(report.error, for: report.file)
            }
            watchNewModules()
        }
        return flush(scene: true, onlyToSender: false)
    }

    /// Builds the scene again from its file: a new host, a new recording, the clock at 0.
    /// A scene that does not load keeps the old one running.
    @discardableResult
    func rebuild(reason: String) -> Bool {
        let fresh: (SceneExplainer, SessionOutput)
        do {
            fresh = try StudioSession.build(scenePath: scenePath, options: options)
        } catch {
            output.marker(
                sceneLoaded
                    ? "rebuild (\(reason)) failed: the scene keeps running as it was"
                    : "\(URL(fileURLWithPath: scenePath).lastPathComponent) still does not load (\(reason))")
            output.diagnostic("error: \(error.description)")
            problems.set(error.description, for: scenePath)
            return false
        }
        // Every file loaded afresh: nothing old is left running.
        problems.clear()
        sceneLoaded = true
        restartHitMap()
        // What the old host wrote comes first, then the new host's load-time prints.
        let earlier = output.take()
        fresh.1.continueHistory(of: output)
        output = fresh.1
        output.prepend(
            earlier + [
                ConsoleEntry(
                    kind: .marker,
                    text: "rebuild (\(reason)): the scene starts again from its file; the recording restarts")
            ])
        inspector = fresh.0
        player = TimelinePlayer(host: inspector.host, fileName: "studio")
        attach()
        recorded.restart()
        // The old host's fingers are gone with it; the new recording numbers touches from 1.
        touchIDs.reset()
        clock.restart()
        watchedModules = -1
        watchNewModules()
        return true
    }

    /// Runs the scene at `path` in place of the current one (an imported dump); false, and the
    /// current scene goes on, when it does not load.
    func switchScene(to path: String, reason: String) -> Bool {
        let previous = scenePath
        scenePath = path
        guard rebuild(reason: reason) else {
            scenePath = previous
            return false
        }
        watcher?.watch(scenePath)
        // The new file was written before it was watched (its folder was): that write is this
        // switch, which just loaded every file afresh, not a change to rebuild for again.
        _ = watcher?.changedFiles()
        return true
    }
}
