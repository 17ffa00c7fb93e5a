import MoonchainFormats
import ResponderKit

/// Plays timeline lines against a host on the virtual clock: touch lines with the same time
/// form one event; before each line the clock advances, firing the timers due by then.
public final class TimelinePlayer {
    /// The host the lines are played on (a new one when `--watch` rebuilds the scene).
    public private(set) unowned var host: ScriptHost
    /// The file name used in messages ("events.txt", or "<stdin>").
    public let fileName: String
    /// Whether any line was malformed (the run then exits with status 2).
    public private(set) var sawMalformedLine = false

    private var pending: [TouchInput] = []
    private var pendingTime = 0.0
    private var lastTime = 0.0

    public init(host: ScriptHost, fileName: String) {
        self.host = host
        self.fileName = fileName
    }

    /// Whether touch lines are waiting for a line with another time to close their event.
    public var hasPendingTouches: Bool { !pending.isEmpty }

    /// Plays one line of text (number is 1-based, for messages). A malformed line is reported
    /// and skipped; a `+DT` time counts from the last line played.
    public func play(_ text: Substring, number: Int) {
        let line: TimelineLine
        do {
            guard let parsed = try TimelineParser.parse(text, number: number, after: lastTime) else { return }
            line = parsed
        } catch {
            malformed(number, error.message)
            return
        }
        play(line, text: text)
    }

    /// Plays one parsed line.
    public func play(_ line: TimelineLine, text: Substring = "") {
        guard line.time >= lastTime else {
            malformed(
                line.number,
                "time \(formatPoints(line.time)) is before the previous line's \(formatPoints(lastTime)); times never decrease"
            )
            return
        }
        let isTouch: Bool
        if case .touch = line.command { isTouch = true } else { isTouch = false }
        if !pending.isEmpty && (!isTouch || line.time != pendingTime) { sendPendingTouches() }
        host.advanceClock(to: line.time)
        lastTime = line.time
        host.trace?.timelineLine(line.number, String(text))
        let app = host.application
        switch line.command {
        case .touch(let id, let phase, let location, let attributes):
            queueTouch(TouchInput(id: id, phase: phase, location: location, attributes: attributes), at: line)
        case .touchUpdate(let id, let index, let attributes):
            // Which samples expect updates is only known as the run goes: checked here.
            if let problem = app.updateEstimatedProperties(touch: id, index: index, attributes) {
                malformed(line.number, problem)
            }
        case .motion(let phase):
            app.sendMotion(phase)
        case .remote(let subtype):
            app.sendRemoteControl(subtype)
        case .press(let type, let phase, let characters):
            app.sendPress(type, phase: phase, key: characters)
        case .action(let name):
            app.sendAction(name, to: nil, from: nil)
        case .lua(let code):
            host.runTimelineLua(code, file: fileName, line: line.number)
        case .text(let typed):
            app.typeText(typed)
        case .reload(let name):
            host.reloadBehaviours(named: name)
        case .statusBarTap:
            app.statusBarTap()
        case .tick:
            break
        // Hardware keyboard (rules K1–K9).
        case .key(let down, let key, let modifiers):
            if down { app.keyDown(key, modifiers: modifiers) } else { app.keyUp(key, modifiers: modifiers) }
        }
        if pending.isEmpty { host.flushOutput() }
    }

    /// Sends the touches waiting for their event to close (call at the end of input, or when
    /// input pauses, so an interactive user sees the result).
    public func sendPendingTouches() {
        guard !pending.isEmpty else { return }
        let inputs = pending
        pending.removeAll(keepingCapacity: true)
        host.sendTouches(inputs)
        host.flushOutput()
    }

    /// Plays the next lines on `newHost` (a rebuilt scene). The fingers down on the old scene
    /// are forgotten: later lines for them are warned about and ignored, as for any finger
    /// that is not down. Returns their ids. Call with no touches pending.
    package func replaceHost(with newHost: ScriptHost) -> [Int] {
        sendPendingTouches()
        let forgotten = host.application.fingersDown.sorted()
        host = newHost
        return forgotten
    }

    /// Ends the timeline: sends what is pending and flushes.
    public func finish() {
        sendPendingTouches()
        host.flushOutput()
    }

    private func queueTouch(_ input: TouchInput, at line: TimelineLine) {
        let where_ = "\(fileName):\(line.number)"
        if pending.contains(where: { $0.id == input.id }) {
            host.warn(
                "\(where_): touch \(input.id) already changed at time \(formatPoints(line.time)); a finger changes once per event, line ignored"
            )
            return
        }
        // Checked against the application's touches, which are those of every line sent so
        // far: a finger changes once per event (above), so nothing pending concerns this one.
        switch host.application.check(finger: input.id, phase: input.phase) {
        case .alreadyDown:
            host.warn("\(where_): touch \(input.id) began but it is already down (end it first); line ignored")
            return
        case .notDown:
            host.warn(
                "\(where_): touch \(input.id) \(input.phase.rawValue) but it is not down (begin it first); line ignored"
            )
            return
        case .begins, .changes:
            break
        }
        pending.append(input)
        pendingTime = line.time
    }

    private func malformed(_ number: Int, _ message: String) {
        sawMalformedLine = true
        host.reportTimelineError(SourceError(file: fileName, line: number, message).description)
    }
}
