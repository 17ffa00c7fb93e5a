/// Reads a whole paste into its view records, in order, and counts the rest. A paste with no
/// view record is refused with the reason: another kind of dump, or nothing recognisable.
public struct DumpReader {
    /// The records found and the counts of lines that were not records.
    public struct Result: Sendable {
        public var records: [DumpRecord] = []
        public var layerLines = 0
        public var otherLines = 0
        public var lines = 0
        /// Record lines whose record was not closed on its line (nor on a continuation line).
        public var unterminatedLines: [Int] = []
    }

    /// The most physical lines a record may be hand-wrapped over (FORMAT.md §5, seen once).
    static let maximumContinuations = 4

    /// Reads `bytes` (any encoding damage repaired as U+FFFD where text is kept).
    public static func read(_ bytes: [UInt8]) throws(ImportError) -> Result {
        var result = Result()
        var autolayout = 0
        var hierarchy = 0
        var firstForeign = 0
        let lines = splitLines(bytes)
        result.lines = lines.count
        var index = 0
        while index < lines.count {
            let number = index + 1
            var kind = LineClassifier.classify(lines[index], number: number)
            // A record wrapped by hand over lines with no `|`: join while it stays open.
            var joined = 0
            if case .record(let record) = kind, record.unterminated {
                var text = Array(lines[index])
                while joined < maximumContinuations, index + joined + 1 < lines.count {
                    let next = lines[index + joined + 1]
                    guard isContinuation(next) else { break }
                    text += [Byte.space] + next.drop(while: Byte.isBlank)
                    joined += 1
                    let retry = LineClassifier.classify(text[...], number: number)
                    kind = retry
                    if case .record(let again) = retry, again.unterminated { continue }
                    break
                }
                if case .record(let again) = kind, again.unterminated {
                    result.unterminatedLines.append(number)
                    joined = 0
                    kind = LineClassifier.classify(lines[index], number: number)
                }
            }
            switch kind {
            case .record(let record): result.records.append(record)
            case .layer: result.layerLines += 1
            case .autolayoutTrace:
                autolayout += 1
                if firstForeign == 0 { firstForeign = number }
                result.otherLines += 1
            case .printHierarchy:
                hierarchy += 1
                if firstForeign == 0 { firstForeign = number }
                result.otherLines += 1
            case .other: result.otherLines += 1
            }
            index += 1 + joined
        }
        if result.records.isEmpty || autolayout + hierarchy > result.records.count {
            if autolayout > 0 || hierarchy > 0 {
                let kind =
                    autolayout >= hierarchy
                    ? "-[UIView _autolayoutTrace] (Chisel's paltrace)"
                    : "-[UIViewController _printHierarchy] (Chisel's pvc)"
                throw ImportError(
                    "this is the output of \(kind) (line \(firstForeign)), not of -[UIView recursiveDescription]: it has no frames to import; print the view hierarchy with `po [[UIWindow keyWindow] recursiveDescription]` (or Chisel's pviews)"
                )
            }
            throw ImportError(
                "no view record found in \(lines.count) line\(lines.count == 1 ? "" : "s"): expected the text of -[UIView recursiveDescription], lines such as `<UIView: 0x7fd1; frame = (0 0; 375 812); layer = <CALayer: 0x6000>>`"
            )
        }
        return result
    }

    /// A line that carries on a hand-wrapped record: text with no `|` and no `<` starting a record.
    static func isContinuation(_ line: ArraySlice<UInt8>) -> Bool {
        let body = line.drop(while: Byte.isBlank)
        guard let first = body.first, first != Byte.pipe, first != Byte.lt else { return false }
        return body.count < 4096
    }

    /// The paste's lines without their `\n` or `\r\n`; a lone `\r` also ends a line.
    static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let b = bytes[index]
            if b == Byte.newline || b == Byte.cr {
                lines.append(bytes[start..<index])
                if b == Byte.cr, index + 1 < bytes.count, bytes[index + 1] == Byte.newline { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(bytes[start..<bytes.count]) }
        return lines
    }
}
