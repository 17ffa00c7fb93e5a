import Foundation
import MoonchainHost

/// One message from the page (or any client) over the WebSocket, parsed and checked.
/// docs/StudioProtocol.md lists every type and field. Read with `JSONDecoder` (as
/// `[String: JSONValue]`, so each refusal can say which field was wrong and why).
public enum ClientMessage: Codable, Equatable, Sendable {
    /// One finger (or pen) in a touch event.
    public struct TouchPoint: Equatable, Sendable {
        public var id: Int
        public var phase: String
        public var x: Double
        public var y: Double
        /// "finger" or "pencil" (a pen pointer).
        public var type: String

        public init(id: Int, phase: String, x: Double, y: Double, type: String = "finger") {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
            self.type = type
        }
    }

    /// Asks for the whole state again (sent by a page when it connects or reconnects).
    case hello
    /// One touch event: every finger that changed, at the same moment (screen points).
    case touches([TouchPoint])
    /// A shake: `motion shake began` then `ended`.
    case shake
    /// A remote-control command (`play`, `nextTrack`, ...).
    case remote(String)
    /// A press: TYPE (`key`, `upArrow`, ...), PHASE, and the characters of a key.
    case press(type: String, phase: String, characters: String)
    /// A nil-targeted action by name.
    case action(String)
    /// One line of Lua in the timeline's shared environment.
    case lua(String)
    /// Stop the clock; start it again; move a stopped clock on by some seconds.
    case pause, resume
    case step(Double)
    /// Rebuild the scene from its file and start a new recording.
    case reset
    /// The hit map of the current state, sampled every `step` points.
    case hitmap(step: Double, have: Int? = nil)
    /// Which view a new touch at this screen point would reach, and why.
    case explain(x: Double, y: Double)
    /// The short card of `explain` at a screen point for the pointer hovering there: answered
    /// with a `hover` carrying the same `seq`; nothing is delivered or recorded.
    case hover(x: Double, y: Double, sequence: Int)
    /// Write the recording as NAME.events.txt beside the scene.
    case saveTimeline(String)
    /// Write a test case folder NAME/ beside the scene: referring to the scene in place
    /// (a `scene` file), or with `snapshot` a self-contained copy of it and its behaviours;
    /// with `trace`, an `expected-trace.jsonl` of where each touch went and how each gesture
    /// ended too.
    case saveTest(String, snapshot: Bool, trace: Bool)
    /// Import a pasted `recursiveDescription` as NAME.lua beside the scene, then run that scene.
    case importDump(name: String, text: String)
    /// Show the session as it was after its first `event` events (the page's scrubber);
    /// `request` is the page's number for it, sent back in the `past` answer.
    case scrub(event: Int, request: Int)
    /// Drop the events after the first `event` and go on live from there.
    case resumeFrom(event: Int)
    /// The inspector's fields of the view called NAME (an `inspected` reply to the asker).
    case inspect(view: String)
    /// Set FIELD of view NAME to VALUE (a Lua literal): run and recorded as a timeline `lua` line.
    case edit(view: String, field: String, value: String)
    // v3: the hardware keyboard and typed text (rules K1, X7).
    /// A key of the hardware keyboard going down or up (a timeline `key down|up KEY [MODS]`
    /// line): KEY as the contract names it, MODS the modifier flags held.
    case key(down: Bool, key: String, modifiers: [String])
    /// Text typed that no key line can carry (a timeline `text STRING` line).
    case text(String)

    // Why not (issue 42 item 2).
    /// Why a touch at this screen point does not reach, or may not activate, the view called
    /// VIEW (`SceneExplainer.whyNot`): a `whyNot` reply to the asker; nothing is delivered.
    case whyNot(view: String, x: Double, y: Double)

    /// Why a message was refused: said in the `error` reply.
    public struct Invalid: Error, Equatable {
        public var message: String
    }

    /// Every `type` a client message can have, in the order the reference lists them.
    public static let allTypes = [
        "hello", "touches", "shake", "remote", "press", "action", "lua", "pause", "resume", "step", "reset",
        "hitmap", "explain", "hover", "saveTimeline", "saveTest", "importDump", "inspect", "edit", "scrub",
        "resumeFrom", "whyNot", "key", "text",
    ]

