#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LuaVM

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

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0xFF }

    /// The next token, its string and name bytes interned in `program`; nil outside the subset.
    mutating func next(into program: inout LuaLiteral) -> LiteralToken? {
        while position < bytes.count {
            let c = bytes[position]
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
            case UInt8(ascii: "{"): position += 1; return LiteralToken(.open)
            case UInt8(ascii: "}"): position += 1; return LiteralToken(.close)
            case UInt8(ascii: ","): position += 1; return LiteralToken(.comma)
            case UInt8(ascii: ";"): position += 1; return LiteralToken(.semicolon)
            case UInt8(ascii: "="):
                // `==` is an operator.
                guard at(position + 1) != UInt8(ascii: "=") else { return nil }
                position += 1
                return LiteralToken(.equals)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return string(program: &program)
            case UInt8(ascii: "0") ... UInt8(ascii: "9"):
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
                position += 1 // the second '['
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
        let start = position
        let first = bytes[position] == UInt8(ascii: ".") ? at(position + 1) : bytes[position]
        if bytes[position] == UInt8(ascii: ".") { position += 1 }
        position += 1
        if first == UInt8(ascii: "0"), at(position) | 0x20 == UInt8(ascii: "x") { return nil } // hexadecimal
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
        if Self.isLetter(at(position)) { return nil } // a numeral touching a letter: malformed
        let span = UnsafeBufferPointer(rebasing: bytes[start ..< position])
        var whole = true
        for c in span where !Self.isDigit(c) {
            // Only what a decimal float is written with; anything else is malformed.
            guard c == UInt8(ascii: ".") || c | 0x20 == UInt8(ascii: "e") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") else { return nil }
            whole = false
        }
        if whole {
            var value: Int64 = 0
            for c in span {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int64(c - UInt8(ascii: "0")))
                guard !o1, !o2 else { return nil } // Lua reads it as a float: leave it to Lua
                value = sum
            }
            var token = LiteralToken(.integer)
            token.integer = value
            return token
        }
        guard span.count < 200 else { return nil }
        let parsed: Double? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: span.count + 1) { text in
            for (i, c) in span.enumerated() { text[i] = CChar(bitPattern: c) }
            text[span.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(text.baseAddress!, &end)
            return end == text.baseAddress! + span.count ? value : nil
        }
        guard let parsed else { return nil }
        var token = LiteralToken(.float)
        token.float = parsed
        return token
    }

    private static func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }
    private static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20) &- UInt8(ascii: "a") < 6 }
    /// Lua's `lislalpha`: an ASCII letter or `_`.
    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_") }
}
