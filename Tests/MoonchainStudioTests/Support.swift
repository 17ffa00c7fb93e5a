import Foundation
import MoonchainHost
@_exported import MoonchainTestSupport
import Testing

@testable import MoonchainStudio

/// A wall clock a test moves by hand.
final class FakeWall: @unchecked Sendable {
    var seconds = 100.0
    func read() -> Double { seconds }
}

/// The messages as their typed values; one that does not decode as a `ServerMessage` fails the test.
func messages(_ out: [StudioSession.Outgoing]) -> [ServerMessage] {
    out.compactMap { outgoing in
        do {
            return try ServerMessage.decode(outgoing.text)
        } catch {
            Issue.record("not a ServerMessage (\(error)): \(outgoing.text.prefix(300))")
            return nil
        }
    }
}

/// The console texts of kind `kind` in the messages.
func consoleTexts(_ out: [StudioSession.Outgoing], kind: String = "print") -> [String] {
    messages(out).flatMap { message -> [String] in
        guard case .console(let console) = message else { return [] }
        return console.entries.filter { $0.kind == kind }.map(\.text)
    }
}

let buttonScene = """
    local button = {
      touchesBegan = function(self, touches, event) print(self.name .. " began " .. now()) end,
      touchesEnded = function(self, touches, event) print(self.name .. " tapped") end,
    }
    return app {
      window { name = "w",
        view { name = "toolbar", frame = {0, 0, 390, 100},
          view { name = "close", frame = {20, 40, 20, 20}, behaviour = button },
        },
      },
    }
    """

/// A touch message for one finger.
func touch(_ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
    "{\"type\":\"touches\",\"touches\":[{\"id\":\(id),\"phase\":\"\(phase)\",\"x\":\(x),\"y\":\(y)}]}"
}

/// A studio session on a scene in a fresh temporary folder, with a wall clock the test moves:
/// the set-up every studio test starts from. `files` holds `scene.lua` (or the scene named
/// `scene`) and anything beside it; the folder goes when the test calls `remove()` (or the
/// fixture goes away).
final class StudioFixture {
    let folder: TempDirectory
    let wall: FakeWall
    let session: StudioSession

    init(
        prefix: String = "studio-test-", files: [String: String], scene: String = "scene.lua",
        options: HostOptions = HostOptions(), wall: FakeWall = FakeWall()
    ) throws {
        folder = TempDirectory(prefix: prefix, files: files)
        self.wall = wall
        session = try StudioSession(scenePath: folder.file(scene), options: options, wallClock: { wall.read() })
    }

    /// A fixture on `scene` as `scene.lua`.
    convenience init(scene: String) throws {
        try self.init(files: ["scene.lua": scene])
    }

    /// Removes the folder (a test defers this, which also keeps the fixture alive to its end).
    func remove() { folder.remove() }
}

/// The payload of each kind of message, nil for the others (tests pick messages by kind).
extension ServerMessage {
    var welcome: Welcome? { if case .welcome(let m) = self { m } else { nil } }
    var update: Update? { if case .update(let m) = self { m } else { nil } }
    var recorded: Recorded? { if case .recorded(let m) = self { m } else { nil } }
    var why: Why? { if case .why(let m) = self { m } else { nil } }
    var explanation: Why? { if case .explain(let m) = self { m } else { nil } }
    var touchIDs: TouchIDs? { if case .touchIDs(let m) = self { m } else { nil } }
    var hover: Hover? { if case .hover(let m) = self { m } else { nil } }
    var trace: Trace? { if case .trace(let m) = self { m } else { nil } }
    var console: Console? { if case .console(let m) = self { m } else { nil } }
    var problems: Problems? { if case .problems(let m) = self { m } else { nil } }
    var hitmap: HitMapMessage? { if case .hitmap(let m) = self { m } else { nil } }
    var saved: Saved? { if case .saved(let m) = self { m } else { nil } }
    var past: Past? { if case .past(let m) = self { m } else { nil } }
    var resumed: Resumed? { if case .resumed(let m) = self { m } else { nil } }
    var inspected: Inspected? { if case .inspected(let m) = self { m } else { nil } }
    var edited: Edited? { if case .edited(let m) = self { m } else { nil } }
    var failure: Failure? { if case .error(let m) = self { m } else { nil } }
}

extension ServerMessage.Update {
    /// The views it carries: every window's (a whole scene), else the changed ones.
    var views: [JSONValue] {
        if let windows { return windows.flatMap(\.views) }
        return (changed ?? []).compactMap { $0.arrayValue?.last }
    }

    /// The view called `name` in it.
    func view(_ name: String) -> JSONValue? {
        views.first { $0["name"]?.stringValue == name }
    }
}

/// The last `update` among the messages.
func lastUpdate(_ out: [StudioSession.Outgoing]) -> ServerMessage.Update? {
    messages(out).compactMap(\.update).last
}

/// Reads of the free-form members (views, walks, trace records) the way tests use them.
extension JSONValue {
    /// The number, when it is a whole one.
    var intValue: Int? { numberValue.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil } }
    /// The numbers of an array of numbers.
    var numbers: [Double]? {
        guard let items = arrayValue else { return nil }
        let values = items.compactMap(\.numberValue)
        return values.count == items.count ? values : nil
    }
    /// The strings of an array of strings.
    var strings: [String]? {
        guard let items = arrayValue else { return nil }
        let values = items.compactMap(\.stringValue)
        return values.count == items.count ? values : nil
    }
}
