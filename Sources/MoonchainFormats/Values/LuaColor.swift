import LuaVM
import ResponderKit

/// Reads a `backgroundColor` written in Lua, the one meaning for scenes and scripts:
/// `"#rrggbb"`, `"#rrggbbaa"`, `{r, g, b, a}` or `{r = , g = , b = , a = }` with components
/// 0…1 (`a` may be left out: opaque). Scripts read a colour back as `"#rrggbbaa"`.
package enum LuaColor {
    /// What a colour may be, for messages.
    package static let expected = "\"#rrggbb\", \"#rrggbbaa\" or {r, g, b, a} with components 0…1"

    /// The colour at `index`, or why it is not one (nil is not a colour: callers that take
    /// nil check it first).
    package static func read(at index: Int32, on stack: LuaStack) -> Result<Color, Problem> {
        switch stack.type(at: index) {
        case .string:
            let text = stack.toString(at: index) ?? ""
            guard let color = Color(hex: text) else {
                return .failure(Problem("must be \(expected), got \"\(text.prefix(40))\""))
            }
            return .success(color)
        case .table:
            return readTable(at: stack.absoluteIndex(index), on: stack)
        case let other:
            return .failure(Problem("must be \(expected), got \(other.name)"))
        }
    }

    private static func readTable(at table: Int32, on stack: LuaStack) -> Result<Color, Problem> {
        let names = ["r", "g", "b", "a"]
        var components: [Double] = []
        for (position, name) in names.enumerated() {
            // Named components win; else the list's; `a` alone may be missing.
            var type = stack.rawGet(name, from: table)
            if type == .nil {
                stack.pop()
                type = stack.rawGet(position + 1, from: table)
            }
            defer { stack.pop() }
            if type == .nil {
                if name == "a" {
                    components.append(1)
                    continue
                }
                return .failure(Problem("must be \(expected): \(name) is missing"))
            }
            guard let value = stack.toDouble(at: -1) else {
                return .failure(Problem("must be \(expected): \(name) is a \(type.name)"))
            }
            guard value >= 0, value <= 1 else {
                return .failure(Problem("must be \(expected): \(name) is \(NumberRule.text(value)), outside 0…1"))
            }
            components.append(value)
        }
        return .success(Color(red: components[0], green: components[1], blue: components[2], alpha: components[3]))
    }

    /// Why a value is not a colour.
    package struct Problem: Error {
        package let message: String
        init(_ message: String) { self.message = message }
    }
}
