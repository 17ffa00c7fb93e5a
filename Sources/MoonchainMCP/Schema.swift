import MCP

/// JSON Schema fragments, as MCP `Value`s, for the tools' input and output schemas.
enum Schema {
    static let string: Value = ["type": "string"]
    static let number: Value = ["type": "number"]
    static let integer: Value = ["type": "integer"]
    static let boolean: Value = ["type": "boolean"]
    /// A point, `[x, y]` (as `explain --json` writes it).
    static let pair: Value = ["type": "array", "items": number, "minItems": 2, "maxItems": 2]
    /// A rect, `[x, y, width, height]` (as `explain --json` writes it).
    static let quad: Value = ["type": "array", "items": number, "minItems": 4, "maxItems": 4]

    static func string(_ description: String) -> Value { ["type": "string", "description": .string(description)] }
    static func number(_ description: String) -> Value { ["type": "number", "description": .string(description)] }
    static func integer(_ description: String) -> Value { ["type": "integer", "description": .string(description)] }

    static func array(_ items: Value) -> Value { ["type": "array", "items": items] }
    static func nullable(_ schema: Value) -> Value { ["anyOf": [schema, ["type": "null"]]] }
    static func oneOf(_ values: [String]) -> Value { ["type": "string", "enum": .array(values.map(Value.string))] }

    /// An object with `properties`, of which `required` must be there; no other keys unless `open`.
    static func object(_ properties: [String: Value], required: [String] = [], open: Bool = false) -> Value {
        [
            "type": "object", "properties": .object(properties), "required": .array(required.map(Value.string)),
            "additionalProperties": .bool(open),
        ]
    }

    /// `schema` with `$defs` at its top (a recursive tree refers to `#/$defs/NAME`).
    static func with(definitions: [String: Value], _ schema: Value) -> Value {
        guard case .object(var fields) = schema else { return schema }
        fields["$defs"] = .object(definitions)
        return .object(fields)
    }
}
