import LuaVM

/// Reads a scene file written in the data-only subset of Lua into a ``LuaLiteral``: the
/// program that builds, without compiling the file, the very tables its chunk would return.
///
/// The subset: `return` and one value; values `nil`, `true`, `false`, decimal numerals (with
/// unary minus), short strings with no escape, table constructors (`name = value` and
/// positional fields, `,` or `;` between them, a trailing one allowed) and calls of the scene
/// constructors with a table (`view { ... }`); comments and Lua's line breaks anywhere. Tables
/// are presized as Lua's compiler presizes them, fields go in in source order, and each
/// constructor's table is tagged with its kind and the line Lua's debug information gives the
/// call. Anything else, or a file that Lua's own limits (nesting, registers) might refuse,
/// gives nil, and the file takes Lua's path: every message about it comes from there.
package struct SceneLiteral {
    /// Nesting deeper than this (tables and unary minuses) is left to Lua, well below its own
    /// limit of 200 C levels.
    static let maximumDepth = 100
    /// Lua's compiler fails with "function or expression needs too many registers" at 255;
    /// a file whose open constructors might need more than this is left to Lua.
    static let maximumRegisters = 200
    /// Lua's `LFIELDS_PER_FLUSH`: positional items wait in registers until this many.
    private static let itemsPerFlush = 50
    /// Bigger files are left to Lua (its constant and instruction limits stay out of reach).
    static let maximumSize = 64 << 20

    private var lexer: LiteralLexer
    private(set) var program: LuaLiteral
    private var token = LiteralToken(.end)
    private var lookahead: LiteralToken?
    /// Registers the open constructors hold in Lua's compiled chunk, at most.
    private var registers = 0
    private var depth = 0

    /// The constants the reader interns first, in this order, so a name's constant number says
    /// what it is: the kinds in their tag order, then the reserved words.
    private static let kinds = ConstructorTag.kinds
    private static let keywords = [
        "nil", "true", "false", "return", "and", "break", "do", "else", "elseif", "end", "for", "function",
        "goto", "if", "in", "local", "not", "or", "repeat", "then", "until", "while",
    ]
    private static let kindBase = 0
    private static let keywordBase = kindBase + kinds.count
    private static let nameBase = keywordBase + keywords.count

    /// The program for `source`, or nil when the file is not data-only.
    package static func program(for source: UnsafeBufferPointer<UInt8>) -> LuaLiteral? {
        guard source.count <= maximumSize else { return nil }
        var reader = SceneLiteral(source)
        return reader.read() ? reader.program : nil
    }

    private init(_ source: UnsafeBufferPointer<UInt8>) {
        lexer = LiteralLexer(source)
        program = LuaLiteral(source: source)
        for name in Self.kinds + Self.keywords { _ = program.constant(name) }
    }

    // MARK: - Tokens

    private mutating func advance() -> Bool {
        if let next = lookahead {
            token = next
            lookahead = nil
            return true
        }
        guard let next = lexer.next(into: &program) else { return false }
        token = next
        return true
    }

    private func isKeyword(_ token: LiteralToken, _ word: String) -> Bool {
        token.kind == .name && token.constant == Self.keywordBase + Self.keywords.firstIndex(of: word)!
    }

    /// The kind constant of a constructor's name.
    private func constructorKind(_ token: LiteralToken) -> Int? {
        guard token.kind == .name, token.constant >= Self.kindBase, token.constant < Self.keywordBase else {
            return nil
        }
        return token.constant
    }

    /// A name Lua reads as an identifier, not a reserved word.
    private func isIdentifier(_ token: LiteralToken) -> Bool {
        token.kind == .name && (token.constant < Self.keywordBase || token.constant >= Self.nameBase)
    }

    // MARK: - Grammar

    /// `return value [;]` and the end of the text.
    private mutating func read() -> Bool {
        guard advance(), isKeyword(token, "return"), advance(), value() != nil else { return false }
        if token.kind == .semicolon { guard advance() else { return false } }
        return token.kind == .end
    }

    /// Reads the value at the current token and writes what pushes it; true when it is a call
    /// (Lua lets a call's results run on as a constructor's last item), nil outside the subset.
    private mutating func value() -> Bool? {
        switch token.kind {
        case .name:
            switch token.constant {
            case Self.keywordBase: program.push(nil as Bool?)
            case Self.keywordBase + 1: program.push(true)
            case Self.keywordBase + 2: program.push(false)
            default:
                guard let kind = constructorKind(token) else { return nil }
                // The line of the call is the lexer's line at its name: after a lookahead (a
                // positional field starting with a name), the line of the token after it.
                let line = lexer.line
                guard advance(), token.kind == .open, table(kind: kind, line: line) else { return nil }
                return true
            }
        case .integer: program.push(integer: token.integer)
        case .float: program.push(float: token.float)
        case .string: program.push(constant: token.constant)
        case .minus: return negated()
        case .open:
            guard table(kind: nil, line: 0) else { return nil }
            return false
        default:
            return nil
        }
        guard advance() else { return nil }
        return false
    }

    /// `-` numeral (or `- -` numeral ...): Lua folds the constant, or negates it when it runs;
    /// the value is the same either way.
    private mutating func negated() -> Bool? {
        var count = 0
        while token.kind == .minus {
            count += 1
            guard depth + count <= Self.maximumDepth, advance() else { return nil }
        }
        switch token.kind {
        case .integer:
            program.push(integer: count % 2 == 0 ? token.integer : 0 &- token.integer)
        case .float:
            program.push(float: count % 2 == 0 ? token.float : -token.float)
        default:
            return nil
        }
        guard advance() else { return nil }
        return false
    }

    /// A table constructor at the current `{`, then its constructor's tag when `kind` is one.
    private mutating func table(kind: Int?, line: Int) -> Bool {
        depth += 1
        let outerRegisters = registers
        // The called function and the table, or the table alone.
        let base = kind == nil ? 1 : 2
        registers += base
        guard depth <= Self.maximumDepth, registers <= Self.maximumRegisters else { return false }
        let mark = program.newTable()
        guard advance() else { return false }
        var items = 0
        var fields = 0
        var lastIsCall = false
        while token.kind != .close {
            var key: Int?
            if isIdentifier(token) {
                // Lua looks one token ahead to tell `name = value` from a value.
                let name = token
                guard let next = lexer.next(into: &program) else { return false }
                lookahead = next
                if next.kind == .equals {
                    key = name.constant
                    lookahead = nil
                    guard advance() else { return false }
                }
            }
            guard let isCall = value() else { return false }
            var separated = false
            if token.kind == .comma || token.kind == .semicolon {
                separated = true
                guard advance() else { return false }
            }
            let last = token.kind == .close
            guard last || separated else { return false }
            if let key {
                fields += 1
                program.setField(key)
            } else {
                items += 1
                registers = outerRegisters + base + items % Self.itemsPerFlush
                guard registers <= Self.maximumRegisters else { return false }
                if last && isCall {
                    // A call as the last item: Lua's compiler leaves it out of the array count
                    // and the array grows when it is stored.
                    lastIsCall = true
                    program.setLastCall(items, hash: fields)
                } else {
                    program.setItem(items)
                }
            }
        }
        program.sizeTable(at: mark, array: lastIsCall ? items - 1 : items, hash: fields)
        if let kind { program.tag(kind: kind - Self.kindBase, line: line) }
        registers = outerRegisters
        depth -= 1
        return advance()
    }
}
