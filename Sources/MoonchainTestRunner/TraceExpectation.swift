import MoonchainHost

/// `expected-trace.jsonl`: JSON objects that must each match a trace record, in order, by the
/// fields they give. A record matches when every field the object gives is in the record with
/// the same value (numbers compare as the trace writes them); fields the object leaves out are
/// not looked at, and records between two matches are skipped.
public struct TraceExpectation: Sendable {
    /// One expected object and the line it came from.
    public struct Entry: Sendable {
        /// The line of the file it is on (1-based).
        public var line: Int
        /// The fields it gives, in its order.
        public var fields: [(String, JSONValue)]
    }

    /// The objects, in order.
    public let entries: [Entry]

    /// The objects in `text`, one a line (blank lines skipped); throws every malformed line as
    /// `file:line: why`.
    public init(text: String, file: String) throws(CaseProblem) {
        var entries: [Entry] = []
        var problems: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            do throws(JSONValue.Malformed) {
                guard case .object(let fields) = try JSONValue.parse(String(line)) else {
                    problems.append("\(file):\(index + 1): expected a JSON object ({\"type\": ...}), one a line")
                    continue
                }
                entries.append(Entry(line: index + 1, fields: fields))
            } catch {
                problems.append("\(file):\(index + 1): not a JSON object: \(error)")
            }
        }
        guard problems.isEmpty else { throw CaseProblem(problems.joined(separator: "\n")) }
        self.entries = entries
    }

    /// Whether `record` has every field `entry` gives, with the same value.
    static func matches(_ entry: Entry, _ record: [(String, JSONValue)]) -> Bool {
        differences(entry, record).isEmpty
    }

    /// The fields of `entry` that `record` lacks or holds another value for.
    static func differences(_ entry: Entry, _ record: [(String, JSONValue)]) -> [String] {
        entry.fields.compactMap { key, value in
            record.first(where: { $0.0 == key })?.1 == value ? nil : key
        }
    }

    /// The records of a run's trace, or nil for a line that is not a JSON object (the host's
    /// trace writer never writes one).
    static func records(_ text: String) -> [[(String, JSONValue)]] {
        text.split(separator: "\n").compactMap { line in
            guard case .object(let fields)? = try? JSONValue.parse(String(line)) else { return nil }
            return fields
        }
    }

    /// Checks the expectation against a run's trace records: one message per object no record
    /// matches (after the previous match), naming the closest records.
    func check(_ records: [[(String, JSONValue)]], file: String) -> [String] {
        var position = 0
        var problems: [String] = []
        for entry in entries {
            if let found = records[position...].firstIndex(where: { Self.matches(entry, $0) }) {
                position = found + 1
                continue
            }
            problems.append(missing(entry, records: records, from: position, file: file))
        }
        return problems
    }

    /// "file:line: no trace record after … matches {…}", with up to three closest records.
    private func missing(_ entry: Entry, records: [[(String, JSONValue)]], from position: Int, file: String) -> String {
        let wanted = JSONValue.object(entry.fields).text(pretty: false)
        let after =
            position == 0 ? "" : " after the record matched by the line before (seq \(seq(records[position - 1])))"
        var message = "\(file):\(entry.line): no trace record\(after) matches \(wanted)"
        let candidates = Self.closest(to: entry, in: records, from: position)
        if candidates.isEmpty {
            message +=
                "\n  (the trace has \(records.count - position) record\(records.count - position == 1 ? "" : "s") there)"
        }
        for index in candidates {
            let differing = Self.differences(entry, records[index]).map { key in
                let value = records[index].first(where: { $0.0 == key })?.1
                return "\(key): \(value.map { $0.text(pretty: false) } ?? "absent")"
            }
            message += "\n  closest: \(Self.shortened(JSONValue.object(records[index]).text(pretty: false)))"
            message += "\n           differs in \(differing.joined(separator: ", "))"
        }
        return message
    }

    /// The indices of up to three records from `position` on that share the most fields with
    /// `entry` (only those of its `type` when there are some), earliest first among equals.
    static func closest(to entry: Entry, in records: [[(String, JSONValue)]], from position: Int, count: Int = 3)
        -> [Int]
    {
        let type = entry.fields.first(where: { $0.0 == "type" })?.1
        let scored = records.indices.dropFirst(position).map { index -> (Int, Int) in
            let record = records[index]
            let same = entry.fields.count - differences(entry, record).count
            let sameType = type != nil && record.first(where: { $0.0 == "type" })?.1 == type
            return (index, same + (sameType ? entry.fields.count : 0))
        }
        // Records of the object's own type, when there are any, say more than others that
        // happen to share a field.
        let ofType = scored.filter { $0.1 >= entry.fields.count && type != nil }
        return (ofType.isEmpty ? scored : ofType).filter { $0.1 > 0 }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            .prefix(count).map(\.0)
    }

    private func seq(_ record: [(String, JSONValue)]) -> String {
        record.first(where: { $0.0 == "seq" })?.1.text(pretty: false) ?? "?"
    }

    static func shortened(_ text: String, limit: Int = 240) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }

    /// The expectation rewritten from a run's records for `--update`: each object keeps its
    /// fields, in its order, with the values of the record it matches, or else of the closest
    /// record after the previous one (same type first); an object with no candidate is kept.
    func updated(from records: [[(String, JSONValue)]]) -> String {
        var position = 0
        var lines: [String] = []
        for entry in entries {
            let index =
                records[position...].firstIndex(where: { Self.matches(entry, $0) })
                ?? Self.closest(to: entry, in: records, from: position, count: 1).first
            guard let index else {
                lines.append(JSONValue.object(entry.fields).text(pretty: false))
                continue
            }
            position = index + 1
            let record = records[index]
            let fields = entry.fields.map { key, value in (key, record.first(where: { $0.0 == key })?.1 ?? value) }
            lines.append(JSONValue.object(fields).text(pretty: false))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

/// Why a case could not be run or checked as written (its files, not its output).
public struct CaseProblem: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file (and line) to blame.
    public var description: String
    /// A problem described by `description`.
    public init(_ description: String) { self.description = description }
}
