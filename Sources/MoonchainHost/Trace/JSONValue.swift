import ResponderKit

/// A JSON document as a value, written with its keys in the order given (pretty or compact).
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written as `formatPoints` writes it (integers without a fraction).
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the given order.
    case object([(String, JSONValue)])

    /// Two documents are equal when they are written the same.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.text(pretty: false) == b.text(pretty: false)
    }

    /// A string, or null.
    package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A point as `[x, y]`.
    package static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    /// A rect as `[x, y, width, height]`.
    package static func rect(_ r: Rect) -> JSONValue {
        .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)])
    }

    /// The document as text: indented two spaces a level when `pretty`, on one line otherwise.
    public func text(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: "")
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: String) {
        let inner = indent + "  "
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? formatPoints(value) : "null"
        case .string(let value): out += JSONLine.quote(value)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            // Short arrays of numbers (points, rects) stay on one line.
            let flat = !pretty || items.allSatisfy { if case .number = $0 { return true } else { return false } }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += flat ? (pretty ? ", " : ",") : "," }
                if !flat { out += "\n" + inner }
                item.write(into: &out, pretty: pretty, indent: inner)
            }
            out += flat ? "]" : "\n" + indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + inner }
                out += JSONLine.quote(key) + (pretty ? ": " : ":")
                value.write(into: &out, pretty: pretty, indent: inner)
            }
            out += pretty ? "\n" + indent + "}" : "}"
        }
    }
}
