import Foundation

/// The pages showing the past, by connection, with the event each shows (from a `scrub` until
/// `hello` or a resume): an input from one of them that would change the live scene is refused.
final class PastPages {
    private var shown: [Int: Int] = [:]

    /// Notes that `connection` now shows the session after its first `event` events (a
    /// `scrub`): until it goes back to live, what it sends is checked by `refusal`.
    func markPast(_ connection: Int, event: Int) {
        shown[connection] = event
    }

    /// Notes that `connection` shows the live session again: it asked for it whole (`hello`,
    /// which the page's "Back to live" sends), or it went away.
    func markLive(_ connection: Int) {
        shown[connection] = nil
    }

    /// Every page shows the live session (a page resumed from the past).
    func markAllLive() {
        shown.removeAll()
    }

    /// Whether `connection` is showing the past.
    func showsPast(_ connection: Int) -> Bool {
        shown[connection] != nil
    }

    /// The error for a message that would change the live scene, sent by a page that is
    /// looking at the past; nil when the message may go on.
    ///
    /// A page in the past does not see the live scene, so a tap, key, shake, remote command,
    /// action, console `lua` line, inspector `edit` or clock `step` from it would act on a
    /// state the user is not looking at, and be recorded after events they think are not there
    /// yet. Changing the past is "Resume from here"; changing now is "Back to live". What only
    /// reads (inspect, explain, hover, hit map, scrub), saves, and the clock's pause and resume
    /// go on. A finger or key already down may still be lifted (`ended` / `cancelled`), so
    /// nothing stays held that no page holds.
    func refusal(of message: ClientMessage, from connection: Int) -> String? {
        guard let event = shown[connection] else { return nil }
        let what: String
        switch message {
        case .touches(let points):
            guard points.contains(where: { !Self.lifts($0.phase) }) else { return nil }
            what = "touches: a touch"
        case .press(_, let phase, _):
            guard !Self.lifts(phase) else { return nil }
            what = "press: a key"
        case .shake: what = "shake: a shake"
        case .remote: what = "remote: a remote command"
        case .action: what = "action: an action"
        case .lua: what = "lua: a Lua line"
        case .edit: what = "edit: an edit"
        case .step: what = "step: a clock step"
        // v3: a key up lifts a key already down; typed text changes the scene.
        case .key(let down, _, _):
            guard down else { return nil }
            what = "key: a key"
        case .text: what = "text: typed text"
        default: return nil
        }
        return
            ("\(what) from a page showing the past (after event \(event)) is refused: it would change the live scene, "
            + "which this page is not showing. Press \"Back to live\" to change the scene as it is now, "
            + "or \"Resume from here\" to go on from this moment (the later events are dropped).")
    }

    private static func lifts(_ phase: String) -> Bool {
        phase == "ended" || phase == "cancelled"
    }
}

extension StudioSession {
    func markLive(_ connection: Int) { pastPages.markLive(connection) }

    /// Whether `connection` is showing the past (for tests and logs).
    public func showsPast(_ connection: Int) -> Bool {
        pastPages.showsPast(connection)
    }

    /// The `error` reply for a message from a page showing the past that would change the
    /// live scene (see `PastPages.refusal`); nil when the message may go on.
    func refusalFromPast(_ message: ClientMessage, from connection: Int) -> Outgoing? {
        pastPages.refusal(of: message, from: connection).map(errorReply)
    }
}
