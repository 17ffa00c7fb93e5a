import Foundation
import MoonchainExplain
import MoonchainHost

/// Every message the studio sends a page over the WebSocket, as one typed value.
///
/// The wire form is a JSON object whose `type` names the case and whose other members are the
/// payload's fields (docs/StudioProtocol.md describes each; a test checks every case is there
/// and handled by the page's dispatch table in `Page/main.js`). Members that hold a document
/// of their own (an `explain --json` walk, a trace record, a view of `update`) are `JSONValue`.
///
/// Most messages are written by `JSONEncoder` from these values. `update` and `past` are
/// written by hand (`StudioSession+Scene.swift`, `+TimeTravel.swift`): an update reuses the
/// JSON text of every view that did not change, which is what keeps a 2,000-view scene's
/// touch fast; they decode into the same cases (tests check the two agree).
public enum ServerMessage: Codable, Equatable, Sendable {
    case welcome(Welcome)
    case update(Update)
    case recorded(Recorded)
    case why(Why)
    case explain(Why)
    case touchIDs(TouchIDs)
    case hover(Hover)
    case trace(Trace)
    case console(Console)
    case problems(Problems)
    case hitmap(HitMapMessage)
    case saved(Saved)
    indirect case past(Past)
    case resumed(Resumed)
    case inspected(Inspected)
    case edited(Edited)
    case error(Failure)
    // Why not (issue 42 item 2).
    case whyNot(WhyNotAnswer)

    /// Every `type` a server message can have, in the order the reference lists them.
    public static let allTypes = [
        "welcome", "update", "recorded", "why", "explain", "touchIDs", "hover", "trace", "console",
        "problems", "hitmap", "saved", "past", "resumed", "inspected", "edited", "error",
        "whyNot",
    ]

    /// The message's `type` member.
    public var type: String {
        switch self {
        case .welcome: "welcome"
        case .update: "update"
        case .recorded: "recorded"
        case .why: "why"
        case .explain: "explain"
        case .touchIDs: "touchIDs"
        case .hover: "hover"
        case .trace: "trace"
        case .console: "console"
        case .problems: "problems"
        case .hitmap: "hitmap"
        case .saved: "saved"
        case .past: "past"
        case .resumed: "resumed"
        case .inspected: "inspected"
        case .edited: "edited"
        case .error: "error"
        case .whyNot: "whyNot"
        }
    }

    private enum TypeKey: String, CodingKey { case type }

