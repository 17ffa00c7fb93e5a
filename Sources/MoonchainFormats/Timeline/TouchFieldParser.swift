import ResponderKit

/// The optional `key=value` fields of a timeline touch line (`type=pencil force=0.4 ...`) and
/// the `touch ID update INDEX key=value...` line (rule T8).
enum TouchFieldParser {
    /// The keys a touch line takes, in the order docs/Timelines.md lists them.
    static let touchKeys = ["type", "force", "radius", "altitude", "azimuth", "estimated", "coalesced"]
    /// The keys an update line takes: the properties that can be estimated.
    static let updateKeys = ["force", "altitude", "azimuth", "location"]

    /// The fields after a touch line's coordinates.
    static func fields(_ words: ArraySlice<Substring>, phase: TouchPhase, line: Int) throws(TimelineError)
        -> TouchAttributes
    {
        var attributes = TouchAttributes()
        for (key, value) in try pairs(words, allowed: touchKeys, line: line) {
            func fail(_ message: String) -> TimelineError {
                TimelineError(line: line, message: "\(key)=\(value): \(message)")
            }
            switch key {
            case "type":
                guard phase == .began else { throw fail("a touch's type is given on its began line only") }
                guard let type = TouchType(rawValue: value) else {
                    throw fail("expected a touch type (\(TouchType.allCases.map(\.rawValue).joined(separator: "|")))")
                }
                attributes.type = type
            case "force":
                attributes.force = try number(
                    value, key: key, line: line, atLeast: 0, what: "a force of 0 or more (1 is an average touch)")
            case "radius":
                attributes.majorRadius = try number(
                    value, key: key, line: line, atLeast: 0, what: "a radius of 0 or more points")
            case "altitude":
                let altitude = try number(
                    value, key: key, line: line, atLeast: 0, what: "an altitude from 0 to π/2 radians")
                guard altitude <= Double.pi / 2 + 1e-9 else {
                    throw fail("expected an altitude from 0 to π/2 (1.5708) radians")
                }
                attributes.altitude = min(altitude, Double.pi / 2)
            case "azimuth":
                attributes.azimuth = try number(
                    value, key: key, line: line, atLeast: nil, what: "an azimuth in radians")
            case "estimated":
                var properties: TouchProperties = []
                for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let property = TouchProperties(name: String(name)) else {
                        throw fail(
                            "expected property names separated by commas (\(TouchProperties.named.map(\.name).joined(separator: ",")))"
                        )
                    }
                    properties.insert(property)
                }
                attributes.estimated = properties
            default:  // coalesced
                guard phase == .moved || phase == .ended else {
                    throw fail(
                        "coalesced samples lie between two lines of a moving touch: give them on a moved or ended line")
                }
                var points: [Point] = []
                for pair in value.split(separator: ";", omittingEmptySubsequences: false) {
                    guard let point = point(pair) else {
                        throw fail("expected X,Y samples separated by ';' (e.g. 10,20;12,24)")
                    }
                    points.append(point)
                }
                attributes.coalesced = points
            }
        }
        // Only a pencil has angles; say so now rather than ignore them.
        if phase == .began && (attributes.altitude != nil || attributes.azimuth != nil) && attributes.type != .pencil {
            throw TimelineError(
                line: line,
                message: "altitude and azimuth are a pencil's: add type=pencil (a finger's altitude is always π/2)")
        }
        return attributes
    }

    /// `touch ID update INDEX key=value...`.
    static func update(_ words: [Substring], line: Int) throws(TimelineError) -> TimelineCommand {
        let usage = "expected 'touch ID update INDEX [force=F] [altitude=A] [azimuth=Z] [location=X,Y]'"
        guard words.count >= 3 else { throw TimelineError(line: line, message: usage) }
        guard let id = Int(words[0]) else {
            throw TimelineError(line: line, message: "\(usage): ID must be a whole number, got '\(words[0])'")
        }
        guard let index = Int(words[2]), index >= 1 else {
            throw TimelineError(
                line: line,
                message: "\(usage): INDEX must be an estimationUpdateIndex (a whole number from 1), got '\(words[2])'")
        }
        var attributes = TouchAttributes()
        for (key, value) in try pairs(words.dropFirst(3), allowed: updateKeys, line: line) {
            switch key {
            case "force":
                attributes.force = try number(value, key: key, line: line, atLeast: 0, what: "a force of 0 or more")
            case "altitude":
                let altitude = try number(
                    value, key: key, line: line, atLeast: 0, what: "an altitude from 0 to π/2 radians")
                guard altitude <= Double.pi / 2 + 1e-9 else {
                    throw TimelineError(
                        line: line, message: "altitude=\(value): expected an altitude from 0 to π/2 (1.5708) radians")
                }
                attributes.altitude = min(altitude, Double.pi / 2)
            case "azimuth":
                attributes.azimuth = try number(
                    value, key: key, line: line, atLeast: nil, what: "an azimuth in radians")
            default:  // location
                guard let point = point(Substring(value)) else {
                    throw TimelineError(line: line, message: "location=\(value): expected X,Y in screen coordinates")
                }
                attributes.location = point
            }
        }
        return .touchUpdate(id: id, index: index, attributes: attributes)
    }

    /// Splits `key=value` words, rejecting unknown and repeated keys.
    private static func pairs(_ words: ArraySlice<Substring>, allowed: [String], line: Int) throws(TimelineError) -> [(
        String, String
    )] {
        var result: [(String, String)] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw TimelineError(
                    line: line,
                    message:
                        "expected key=value fields after the coordinates (\(allowed.joined(separator: ", "))), got '\(word)'"
                )
            }
            let key = String(word[..<equals])
            let value = String(word[word.index(after: equals)...])
            guard allowed.contains(key) else {
                throw TimelineError(
                    line: line, message: "unknown field '\(key)' (expected \(allowed.joined(separator: ", ")))")
            }
            guard !result.contains(where: { $0.0 == key }) else {
                throw TimelineError(line: line, message: "field '\(key)' is given twice")
            }
            result.append((key, value))
        }
        return result
    }

    private static func number(_ text: String, key: String, line: Int, atLeast minimum: Double?, what: String)
        throws(TimelineError) -> Double
    {
        guard let value = Double(text), value.isFinite, minimum.map({ value >= $0 }) ?? true else {
            throw TimelineError(line: line, message: "\(key)=\(text): expected \(what)")
        }
        return value
    }

    private static func point(_ text: Substring) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        return Point(x: x, y: y)
    }
}
