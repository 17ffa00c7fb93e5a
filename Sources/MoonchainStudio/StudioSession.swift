import Foundation
import MoonchainHost
import MoonchainLive
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

        public init(_ value: JSONValue, onlyToSender: Bool = false) {
            text = value.text(pretty: false)
            self.onlyToSender = onlyToSender
        }

        /// A message already written as JSON text.
        init(text: String, onlyToSender: Bool = false) {
            self.text = text
            self.onlyToSender = onlyToSender
        }

        /// The message's `type` field (for tests and logs).
        public var type: String? {
            guard let data = text.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            return object["type"] as? String
        }
    }

    /// The scene file, as an absolute path.
    public let scenePath: String
    let options: HostOptions
    private(set) var output: SessionOutput
    let collector = TraceCollector()
    private(set) var inspector: SceneInspector
    private(set) var player: TimelinePlayer
    var clock: StudioClock
    /// The timeline lines applied since the last reset, in order.
    public private(set) var recording: [String] = []
    /// Lines recorded since the page was last told (sent as a `recorded` message).
    private var unsentRecorded: [String] = []
    /// Whether the recording restarted since the page was last told.
    private var recordingRestarted = false
    /// The time of the last touch event recorded (touch events need distinct times: a
    /// timeline joins touch lines of the same time into one event).
    private var lastTouchTime = -1.0
    /// The last time the host's clock was moved to (by an input or a tick).
    var lastAdvance = 0.0
    private var watcher: FileWatcher?
    private var watchedModules = -1
    /// Whether the timeline format takes `type=pencil` on touch lines (the `touch` work).
    let pencilTouches: Bool

    /// The host now running the scene.
    public var host: ScriptHost { inspector.host }

    /// The lines printed since the last reset (what `moonchain run` on the recording prints).
    public var printedSinceReset: [String] { output.printedSinceReset }

    /// Loads the scene; throws its error when it does not load.
    public init(scenePath: String, options: HostOptions = HostOptions(), wallClock: @escaping () -> Double = StudioClock.monotonicSeconds) throws(SceneError) {
        self.scenePath = URL(fileURLWithPath: scenePath).standardizedFileURL.path
        self.options = options
        clock = StudioClock(wall: wallClock)
        pencilTouches = (try? TimelineParser.parse("0 touch 1 began 0 0 type=pencil", number: 1)) != nil
        let built = try StudioSession.build(scenePath: self.scenePath, options: options)
        inspector = built.0
        output = built.1
        player = TimelinePlayer(host: built.0.host, fileName: "studio")
        attach()
        watcher = FileWatcher()
        watcher?.watch(self.scenePath)
        watchNewModules()
    }

    private static func build(scenePath: String, options: HostOptions) throws(SceneError) -> (SceneInspector, SessionOutput) {
        let output = SessionOutput()
        let inspector = SceneInspector(options: options, output: output, printsAsDiagnostics: false)
        try inspector.loadScene(path: scenePath)
        return (inspector, output)
    }

    /// Points the why collector at the current host.
    private func attach() {
        let host = inspector.host
        host.application.observer = collector
        // The why panel names a handler by its file's name and line: Lua shortens long paths
        // from the left ("...dio/close_button.lua:5"), which reads worse than the bare name.
        collector.handlerLocation = { [unowned host] method, responder in
            guard let location = host.handlerLocation(of: method, on: responder) else { return nil }
            return location.split(separator: "/").last.map(String.init) ?? location
        }
    }

    private func watchNewModules() {
        guard let watcher, host.behaviourModuleCount != watchedModules else { return }
        host.watchNewModules(with: watcher)
        watchedModules = host.behaviourModuleCount
    }

    // MARK: - Messages

    /// Everything a page needs when it connects: the recording, the clock, the scene.
    public func welcome() -> [Outgoing] {
        var fields: [(String, JSONValue)] = [
            ("type", .string("welcome")),
            ("scene", .string(scenePath)),
            ("sceneName", .string(URL(fileURLWithPath: scenePath).lastPathComponent)),
            ("recording", .array(recording.map(JSONValue.string))),
            ("printed", .array(output.printedSinceReset.map(JSONValue.string))),
            ("paused", .bool(clock.paused)),
            ("pencilTouches", .bool(pencilTouches)),
        ]
        fields.append(("remoteCommands", .array(StudioSession.remoteCommands.map(JSONValue.string))))
        fields.append(("pressTypes", .array(PressType.allCases.map { .string($0.rawValue) })))
        return [Outgoing(.object(fields), onlyToSender: true)] + flush(scene: true, onlyToSender: false)
    }

    static let remoteCommands = ["play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack",
                                 "beginSeekingBackward", "endSeekingBackward", "beginSeekingForward", "endSeekingForward"]

    /// Handles one message from a page and returns what to send back.
    public func handle(_ text: String) -> [Outgoing] {
        let message: ClientMessage
        do {
            message = try ClientMessage.parse(text)
        } catch {
            return [errorReply(error.message)]
        }
        return handle(message)
    }

    /// Handles one parsed message.
    public func handle(_ message: ClientMessage) -> [Outgoing] {
        var out = applyFileChanges()
        switch message {
        case .hello:
            return out + welcome()
        case let .touches(points):
            switch touches(points) {
            case let .success(why): out += why
            case let .failure(error): return out + [errorReply(error.message)]
            }
        case .shake:
            let time = inputTime(touch: false)
            for phase in ["began", "ended"] {
                if let error = apply("\(format(time)) motion shake \(phase)") { return out + [errorReply(error)] }
            }
        case let .remote(command):
            if let error = apply("\(format(inputTime(touch: false))) remote \(command)") { return out + [errorReply(error)] }
        case let .press(type, phase, characters):
            let chars = characters.isEmpty ? "" : " " + characters
            if let error = apply("\(format(inputTime(touch: false))) press \(type) \(phase)\(chars)") { return out + [errorReply(error)] }
        case let .action(name):
            if let error = apply("\(format(inputTime(touch: false))) action \(name)") { return out + [errorReply(error)] }
        case let .lua(code):
            if let error = apply("\(format(inputTime(touch: false))) lua \(code)") { return out + [errorReply(error)] }
        case .pause:
            advanceToNow()
            clock.pause()
        case .resume:
            clock.resume()
        case let .step(seconds):
            guard clock.paused else { return out + [errorReply("step: pause the clock first (a live clock moves by itself)")] }
            clock.step(seconds)
            advanceToNow()
        case .reset:
            rebuild(reason: "reset")
        case let .hitmap(step):
            return out + [hitMapMessage(step: step)]
        case let .explain(x, y):
            return out + [explainMessage(at: Point(x: x, y: y), touch: nil, onlyToSender: true)]
        case let .saveTimeline(name):
            return out + [saveTimeline(name: name)]
        case let .saveTest(name, trace):
            return out + [saveTest(name: name, withTrace: trace)]
        }
        watchNewModules()
        // The scene first: a page redraws before it reads the why of what it drew.
        return [sceneState()] + out + flush(scene: false, onlyToSender: false)
    }

    /// Moves the clock to wall time (firing due timers) and applies file changes; returns
    /// messages only when something happened. Called a few times a second while live.
    public func tick() -> [Outgoing] {
        var out = applyFileChanges()
        if !clock.paused { advanceToNow() }
        let happened = !out.isEmpty || !collector.records.isEmpty || !output.pending.isEmpty || !unsentRecorded.isEmpty
        guard happened else { return [] }
        out += flush(scene: true, onlyToSender: false)
        return out
    }

    /// The console entries, trace records and (when `scene`) the scene state, as messages.
    func flush(scene: Bool, onlyToSender: Bool) -> [Outgoing] {
        var out: [Outgoing] = []
        if !unsentRecorded.isEmpty || recordingRestarted {
            out.append(Outgoing(.object([("type", .string("recorded")), ("restarted", .bool(recordingRestarted)),
                                         ("lines", .array(unsentRecorded.map(JSONValue.string)))])))
            unsentRecorded.removeAll()
            recordingRestarted = false
        }
        let records = collector.take()
        if !records.isEmpty {
            out.append(Outgoing(.object([("type", .string("trace")), ("records", .array(records))])))
        }
        let entries = output.take()
        if !entries.isEmpty {
            out.append(Outgoing(.object([("type", .string("console")), ("entries", .array(entries.map {
                .object([("kind", .string($0.kind.rawValue)), ("text", .string($0.text))])
            }))])))
        }
        if scene {
            var state = sceneState()
            state.onlyToSender = onlyToSender
            out.append(state)
        }
        return out
    }

    func errorReply(_ message: String) -> Outgoing {
        StudioSession.errorReply(message)
    }

    /// An `error` reply, for the asker only (the session's state is not touched).
    static func errorReply(_ message: String) -> Outgoing {
        Outgoing(.object([("type", .string("error")), ("message", .string(message))]), onlyToSender: true)
    }

    // MARK: - Inputs

    /// Plays one touch event; the `why` messages of its new touches, or why it was refused.
    private func touches(_ points: [ClientMessage.TouchPoint]) -> Result<[Outgoing], ClientMessage.Invalid> {
        var out: [Outgoing] = []
        let time = inputTime(touch: true)
        var lines: [String] = []
        for point in points {
            // The seam for pen input: `type=pencil` once the timeline format has touch fields.
            let pencil = point.type == "pencil" && pencilTouches ? " type=pencil" : ""
            lines.append("\(format(time)) touch \(point.id) \(point.phase) \(format(point.x)) \(format(point.y))\(pencil)")
        }
        // Parse them all first: a bad one refuses the whole event (nothing half applied).
        for (offset, line) in lines.enumerated() {
            do {
                _ = try TimelineParser.parse(Substring(line), number: recording.count + 1 + offset)
            } catch {
                return .failure(ClientMessage.Invalid(message: error.message))
            }
        }
        for point in points where point.phase == "began" {
            out.append(explainMessage(at: Point(x: point.x, y: point.y), touch: point.id, onlyToSender: false))
        }
        for line in lines { _ = apply(line, sendTouches: false) }
        player.sendPendingTouches()
        lastTouchTime = time
        return .success(out)
    }

    /// Parses, records and plays one timeline line; the parse error's message when it is not
    /// a valid line (then nothing is recorded).
    @discardableResult
    func apply(_ text: String, sendTouches: Bool = true) -> String? {
        let line: TimelineLine
        do {
            guard let parsed = try TimelineParser.parse(Substring(text), number: recording.count + 1) else { return nil }
            line = parsed
        } catch {
            return error.message
        }
        recording.append(text)
        unsentRecorded.append(text)
        output.marker(text)
        player.play(line, text: Substring(text))
        if sendTouches { player.sendPendingTouches() }
        lastAdvance = max(lastAdvance, line.time)
        return nil
    }

    /// The time of an input now: the clock's, never before the last one, and a touch event
    /// later than the previous touch event.
    func inputTime(touch: Bool) -> Double {
        var time = max(clock.now, lastAdvance)
        if touch && time <= lastTouchTime { time = StudioClock.milliseconds(lastTouchTime + 0.001 + 1e-9) }
        clock.catchUp(to: time)
        return time
    }

    private func advanceToNow() {
        let now = max(clock.now, lastAdvance)
        guard now > lastAdvance else { return }
        host.advanceClock(to: now)
        lastAdvance = now
    }

    /// Seconds or points as a timeline writes them: up to three decimals, no trailing zeros.
    func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    // MARK: - Reload and rebuild

    /// Reloads changed behaviour files and rebuilds the scene when its file changed, between
    /// two events; says so in the console.
    func applyFileChanges() -> [Outgoing] {
        guard let watcher else { return [] }
        let changed = watcher.changedFiles()
        guard !changed.isEmpty else { return [] }
        if changed.contains(scenePath) {
            rebuild(reason: "\(URL(fileURLWithPath: scenePath).lastPathComponent) changed")
        } else {
            let reports = host.reloadBehaviours(atPaths: changed)
            for report in reports {
                let file = URL(fileURLWithPath: report.file).lastPathComponent
                if let error = report.error {
                    output.marker("reload \(report.module) (\(file)) failed: the old version keeps running")
                    output.diagnostic("error: \(error)")
                } else {
                    let what = report.changes.isEmpty ? "" : ": " + report.changes.joined(separator: ", ")
                    output.marker("reload \(report.module) (\(file))\(what)")
                }
            }
            watchNewModules()
        }
        return flush(scene: true, onlyToSender: false)
    }

    /// Builds the scene again from its file: a new host, a new recording, the clock at 0.
    /// A scene that does not load keeps the old one running.
    func rebuild(reason: String) {
        let fresh: (SceneInspector, SessionOutput)
        do {
            fresh = try StudioSession.build(scenePath: scenePath, options: options)
        } catch {
            output.marker("rebuild (\(reason)) failed: the scene keeps running as it was")
            output.diagnostic("error: \(error.description)")
            return
        }
        // What the old host wrote comes first, then the new host's load-time prints.
        let earlier = output.take()
        output = fresh.1
        output.prepend(earlier + [ConsoleEntry(kind: .marker, text: "rebuild (\(reason)): the scene starts again from its file; the recording restarts")])
        inspector = fresh.0
        player = TimelinePlayer(host: inspector.host, fileName: "studio")
        attach()
        recording.removeAll()
        unsentRecorded.removeAll()
        recordingRestarted = true
        lastTouchTime = -1
        lastAdvance = 0
        clock.restart()
        watchedModules = -1
        watchNewModules()
    }
}