    /// Parses one WebSocket text message.
    public static func parse(_ text: String) throws(Invalid) -> ClientMessage {
        guard let fields = try? JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8)) else {
            throw Invalid(message: "expected a JSON object like {\"type\": \"touches\", ...}")
        }
        return try parse(fields: fields)
    }

    public init(from decoder: any Decoder) throws {
        self = try Self.parse(fields: try decoder.singleValueContainer().decode([String: JSONValue].self))
    }

    /// Checks the members of one message.
    private static func parse(fields: [String: JSONValue]) throws(Invalid) -> ClientMessage {
        guard let type = fields["type"]?.stringValue else {
            throw Invalid(message: "expected a string field 'type'")
        }
        let reader = FieldReader(type: type, fields: fields)
        switch type {
        case "hello": return .hello
        case "touches":
            guard let list = fields["touches"]?.arrayValue, !list.isEmpty else {
                throw Invalid(message: "touches: expected a non-empty array 'touches' of {id, phase, x, y}")
            }
            var points: [TouchPoint] = []
            for item in list {
                guard case .object(let members) = item else {
                    throw Invalid(message: "touches: each touch is an object {id, phase, x, y}")
                }
                let one = FieldReader(type: "touches", fields: Dictionary(members, uniquingKeysWith: { $1 }))
                let id = try one.number("id")
                guard id == id.rounded(), abs(id) < 1e9 else {
                    throw Invalid(message: "touches: 'id' must be a whole number")
                }
                let kind = try one.optionalString("touchType") ?? "finger"
                guard kind == "finger" || kind == "pencil" else {
                    throw Invalid(message: "touches: 'touchType' is finger or pencil, got '\(kind)'")
                }
                points.append(
                    TouchPoint(
                        id: Int(id), phase: try one.word("phase"), x: try one.number("x"), y: try one.number("y"),
                        type: kind))
            }
            return .touches(points)
        case "shake": return .shake
        case "remote": return .remote(try reader.word("command"))
        case "press":
            // Any characters (a space, `#`): the session writes them escaped (PressCharacters).
            let characters = try reader.optionalString("characters") ?? ""
            guard characters.unicodeScalars.count <= 64 else {
                throw Invalid(
                    message: "press: 'characters' must be at most 64 characters, got \(characters.unicodeScalars.count)"
                )
            }
            return .press(type: try reader.word("press"), phase: try reader.word("phase"), characters: characters)
        case "action": return .action(try reader.word("name"))
        case "lua":
            let code = try reader.string("code")
            guard !code.contains("\n"), !code.contains("\r") else {
                throw Invalid(message: "lua: one line of Lua (it is recorded as one timeline line)")
            }
            guard !code.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw Invalid(message: "lua: 'code' is empty")
            }
            return .lua(code)
        case "pause": return .pause
        case "resume": return .resume
        case "step":
            let seconds = try reader.optionalNumber("seconds") ?? 0.1
            guard seconds > 0, seconds <= 60 else {
                throw Invalid(message: "step: 'seconds' must be above 0 and at most 60")
            }
            return .step(seconds)
        case "reset": return .reset
        case "hitmap":
            let step = try reader.optionalNumber("step") ?? 4
            guard step >= 1, step <= 100 else {
                throw Invalid(message: "hitmap: 'step' must be between 1 and 100 points")
            }
            // The id of the map the page shows (it takes the next one as changes from it).
            let have = try reader.optionalNumber("have")
            if let have, have != have.rounded() || abs(have) > 1e15 {
                throw Invalid(message: "hitmap: 'have' must be a whole number")
            }
            return .hitmap(step: step, have: have.map { Int($0) })
        case "explain": return .explain(x: try reader.number("x"), y: try reader.number("y"))
        case "hover":
            let sequence = try reader.optionalNumber("seq") ?? 0
            guard sequence == sequence.rounded(), abs(sequence) < 1e15 else {
                throw Invalid(message: "hover: 'seq' must be a whole number")
            }
            return .hover(x: try reader.number("x"), y: try reader.number("y"), sequence: Int(sequence))
        case "saveTimeline": return .saveTimeline(try reader.string("name"))
        case "saveTest":
            return .saveTest(
                try reader.string("name"), snapshot: try reader.optionalBool("snapshot") ?? false,
                trace: try reader.optionalBool("trace") ?? false)
        case "importDump": return .importDump(name: try reader.string("name"), text: try reader.string("text"))
        case "scrub": return .scrub(event: try reader.count("event"), request: try reader.optionalCount("request") ?? 0)
        case "resumeFrom": return .resumeFrom(event: try reader.count("event"))
        case "inspect": return .inspect(view: try reader.string("view"))
        case "whyNot":
            return .whyNot(view: try reader.string("view"), x: try reader.number("x"), y: try reader.number("y"))
        case "edit":
            let value = try reader.string("value")
            guard !value.contains("\n"), !value.contains("\r") else {
                throw Invalid(message: "edit: 'value' is one line (it is recorded as one timeline line)")
            }
            return .edit(view: try reader.string("view"), field: try reader.word("field"), value: value)
        // v3: the hardware keyboard and typed text.
        case "key", "text": return try parseKeyboard(type, reader)
        default:
            throw Invalid(
                message:
                    "unknown message type '\(type)' (expected \(allTypes.dropLast().joined(separator: ", ")) or \(allTypes.last ?? ""))"
            )
        }
    }
}

