import MCP

/// A tool call's arguments, read with the messages an agent needs when one is missing or of
/// the wrong type.
struct ToolArguments {
    let values: [String: Value]

    func string(_ key: String) throws(ToolFailure) -> String {
        guard let value = optionalString(key) else { throw ToolFailure("missing argument \(key) (a string)") }
        return value
    }

    func optionalString(_ key: String) -> String? {
        values[key]?.stringValue
    }

    func number(_ key: String) throws(ToolFailure) -> Double {
        guard let value = try optionalNumber(key) else { throw ToolFailure("missing argument \(key) (a number)") }
        return value
    }

    func optionalNumber(_ key: String) throws(ToolFailure) -> Double? {
        guard let value = values[key], !value.isNull else { return nil }
        let number: Double?
        switch value {
        case .int(let int): number = Double(int)
        case .double(let double): number = double
        default: number = nil
        }
        guard let number, number.isFinite else { throw ToolFailure("argument \(key) must be a finite number") }
        return number
    }

    func bool(_ key: String) -> Bool {
        values[key]?.boolValue ?? false
    }

    func strings(_ key: String) throws(ToolFailure) -> [String]? {
        guard let value = values[key], !value.isNull else { return nil }
        guard let items = value.arrayValue else { throw ToolFailure("argument \(key) must be an array of strings") }
        var strings: [String] = []
        for item in items {
            guard let string = item.stringValue else {
                throw ToolFailure("argument \(key) must be an array of strings")
            }
            strings.append(string)
        }
        return strings
    }
}
