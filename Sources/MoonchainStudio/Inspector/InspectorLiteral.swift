/// Checks that an inspector edit's value is a Lua literal — a number, a boolean, `nil`, a
/// quoted string, or a table of those (`{10, 20, 100, 44}`, `{x = 0, y = 40}`) — and nothing
/// else: no calls, no operators, no second statement. The edit becomes the timeline line
/// `find("NAME").FIELD = VALUE`; a value that could run code would make an inspector edit
/// more than the assignment it shows. Whether the value fits the field (a rect for `frame`) is
/// left to the host, which answers exactly as it does for the console's `lua` lines.
enum InspectorLiteral {
    /// The longest value taken (a transform's six numbers fit many times over).
    static let maximumLength = 400
    /// The deepest nesting of tables taken.
    static let maximumDepth = 4

    /// Why `text` is not a Lua literal, or nil when it is one.
    static func problem(in text: String) -> String? {
        guard !text.isEmpty else { return "the value is empty" }
        guard text.unicodeScalars.count <= maximumLength else {
            return "the value is longer than \(maximumLength) characters"
        }
        var reader = Reader(Array(text.unicodeScalars))
        do throws(Reader.Stop) {
            reader.skipSpace()
            try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.atEnd else { throw Reader.Stop(at: reader.position, "expected the end of the value") }
            return nil
        } catch {
            return
                "\(error.message) at character \(error.position + 1) of '\(text)' (a value is a number, true, false, nil, a \"string\" or a table like {x, y, w, h})"
        }
    }

    private struct Reader {
        struct Stop: Error {
            var position: Int
            var message: String
            init(at position: Int, _ message: String) {
                self.position = position
                self.message = message
            }
        }

        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { position >= scalars.count }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[position] }

        mutating func skipSpace() {
            while let c = current, c == " " || c == "\t" { position += 1 }
        }

        mutating func value(depth: Int) throws(Stop) {
            guard let c = current else { throw Stop(at: position, "expected a value") }
            switch c {
            case "{": try table(depth: depth + 1)
            case "\"", "'": try string(quote: c)
            case "-", ".", "0"..."9": try number()
            default:
                let word = identifier()
                guard ["true", "false", "nil"].contains(word) else {
                    throw Stop(
                        at: position - word.count, word.isEmpty ? "unexpected '\(c)'" : "'\(word)' is not a value")
                }
            }
        }

        mutating func identifier() -> String {
            var word = ""
            while let c = current,
                c == "_" || c.properties.isASCIIHexDigit || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
            {
                word.unicodeScalars.append(c)
                position += 1
            }
            return word
        }

        mutating func number() throws(Stop) {
            let start = position
            if current == "-" {
                position += 1
                skipSpace()
            }
            var text = ""
            while let c = current,
                ("0"..."9").contains(c) || c == "." || c == "e" || c == "E"
                    || ((c == "+" || c == "-") && (text.hasSuffix("e") || text.hasSuffix("E")))
            {
                text.unicodeScalars.append(c)
                position += 1
            }
            guard let number = Double(text), number.isFinite else { throw Stop(at: start, "expected a finite number") }
        }

        mutating func string(quote: Unicode.Scalar) throws(Stop) {
            let start = position
            position += 1
            while let c = current {
                position += 1
                if c == quote { return }
                if c == "\\" {
                    guard current != nil else { break }
                    position += 1
                }
            }
            throw Stop(at: start, "unfinished string")
        }

        mutating func table(depth: Int) throws(Stop) {
            guard depth <= InspectorLiteral.maximumDepth else {
                throw Stop(at: position, "tables nested deeper than \(InspectorLiteral.maximumDepth)")
            }
            position += 1
            skipSpace()
            while current != "}" {
                guard current != nil else { throw Stop(at: position, "expected '}'") }
                // `key = value`, or a value.
                let save = position
                let key = identifier()
                skipSpace()
                if !key.isEmpty, current == "=", !["true", "false", "nil"].contains(key),
                    !(key.first?.isNumber ?? false)
                {
                    position += 1
                    skipSpace()
                } else {
                    position = save
                }
                try value(depth: depth)
                skipSpace()
                if current == "," || current == ";" {
                    position += 1
                    skipSpace()
                } else if current != "}" {
                    throw Stop(at: position, current == nil ? "expected '}'" : "expected ',' or '}'")
                }
            }
            position += 1
        }
    }
}