extension ClientMessage {
    /// The message's `type` member.
    public var type: String {
        switch self {
        case .hello: "hello"
        case .touches: "touches"
        case .shake: "shake"
        case .remote: "remote"
        case .press: "press"
        case .action: "action"
        case .lua: "lua"
        case .pause: "pause"
        case .resume: "resume"
        case .step: "step"
        case .reset: "reset"
        case .hitmap: "hitmap"
        case .explain: "explain"
        case .hover: "hover"
        case .saveTimeline: "saveTimeline"
        case .saveTest: "saveTest"
        case .importDump: "importDump"
        case .scrub: "scrub"
        case .resumeFrom: "resumeFrom"
        case .inspect: "inspect"
        case .edit: "edit"
        case .whyNot: "whyNot"
        case .key: "key"
        case .text: "text"
        }
    }

    /// The members besides `type`, as the page writes them.
    private var members: [(String, JSONValue)] {
        switch self {
        case .hello, .shake, .pause, .resume, .reset: []
        case .touches(let points):
            [
                (
                    "touches",
                    .array(
                        points.map { point in
                            .object([
                                ("id", .number(Double(point.id))), ("phase", .string(point.phase)),
                                ("x", .number(point.x)),
                                ("y", .number(point.y)), ("touchType", .string(point.type)),
                            ])
                        })
                )
            ]
        case .remote(let command): [("command", .string(command))]
        case .press(let type, let phase, let characters):
            [("press", .string(type)), ("phase", .string(phase)), ("characters", .string(characters))]
        case .action(let name): [("name", .string(name))]
        case .lua(let code): [("code", .string(code))]
        case .step(let seconds): [("seconds", .number(seconds))]
        case .hitmap(let step, let have):
            [("step", .number(step))] + (have.map { [("have", .number(Double($0)))] } ?? [])
        case .explain(let x, let y): [("x", .number(x)), ("y", .number(y))]
        case .hover(let x, let y, let sequence):
            [("x", .number(x)), ("y", .number(y)), ("seq", .number(Double(sequence)))]
        case .saveTimeline(let name): [("name", .string(name))]
        case .saveTest(let name, let snapshot, let trace):
            [("name", .string(name)), ("snapshot", .bool(snapshot)), ("trace", .bool(trace))]
        case .importDump(let name, let text): [("name", .string(name)), ("text", .string(text))]
        case .scrub(let event, let request): [("event", .number(Double(event))), ("request", .number(Double(request)))]
        case .resumeFrom(let event): [("event", .number(Double(event)))]
        case .inspect(let view): [("view", .string(view))]
        case .edit(let view, let field, let value):
            [("view", .string(view)), ("field", .string(field)), ("value", .string(value))]
        case .whyNot(let view, let x, let y): [("view", .string(view)), ("x", .number(x)), ("y", .number(y))]
        case .key(let down, let key, let modifiers):
            [
                ("phase", .string(down ? "down" : "up")), ("key", .string(key)),
                ("modifiers", .array(modifiers.map { .string($0) })),
            ]
        case .text(let text): [("text", .string(text))]
        }
    }

