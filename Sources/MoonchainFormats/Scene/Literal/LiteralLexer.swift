import LuaVM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a scene file into the tokens of the data-only subset, exactly as Lua's lexer
/// (`llex.c` of Lua 5.4) would split it, counting lines as it does (`\n`, `\r`, `\r\n` and
/// `\n\r` are one line each). Returns nil at anything outside the subset — a byte Lua would
/// read as another token, an escape in a string, a hexadecimal numeral, an integer too big
/// for 64 bits, a malformed numeral or an unfinished string or comment — so the file takes
/// Lua's own path and Lua says what is wrong with it.
struct LiteralLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Lua's `linenumber`: the line the lexer has read up to.
    private(set) var line = 1
    /// Numerals converted with `strtod` lately, by a hash of their bytes: (start, length, value).
    private var recent: [(start: Int, length: Int, value: Double)]
    private static let cacheSize = 1024

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        recent = Array(repeating: (0, 0, 0), count: Self.cacheSize)
    }

    private func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0xFF }

    /// The next token, its string and name bytes interned in `program`; nil outside the subset.
    mutating func next(into program: inout LuaLiteral) -> LiteralToken? {
        while position < bytes.count {
            var c = bytes[position]
            if c == 0x20 {
                // A run of spaces (an indentation, the gap between two tokens) in a tight loop:
                // through the switch, each space was an indirect jump, where a quarter of the
                // lexer's time went on a written-out scene (perf, load100k).
                repeat { position += 1 } while position < bytes.count && bytes[position] == 0x20
                guard position < bytes.count else { break }
                c = bytes[position]
            }
            switch c {
            case 0x0A, 0x0D:
                newline()
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "-"):
                guard at(position + 1) == UInt8(ascii: "-") else {
                    position += 1
                    return LiteralToken(.minus)
                }
                position += 2
                guard skipComment() else { return nil }
            case UInt8(ascii: "{"):
                position += 1
                return LiteralToken(.open)
            case UInt8(ascii: "}"):
                position += 1
                return LiteralToken(.close)
            case UInt8(ascii: ","):
                position += 1
                return LiteralToken(.comma)
            case UInt8(ascii: ";"):
                position += 1
                return LiteralToken(.semicolon)
            case UInt8(ascii: "="):
                // `==` is an operator.
                guard at(position + 1) != UInt8(ascii: "=") else { return nil }
                position += 1
                return LiteralToken(.equals)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return string(program: &program)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return numeral()
            case UInt8(ascii: "."):
                guard Self.isDigit(at(position + 1)) else { return nil }
                return numeral()
            default:
                guard Self.isLetter(c) else { return nil }
                let start = position
                while position < bytes.count, Self.isLetter(bytes[position]) || Self.isDigit(bytes[position]) {
                    position += 1
                }
                var token = LiteralToken(.name)
                token.constant = program.constant(from: start, to: position)
                return token
            }
        }
        return LiteralToken(.end)
    }

    /// Lua's `inclinenumber`: skips `\n`, `\r`, `\r\n` or `\n\r`, one line.
    private mutating func newline() {
        let old = bytes[position]
        position += 1
        let c = at(position)
        if (c == 0x0A || c == 0x0D) && c != old { position += 1 }
        line += 1
    }

    /// Lua's `skip_sep` at a `[` or `]`: 2 + the count of `=` for a whole long bracket, 1 for a
    /// lone bracket, 0 for a bracket and `=`s not followed by a second bracket.
    private mutating func skipSeparator() -> Int {
        let s = bytes[position]
        position += 1
        var count = 0
        while at(position) == UInt8(ascii: "=") {
            position += 1
            count += 1
        }
        return at(position) == s ? count + 2 : count == 0 ? 1 : 0
    }

    /// After `--`: a long comment `--[==[ ... ]==]` or a comment to the end of the line.
    /// False when a long comment is not closed.
    private mutating func skipComment() -> Bool {
        if at(position) == UInt8(ascii: "[") {
            let separator = skipSeparator()
            if separator >= 2 {
                position += 1  // the second '['
                if at(position) == 0x0A || at(position) == 0x0D { newline() }
                while position < bytes.count {
                    switch bytes[position] {
                    case UInt8(ascii: "]"):
                        if skipSeparator() == separator {
                            position += 1
                            return true
                        }
                    case 0x0A, 0x0D:
                        newline()
                    default:
                        position += 1
                    }
                }
                return false
            }
        }
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
        return true
    }

    /// A short string with no escape and no line break in it.
    private mutating func string(program: inout LuaLiteral) -> LiteralToken? {
        let delimiter = bytes[position]
        position += 1
        let start = position
        while position < bytes.count {
            switch bytes[position] {
            case delimiter:
                var token = LiteralToken(.string)
                token.constant = program.constant(from: start, to: position)
                position += 1
                return token
            case UInt8(ascii: "\\"), 0x0A, 0x0D:
                return nil
            default:
                position += 1
            }
        }
        return nil
    }

    /// Lua's `read_numeral`: takes the same bytes, then converts them as `luaO_str2num` does for
    /// a decimal numeral (digits alone: an integer; otherwise `strtod`, which Lua calls too).
    private mutating func numeral() -> LiteralToken? {
        switch plainNumeral() {
        case .token(let token): return token
        case .long(let end): return longNumeral(to: end)
        case .other: break
        }
        let start = position
        let first = bytes[position] == UInt8(ascii: ".") ? at(position + 1) : bytes[position]
        if bytes[position] == UInt8(ascii: ".") { position += 1 }
        position += 1
        if first == UInt8(ascii: "0"), at(position) | 0x20 == UInt8(ascii: "x") { return nil }  // hexadecimal
        while true {
            let c = at(position)
            if c | 0x20 == UInt8(ascii: "e") {
                position += 1
                if at(position) == UInt8(ascii: "-") || at(position) == UInt8(ascii: "+") { position += 1 }
            } else if Self.isHexDigit(c) || c == UInt8(ascii: ".") {
                position += 1
            } else {
                break
            }
        }
        if Self.isLetter(at(position)) { return nil }  // a numeral touching a letter: malformed
        let span = UnsafeBufferPointer(rebasing: bytes[start..<position])
        var whole = true
        for c in span where !Self.isDigit(c) {
            // Only what a decimal float is written with; anything else is malformed.
            guard
                c == UInt8(ascii: ".") || c | 0x20 == UInt8(ascii: "e") || c == UInt8(ascii: "+")
                    || c == UInt8(ascii: "-")
            else { return nil }
            whole = false
        }
        if whole {
            var value: Int64 = 0
            for c in span {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int64(c - UInt8(ascii: "0")))
                guard !o1, !o2 else { return nil }  // Lua reads it as a float: leave it to Lua
                value = sum
            }
            var token = LiteralToken(.integer)
            token.integer = value
            return token
        }
        if let exact = Self.exactFloat(span) {
            var token = LiteralToken(.float)
            token.float = exact
            return token
        }
        guard span.count < 200 else { return nil }
        return converted(span, start: start)
    }

    /// A plain numeral (`plainNumeral`) with too many digits to convert exactly by hand.
    private mutating func longNumeral(to end: Int) -> LiteralToken? {
        let start = position
        position = end
        guard end - start < 200 else { return nil }
        return converted(UnsafeBufferPointer(rebasing: bytes[start..<end]), start: start)
    }

    /// `span` (at `start`) converted by `strtod`, as Lua's `l_str2d` does, when all of it is the
    /// number; nil otherwise.
    private mutating func converted(_ span: UnsafeBufferPointer<UInt8>, start: Int) -> LiteralToken? {
        // A written-out scene repeats its long numerals (a cell's width, a row's height):
        // `strtod` once for each.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for c in span { hash = (hash ^ UInt64(c)) &* 0x100_0000_01b3 }
        let slot = Int(truncatingIfNeeded: hash >> 52) & (Self.cacheSize - 1)
        let cached = recent[slot]
        if cached.length == span.count, cached.length > 0,
            memcmp(bytes.baseAddress! + cached.start, span.baseAddress!, span.count) == 0
        {
            var token = LiteralToken(.float)
            token.float = cached.value
            return token
        }
        let parsed: Double? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: span.count + 1) { text in
            for (i, c) in span.enumerated() { text[i] = CChar(bitPattern: c) }
            text[span.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(text.baseAddress!, &end)
            return end == text.baseAddress! + span.count ? value : nil
        }
        guard let parsed else { return nil }
        recent[slot] = (start, span.count, parsed)
        var token = LiteralToken(.float)
        token.float = parsed
        return token
    }

    /// The common numeral, in one pass: digits with at most one `.`, nothing after it that Lua
    /// would read as more of the numeral, and few enough digits to be exact (an integer below
    /// 10^18; a float of at most 15 significant digits, 22 after the point: see `exactFloat`).
    /// `.other`, without moving, for anything else.
    private enum Plain {
        case token(LiteralToken)
        /// Plain, but too long to convert by hand; it ends at the offset.
        case long(Int)
        case other
    }

    private mutating func plainNumeral() -> Plain {
        var p = position
        var mantissa: UInt64 = 0
        var significant = 0
        var fraction = -1
        while p < bytes.count {
            let c = bytes[p]
            if Self.isDigit(c) {
                if mantissa != 0 || c != UInt8(ascii: "0") { significant += 1 }
                mantissa = mantissa &* 10 &+ UInt64(c &- UInt8(ascii: "0"))
                if fraction >= 0 { fraction += 1 }
            } else if c == UInt8(ascii: "."), fraction < 0 {
                fraction = 0
            } else {
                break
            }
            p += 1
        }
        let next = at(p)
        guard !Self.isHexDigit(next), !Self.isLetter(next), next != UInt8(ascii: ".") else { return .other }
        var token: LiteralToken
        if fraction < 0 {
            // Lua reads a whole numeral too big for 64 bits as a float: left to Lua.
            guard significant <= 18 else { return .other }
            token = LiteralToken(.integer)
            token.integer = Int64(mantissa)
        } else {
            guard significant <= 15, fraction <= 22 else { return .long(p) }
            token = LiteralToken(.float)
            token.float = Double(mantissa) / Self.powersOfTen[fraction]
        }
        position = p
        return .token(token)
    }

    /// Powers of ten a double holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { r, _ in r * 10 } }

    /// `digits.digits` with at most 15 significant digits and no exponent, converted without
    /// `strtod` where that is exact (Clinger's fast path: the digits as an integer and the power
    /// of ten are both exact doubles, so one correctly rounded division gives what a correctly
    /// rounded `strtod` gives); nil otherwise.
    private static func exactFloat(_ span: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fraction = -1
        for c in span {
            if c == UInt8(ascii: ".") {
                guard fraction < 0 else { return nil }
                fraction = 0
            } else if isDigit(c) {
                if mantissa != 0 || c != UInt8(ascii: "0") { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(c - UInt8(ascii: "0"))
                if fraction >= 0 { fraction += 1 }
            } else {
                return nil
            }
        }
        guard fraction >= 0, digits <= 15, fraction <= 22 else { return nil }
        return Double(mantissa) / powersOfTen[fraction]
    }

    private static func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }
    private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20) &- UInt8(ascii: "a") < 6 }
    /// Lua's `lislalpha`: an ASCII letter or `_`.
    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_") }
}
