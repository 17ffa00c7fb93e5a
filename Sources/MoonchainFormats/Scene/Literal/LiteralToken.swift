/// One token of the data-only subset of Lua that ``LiteralLexer`` reads.
struct LiteralToken {
    enum Kind: Equatable {
        /// An identifier (a keyword too), `constant` its bytes as a ``LuaLiteral`` constant.
        case name
        /// A short string with no escape; `constant` its bytes, quotes excluded.
        case string
        /// A numeral Lua reads as an integer (`integer`) or a float (`float`).
        case integer, float
        case open, close, comma, semicolon, equals, minus
        /// The end of the text.
        case end
    }

    var kind: Kind
    var constant = 0
    var integer: Int64 = 0
    var float = 0.0

    init(_ kind: Kind) { self.kind = kind }
}