    /// A message whose `type` is none of `allTypes`.
    public struct UnknownType: Error, Equatable {
        public var type: String
    }

    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
        switch type {
        case "welcome": self = .welcome(try Welcome(from: decoder))
        case "update": self = .update(try Update(from: decoder))
        case "recorded": self = .recorded(try Recorded(from: decoder))
        case "why": self = .why(try Why(from: decoder))
        case "explain": self = .explain(try Why(from: decoder))
        case "touchIDs": self = .touchIDs(try TouchIDs(from: decoder))
        case "hover": self = .hover(try Hover(from: decoder))
        case "trace": self = .trace(try Trace(from: decoder))
        case "console": self = .console(try Console(from: decoder))
        case "problems": self = .problems(try Problems(from: decoder))
        case "hitmap": self = .hitmap(try HitMapMessage(from: decoder))
        case "saved": self = .saved(try Saved(from: decoder))
        case "past": self = .past(try Past(from: decoder))
        case "resumed": self = .resumed(try Resumed(from: decoder))
        case "inspected": self = .inspected(try Inspected(from: decoder))
        case "edited": self = .edited(try Edited(from: decoder))
        case "error": self = .error(try Failure(from: decoder))
        case "whyNot": self = .whyNot(try WhyNotAnswer(from: decoder))
        default: throw UnknownType(type: type)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TypeKey.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .welcome(let payload): try payload.encode(to: encoder)
        case .update(let payload): try payload.encode(to: encoder)
        case .recorded(let payload): try payload.encode(to: encoder)
        case .why(let payload), .explain(let payload): try payload.encode(to: encoder)
        case .touchIDs(let payload): try payload.encode(to: encoder)
        case .hover(let payload): try payload.encode(to: encoder)
        case .trace(let payload): try payload.encode(to: encoder)
        case .console(let payload): try payload.encode(to: encoder)
        case .problems(let payload): try payload.encode(to: encoder)
        case .hitmap(let payload): try payload.encode(to: encoder)
        case .saved(let payload): try payload.encode(to: encoder)
        case .past(let payload): try payload.encode(to: encoder)
        case .resumed(let payload): try payload.encode(to: encoder)
        case .inspected(let payload): try payload.encode(to: encoder)
        case .edited(let payload): try payload.encode(to: encoder)
        case .error(let payload): try payload.encode(to: encoder)
        case .whyNot(let payload): try payload.encode(to: encoder)
        }
    }

    /// The message as the JSON text sent (compact; `/` is not escaped).
    public var text: String {
        // The messages every touch sends are written directly (issue 41): Foundation's encoder
        // cost more than building them. The same members with the same values as it writes.
        switch self {
        case .why(let why): return why.text(type: "why")
        case .explain(let why): return why.text(type: "explain")
        case .trace(let trace): return "{\"type\":\"trace\",\"records\":" + JSONValue.array(trace.records).compact + "}"
        case .console(let console): return console.text
        default: break
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Every member is a finite number, a string, a Bool or a JSONValue (which writes a
        // NaN as null): encoding cannot fail.
        guard let data = try? encoder.encode(self) else { preconditionFailure("unencodable studio message \(type)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads one message from its JSON text.
    public static func decode(_ text: String) throws -> ServerMessage {
        try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8))
    }
}

// MARK: - Payloads

extension ServerMessage {
    /// One console line; `files` maps each Lua file its text names (as written) to its path.
    public struct ConsoleLine: Codable, Equatable, Sendable {
        public var kind: String
        public var text: String
        public var files: [String: String]?

        public init(kind: String, text: String, files: [String: String]? = nil) {
            self.kind = kind
            self.text = text
            self.files = files
        }
    }

    /// Everything a page needs when it connects (to that page only).
    public struct Welcome: Codable, Equatable, Sendable {
        public var scene: String
        public var sceneName: String
        public var recording: [String]
        public var printed: [String]
        public var paused: Bool
        public var pencilTouches: Bool
        public var editorURL: String
        public var remoteCommands: [String]
        public var pressTypes: [String]
    }

    /// The clock and the scene: whole (`full`, `windows`) or the views that changed (`changed`).
    public struct Update: Codable, Equatable, Sendable {
        /// One window of a whole scene; `views` in tree order, parents first.
        public struct Window: Codable, Equatable, Sendable {
            public var name: String
            public var level: Double
            public var key: Bool
            public var input: Bool
            public var views: [JSONValue]
        }

        public var time: Double
        public var paused: Bool
        public var screen: [Double]
        public var firstResponder: String?
        public var recorded: Int
        public var full: Bool?
        public var windows: [Window]?
        /// `[window, view, {view}]` per changed view, by position.
        public var changed: [JSONValue]?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(time, forKey: .time)
            try container.encode(paused, forKey: .paused)
            try container.encode(screen, forKey: .screen)
            try container.encode(firstResponder, forKey: .firstResponder)
            try container.encode(recorded, forKey: .recorded)
            try container.encodeIfPresent(full, forKey: .full)
            try container.encodeIfPresent(windows, forKey: .windows)
            try container.encodeIfPresent(changed, forKey: .changed)
        }
    }

    /// Timeline lines added (after a reset, `restarted`).
    public struct Recorded: Codable, Equatable, Sendable {
        public var restarted: Bool
        public var lines: [String]
    }

    /// The why of a touch (`why`), or of a point (`explain`, `touch` null).
    public struct Why: Codable, Equatable, Sendable {
        public var touch: Int?
        public var time: Double
        /// The `explain --json` document.
        public var explain: JSONValue
        public var files: [String: String]

        /// The message as `ServerMessage.text` writes it, `type` first.
        func text(type: String) -> String {
            var out = "{\"type\":\"" + type + "\",\"touch\":" + (touch.map { String($0) } ?? "null")
            out += ",\"time\":" + JSONValue.number(time).compact
            out += ",\"explain\":" + explain.compact
            out += ",\"files\":" + JSONValue.object(files.map { ($0.key, .string($0.value)) }).compact
            return out + "}"
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(touch, forKey: .touch)
            try container.encode(time, forKey: .time)
            try container.encode(explain, forKey: .explain)
            try container.encode(files, forKey: .files)
        }
    }

    /// Each new finger's page id and the id the session gave it: `[[page, session], ...]`.
    public struct TouchIDs: Codable, Equatable, Sendable {
        public var ids: [[Int]]
    }

    /// The short card of `explain` at the point the pointer hovers.
    public struct Hover: Codable, Equatable, Sendable {
        public var seq: Int
        public var point: [Double]
        public var hit: String?
        public var window: String?
        public var chain: [String]
        public var gestures: [String]
        public var why: [String]
        public var notes: [String]

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(seq, forKey: .seq)
            try container.encode(point, forKey: .point)
            try container.encode(hit, forKey: .hit)
            try container.encode(window, forKey: .window)
            try container.encode(chain, forKey: .chain)
            try container.encode(gestures, forKey: .gestures)
            try container.encode(why, forKey: .why)
            try container.encode(notes, forKey: .notes)
        }
    }

    /// What an input or a timer did: `--trace` records (each has its own `type`).
    public struct Trace: Codable, Equatable, Sendable {
        public var records: [JSONValue]
    }

    /// Console lines, in order; with `history`, everything so far (replaces the page's console).
    public struct Console: Codable, Equatable, Sendable {
        public var history: Bool?
        public var entries: [ConsoleLine]

        /// The message as `ServerMessage.text` writes it (members that are nil left out, as the
        /// encoder leaves them out).
        var text: String {
            var out = "{\"type\":\"console\""
            if let history { out += ",\"history\":" + (history ? "true" : "false") }
            out += ",\"entries\":["
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += "," }
                out += "{\"kind\":" + jsonQuoted(entry.kind) + ",\"text\":" + jsonQuoted(entry.text)
                if let files = entry.files {
                    out += ",\"files\":" + JSONValue.object(files.map { ($0.key, .string($0.value)) }).compact
                }
                out += "}"
            }
            return out + "]}"
        }
    }

    /// The files whose newest version did not load.
    public struct Problems: Codable, Equatable, Sendable {
        public struct Entry: Codable, Equatable, Sendable {
            public var file: String
            public var path: String?
            public var message: String
            public var files: [String: String]

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(file, forKey: .file)
                try container.encode(path, forKey: .path)
                try container.encode(message, forKey: .message)
                try container.encode(files, forKey: .files)
            }
        }

        public var problems: [Entry]
    }

    /// A hit map: whole (`legend`, `cells`) or as changes from the map `base` (`changes`).
    public struct HitMapMessage: Codable, Equatable, Sendable {
        public struct LegendEntry: Codable, Equatable, Sendable {
            public var name: String
            public var color: String
            public var invisibleButBlocking: Bool
        }

        public var id: Int
        public var step: Double
        public var columns: Int
        public var rows: Int
        public var base: Int?
        /// `[first cell, count, value]` runs.
        public var changes: [[Int]]?
        public var legend: [LegendEntry]?
        /// Row by row, an index into `legend`, -1 where nothing is.
        public var cells: [Int]?
    }

    /// A save (or an import) worked.
    public struct Saved: Codable, Equatable, Sendable {
        public var kind: String
        public var path: String
        public var lines: Int
    }

    /// The answer to `scrub`: the session after event `event`.
    public struct Past: Codable, Equatable, Sendable {
        public var request: Int
        public var event: Int
        public var events: Int
        public var time: Double
        public var replayMilliseconds: Double
        public var reloaded: [String]
        /// A whole `update`.
        public var scene: ServerMessage?
        public var console: [ConsoleLine]
        /// The `why`, `recorded`, `trace` and `console` messages of the last events.
        public var why: [ServerMessage]
    }

    /// The session resumed from an earlier event.
    public struct Resumed: Codable, Equatable, Sendable {
        public var event: Int
        public var dropped: Int
        public var console: [ConsoleLine]
    }

    /// The inspector's view of one view (`missing` when there is none now).
    public struct Inspected: Codable, Equatable, Sendable {
        public struct Field: Codable, Equatable, Sendable {
            public var key: String
            /// A Lua literal.
            public var value: String
            public var editable: Bool
            public var hint: String
            public var group: String
        }

        public struct Gesture: Codable, Equatable, Sendable {
            public var name: String
            public var kind: String
            public var state: String
            public var enabled: Bool
        }

        public struct Method: Codable, Equatable, Sendable {
            public var name: String
            public var location: String
            public var path: String?

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(location, forKey: .location)
                try container.encode(path, forKey: .path)
            }
        }

        public struct Behaviour: Codable, Equatable, Sendable {
            public var name: String
            public var file: String?
            public var methods: [Method]

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(file, forKey: .file)
                try container.encode(methods, forKey: .methods)
            }
        }

        public struct Link: Codable, Equatable, Sendable {
            public var name: String
            public var kind: String
        }

        public var view: String
        public var missing: Bool?
        public var kind: String?
        public var window: String?
        public var controller: String?
        public var generatedName: Bool?
        public var editable: Bool?
        public var note: String?
        public var fields: [Field]?
        public var gestures: [Gesture]?
        public var behaviour: Behaviour?
        public var chain: [Link]?

        /// The reply for a view that is not in a window now.
        public static func missingView(_ view: String) -> Inspected {
            Inspected(view: view, missing: true)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(view, forKey: .view)
            if missing == true {
                try container.encode(true, forKey: .missing)
                return
            }
            // A view that is there: every member, null when it has none.
            try container.encode(kind, forKey: .kind)
            try container.encode(window, forKey: .window)
            try container.encode(controller, forKey: .controller)
            try container.encode(generatedName, forKey: .generatedName)
            try container.encode(editable, forKey: .editable)
            try container.encodeIfPresent(note, forKey: .note)
            try container.encode(fields, forKey: .fields)
            try container.encode(gestures, forKey: .gestures)
            try container.encode(behaviour, forKey: .behaviour)
            try container.encode(chain, forKey: .chain)
        }
    }

    /// The answer to `edit`: the line run, or (null) why it was refused.
    public struct Edited: Codable, Equatable, Sendable {
        public var view: String
        public var field: String
        public var line: String?
        public var error: String?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(view, forKey: .view)
            try container.encode(field, forKey: .field)
            try container.encode(line, forKey: .line)
            try container.encode(error, forKey: .error)
        }
    }

    /// A message was refused, or a save failed (to the sender only).
    public struct Failure: Codable, Equatable, Sendable {
        public var message: String
    }

    /// The answer to `whyNot`: the view and point asked about, then `answer` (the query's
    /// result, as `moonchain explain --why-not --json` prints it) or `error` (no such view).
    public struct WhyNotAnswer: Codable, Equatable, Sendable {
        public var view: String
        public var x: Double
        public var y: Double
        public var answer: WhyNot?
        public var error: String?
    }
}

extension ServerMessage {
    /// Any encodable member as the compact JSON text messages use (for the hand-written ones).
    static func encodedText(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { preconditionFailure("unencodable studio member") }
        return String(decoding: data, as: UTF8.self)
    }
}
