import Foundation

/// The free-form members (a walk, a trace record, a view) as JSON values. An object decodes
/// with its keys sorted (JSON gives them no order); a NaN or infinity encodes as null, as
/// `JSONValue.text` writes it.
extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var fields: [(String, JSONValue)] = []
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                fields.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
            }
            self = .object(fields)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            if value.isFinite { try single.encode(value) } else { try single.encodeNil() }
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(item) }
        case .object(let fields):
            var object = encoder.container(keyedBy: Key.self)
            for (key, value) in fields { try object.encode(value, forKey: Key(stringValue: key)) }
        }
    }

    /// The member `key` of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when this is one.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The Bool, when this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The items, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}

extension JSONValue {
    /// Why a text is not one JSON value, in Foundation's words ("Invalid value around character 5.").
    public struct Malformed: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The one JSON value `text` holds, read by Foundation's `JSONDecoder`.
    ///
    /// The project reads JSON in one way only: this, or `JSONDecoder` on a `Codable` type. A
    /// top-level object keeps its keys in the order the text gives them (files people write, such
    /// as expected traces, are rewritten in their own order); nested objects come out sorted.
    public static func parse(_ text: String) throws(Malformed) -> JSONValue {
        let data = Data(text.utf8)
        do {
            let value = try JSONDecoder().decode(JSONValue.self, from: data)
            guard case .object(let fields) = value else { return value }
            let order = topLevelKeys(text)
            return .object(
                fields.enumerated().sorted { a, b in
                    (order[a.element.0] ?? Int.max, a.offset) < (order[b.element.0] ?? Int.max, b.offset)
                }.map(\.element))
        } catch {
            // JSONDecoder says only "not valid JSON"; the serializer says where.
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                throw Malformed(description: reason ?? "not valid JSON")
            }
            throw Malformed(description: "not valid JSON")
        }
    }

    /// The position of each top-level key of an object's text, for keys written without escapes.
    ///
    /// Runs only on text the decoder accepted, so it needs to follow strings and nesting, not
    /// check them; a key with an escape in it is not found and keeps its sorted place.
    private static func topLevelKeys(_ text: String) -> [String: Int] {
        var order: [String: Int] = [:]
        var depth = 0
        var scalars = text.unicodeScalars.makeIterator()
        var pendingKey: String?
        while let c = scalars.next() {
            switch c {
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case ":":
                if let key = pendingKey, depth == 1, order[key] == nil { order[key] = order.count }
            case "\"":
                var string = ""
                var escaped = false
                var hasEscape = false
                while let d = scalars.next() {
                    if escaped {
                        escaped = false
                    } else if d == "\\" {
                        escaped = true
                        hasEscape = true
                    } else if d == "\"" {
                        break
                    } else {
                        string.unicodeScalars.append(d)
                    }
                }
                pendingKey = hasEscape ? nil : string
                continue
            default:
                if c.properties.isWhitespace { continue }
            }
            pendingKey = nil
        }
        return order
    }
}