    /// Writes the message as a page sends it.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object([("type", .string(type))] + members).encode(to: encoder)
    }

    /// The message as the JSON text a page sends.
    public var text: String { ServerMessage.encodedText(self) }
}

extension ClientMessage {
    /// `key` {phase: down|up, key, modifiers: [...]} and `text` {text}: checked here as far as
    /// the message goes (one word, one line); the timeline parser checks the names (K1).
    fileprivate static func parseKeyboard(_ type: String, _ reader: FieldReader) throws(Invalid) -> ClientMessage {
        if type == "text" {
            let text = try reader.string("text")
            guard !text.contains("\n"), !text.contains("\r") else {
                throw Invalid(message: "text: one line of text (it is recorded as one timeline line)")
            }
            guard !text.isEmpty, text.unicodeScalars.count <= 256 else {
                throw Invalid(message: "text: 'text' must be 1 to 256 characters")
            }
            return .text(text)
        }
        let phase = try reader.word("phase")
        guard phase == "down" || phase == "up" else {
            throw Invalid(message: "key: 'phase' is down or up, got '\(phase)'")
        }
        var modifiers: [String] = []
        if let list = reader.fields["modifiers"], list != .null {
            guard let items = list.arrayValue else {
                throw Invalid(message: "key: 'modifiers' is an array of names (cmd, alt, ctrl, shift, alphaShift)")
            }
            for item in items {
                guard let name = item.stringValue, !name.isEmpty,
                    !name.contains(where: { $0.isWhitespace || $0 == "#" || $0 == "," })
                else { throw Invalid(message: "key: each modifier is one name such as cmd or shift") }
                modifiers.append(name)
            }
        }
        return .key(down: phase == "down", key: try reader.word("key"), modifiers: modifiers)
    }
}

/// Reads typed fields of one message, with messages that say what was expected.
private struct FieldReader {
    let type: String
    let fields: [String: JSONValue]

    func string(_ key: String) throws(ClientMessage.Invalid) -> String {
        guard let value = fields[key]?.stringValue else {
            throw ClientMessage.Invalid(message: "\(type): expected a string field '\(key)'")
        }
        return value
    }

    func optionalString(_ key: String) throws(ClientMessage.Invalid) -> String? {
        guard (fields[key] ?? .null) != .null else { return nil }
        return try string(key)
    }

    /// A string that goes into a timeline line as one word.
    func word(_ key: String) throws(ClientMessage.Invalid) -> String {
        let value = try string(key)
        guard !value.isEmpty, !value.contains(where: { $0.isWhitespace || $0 == "#" }) else {
            throw ClientMessage.Invalid(message: "\(type): '\(key)' must be one word, got '\(value)'")
        }
        return value
    }

    func optionalWord(_ key: String) throws(ClientMessage.Invalid) -> String? {
        guard (fields[key] ?? .null) != .null else { return nil }
        return try word(key)
    }

    func optionalBool(_ key: String) throws(ClientMessage.Invalid) -> Bool? {
        guard (fields[key] ?? .null) != .null else { return nil }
        guard let value = fields[key]?.boolValue else {
            throw ClientMessage.Invalid(message: "\(type): expected true or false for '\(key)'")
        }
        return value
    }

    func number(_ key: String) throws(ClientMessage.Invalid) -> Double {
        guard let value = fields[key]?.numberValue, value.isFinite else {
            throw ClientMessage.Invalid(message: "\(type): expected a finite number field '\(key)'")
        }
        return value
    }

    /// A whole number from 0 up (an event's index, a request's number).
    func count(_ key: String) throws(ClientMessage.Invalid) -> Int {
        let value = try number(key)
        guard value == value.rounded(), value >= 0, value < 1e9 else {
            throw ClientMessage.Invalid(message: "\(type): '\(key)' must be a whole number from 0 up")
        }
        return Int(value)
    }

    func optionalCount(_ key: String) throws(ClientMessage.Invalid) -> Int? {
        guard (fields[key] ?? .null) != .null else { return nil }
        return try count(key)
    }

    func optionalNumber(_ key: String) throws(ClientMessage.Invalid) -> Double? {
        guard (fields[key] ?? .null) != .null else { return nil }
        return try number(key)
    }
}
