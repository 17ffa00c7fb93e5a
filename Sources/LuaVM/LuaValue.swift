/// A Lua value as Swift sees it, for the convenience call API. Values that have
/// no Swift counterpart (tables, functions, ...) read back as `.opaque(type)`.
public enum LuaValue: Equatable, Sendable {
    case `nil`
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    /// Pushes the value a registry reference holds (never produced by reads).
    case reference(LuaRef)
    /// A value of `type` that was not converted (reads only; pushes as nil).
    case opaque(LuaType)
}

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    public init(nilLiteral: ()) { self = .nil }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}
