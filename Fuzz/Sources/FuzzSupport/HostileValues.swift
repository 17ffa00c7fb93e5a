/// Lua expressions a script or scene might hand the host where a number, a string or a table is
/// expected: the values that once trapped or hung it (NaN, infinities, 1e300, negatives, huge
/// strings, wrong types, cycles).
public enum HostileValues {
    /// Number expressions, ordinary ones first so plain scenes stay reachable.
    public static let numbers = [
        "0", "1", "10", "100", "-1", "0.5", "0/0", "1/0", "-1/0", "1e300", "-1e300", "2^53", "2^63",
        "-2^63", "math.maxinteger", "math.mininteger", "1e-300", "3.7", "2^31", "-0.0",
    ]

    /// Expressions of the wrong type for a number field.
    public static let wrongTypes = [
        "\"x\"", "\"10\"", "true", "{}", "{1}", "function() end", "print", "find", "nil",
        "string.rep(\"w\", 100000)", "setmetatable({}, {__index = function() error(\"no\") end})",
        "coroutine.create(function() end)",
    ]

    /// A number expression: usually a number, sometimes a value of another type.
    public static func number(_ chooser: inout ByteChooser) -> String {
        chooser.choose(6) == 0 ? chooser.pick(wrongTypes) : chooser.pick(numbers)
    }

    /// A string expression: ordinary names, empty, huge, odd bytes, or a wrong type.
    public static func string(_ chooser: inout ByteChooser) -> String {
        chooser.pick([
            "\"a\"", "\"b\"", "\"v\"", "\"\"", "string.rep(\"n\", 200000)", "\"\\0\\255\"", "\"../x\"",
            "\"/etc/passwd\"", "\"touchesBegan\"", "\"app\"", "42", "{}", "nil",
        ])
    }
}
