/// Sorts one physical line of a paste into a view record, a sublayer, a line of another kind of
/// dump, or noise (FORMAT.md §1.1, §4, §5): depth is the number of `|` before the record's `<`,
/// whatever the spaces, tabs or wrappers around it.
enum LineClassifier {
    /// The kind of `line` (1-based number `number`), its bytes without the line break.
    static func classify(_ raw: ArraySlice<UInt8>, number: Int) -> DumpLineKind {
        let line = unescapingMarkdown(raw)
        guard let open = line.firstIndex(of: Byte.lt) else {
            return looksLikeAutolayoutTrace(line) ? .autolayoutTrace : .other
        }
        if containsPrintHierarchyState(line) { return .printHierarchy }
        // Walk back over the indentation, counting pipes; what is left is a wrapper or not a record.
        var depth = 0
        var head = open
        while head > line.startIndex {
            let b = line[head - 1]
            if b == Byte.pipe { depth += 1 } else if !Byte.isBlank(b) { break }
            head -= 1
        }
        let wrapper = line[line.startIndex..<head]
        if !isWrapper(wrapper) {
            if let marker = wrapper.last, marker == UInt8(ascii: "*") || marker == UInt8(ascii: "+") || marker == 0xA2 {
                return .autolayoutTrace
            }
            return .other
        }
        // `<<_UITextContainerView: …> minSize = …>`: the view record is the inner one.
        let start = line.index(after: open) < line.endIndex && line[open + 1] == Byte.lt ? open + 1 : open
        switch RecordParser(bytes: line).parse(at: start) {
        case .record(let className, let address, let fields, let end, let unterminated):
            if !unterminated, isLayerTrailer(line[end...]) { return .layer }
            return .record(
                DumpRecord(
                    line: number, depth: depth, className: className, address: address,
                    fields: fields, unterminated: unterminated))
        case .autolayoutTrace: return .autolayoutTrace
        case .printHierarchy: return .printHierarchy
        case .none: return .other
        }
    }

    /// `\_` → `_` (Markdown code blocks, FORMAT.md §4); copies only lines that have one.
    static func unescapingMarkdown(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var index = line.startIndex
        var found = false
        while index + 1 < line.endIndex {
            if line[index] == Byte.backslash, line[index + 1] == Byte.underscore {
                found = true
                break
            }
            index += 1
        }
        guard found else { return line }
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        index = line.startIndex
        while index < line.endIndex {
            if line[index] == Byte.backslash, index + 1 < line.endIndex, line[index + 1] == Byte.underscore {
                index += 1
                continue
            }
            out.append(line[index])
            index += 1
        }
        return out[...]
    }

    /// What a printing tool may put before the first record (FORMAT.md §4): nothing, a
    /// backtick, a quote, `@"`, a `//` comment, lldb's `(id) $1 = 0x…`, or an NSLog prefix
    /// `2015-10-09 15:12:20.568 app[5625:756750]`.
    static func isWrapper(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = bytes.text.trimmingSpaces
        if text.isEmpty || text == "`" || text == "\"" || text == "@\"" || text == "//" || text == "///" { return true }
        if text.hasPrefix("//") { return isWrapper(Array(text.utf8.dropFirst(2))[...]) }
        // A few quoting characters of a string literal around the paste: `@"`, `@[#"`, `("`.
        if text.count <= 4, text.allSatisfy({ "`\"'@[#({".contains($0) }) { return true }
        if text.hasPrefix("("), text.contains("$"), let last = text.split(separator: " ").last, last.hasPrefix("0x") {
            return true
        }
        if let first = text.unicodeScalars.first, ("0"..."9").contains(first), text.hasSuffix("]"), text.contains("[") {
            return true
        }
        return false
    }

    /// ` (layer)` after the record: a sublayer line (FORMAT.md §1.5).
    static func isLayerTrailer(_ rest: ArraySlice<UInt8>) -> Bool {
        var index = rest.startIndex
        while index < rest.endIndex, Byte.isBlank(rest[index]) { index += 1 }
        return rest.has("(layer)", at: index)
    }

    /// `>, state: ` as `_printHierarchy` prints after each controller.
    static func containsPrintHierarchyState(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == Byte.gt, line.has(">, state: ", at: index) { return true }
            index += 1
        }
        return false
    }

    /// `|   *UIView:0x…` (modern `_autolayoutTrace`): pipes and spaces, an optional marker,
    /// a class name, then `:0x` with no space.
    static func looksLikeAutolayoutTrace(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index < line.endIndex, line[index] == Byte.pipe || Byte.isBlank(line[index]) { index += 1 }
        if line.has("•", at: index) {
            index += 3
        } else if index < line.endIndex, line[index] == UInt8(ascii: "*") || line[index] == UInt8(ascii: "+") {
            index += 1
        }
        let nameStart = index
        while index < line.endIndex, Byte.isClassByte(line[index]) { index += 1 }
        return index > nameStart && line.has(":0x", at: index)
    }
}
