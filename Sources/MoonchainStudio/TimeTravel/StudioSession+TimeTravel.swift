import Foundation
import MoonchainHost
import ResponderKit

extension StudioSession {
    /// How many of the last events a past view's why panel shows (the page keeps 30 entries).
    static let pastWhyEvents = 30

    /// Plays event `index` of `lines` on this session exactly as the live session played it:
    /// its lines through the one event path, the new touches explained from their own walks
    /// (when `explain`). With `collect`, returns what the live session sent the pages for it (the
    /// `why`, `recorded`, `trace` and `console` messages) and moves its console entries into
    /// the history; without, only the why collector is emptied (the caller sends the rest).
    @discardableResult
    func replayEvent(_ index: Int, of lines: [String], events: TimelineEvents, explain: Bool, collect: Bool = true)
        -> [Outgoing]
    {
        let eventLines = events.lines(of: index, in: lines)
        var touchTime: Double?
        var began = false
        for line in eventLines {
            let words = line.split(separator: " ")
            guard words.count >= 2, words[1] == "touch" else { continue }
            touchTime = Double(words[0])
            if words.count >= 4, words[3] == "began" { began = true }
        }
        var out: [Outgoing] = []
        // As live: a touch event's why entries come from its began touches' own walks.
        let play = {
            for line in eventLines {
                // The lines came from a live recording, so they parse; if one ever did not, the
                // past says so instead of hiding it.
                if let error = self.apply(line, sendTouches: touchTime == nil) {
                    self.output.diagnostic("time travel: \(error)")
                }
            }
        }
        if let touchTime {
            out = playTouchEvent(explain: explain && began, time: touchTime, onlyToSender: true) {
                play()
                player.sendPendingTouches()
            }
            clock.touchPlayed(at: touchTime)
        } else {
            play()
        }
        guard collect else {
            _ = collector.take()
            return []
        }
        return out + flush(scene: false, onlyToSender: true)
    }

    /// The `past` message: the scene, console and why entries after event `event` of `events`.
    /// `reloaded` names the files reloaded since the recording started (replayed as they are now).
    func pastMessage(
        request: Int, event: Int, events: Int, why: [Outgoing], milliseconds: Double, reloaded: [String] = []
    ) -> Outgoing {
        let scene = fullSceneState().last?.text ?? "null"
        var text = "{\"type\":\"past\",\"request\":" + String(request) + ",\"event\":" + String(event)
        text += ",\"events\":" + String(events) + ",\"time\":" + StudioJSON.number(clock.lastAdvance)
        text += ",\"replayMilliseconds\":" + StudioJSON.number((milliseconds * 10).rounded() / 10)
        text += ",\"reloaded\":[" + reloaded.map(StudioJSON.quote).joined(separator: ",") + "]"
        text += ",\"scene\":" + scene
        text += ",\"console\":" + ServerMessage.encodedText(output.history.map { consoleLine($0) })
        text += ",\"why\":[" + why.map(\.text).joined(separator: ",") + "]}"
        return Outgoing(text: text, onlyToSender: true)
    }

    /// Asks the time-travel replayer for the state after event `event` (the `past` message
    /// comes later, to this page only, unless a newer request of the page supersedes it).
    func requestPast(event: Int, request: Int, connection: Int) -> [Outgoing] {
        let count = TimelineEvents(recording).count
        guard event <= count else {
            return [errorReply("scrub: event \(event) is past the timeline's last (\(count))")]
        }
        guard let timeTravel else { return [errorReply("scrub: time travel is not running in this studio")] }
        pastPages.markPast(connection, event: event)
        let reloaded = recorded.reloadedNames
        timeTravel.request(
            TimeTravel.Request(
                scenePath: scenePath, options: options, lines: recording, event: event,
                request: request, connection: connection, reloaded: reloaded, generation: generation))
        return []
    }

    /// Resume from event `event`: the later events are dropped and the live host goes on from
    /// the state after it. The scene is built again from its file and the kept events are
    /// replayed on it (the files as they are now, as a saved timeline would be); fingers down
    /// at that moment are cancelled, as UIKit cancels touches the system takes away, so no
    /// finger stays down that no page holds. The console starts again from that moment's.
    func resume(fromEvent event: Int) -> [Outgoing] {
        let events = TimelineEvents(recording)
        guard event >= 0, event <= events.count else {
            return [errorReply("resumeFrom: event \(event) is not in the timeline (0 to \(events.count))")]
        }
        let kept = Array(recording.prefix(events.lineCount(through: event)))
        let dropped = events.count - event
        let earlier = output.pending.count
        guard rebuild(reason: "resume from event \(event)") else {
            return flush(scene: false, onlyToSender: false) + [
                errorReply("resumeFrom: the scene does not load now, so the session goes on as it was")
            ]
        }
        let keptEvents = TimelineEvents(kept)
        for index in 0..<keptEvents.count {
            replayEvent(index, of: kept, events: keptEvents, explain: false, collect: false)
        }
        // What the new host wrote (its load-time prints, then each replayed line): the console
        // as it was at that event. What the old host wrote before is the dropped past.
        let past = Array(output.pending.dropFirst(earlier + 1))
        output.restartHistory(
            past + [
                ConsoleEntry(
                    kind: .marker,
                    text:
                        "resumed from event \(event) of \(events.count) (t=\(format(clock.lastAdvance))): \(dropped) later \(dropped == 1 ? "event" : "events") dropped; the scene was replayed to it with the files as they are now"
                )
            ])
        clock.catchUp(to: clock.lastAdvance)
        cancelFingersDown(kept)
        // A hit map asked for before is sampled on the state resumed, not on the scene as loaded.
        restartHitMap()
        // Every page is told (`resumed`) and shows the session live from here.
        pastPages.markAllLive()
        let flushed = flush(scene: false, onlyToSender: false)
        let resumed = Outgoing(
            .resumed(.init(event: event, dropped: dropped, console: output.history.map { consoleLine($0) })))
        return flushed + [resumed, sceneState()]
    }

    /// Cancels the fingers the replayed `lines` left down, where each last was, and numbers
    /// new fingers after every id the lines used.
    private func cancelFingersDown(_ lines: [String]) {
        var last: [Int: (x: Substring, y: Substring)] = [:]
        for line in lines {
            let words = line.split(separator: " ")
            guard words.count >= 6, words[1] == "touch", let id = Int(words[2]) else { continue }
            last[id] = (words[4], words[5])
        }
        touchIDs.reset(numberingFrom: (last.keys.max() ?? 0) + 1)
        let down = host.application.fingersDown.sorted()
        guard !down.isEmpty else { return }
        let time = inputTime(touch: true)
        for id in down {
            let place = last[id] ?? ("0", "0")
            apply("\(format(time)) touch \(id) cancelled \(place.x) \(place.y)", sendTouches: false)
        }
        player.sendPendingTouches()
        clock.touchPlayed(at: time)
    }
}
