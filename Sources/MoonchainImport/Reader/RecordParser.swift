/// Reads one `<Class: 0x…; key = value; …>` record from a line (FORMAT.md §1.2, §7): fields
/// split at `; ` only outside brackets, unescaped quotes in `text`, colon fields, missing
/// addresses, and lines that end before the record does.
struct RecordParser {
    /// What a record's start says about the line.
    enum Outcome {
        /// A view record, and the index just past its closing `>` (the end of the line when unterminated).
        case record(className: String, address: String?, fields: [DumpRecord.Field], end: Int, unterminated: Bool)
        /// `<Class:0x…` with no space: the angle-bracket form of `_autolayoutTrace` (iOS 7).
        case autolayoutTrace
        /// `<Class 0x…>`: a `_printHierarchy` controller.
        case printHierarchy
        /// Not a record.
        case none
    }

    /// The keys UIKit's descriptions print (FORMAT.md §1.3): a quote followed by `; KEY = ` ends a `text` value.
    static let knownKeys: Set<String> = [
        "baseClass", "frame", "text", "transform", "alpha", "clipsToBounds", "hidden", "opaque", "anchorPoint",
        "autoresize", "autoresizesSubviews", "userInteractionEnabled", "tag", "tintColor", "gestureRecognizers",
        "animations", "backgroundColor", "placeholder", "borderStyle", "background", "layer", "configuration",
        "contentOffset", "contentSize", "adjustedContentInset", "layout", "dataSource", "value",
    ]

    let bytes: ArraySlice<UInt8>

    /// Parses the record whose `<` is at `start`.
    func parse(at start: Int) -> Outcome {
        var index = start + 1
        let nameStart = index
        while index < bytes.endIndex, Byte.isClassByte(bytes[index]) { index += 1 }
        guard index > nameStart, index < bytes.endIndex else { return .none }
        let className = bytes[nameStart..<index].text
        var address: String?
        switch bytes[index] {
        case Byte.colon:
            if bytes.has(" 0x", at: index + 1) {
                let hexStart = index + 4
                var end = hexStart
                while end < bytes.endIndex, Byte.isHex(bytes[end]) { end += 1 }
                guard end > hexStart else { return .none }
                address = "0x" + bytes[hexStart..<end].text.lowercased()
                index = end
                while index < bytes.endIndex, Byte.isBlank(bytes[index]) { index += 1 }
            } else if bytes.has(":0x", at: index) {
                return .autolayoutTrace
            } else {
                return .none
            }
        case Byte.space:
            return bytes.has(" 0x", at: index) ? .printHierarchy : .none
        default:
            break
        }
        guard index < bytes.endIndex else {
            return .record(className: className, address: address, fields: [], end: index, unterminated: true)
        }
        guard bytes[index] == Byte.semicolon || bytes[index] == Byte.gt else {
            // `<UILayoutGuide: 0x… - "name", …>`: an Auto Layout trace's guide, not a view record.
            return bytes[index] == UInt8(ascii: "-") ? .autolayoutTrace : .none
        }
        return fields(from: index, className: className, address: address)
    }

    /// The fields after the address: each ends at a `;` outside brackets, the record at a `>` outside them.
    private func fields(from first: Int, className: String, address: String?) -> Outcome {
        var found: [DumpRecord.Field] = []
        var index = first
        while index < bytes.endIndex {
            if bytes[index] == Byte.gt {
                return .record(
                    className: className, address: address, fields: found, end: index + 1, unterminated: false)
            }
            // At a `;`: skip it and the spaces after it.
            index += 1
            while index < bytes.endIndex, Byte.isBlank(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { break }
            if bytes[index] == Byte.gt || bytes[index] == Byte.semicolon { continue }
            let (field, end) = readField(at: index)
            if let field { found.append(field) }
            index = end
        }
        return .record(className: className, address: address, fields: found, end: bytes.endIndex, unterminated: true)
    }

    /// One field starting at `start`; returns it (nil for a key with no value) and the index
    /// of the `;` or `>` that ends it, or the end of the line.
    private func readField(at start: Int) -> (DumpRecord.Field?, Int) {
        var index = start
        while index < bytes.endIndex, Byte.isKeyByte(bytes[index]) { index += 1 }
        let key = bytes[start..<index].trimmedText
        guard index < bytes.endIndex, !key.isEmpty, bytes[index] == Byte.equals || bytes[index] == Byte.colon else {
            return (nil, skipValue(from: index))
        }
        index += 1
        while index < bytes.endIndex, Byte.isBlank(bytes[index]) { index += 1 }
        let end =
            (key == "text" && index < bytes.endIndex && bytes[index] == Byte.quote)
            ? quotedEnd(from: index) : skipValue(from: index)
        let value = bytes[index..<end].trimmedText
        return (DumpRecord.Field(key: key, value: value), end)
    }

    /// The end of a bracket-balanced value: the first `;` or `>` outside `( [ { <`.
    private func skipValue(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.endIndex {
            let b = bytes[index]
            if b == Byte.lt || Byte.isOpener(b) {
                depth += 1
            } else if Byte.isCloser(b) {
                if depth > 0 { depth -= 1 }  // a stray closer (unquoted text) does not end anything
            } else if b == Byte.gt {
                if depth == 0 { return index }
                depth -= 1
            } else if b == Byte.semicolon, depth == 0 {
                return index
            }
            index += 1
        }
        return index
    }

    /// The end of `'…'` whose quotes are not escaped (`'What's'`): the first quote followed by
    /// `; KNOWNKEY =`/`:`, else the first followed by `;` or `>`, else the line's end.
    private func quotedEnd(from open: Int) -> Int {
        var loose: Int?
        var index = open + 1
        while index < bytes.endIndex {
            if bytes[index] == Byte.quote {
                let after = index + 1
                if after == bytes.endIndex { return after }
                if bytes[after] == Byte.gt { loose = loose ?? after }
                if bytes[after] == Byte.semicolon {
                    loose = loose ?? after
                    if startsKnownField(at: after + 1) { return after }
                }
            }
            index += 1
        }
        if let loose { return loose }
        return bytes.endIndex
    }

    /// True when a known key and its separator follow (after spaces) at `index`.
    private func startsKnownField(at start: Int) -> Bool {
        var index = start
        while index < bytes.endIndex, Byte.isBlank(bytes[index]) { index += 1 }
        let keyStart = index
        while index < bytes.endIndex, Byte.isClassByte(bytes[index]) { index += 1 }
        guard index > keyStart, index - keyStart <= 40 else { return false }
        guard bytes.has(" = ", at: index) || bytes.has(": ", at: index) else { return false }
        return Self.knownKeys.contains(bytes[keyStart..<index].text)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
